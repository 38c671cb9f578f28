import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import type { ScheduleEmailResponse } from '@app/types';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { UuidParam } from '../common/http/uuid-param.js';
import { RequiresPlanFeature } from '../plans/requires-plan-feature.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { ScheduleFollowUpDto } from './dto/schedule-follow-up.dto.js';
import { FollowUpsService } from './follow-ups.service.js';
import { SentEmailNotFoundError } from './outreach.errors.js';

@Controller('email-applications')
@UseGuards(SignedInGuard)
export class FollowUpsController {
  constructor(private readonly followUps: FollowUpsService) {}

  /** Schedules the next follow-up (at most two) in the outbox: 201 `{id, status, sendAt}`; Pro only. */
  @Post(':id/follow-ups')
  @RequiresPlanFeature('followUps')
  schedule(
    @CurrentUser() user: UserEntity,
    @UuidParam('id', () => new SentEmailNotFoundError())
    id: string,
    @Body() body: ScheduleFollowUpDto,
  ): Promise<ScheduleEmailResponse> {
    return this.followUps.schedule(user, id, body);
  }
}

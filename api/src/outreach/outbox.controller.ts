import { Body, Controller, Delete, Get, Patch, Post, UseGuards } from '@nestjs/common';
import type { OutboxItem, ScheduleEmailResponse } from '@app/types';
import { ExtensionTokenAllowed } from '../auth/extension-token-allowed.decorator.js';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { UuidParam } from '../common/http/uuid-param.js';
import { RequiresPlanFeature } from '../plans/requires-plan-feature.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { ScheduleEmailDto } from './dto/schedule-email.dto.js';
import { UpdateOutboxItemDto } from './dto/update-outbox-item.dto.js';
import { OutboxService } from './outbox.service.js';
import { OutboxItemNotFoundError } from './outreach.errors.js';

/** The outbox: emails sent later from the user's own mailbox, at a safe pace. */
@Controller('outbox')
@UseGuards(SignedInGuard)
export class OutboxController {
  constructor(private readonly outbox: OutboxService) {}

  /** 201 `{id, status: 'scheduled', sendAt}`; Pro (403 `plan_feature_required` on Free); 409 `no_mailbox`, `duplicate_send`. */
  @Post()
  @ExtensionTokenAllowed()
  @RequiresPlanFeature('bulkSend')
  schedule(@CurrentUser() user: UserEntity, @Body() body: ScheduleEmailDto): Promise<ScheduleEmailResponse> {
    return this.outbox.schedule(user, body);
  }

  /** What waits, soonest first, then what went in the last two weeks. Open on every plan (a lapsed Pro can look). */
  @Get()
  @ExtensionTokenAllowed()
  list(@CurrentUser() user: UserEntity): Promise<OutboxItem[]> {
    return this.outbox.list(user.id);
  }

  /** One email with its subject and text, to read before it goes (a follow-up is drafted when it is scheduled). */
  @Get(':id')
  get(
    @CurrentUser() user: UserEntity,
    @UuidParam('id', () => new OutboxItemNotFoundError()) id: string,
  ): Promise<OutboxItem> {
    return this.outbox.get(user.id, id);
  }

  /** Edits a scheduled email's subject, text or time (never gated, like cancel); 409 once it is sending or sent. */
  @Patch(':id')
  update(
    @CurrentUser() user: UserEntity,
    @UuidParam('id', () => new OutboxItemNotFoundError()) id: string,
    @Body() body: UpdateOutboxItemDto,
  ): Promise<OutboxItem> {
    return this.outbox.update(user.id, id, body);
  }

  /** Takes one out before it goes (never gated: cancelling is always allowed); 409 once it is on its way. */
  @Delete(':id')
  @ExtensionTokenAllowed()
  cancel(
    @CurrentUser() user: UserEntity,
    @UuidParam('id', () => new OutboxItemNotFoundError()) id: string,
  ): Promise<OutboxItem> {
    return this.outbox.cancel(user.id, id);
  }
}

import { Controller, Get, UseGuards } from '@nestjs/common';
import type { AnalyticsStats } from '@app/types';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import type { UserEntity } from '../users/user.entity.js';
import { AnalyticsService } from './analytics.service.js';

@Controller('analytics')
@UseGuards(SignedInGuard)
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get('stats')
  stats(@CurrentUser() user: UserEntity): Promise<AnalyticsStats> {
    return this.analytics.stats(user.id);
  }
}

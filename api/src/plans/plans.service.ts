import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { UserEntity } from '../users/user.entity.js';

export type Plan = 'free' | 'trial' | 'pro';

/**
 * Which plan a user is on, decided on the server. New accounts get a Pro trial of TRIAL_DAYS (no card); paid
 * subscriptions join here with billing.
 */
@Injectable()
export class PlansService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  planOf(user: Pick<UserEntity, 'createdAt'>, now = new Date()): Plan {
    const trialEnds = user.createdAt.getTime() + this.config.trialDays * 86_400_000;
    return now.getTime() < trialEnds ? 'trial' : 'free';
  }

  /** Pro-only contacts (discovered, not shown on the posting) are visible on trial and Pro. */
  seesProContacts(user: Pick<UserEntity, 'createdAt'>): boolean {
    return this.planOf(user) !== 'free';
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { planHas, type PaidSubscriptionStatus, type PlanFeature, type PlanName } from '@app/types';
import { In, Repository } from 'typeorm';
import { SubscriptionEntity } from '../billing/entities/subscription.entity.js';
import { Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { UserEntity } from '../users/user.entity.js';

export type Plan = PlanName;

/**
 * Paid statuses that give Pro. `past_due` keeps Pro while the provider retries the renewal payment; `paused`
 * and `canceled` do not.
 */
export const PRO_STATUSES: readonly PaidSubscriptionStatus[] = ['active', 'trialing', 'past_due'];

const DAY_MS = 86_400_000;

/**
 * The one place that decides which plan a user is on, on the server: Pro while a paid subscription runs,
 * otherwise the no-card trial of TRIAL_DAYS from the account's creation (one per account), otherwise Free.
 */
@Injectable()
export class PlansService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
    private readonly clock: Clock,
  ) {}

  /** When the account's trial ends (or ended); null when trials are off (TRIAL_DAYS=0). */
  trialEndsAt(user: Pick<UserEntity, 'createdAt'>): Date | null {
    if (this.config.trialDays <= 0) return null;
    return new Date(user.createdAt.getTime() + this.config.trialDays * DAY_MS);
  }

  /** The subscription that gives Pro now, if any (the one running longest when there are several). */
  activeSubscription(userId: string): Promise<SubscriptionEntity | null> {
    return this.subscriptions.findOne({
      where: { userId, status: In([...PRO_STATUSES]) },
      order: { currentPeriodEndsAt: { direction: 'DESC', nulls: 'LAST' }, updatedAt: 'DESC' },
    });
  }

  /** The most recently changed paid subscription, whatever its status. */
  latestSubscription(userId: string): Promise<SubscriptionEntity | null> {
    return this.subscriptions.findOne({ where: { userId }, order: { updatedAt: 'DESC' } });
  }

  /** The plan and the subscription that gives it (null on the trial and Free), from one query. */
  async standingOf(
    user: Pick<UserEntity, 'id' | 'createdAt'>,
  ): Promise<{ plan: Plan; subscription: SubscriptionEntity | null }> {
    const subscription = await this.activeSubscription(user.id);
    if (subscription) return { plan: 'pro', subscription };
    const trialEnds = this.trialEndsAt(user);
    const plan = trialEnds && this.clock.now().getTime() < trialEnds.getTime() ? 'trial' : 'free';
    return { plan, subscription: null };
  }

  async planOf(user: Pick<UserEntity, 'id' | 'createdAt'>): Promise<Plan> {
    return (await this.standingOf(user)).plan;
  }

  /** Whether the user's plan has `feature`, by the plan table the pricing page renders (PLAN_LINES). */
  async has(user: Pick<UserEntity, 'id' | 'createdAt'>, feature: PlanFeature): Promise<boolean> {
    return planHas(await this.planOf(user), feature);
  }

  /** Pro-only contacts (discovered, not shown on the posting) are visible on trial and Pro. */
  seesProContacts(user: Pick<UserEntity, 'id' | 'createdAt'>): Promise<boolean> {
    return this.has(user, 'discoveredContacts');
  }
}

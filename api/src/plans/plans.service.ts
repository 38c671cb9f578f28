import { Inject, Injectable } from '@nestjs/common';
import { planHas, type PaidSubscriptionStatus, type PlanFeature, type PlanName } from '@app/types';
import { Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { SubscriptionEntity } from './entities/subscription.entity.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';

export type Plan = PlanName;

/**
 * The account a plan is worked out for: its id and when it was made (the trial's start). A user entity is one; plans
 * sits below users and auth, so it names only what it reads.
 */
export interface PlanHolder {
  id: string;
  createdAt: Date;
}

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
    private readonly subscriptions: SubscriptionsRepository,
    private readonly clock: Clock,
  ) {}

  /** When the account's trial ends (or ended); null when trials are off (TRIAL_DAYS=0). */
  trialEndsAt(user: Pick<PlanHolder, 'createdAt'>): Date | null {
    if (this.config.trialDays <= 0) return null;
    return new Date(user.createdAt.getTime() + this.config.trialDays * DAY_MS);
  }

  /** The subscription that gives Pro now, if any (the one running longest when there are several). */
  activeSubscription(userId: string): Promise<SubscriptionEntity | null> {
    return this.subscriptions.longestRunningIn(userId, PRO_STATUSES);
  }

  /** The most recently changed paid subscription, whatever its status. */
  latestSubscription(userId: string): Promise<SubscriptionEntity | null> {
    return this.subscriptions.latestOf(userId);
  }

  /** The plan and the subscription that gives it (null on the trial and Free), from one query. */
  async standingOf(user: PlanHolder): Promise<{ plan: Plan; subscription: SubscriptionEntity | null }> {
    const subscription = await this.activeSubscription(user.id);
    if (subscription) return { plan: 'pro', subscription };
    const trialEnds = this.trialEndsAt(user);
    const plan = trialEnds && this.clock.now().getTime() < trialEnds.getTime() ? 'trial' : 'free';
    return { plan, subscription: null };
  }

  async planOf(user: PlanHolder): Promise<Plan> {
    return (await this.standingOf(user)).plan;
  }

  /** Whether the user's plan has `feature`, by the plan table the pricing page renders (PLAN_LINES). */
  async has(user: PlanHolder, feature: PlanFeature): Promise<boolean> {
    return planHas(await this.planOf(user), feature);
  }

  /** Pro-only contacts (discovered, not shown on the posting) are visible on trial and Pro. */
  seesProContacts(user: PlanHolder): Promise<boolean> {
    return this.has(user, 'discoveredContacts');
  }
}

import { Injectable } from '@nestjs/common';
import { FREE_SEARCHES_PER_MONTH, planHas, type SearchQuota } from '@app/types';
import { Clock } from '../common/clock.js';
import { SearchQuotaExceededError } from './plans.errors.js';
import { PlansService, type Plan, type PlanHolder } from './plans.service.js';
import { SearchQuotaRepository } from './search-quota.repository.js';

/** What consume() took, so a search that could not be started gives its search back. */
export interface QuotaTicket {
  userId: string;
  /** null when the plan is unlimited and nothing was counted. */
  month: string | null;
}

/** First day of `now`'s calendar month in UTC, as YYYY-MM-DD. */
export function monthOf(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** Midnight UTC on the first day of the next month: when a monthly quota resets. */
export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/**
 * Free: FREE_SEARCHES_PER_MONTH searches per calendar month (UTC). Trial and Pro are unlimited and not counted.
 * The count goes up in one statement that only succeeds under the limit, so concurrent starts cannot overshoot.
 */
@Injectable()
export class SearchQuotaService {
  constructor(
    private readonly plans: PlansService,
    private readonly quota: SearchQuotaRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts one search, or refuses with 402 when the month's free searches are used up. A caller that already knows
   * the plan passes it, so it is not looked up again.
   */
  async consume(user: PlanHolder, knownPlan?: Plan): Promise<QuotaTicket> {
    if (!planHas(knownPlan ?? (await this.plans.planOf(user)), 'monthlySearchLimit')) {
      return { userId: user.id, month: null };
    }
    const now = this.clock.now();
    const month = monthOf(now);
    if (!(await this.quota.incrementUnder(user.id, month, FREE_SEARCHES_PER_MONTH))) {
      throw new SearchQuotaExceededError(FREE_SEARCHES_PER_MONTH, nextMonthStart(now));
    }
    return { userId: user.id, month };
  }

  /** Gives back a search counted by consume() when the search could not be started after all. */
  async release(ticket: QuotaTicket): Promise<void> {
    if (!ticket.month) return;
    await this.quota.decrement(ticket.userId, ticket.month);
  }

  /**
   * The month's searches for the dashboard counter; unlimited plans answer `limit: null`. A caller that already
   * knows the plan passes it, so it is not looked up again.
   */
  async usage(user: PlanHolder, knownPlan?: Plan): Promise<SearchQuota> {
    const now = this.clock.now();
    const used = await this.quota.searchesIn(user.id, monthOf(now));
    if (!planHas(knownPlan ?? (await this.plans.planOf(user)), 'monthlySearchLimit')) {
      return { limit: null, used, remaining: null, resetsAt: null };
    }
    return {
      limit: FREE_SEARCHES_PER_MONTH,
      used,
      remaining: Math.max(0, FREE_SEARCHES_PER_MONTH - used),
      resetsAt: nextMonthStart(now).toISOString(),
    };
  }
}

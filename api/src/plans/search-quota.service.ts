import { Injectable } from '@nestjs/common';
import { FREE_SEARCHES_PER_MONTH, planHas, type SearchQuota } from '@app/types';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock.js';
import { SearchQuotaExceededError } from './plans.errors.js';
import { PlansService, type Plan, type PlanHolder } from './plans.service.js';

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
    private readonly dataSource: DataSource,
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
    const rows: { searches: number }[] = await this.dataSource.query(
      `INSERT INTO search_quota_usage (user_id, month, searches) VALUES ($1, $2, 1)
       ON CONFLICT (user_id, month) DO UPDATE
         SET searches = search_quota_usage.searches + 1, updated_at = now()
         WHERE search_quota_usage.searches < $3
       RETURNING searches`,
      [user.id, month, FREE_SEARCHES_PER_MONTH],
    );
    if (rows.length === 0) throw new SearchQuotaExceededError(FREE_SEARCHES_PER_MONTH, nextMonthStart(now));
    return { userId: user.id, month };
  }

  /** Gives back a search counted by consume() when the search could not be started after all. */
  async release(ticket: QuotaTicket): Promise<void> {
    if (!ticket.month) return;
    await this.dataSource.query(
      `UPDATE search_quota_usage SET searches = searches - 1, updated_at = now()
        WHERE user_id = $1 AND month = $2 AND searches > 0`,
      [ticket.userId, ticket.month],
    );
  }

  /**
   * The month's searches for the dashboard counter; unlimited plans answer `limit: null`. A caller that already
   * knows the plan passes it, so it is not looked up again.
   */
  async usage(user: PlanHolder, knownPlan?: Plan): Promise<SearchQuota> {
    const now = this.clock.now();
    const rows: { searches: number }[] = await this.dataSource.query(
      `SELECT searches FROM search_quota_usage WHERE user_id = $1 AND month = $2`,
      [user.id, monthOf(now)],
    );
    const used = rows[0]?.searches ?? 0;
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

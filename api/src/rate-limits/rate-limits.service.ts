import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PlansService } from '../plans/plans.service.js';
import type { UserEntity } from '../users/user.entity.js';
import type { BudgetName } from '../config/budget-limits.js';
import { overBudgetMessage } from './budgets.js';
import { OverBudgetError } from './rate-limits.errors.js';
import { RateLimitsRepository } from './rate-limits.repository.js';

/**
 * Per-user budgets of costly calls, counted in PostgreSQL (rate-limiter-flexible's store), so a limit holds however
 * many API processes share the database. One fixed window per user and budget, started by its first call; every
 * call counts, refused ones included (so hammering does not help). Free has its own, smaller share of the window.
 */
@Injectable()
export class RateLimitsService {
  private readonly limiters = new Map<BudgetName, RateLimiterPostgres>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: RateLimitsRepository,
    private readonly plans: PlansService,
  ) {}

  /** Counts one call of `budget` for the user; throws OverBudgetError (429) when the user's plan allows no more. */
  async consume(user: Pick<UserEntity, 'id' | 'createdAt'>, budget: BudgetName): Promise<void> {
    const limits = this.config.rateLimits[budget];
    const onFree = (await this.plans.planOf(user)) === 'free';
    const allowed = onFree ? limits.free : limits.pro;
    let used: RateLimiterRes;
    try {
      used = await this.limiter(budget).consume(user.id);
    } catch (err) {
      // The store answers a spent budget by rejecting with its state; anything else is a real failure.
      if (!(err instanceof RateLimiterRes)) throw err;
      used = err;
    }
    if (used.consumedPoints <= allowed) return;
    const retryAfterMs = Math.max(used.msBeforeNext, 0);
    throw new OverBudgetError(
      budget,
      overBudgetMessage(budget, limits, onFree, retryAfterMs),
      Math.max(1, Math.ceil(retryAfterMs / 1000)),
    );
  }

  /** One store per budget, sized for Pro (the larger share); Free is checked against its own number above. */
  private limiter(budget: BudgetName): RateLimiterPostgres {
    let limiter = this.limiters.get(budget);
    if (!limiter) {
      const limits = this.config.rateLimits[budget];
      limiter = this.store.limiter(budget, Math.max(limits.free, limits.pro), Math.ceil(limits.windowMs / 1000));
      this.limiters.set(budget, limiter);
    }
    return limiter;
  }
}

import { DomainError } from '../common/errors/domain-error.js';
import type { BudgetName } from '../config/budget-limits.js';

/** A per-user budget is spent: 429 with Retry-After and a sentence that says what and until when. */
export class OverBudgetError extends DomainError {
  constructor(budget: BudgetName, message: string, retryAfterSeconds: number) {
    super(429, 'rate_limited', message, { budget, retryAfterSeconds });
    this.headers = { 'Retry-After': String(retryAfterSeconds) };
  }
}

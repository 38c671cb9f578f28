import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import type { BudgetName } from '../config/budget-limits.js';
import { BudgetGuard } from './budget.guard.js';

export const BUDGET = 'rateLimits:budget';

/**
 * Counts each call of this route against the signed-in user's `budget` (after the controller's SignedInGuard) and
 * answers 429 with Retry-After once it is spent.
 */
export const RateLimited = (budget: BudgetName) => applyDecorators(SetMetadata(BUDGET, budget), UseGuards(BudgetGuard));

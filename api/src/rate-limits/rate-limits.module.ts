import { Global, Module } from '@nestjs/common';
import { PlansModule } from '../plans/plans.module.js';
import { BudgetGuard } from './budget.guard.js';
import { RateLimitsRepository } from './rate-limits.repository.js';
import { RateLimitsService } from './rate-limits.service.js';

/** Per-user budgets of costly calls; global, so any controller can mark a route @RateLimited(). */
@Global()
@Module({
  imports: [PlansModule],
  providers: [RateLimitsRepository, RateLimitsService, BudgetGuard],
  exports: [RateLimitsService, BudgetGuard],
})
export class RateLimitsModule {}

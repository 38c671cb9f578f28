import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { NotSignedInError } from '../common/errors/not-signed-in.error.js';
import type { SignedInRequest } from '../auth/signed-in.guard.js';
import type { BudgetName } from '../config/budget-limits.js';
import { BUDGET } from './rate-limited.decorator.js';
import { RateLimitsService } from './rate-limits.service.js';

/** Spends one call of the route's budget (@RateLimited) for the user SignedInGuard found. */
@Injectable()
export class BudgetGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly rateLimits: RateLimitsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const budget = this.reflector.get<BudgetName | undefined>(BUDGET, context.getHandler());
    if (!budget) return true;
    const user = context.switchToHttp().getRequest<SignedInRequest>().currentUser;
    if (!user) throw new NotSignedInError();
    await this.rateLimits.consume(user, budget);
    return true;
  }
}

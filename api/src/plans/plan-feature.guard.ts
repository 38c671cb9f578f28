import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { PlanFeature } from '@app/types';
import { NotSignedInError } from '../common/errors/not-signed-in.error.js';
import { PlanFeatureRequiredError } from './plans.errors.js';
import { type PlanHolder, PlansService } from './plans.service.js';
import { PLAN_FEATURE } from './requires-plan-feature.decorator.js';

/** Lets a route marked @RequiresPlanFeature through only for a plan that has the feature. */
@Injectable()
export class PlanFeatureGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly plans: PlansService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const feature = this.reflector.get<PlanFeature | undefined>(PLAN_FEATURE, context.getHandler());
    if (!feature) return true;
    // The user SignedInGuard put on the request (auth's SignedInRequest; plans sits below auth).
    const user = context.switchToHttp().getRequest<{ currentUser?: PlanHolder }>().currentUser;
    if (!user) throw new NotSignedInError();
    if (!(await this.plans.has(user, feature))) throw new PlanFeatureRequiredError(feature);
    return true;
  }
}

import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { NotSignedInError } from '../auth/auth.errors.js';
import type { SignedInRequest } from '../auth/signed-in.guard.js';
import { ProFeatureRequiredError, type ProFeature } from './plans.errors.js';
import { PlansService } from './plans.service.js';

/** Metadata key of @RequiresPro: the Pro feature a route is. */
export const PRO_FEATURE = 'plans:proFeature';

/** Lets a route marked @RequiresPro(feature) through on the trial and Pro; 402 `pro_required` on Free. */
@Injectable()
export class ProPlanGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly plans: PlansService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const feature = this.reflector.get<ProFeature | undefined>(PRO_FEATURE, context.getHandler());
    if (!feature) return true;
    const user = context.switchToHttp().getRequest<SignedInRequest>().currentUser;
    if (!user) throw new NotSignedInError();
    if ((await this.plans.planOf(user)) === 'free') throw new ProFeatureRequiredError(feature);
    return true;
  }
}

import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import type { PlanFeature } from '@app/types';
import { PlanFeatureGuard } from './plan-feature.guard.js';

export const PLAN_FEATURE = 'plans:feature';

/**
 * The route needs `feature` (after the controller's SignedInGuard): a plan without it, by the plan table the pricing
 * page renders, gets 403 `plan_feature_required` with where to upgrade.
 */
export const RequiresPlanFeature = (feature: PlanFeature) =>
  applyDecorators(SetMetadata(PLAN_FEATURE, feature), UseGuards(PlanFeatureGuard));

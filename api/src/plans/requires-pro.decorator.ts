import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import type { ProFeature } from './plans.errors.js';
import { PRO_FEATURE, ProPlanGuard } from './pro-plan.guard.js';

/**
 * The route is a Pro feature (after the controller's SignedInGuard): Free is answered 402 `pro_required` naming
 * `feature`; the trial and Pro pass. The feature name is kept as metadata, so a plan table can find every gate.
 */
export const RequiresPro = (feature: ProFeature) =>
  applyDecorators(SetMetadata(PRO_FEATURE, feature), UseGuards(ProPlanGuard));

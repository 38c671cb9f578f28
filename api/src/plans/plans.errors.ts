import {
  FREE_SEARCHES_PER_MONTH,
  PLAN_LINES,
  type PlanFeature,
  type PlanFeatureRequiredDetails,
  type SearchQuotaExceededDetails,
} from '@app/types';
import { DomainError } from '../common/errors/domain-error.js';

const monthDay = (d: Date) =>
  d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 402: the Free plan's monthly searches are used up. Says the limit, when it resets, and how to upgrade. */
export class SearchQuotaExceededError extends DomainError {
  constructor(used: number, resetsAt: Date, limit = FREE_SEARCHES_PER_MONTH) {
    const details: SearchQuotaExceededDetails = {
      limit,
      used,
      resetsAt: resetsAt.toISOString(),
      upgradeUrl: '/pricing',
    };
    super(
      402,
      'search_quota_exceeded',
      `You have used all ${limit} free searches for this month. Your searches reset on ${monthDay(resetsAt)}. ` +
        'Upgrade to Pro for unlimited searches (see Pricing).',
      { ...details },
    );
  }
}

/** 403: the route needs a feature the user's plan does not have (the plan table, PLAN_LINES, says which). */
export class PlanFeatureRequiredError extends DomainError {
  constructor(feature: PlanFeature) {
    const line = PLAN_LINES.find((l) => l.feature === feature);
    const details: PlanFeatureRequiredDetails = { feature, upgradeUrl: '/pricing' };
    super(
      403,
      'plan_feature_required',
      `This is part of Pro${line ? ` (${line.text})` : ''}. Upgrade to Pro to use it (see Pricing).`,
      { ...details },
    );
  }
}

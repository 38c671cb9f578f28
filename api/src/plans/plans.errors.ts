import { FREE_SEARCHES_PER_MONTH, type SearchQuotaExceededDetails } from '@app/types';
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

/** What a Pro-only feature is called in the answer's sentence. */
export const PRO_FEATURE_NAMES = {
  bulkApply: 'Apply to All',
  outbox: 'Scheduled sending (the outbox)',
  followUps: 'Follow-ups',
} as const;
export type ProFeature = keyof typeof PRO_FEATURE_NAMES;

/** 402: a Pro feature asked for on Free (the trial counts as Pro). Says which, and how to upgrade. */
export class ProFeatureRequiredError extends DomainError {
  constructor(feature: ProFeature) {
    super(
      402,
      'pro_required',
      `${PRO_FEATURE_NAMES[feature]} is part of Pro. Upgrade to Pro to use it (see Pricing).`,
      { feature, upgradeUrl: '/pricing' },
    );
  }
}

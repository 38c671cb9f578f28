import type { PlanName } from './entities.js';
import { FREE_SEARCHES_PER_MONTH } from './limits.js';

/**
 * What the server gives a plan, feature by feature. The pricing page, the landing page's plans and the upgrade
 * dialog render PLAN_LINES; the API's gates read the same table (PlansService.has, @RequiresPlanFeature); and
 * api/test/plan-gates.int-spec.ts checks each line's gate for a Free and a Pro user. A claim the server does not
 * keep has no place here.
 */
export const PLAN_FEATURES = [
  'monthlySearchLimit',
  'unlimitedSearches',
  'posterContacts',
  'discoveredContacts',
  'emailWriting',
  'mailSending',
  'applicationsRecord',
  'analytics',
  'savedSearches',
  'bulkSend',
  'followUps',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** The plans a pricing line names; the no-card trial is Pro for the time it runs. */
export type PricedPlan = 'free' | 'pro';

/** One line of the plans: what it says, which plans have it, and the server feature it depends on. */
export interface PlanLine {
  feature: PlanFeature;
  text: string;
  plans: readonly PricedPlan[];
}

export const PLAN_LINES: readonly PlanLine[] = [
  { feature: 'monthlySearchLimit', text: `${FREE_SEARCHES_PER_MONTH} job searches a month`, plans: ['free'] },
  { feature: 'unlimitedSearches', text: 'Unlimited job searches', plans: ['pro'] },
  {
    feature: 'posterContacts',
    text: 'The contact a posting names, with a verified email',
    plans: ['free', 'pro'],
  },
  {
    feature: 'discoveredContacts',
    text: 'Hidden contacts unlocked: a decision maker or company address for jobs that name nobody',
    plans: ['pro'],
  },
  { feature: 'emailWriting', text: 'Emails written from your resume and the job', plans: ['free', 'pro'] },
  { feature: 'mailSending', text: 'Sent from your own Gmail or any mailbox (SMTP)', plans: ['free', 'pro'] },
  {
    feature: 'applicationsRecord',
    text: 'Every application tracked with its outcome, downloadable as CSV',
    plans: ['free', 'pro'],
  },
  { feature: 'analytics', text: 'Analytics: response rate, response time, weekly count', plans: ['free', 'pro'] },
  { feature: 'savedSearches', text: 'Saved searches that run every morning, with new-job alerts', plans: ['pro'] },
  { feature: 'bulkSend', text: 'Apply to many: review the drafts, then send at a safe pace', plans: ['pro'] },
  { feature: 'followUps', text: 'Follow-ups in the same thread that stop when someone answers', plans: ['pro'] },
];

/** The pricing column a plan falls in: the trial gets what Pro gets. */
export const pricedPlanOf = (plan: PlanName): PricedPlan => (plan === 'free' ? 'free' : 'pro');

/** Whether `plan` has `feature`, by the one table. */
export function planHas(plan: PlanName, feature: PlanFeature): boolean {
  const line = PLAN_LINES.find((l) => l.feature === feature);
  return !!line && line.plans.includes(pricedPlanOf(plan));
}

/** The lines a plan's card lists as included. */
export const linesOf = (plan: PricedPlan): PlanLine[] => PLAN_LINES.filter((l) => l.plans.includes(plan));

/** What Pro adds over Free: the upgrade dialog's list, and Free's crossed-out lines. */
export const proOnlyLines = (): PlanLine[] =>
  PLAN_LINES.filter((l) => l.plans.includes('pro') && !l.plans.includes('free'));

/** `details` of the 403 `plan_feature_required` answer: a route this plan does not have. */
export interface PlanFeatureRequiredDetails {
  feature: PlanFeature;
  upgradeUrl: string;
}

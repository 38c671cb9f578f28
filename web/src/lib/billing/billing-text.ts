import {
  COPY,
  formatSearchDate,
  type PaymentInterestSummary,
  type PricingInfo,
  type SearchQuota,
  type SubscriptionStatus,
} from '@app/types';

const DAY_MS = 86_400_000;

/** "December 1, 2026". Quota resets are midnight UTC, so they are shown in UTC (else they read a day early). */
export function formatDay(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone });
}

/** An amount in the visitor's currency: "₹129", or "₹0" for Free beside it (one currency on a page). */
export const formatPrice = (p: Pick<PricingInfo, 'symbol' | 'price'>, amount: number = p.price): string =>
  `${p.symbol}${amount.toLocaleString('en-US')}`;

/** "$29/month", "₹129/month". */
export const pricePerMonth = (p: PricingInfo): string => `${formatPrice(p)}/month`;

const daysUntil = (iso: string, now: Date) => Math.max(1, Math.ceil((Date.parse(iso) - now.getTime()) / DAY_MS));
const plural = (n: number, word: string) => `${n} ${n === 1 ? word : `${word}s`}`;

/** What Settings → Plan and billing says: the plan, and the facts about its dates and charges. */
export interface BillingSummary {
  plan: string;
  facts: string[];
  /** A paid subscription that still renews: it can be cancelled at the period's end. */
  canCancel: boolean;
  warning: boolean;
}

export function billingSummary(s: SubscriptionStatus, timeZone?: string, now = new Date()): BillingSummary {
  const when = (iso: string) => formatSearchDate(iso, timeZone);
  if (s.plan === 'pro') {
    const facts: string[] = [];
    if (s.status === 'past_due') {
      facts.push('Your last renewal payment failed. Paddle is retrying it; update your card from Paddle’s email.');
    }
    if (s.cancelAtPeriodEnd && s.expiresAt) {
      facts.push(`Cancelled: Pro stays until ${when(s.expiresAt)}, then your account returns to Free.`);
      facts.push('Nothing more will be charged.');
    } else if (s.nextCharge) {
      facts.push(`Next charge: ${formatPrice(s.nextCharge)} on ${when(s.nextCharge.at)}.`);
    } else if (s.expiresAt) {
      facts.push(`Paid until ${when(s.expiresAt)}.`);
    }
    return { plan: 'Pro', facts, canCancel: !s.cancelAtPeriodEnd, warning: s.status === 'past_due' };
  }
  if (s.plan === 'trial' && s.trialEndsAt) {
    return {
      plan: 'Pro trial',
      facts: [
        `Your free trial ends ${when(s.trialEndsAt)} (${plural(daysUntil(s.trialEndsAt, now), 'day')} left).`,
        'No card is on file: nothing is charged unless you subscribe.',
      ],
      canCancel: false,
      warning: false,
    };
  }
  const facts = s.trialEndsAt ? [`Your free trial ended ${when(s.trialEndsAt)}.`] : [];
  return { plan: 'Free', facts: [...facts, searchesLeftText(s.searches).text + '.'], canCancel: false, warning: false };
}

/**
 * Paying during the trial: the paid month starts on the day of payment (Paddle bills at checkout), so the trial's
 * remaining days are not added on. The checkout says so before the user pays.
 */
export function trialCheckoutNote(s: SubscriptionStatus, timeZone?: string, now = new Date()): string | null {
  if (s.plan !== 'trial' || !s.trialEndsAt) return null;
  const left = plural(daysUntil(s.trialEndsAt, now), 'day');
  return (
    `Your free trial runs until ${formatSearchDate(s.trialEndsAt, timeZone)}. If you pay now, your first paid month ` +
    `starts today and the trial's remaining ${left} are not added to it; to use them, subscribe nearer the trial's end.`
  );
}

export interface PlanLabel {
  plan: SubscriptionStatus['plan'];
  label: string;
  /** A short fact under the label: days left, renewal or end date. */
  detail: string | null;
  /** Something needs the user's attention (a failed renewal payment). */
  warning: boolean;
}

/** What the dashboard's plan badge says. */
export function planLabel(s: SubscriptionStatus, now = new Date()): PlanLabel {
  if (s.plan === 'pro') {
    if (s.status === 'past_due') {
      return { plan: 'pro', label: 'Pro', detail: 'Renewal payment failed: update your card', warning: true };
    }
    const when = s.expiresAt ? formatDay(s.expiresAt) : null;
    const detail = when ? (s.cancelAtPeriodEnd ? `Ends ${when}` : `Renews ${when}`) : null;
    return { plan: 'pro', label: 'Pro', detail, warning: false };
  }
  if (s.plan === 'trial' && s.trialEndsAt) {
    return {
      plan: 'trial',
      label: 'Pro trial',
      detail: `${plural(daysUntil(s.trialEndsAt, now), 'day')} left`,
      warning: false,
    };
  }
  return { plan: 'free', label: 'Free', detail: null, warning: false };
}

/** The searches-left counter: "3 of 5 free searches left this month". */
export function searchesLeftText(q: SearchQuota): { text: string; resets: string | null; exhausted: boolean } {
  if (q.limit === null || q.remaining === null) return { text: 'Unlimited searches', resets: null, exhausted: false };
  const text = `${q.remaining} of ${q.limit} free ${q.limit === 1 ? 'search' : 'searches'} left this month`;
  const resets = q.resetsAt ? `Resets ${formatDay(q.resetsAt, 'UTC')}` : null;
  return { text, resets, exhausted: q.remaining === 0 };
}

/** The share of people who said yes, or null while too few answered to mean anything (DESIGN.md §6). */
export function interestShareText(s: PaymentInterestSummary | null): string | null {
  if (!s || s.yesShare === null) return null;
  return `${s.yesShare}% of the ${s.answers.toLocaleString('en-US')} people who answered so far said yes.`;
}

export interface QueryToast {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

/** /subscribe's query parameters (spec §2, §8): success=true, or error=payment_failed|processing_failed|other. */
export function subscribeQueryToast(params: URLSearchParams): QueryToast | null {
  if (params.get('success') === 'true') {
    return { title: 'Payment successful', description: COPY.billing.paymentSucceeded, variant: 'default' };
  }
  const error = params.get('error');
  if (!error) return null;
  const description =
    error === 'payment_failed'
      ? COPY.billing.paymentNotCompleted
      : error === 'processing_failed'
        ? COPY.billing.processingFailed
        : COPY.billing.paymentFailedGeneric;
  return { title: 'Payment failed', description, variant: 'destructive' };
}

export type PaymentOutcome = 'pending' | 'success' | 'failed' | 'signed-out';

/**
 * The /payment-success page's state (spec §4). Success is what the server says: a paid subscription is active
 * (a `status=success` in the URL alone proves nothing, so it waits for the server). `status=failed` fails.
 */
export function paymentOutcome(
  urlStatus: string | null,
  status: SubscriptionStatus | undefined,
  signedOut: boolean,
): PaymentOutcome {
  if (status?.hasActiveSubscription) return 'success';
  if (urlStatus === 'failed') return 'failed';
  if (signedOut) return 'signed-out';
  return 'pending';
}

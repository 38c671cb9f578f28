import { COPY, zoneSuffix, type SubscriptionStatus } from '@app/types';
import { describe, expect, it } from 'vitest';
import {
  billingSummary,
  formatPrice,
  interestShareText,
  paymentOutcome,
  planLabel,
  pricePerMonth,
  searchesLeftText,
  subscribeQueryToast,
  trialCheckoutNote,
} from './billing-text';

const status = (over: Partial<SubscriptionStatus> = {}): SubscriptionStatus => ({
  hasActiveSubscription: false,
  expiresAt: null,
  plan: 'free',
  trialEndsAt: null,
  status: null,
  cancelAtPeriodEnd: false,
  nextCharge: null,
  searches: { limit: 5, used: 0, remaining: 5, resetsAt: '2026-12-01T00:00:00.000Z' },
  refund: { eligibleUntil: null, requested: null },
  ...over,
});

describe('planLabel', () => {
  const now = new Date('2026-11-20T12:00:00Z');

  it('names the Free plan without details', () => {
    expect(planLabel(status(), now)).toEqual({ plan: 'free', label: 'Free', detail: null, warning: false });
  });

  it('counts the trial days left, rounding up', () => {
    expect(planLabel(status({ plan: 'trial', trialEndsAt: '2026-11-25T00:00:00Z' }), now).detail).toBe('5 days left');
    expect(planLabel(status({ plan: 'trial', trialEndsAt: '2026-11-20T18:00:00Z' }), now).detail).toBe('1 day left');
  });

  it('says when Pro renews, or ends after a cancellation, and warns about a failed renewal', () => {
    const pro = status({
      plan: 'pro',
      hasActiveSubscription: true,
      status: 'active',
      expiresAt: '2026-12-20T10:00:00Z',
    });
    expect(planLabel(pro, now).detail).toBe('Renews December 20, 2026');
    expect(planLabel({ ...pro, cancelAtPeriodEnd: true }, now).detail).toBe('Ends December 20, 2026');
    expect(planLabel({ ...pro, status: 'past_due' }, now)).toMatchObject({ warning: true });
  });
});

describe('billingSummary (Settings → Plan and billing)', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const pro = status({
    plan: 'pro',
    hasActiveSubscription: true,
    status: 'active',
    expiresAt: '2026-12-20T10:00:00Z',
    nextCharge: { at: '2026-12-20T10:00:00Z', currency: 'INR', symbol: '₹', price: 129 },
  });

  it('names the next charge in the subscription’s currency and the user’s zone, and offers to cancel', () => {
    expect(billingSummary(pro, 'Asia/Kolkata', now)).toEqual({
      plan: 'Pro',
      facts: [`Next charge: ₹129 on Dec 20, 2026 at 15:30${zoneSuffix('Asia/Kolkata')}.`],
      canCancel: true,
      warning: false,
    });
  });

  it('after a cancellation says when Pro ends and that nothing more is charged, and offers no second cancel', () => {
    const cancelled = { ...pro, cancelAtPeriodEnd: true, nextCharge: null };
    expect(billingSummary(cancelled, 'UTC', now)).toMatchObject({
      facts: [
        `Cancelled: Pro stays until Dec 20, 2026 at 10:00${zoneSuffix('UTC')}, then your account returns to Free.`,
        'Nothing more will be charged.',
      ],
      canCancel: false,
    });
  });

  it('gives the trial’s end with the days left, and says no card is charged', () => {
    const trial = status({ plan: 'trial', trialEndsAt: '2026-11-25T00:00:00Z' });
    expect(billingSummary(trial, 'UTC', now).facts).toEqual([
      `Your free trial ends Nov 25, 2026 at 00:00${zoneSuffix('UTC')} (5 days left).`,
      'No card is on file: nothing is charged unless you subscribe.',
    ]);
  });
});

describe('trialCheckoutNote', () => {
  it('tells a trial user before paying that the paid month starts today and the trial’s days are not added', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const trial = status({ plan: 'trial', trialEndsAt: '2026-11-26T12:00:00Z' });
    expect(trialCheckoutNote(trial, 'UTC', now)).toBe(
      `Your free trial runs until Nov 26, 2026 at 12:00${zoneSuffix('UTC')}. If you pay now, your first paid month starts today and the trial's remaining 6 days are not added to it; to use them, subscribe nearer the trial's end.`,
    );
    expect(trialCheckoutNote(status(), 'UTC', now)).toBeNull();
  });
});

describe('formatPrice', () => {
  it('prices Free in the same currency as Pro', () => {
    expect(formatPrice({ symbol: '₹', price: 129 }, 0)).toBe('₹0');
    expect(formatPrice({ symbol: '₹', price: 129 })).toBe('₹129');
    expect(formatPrice({ symbol: '$', price: 29 }, 0)).toBe('$0');
  });
});

describe('searchesLeftText', () => {
  it('says how many free searches are left and when they reset, in UTC', () => {
    expect(searchesLeftText({ limit: 5, used: 2, remaining: 3, resetsAt: '2026-12-01T00:00:00.000Z' })).toEqual({
      text: '3 of 5 free searches left this month',
      resets: 'Resets December 1, 2026',
      exhausted: false,
    });
    expect(searchesLeftText({ limit: 5, used: 5, remaining: 0, resetsAt: '2026-12-01T00:00:00.000Z' }).exhausted).toBe(
      true,
    );
  });

  it('says unlimited for trial and Pro', () => {
    expect(searchesLeftText({ limit: null, used: 0, remaining: null, resetsAt: null })).toEqual({
      text: 'Unlimited searches',
      resets: null,
      exhausted: false,
    });
  });
});

describe('interestShareText', () => {
  it('shows the real share once the server gives one, and nothing before', () => {
    expect(interestShareText({ answers: 40, yesShare: 23, minAnswers: 20 })).toBe(
      '23% of the 40 people who answered so far said yes.',
    );
    expect(interestShareText({ answers: 3, yesShare: null, minAnswers: 20 })).toBeNull();
    expect(interestShareText(null)).toBeNull();
  });
});

describe('subscribeQueryToast', () => {
  it("maps the spec's query parameters to their toasts", () => {
    expect(subscribeQueryToast(new URLSearchParams('success=true'))).toMatchObject({ variant: 'default' });
    expect(subscribeQueryToast(new URLSearchParams('error=payment_failed'))?.description).toBe(
      COPY.billing.paymentNotCompleted,
    );
    expect(subscribeQueryToast(new URLSearchParams('error=processing_failed'))?.description).toBe(
      COPY.billing.processingFailed,
    );
    expect(subscribeQueryToast(new URLSearchParams('error=whatever'))?.description).toBe(
      COPY.billing.paymentFailedGeneric,
    );
    expect(subscribeQueryToast(new URLSearchParams(''))).toBeNull();
  });
});

describe('paymentOutcome', () => {
  it('succeeds only when the server reports an active paid subscription', () => {
    expect(paymentOutcome(null, status({ hasActiveSubscription: true, plan: 'pro' }), false)).toBe('success');
    expect(paymentOutcome('success', status(), false)).toBe('pending');
    expect(paymentOutcome(null, undefined, false)).toBe('pending');
  });

  it('fails on status=failed, and asks to sign in when signed out', () => {
    expect(paymentOutcome('failed', status(), false)).toBe('failed');
    expect(paymentOutcome(null, undefined, true)).toBe('signed-out');
  });
});

describe('pricePerMonth', () => {
  it('writes the localised price', () => {
    expect(pricePerMonth({ currency: 'INR', price: 129, symbol: '₹' })).toBe('₹129/month');
    expect(pricePerMonth({ currency: 'USD', price: 29, symbol: '$' })).toBe('$29/month');
  });
});

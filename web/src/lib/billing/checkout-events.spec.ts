import { describe, expect, it } from 'vitest';
import { checkoutStep, INITIAL_PROGRESS, type CheckoutProgress, type PaddleCheckoutEvent } from './checkout-events';

const run = (events: PaddleCheckoutEvent[]) => {
  let progress: CheckoutProgress = INITIAL_PROGRESS;
  const steps = [];
  for (const event of events) {
    const next = checkoutStep(progress, event);
    progress = next.progress;
    steps.push(next.step);
  }
  return steps.filter((s) => s.kind !== 'none');
};

describe('checkoutStep', () => {
  it('goes on to confirmation when the checkout completes, and ignores the close that follows', () => {
    expect(
      run([
        { name: 'checkout.loaded' },
        { name: 'checkout.payment.initiated' },
        { name: 'checkout.completed', data: { transaction_id: 'txn_1' } },
        { name: 'checkout.closed' },
      ]),
    ).toEqual([{ kind: 'completed' }]);
  });

  it('remembers a declined payment when the customer then closes the checkout', () => {
    expect(run([{ name: 'checkout.payment.failed' }, { name: 'checkout.closed' }])).toEqual([
      { kind: 'closed', afterFailedPayment: true },
    ]);
  });

  it('forgets a declined payment once another attempt starts', () => {
    expect(
      run([{ name: 'checkout.payment.failed' }, { name: 'checkout.payment.initiated' }, { name: 'checkout.closed' }]),
    ).toEqual([{ kind: 'closed', afterFailedPayment: false }]);
  });

  it("reports the provider's error detail", () => {
    expect(run([{ name: 'checkout.error', data: { detail: 'Bad token' } }])).toEqual([
      { kind: 'error', detail: 'Bad token' },
    ]);
  });
});

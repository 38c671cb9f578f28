/** An event as Paddle.js hands it to `eventCallback`. */
export interface PaddleCheckoutEvent {
  name?: string;
  type?: string;
  data?: unknown;
}

export interface CheckoutProgress {
  paymentFailed: boolean;
  done: boolean;
}

export type CheckoutStep =
  | { kind: 'none' }
  /** Paid: confirm on /payment-success while the webhook lands. */
  | { kind: 'completed' }
  /** Closed by the customer; after a declined payment the spec's payment_failed toast explains it. */
  | { kind: 'closed'; afterFailedPayment: boolean }
  | { kind: 'error'; detail: string | null };

export const INITIAL_PROGRESS: CheckoutProgress = { paymentFailed: false, done: false };

/** What a Paddle.js checkout event means for the page: only the first ending (completed, closed, error) counts. */
export function checkoutStep(
  progress: CheckoutProgress,
  event: PaddleCheckoutEvent,
): { progress: CheckoutProgress; step: CheckoutStep } {
  const name = event.name ?? event.type ?? '';
  if (progress.done) return { progress, step: { kind: 'none' } };
  switch (name) {
    case 'checkout.payment.failed':
      return { progress: { ...progress, paymentFailed: true }, step: { kind: 'none' } };
    case 'checkout.payment.initiated':
      return { progress: { ...progress, paymentFailed: false }, step: { kind: 'none' } };
    case 'checkout.completed':
      return { progress: { ...progress, done: true }, step: { kind: 'completed' } };
    case 'checkout.closed':
      return {
        progress: { ...progress, done: true },
        step: { kind: 'closed', afterFailedPayment: progress.paymentFailed },
      };
    case 'checkout.error': {
      const detail = (event.data as { detail?: unknown } | null)?.detail;
      return {
        progress: { ...progress, done: true },
        step: { kind: 'error', detail: typeof detail === 'string' ? detail : null },
      };
    }
    default:
      return { progress, step: { kind: 'none' } };
  }
}

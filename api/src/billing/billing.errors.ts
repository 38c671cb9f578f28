import { REFUND_WINDOW_DAYS } from '@app/types';
import { DomainError } from '../common/errors/domain-error.js';

const longDate = (d: Date) =>
  d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export class PaymentsUnavailableError extends DomainError {
  constructor() {
    super(503, 'payments_unavailable', 'Payments are not set up on this server yet. Please try again later.');
  }
}

export class AlreadySubscribedError extends DomainError {
  constructor() {
    super(409, 'already_subscribed', 'You already have an active Pro subscription.');
  }
}

export class NoSubscriptionToCancelError extends DomainError {
  constructor() {
    super(409, 'no_subscription', 'You have no paid Pro subscription to cancel.');
  }
}

/** No PADDLE_API_KEY: the server cannot ask Paddle to cancel. */
export class CancelUnavailableError extends DomainError {
  constructor() {
    super(
      503,
      'cancel_unavailable',
      'This server is not set up to cancel subscriptions yet. Write to support from the Contact page and we will cancel it for you.',
    );
  }
}

export class InvalidWebhookSignatureError extends DomainError {
  constructor(reason: string) {
    super(401, 'invalid_signature', `The webhook signature is not valid (${reason}).`);
  }
}

export class InvalidWebhookPayloadError extends DomainError {
  constructor(detail: string) {
    super(400, 'invalid_payload', `The webhook body is not a Paddle event: ${detail}.`);
  }
}

export class NoChargeToRefundError extends DomainError {
  constructor() {
    super(409, 'no_charge', 'There is no Pro payment on your account to refund.');
  }
}

export class RefundAlreadyRequestedError extends DomainError {
  constructor() {
    super(
      409,
      'refund_already_requested',
      'You have already asked for a refund. We review requests within 3-5 business days.',
    );
  }
}

/** Outside the money-back window: the refund policy's own words. */
export class RefundWindowClosedError extends DomainError {
  constructor(chargedAt: Date) {
    super(
      422,
      'refund_window_closed',
      `First-time Pro subscribers can ask for a full refund within ${REFUND_WINDOW_DAYS} days of their first charge. ` +
        `Your first charge was on ${longDate(chargedAt)}, so this request is outside that window. ` +
        'Monthly renewals and partly used months are not refunded; see our Refund Policy for outages and features that fail.',
      { chargedAt: chargedAt.toISOString(), windowDays: REFUND_WINDOW_DAYS },
    );
  }
}

/**
 * Reasons a subscription could not be cancelled at Paddle when its account is being deleted. The message completes
 * "we could not cancel your Pro subscription at Paddle (…)" (AccountDeletionFailedError).
 */
export class PaddleCancelFailedError extends DomainError {
  constructor(reason: string, details?: Record<string, unknown>, cause?: unknown) {
    super(502, 'paddle_cancel_failed', reason, details);
    if (cause !== undefined) this.cause = cause;
  }
}

/** A live subscription, and no PADDLE_API_KEY to cancel it with: deleting the account would leave it charging. */
export class PaddleApiKeyMissingError extends DomainError {
  constructor() {
    super(
      503,
      'paddle_api_key_missing',
      'this server is not set up to cancel subscriptions, and deleting your account now would leave your subscription ' +
        'charging. Cancel it first with the link in your Paddle receipt email, or write to support',
    );
  }
}

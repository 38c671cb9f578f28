import { Inject, Injectable } from '@nestjs/common';
import { ApiError, Environment, LogLevel, Paddle } from '@paddle/paddle-node-sdk';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PaddleCancelFailedError } from './billing.errors.js';

/** How long one call to Paddle's API may take; the SDK's own fetch has no timeout. */
export const PADDLE_API_TIMEOUT_MS = 15_000;

/** Paddle's answers that mean the subscription is already over (or never existed there): nothing left to cancel. */
const ALREADY_OVER = new Set([
  'subscription_update_when_canceled',
  'subscription_is_canceled_action_invalid',
  'not_found',
  'entity_not_found',
]);

export type CancelOutcome = 'canceled' | 'already canceled' | 'refused: pending changes';

/** A cancellation Paddle scheduled for the end of the paid period. */
export interface ScheduledCancel {
  /** When the subscription stops (the current billing period's end). */
  effectiveAt: Date;
}

/**
 * Paddle's server API through the official SDK, for what the app asks of Paddle itself: cancelling at the period's
 * end when the user asks, and cancelling at once when the account is deleted.
 *
 * Where it points: the SDK has no base-URL option, but its client takes an `environment` that is not one of its
 * own as the base URL (`API_ENVIRONMENT_TO_BASE_URL_MAP[environment] || environment` in
 * `internal/api/client.ts`); the type says only `Environment`, hence the cast. So PADDLE_API_URL (the stand-in, a
 * proxy) is passed that way, and without it the environment picks Paddle's own API. If an SDK upgrade dropped that
 * fallback, the integration tests against the stand-in would fail rather than reach Paddle.
 */
@Injectable()
export class PaddleApi {
  private readonly paddle: Paddle | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { apiKey, apiUrl, environment } = config.billing.paddle;
    this.paddle = apiKey
      ? new Paddle(apiKey, {
          environment: (apiUrl ?? Environment[environment]) as Environment,
          // The SDK logs to the console; failures reach our log through the errors below.
          logLevel: LogLevel.none,
        })
      : null;
  }

  /** An API key is set. */
  get configured(): boolean {
    return this.paddle !== null;
  }

  /**
   * Cancels the subscription at the end of the period already paid for (`effective_from: next_billing_period`):
   * Paddle answers with a `scheduled_change` of action `cancel` and charges no more. Any refusal, an outage or a
   * timeout throws PaddleCancelFailedError.
   */
  async cancelAtPeriodEnd(subscriptionId: string): Promise<ScheduledCancel> {
    if (!this.paddle) throw new Error('PADDLE_API_KEY is not set');
    const paddle = this.paddle;
    try {
      const subscription = await withTimeout(
        paddle.subscriptions.cancel(subscriptionId, { effectiveFrom: 'next_billing_period' }),
      );
      const change = subscription.scheduledChange;
      if (change?.action !== 'cancel' || !change.effectiveAt) {
        throw new PaddleCancelFailedError('Paddle did not schedule the cancellation', { subscriptionId });
      }
      return { effectiveAt: new Date(change.effectiveAt) };
    } catch (err) {
      throw asCancelFailure(err, subscriptionId);
    }
  }

  /**
   * Cancels the subscription now (`effective_from: immediately`: no further charge, no wait for the period's end).
   * Paddle answering that it is already canceled, or does not exist, counts as done. A subscription already
   * scheduled to cancel may be refused with `subscription_locked_pending_changes`; the caller decides whether that
   * is enough. Any other refusal, an outage or a timeout throws PaddleCancelFailedError.
   */
  async cancelNow(subscriptionId: string): Promise<CancelOutcome> {
    if (!this.paddle) throw new Error('PADDLE_API_KEY is not set');
    const paddle = this.paddle;
    try {
      const subscription = await withTimeout(
        paddle.subscriptions.cancel(subscriptionId, { effectiveFrom: 'immediately' }),
      );
      if (subscription.status !== 'canceled') {
        throw new PaddleCancelFailedError(`Paddle left it ${subscription.status}`, { subscriptionId });
      }
      return 'canceled';
    } catch (err) {
      if (err instanceof ApiError) {
        if (ALREADY_OVER.has(err.code)) return 'already canceled';
        if (err.code === 'subscription_locked_pending_changes') return 'refused: pending changes';
      }
      throw asCancelFailure(err, subscriptionId);
    }
  }
}

/** The SDK's call, or PaddleCancelFailedError after PADDLE_API_TIMEOUT_MS. */
async function withTimeout<T>(call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PaddleCancelFailedError('Paddle did not answer in time')),
      PADDLE_API_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function asCancelFailure(err: unknown, subscriptionId: string): PaddleCancelFailedError {
  if (err instanceof PaddleCancelFailedError) return err;
  if (err instanceof ApiError) {
    return new PaddleCancelFailedError(
      `Paddle answered: ${err.detail || err.code}`,
      { subscriptionId, paddleCode: err.code },
      err,
    );
  }
  // Network failure, or a body that is not Paddle's JSON (a proxy's error page).
  return new PaddleCancelFailedError('Paddle did not answer', { subscriptionId }, err);
}

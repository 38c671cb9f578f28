import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { type AccountDeletionStep, RunsBeforeAccountDeletion } from '../account/account-deletion-step.js';
import { accountRef } from '../audit/subject-ref.js';
import type { Tx } from '../common/transaction.js';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { redactPaddlePayload } from './billing-event-redaction.js';
import { BillingEventsRepository } from './billing-events.repository.js';
import { PaddleApiKeyMissingError, PaddleCancelFailedError } from './billing.errors.js';
import { PaddleApi } from './paddle-api.js';
import { type LiveSubscription, SubscriptionsRepository } from '../plans/subscriptions.repository.js';

/**
 * Billing's part of deleting an account.
 *
 * Before: every subscription of the account that is not canceled is cancelled at Paddle at once (no further
 * charge). "Already canceled" or "no such subscription" counts as done; any other answer stops the deletion with
 * nothing removed. Without PADDLE_API_KEY, an account whose subscription would still charge cannot be deleted (the
 * person is told to cancel it first); one with nothing left to charge is deleted.
 *
 * While deleting (inside the deletion's transaction, the account locked): the Paddle payloads in billing_events
 * lose the person's details. The rows stay for the payment record with amounts, currency, dates, event type and
 * Paddle's ids, and their user_id turns NULL with the account. Doing it in the transaction, not before, matters:
 * Paddle's `subscription.canceled` for the cancellation above arrives at any moment, and the webhook locks the
 * account before storing an event under it, so it lands either before this (and is cleaned here) or after the
 * deletion, matching no account (and is stored cleaned, see PaddleWebhookService).
 */
@Injectable()
@RunsBeforeAccountDeletion()
export class CancelPaddleOnAccountDeletion implements AccountDeletionStep, OnApplicationBootstrap {
  readonly description = 'cancel your Pro subscription at Paddle';
  private readonly logger: Logger;

  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly events: BillingEventsRepository,
    private readonly paddle: PaddleApi,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ component: 'billing-account-deletion' });
  }

  onApplicationBootstrap(): void {
    if (this.config.billing.paddle.clientToken && !this.paddle.configured) {
      this.logger.warn(
        'Payments are on but PADDLE_API_KEY is not set: accounts with a live subscription cannot be deleted',
      );
    }
  }

  async beforeDelete(userId: string): Promise<void> {
    const live = await this.subscriptions.liveOf(userId);
    if (!live.length) return;
    const ref = accountRef(userId);
    if (!this.paddle.configured) {
      if (live.every(endsByItself)) return;
      throw new PaddleApiKeyMissingError();
    }
    for (const s of live) {
      const outcome = await this.paddle.cancelNow(s.id);
      if (outcome === 'refused: pending changes' && !endsByItself(s)) {
        throw new PaddleCancelFailedError('Paddle answered: the subscription has a change pending', {
          subscriptionId: s.id,
        });
      }
      this.logger.info({ ref, subscriptionId: s.id, outcome }, 'Subscription cancelled for account deletion');
    }
  }

  async whileDeleting(userId: string, tx: Tx): Promise<void> {
    const email = await this.events.accountEmail(tx, userId);
    if (email === null) return;
    const subject = { id: userId, email };
    const rows = await this.events.lockEventsOf(tx, userId, subject.email);
    let redacted = 0;
    for (const row of rows) {
      const clean = JSON.stringify(redactPaddlePayload(row.payload, subject));
      if (clean === JSON.stringify(row.payload)) continue;
      await this.events.replacePayload(tx, row.id, clean);
      redacted += 1;
    }
    if (redacted) this.logger.info({ ref: accountRef(userId), redacted }, 'Payment records cleaned of personal data');
  }
}

/** Already scheduled to cancel at the period's end: it will not charge again. */
const endsByItself = (s: LiveSubscription) => s.scheduledChange === 'cancel';

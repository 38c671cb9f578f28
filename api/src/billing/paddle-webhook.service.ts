import { Inject, Injectable } from '@nestjs/common';
import {
  EventName,
  Webhooks,
  type EventEntity,
  type SubscriptionNotification,
  type TransactionNotification,
} from '@paddle/paddle-node-sdk';
import { SUBSCRIPTION_STATUSES } from '@app/types';
import { isUUID } from 'class-validator';
import type { Logger } from 'pino';
import { Clock } from '../common/clock.js';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import {
  InvalidWebhookPayloadError,
  InvalidWebhookSignatureError,
  PaymentsUnavailableError,
} from './billing.errors.js';
import { redactPaddlePayload } from './billing-event-redaction.js';
import type { Tx } from '../common/transaction.js';
import { type AppliedEvent, BillingEventsRepository } from './billing-events.repository.js';
import type { BillingEventOutcome } from './entities/billing-event.entity.js';
import { verifyPaddleSignature } from './paddle-signature.js';
import { SubscriptionsRepository } from '../plans/subscriptions.repository.js';

export interface WebhookReceipt {
  received: true;
  /** The event id was seen before: nothing was applied again. */
  duplicate: boolean;
  outcome: BillingEventOutcome | null;
}

/** Subscription events whose payload is the subscription as it is after the event. */
const TRANSACTION_COMPLETED: string = EventName.TransactionCompleted;
const SUBSCRIPTION_EVENTS = new Set<string>([
  EventName.SubscriptionCreated,
  EventName.SubscriptionUpdated,
  EventName.SubscriptionActivated,
  EventName.SubscriptionTrialing,
  EventName.SubscriptionPastDue,
  EventName.SubscriptionPaused,
  EventName.SubscriptionResumed,
  EventName.SubscriptionCanceled,
  EventName.SubscriptionImported,
]);

interface RawEvent {
  event_id?: unknown;
  event_type?: unknown;
  occurred_at?: unknown;
  data?: unknown;
}

/**
 * Paddle Billing webhooks: the signature is checked on the raw body before anything is read, each event is
 * stored once by its id (a replay changes nothing), and subscription events are applied only when they are newer
 * than what the subscription row already shows (`occurred_at`), so late or out-of-order deliveries end in the
 * state Paddle ended in.
 */
@Injectable()
export class PaddleWebhookService {
  private readonly logger: Logger;

  constructor(
    private readonly events: BillingEventsRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ component: 'paddle-webhook' });
  }

  async receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookReceipt> {
    const paddle = this.config.billing.paddle;
    if (paddle.webhookSecrets.length === 0) throw new PaymentsUnavailableError();
    const check = verifyPaddleSignature(
      rawBody,
      signature,
      paddle.webhookSecrets,
      paddle.webhookToleranceSeconds,
      this.clock.now(),
    );
    if (!check.ok) {
      this.logger.warn({ reason: check.reason }, 'Refused a webhook with a bad signature');
      throw new InvalidWebhookSignatureError(check.reason);
    }

    const { raw, envelope, event } = this.parse(rawBody);
    return this.events.transaction(async (m) => {
      const id = await this.events.insertOnce(m, envelope, raw);
      if (!id) return { received: true, duplicate: true, outcome: null };
      const applied = event ? await this.apply(m, event) : none('ignored');
      // An event of no account (a stranger's, or one arriving after its account was deleted) is kept for the
      // payment record without the payer's details: no account's deletion would ever clean it.
      const redacted = applied.outcome === 'unmatched' ? JSON.stringify(redactPaddlePayload(raw)) : null;
      await this.events.recordOutcome(m, id, applied, redacted);
      if (applied.outcome === 'unmatched') {
        this.logger.warn({ eventId: envelope.eventId, type: envelope.eventType }, 'Webhook event matches no account');
      }
      return { received: true, duplicate: false, outcome: applied.outcome };
    });
  }

  /**
   * The envelope of any event; the typed event (the SDK's) only for the types applied here. Other types are
   * stored and acknowledged without reading their data.
   */
  private parse(rawBody: Buffer): {
    raw: RawEvent;
    envelope: { eventId: string; eventType: string; occurredAt: string };
    event: EventEntity | null;
  } {
    let raw: RawEvent;
    try {
      raw = JSON.parse(rawBody.toString('utf8')) as RawEvent;
    } catch {
      throw new InvalidWebhookPayloadError('not JSON');
    }
    if (typeof raw !== 'object' || raw === null) throw new InvalidWebhookPayloadError('not an object');
    if (typeof raw.event_id !== 'string' || !raw.event_id || raw.event_id.length > 64) {
      throw new InvalidWebhookPayloadError('event_id is missing');
    }
    if (typeof raw.event_type !== 'string' || !raw.event_type) {
      throw new InvalidWebhookPayloadError('event_type is missing');
    }
    if (typeof raw.occurred_at !== 'string' || Number.isNaN(Date.parse(raw.occurred_at))) {
      throw new InvalidWebhookPayloadError('occurred_at is not a timestamp');
    }
    const envelope = { eventId: raw.event_id, eventType: raw.event_type, occurredAt: raw.occurred_at };
    if (!SUBSCRIPTION_EVENTS.has(raw.event_type) && raw.event_type !== TRANSACTION_COMPLETED) {
      return { raw, envelope, event: null };
    }
    try {
      return { raw, envelope, event: Webhooks.fromJson(raw as Parameters<typeof Webhooks.fromJson>[0]) };
    } catch {
      throw new InvalidWebhookPayloadError(`its ${raw.event_type} data is incomplete`);
    }
  }

  private apply(m: Tx, event: EventEntity): Promise<AppliedEvent> {
    if (SUBSCRIPTION_EVENTS.has(event.eventType)) {
      return this.applySubscription(m, event.data as SubscriptionNotification, event.occurredAt);
    }
    if (event.eventType === EventName.TransactionCompleted) {
      return this.applyTransaction(m, event.data);
    }
    return Promise.resolve(none('ignored'));
  }

  private async applySubscription(m: Tx, s: SubscriptionNotification, occurredAt: string): Promise<AppliedEvent> {
    const base = { ...none('unmatched'), subscriptionId: s.id };
    if (!(SUBSCRIPTION_STATUSES as readonly string[]).includes(s.status)) return { ...base, outcome: 'ignored' };
    const userId = await this.userFor(m, s.customData, s.id, s.customerId);
    if (!userId) return base;
    const written = await this.subscriptions.upsertIfNewer(m, userId, s, occurredAt);
    return { ...base, userId, outcome: written ? 'applied' : 'stale' };
  }

  private async applyTransaction(m: Tx, t: TransactionNotification): Promise<AppliedEvent> {
    const userId = await this.userFor(m, t.customData, t.subscriptionId, t.customerId);
    const total = t.details?.totals?.grandTotal ?? t.details?.totals?.total ?? null;
    return {
      outcome: userId ? 'applied' : 'unmatched',
      userId,
      subscriptionId: t.subscriptionId,
      transactionId: t.id,
      amountMinor: total !== null && /^-?\d+$/.test(total) ? total : null,
      currency: t.currencyCode ?? null,
    };
  }

  /**
   * Whose event it is: the account already holding this subscription, else the account named in the checkout's
   * customData, else the account already holding this Paddle customer. Unknown accounts match nobody.
   *
   * The account found is locked until the event is stored (FOR KEY SHARE; an account's deletion takes FOR UPDATE):
   * the event is stored either under the account before its deletion starts, so the deletion cleans it, or after
   * the deletion, under nobody.
   */
  private async userFor(
    m: Tx,
    customData: unknown,
    subscriptionId: string | null,
    customerId: string | null,
  ): Promise<string | null> {
    if (subscriptionId) {
      const held = await this.subscriptions.holderOfSubscription(m, subscriptionId);
      if (held) return this.events.lockAccount(m, held);
    }
    const named = (customData as { userId?: unknown } | null)?.userId;
    // Only a UUID can name an account (anything else would fail in the query).
    if (typeof named === 'string' && isUUID(named)) {
      const user = await this.events.lockAccount(m, named);
      if (user) return user;
    }
    if (customerId) {
      const held = await this.subscriptions.holderOfCustomer(m, customerId);
      if (held) return this.events.lockAccount(m, held);
    }
    return null;
  }
}

function none(outcome: BillingEventOutcome): AppliedEvent {
  return { outcome, userId: null, subscriptionId: null, transactionId: null, amountMinor: null, currency: null };
}

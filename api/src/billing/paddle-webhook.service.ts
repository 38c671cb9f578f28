import { Inject, Injectable } from '@nestjs/common';
import {
  EventName,
  Webhooks,
  type EventEntity,
  type SubscriptionNotification,
  type TransactionNotification,
} from '@paddle/paddle-node-sdk';
import { SUBSCRIPTION_STATUSES, type PaidSubscriptionStatus } from '@app/types';
import { isUUID } from 'class-validator';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock.js';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import {
  InvalidWebhookPayloadError,
  InvalidWebhookSignatureError,
  PaymentsUnavailableError,
} from './billing.errors.js';
import { redactPaddlePayload } from './billing-event-redaction.js';
import type { BillingEventOutcome } from './entities/billing-event.entity.js';
import { verifyPaddleSignature } from './paddle-signature.js';

export interface WebhookReceipt {
  received: true;
  /** The event id was seen before: nothing was applied again. */
  duplicate: boolean;
  outcome: BillingEventOutcome | null;
}

/** Subscription events whose payload is the subscription as it is after the event. */
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

interface Applied {
  outcome: BillingEventOutcome;
  userId: string | null;
  subscriptionId: string | null;
  transactionId: string | null;
  amountMinor: string | null;
  currency: string | null;
}

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
    private readonly dataSource: DataSource,
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
    return this.dataSource.transaction(async (m) => {
      const inserted: { id: string }[] = await m.query(
        `INSERT INTO billing_events (provider, provider_event_id, event_type, occurred_at, outcome, payload)
         VALUES ('paddle', $1, $2, $3, 'ignored', $4)
         ON CONFLICT (provider, provider_event_id) DO NOTHING
         RETURNING id`,
        [envelope.eventId, envelope.eventType, envelope.occurredAt, raw],
      );
      const row = inserted[0];
      if (!row) return { received: true, duplicate: true, outcome: null };
      const applied = event ? await this.apply(m, event) : none('ignored');
      // An event of no account (a stranger's, or one arriving after its account was deleted) is kept for the
      // payment record without the payer's details: no account's deletion would ever clean it.
      const redacted = applied.outcome === 'unmatched' ? JSON.stringify(redactPaddlePayload(raw)) : null;
      await m.query(
        `UPDATE billing_events
            SET outcome = $2, user_id = $3, provider_subscription_id = $4, provider_transaction_id = $5,
                amount_minor = $6, currency = $7, payload = COALESCE($8::jsonb, payload)
          WHERE id = $1`,
        [
          row.id,
          applied.outcome,
          applied.userId,
          applied.subscriptionId,
          applied.transactionId,
          applied.amountMinor,
          applied.currency,
          redacted,
        ],
      );
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
    if (!SUBSCRIPTION_EVENTS.has(raw.event_type) && raw.event_type !== EventName.TransactionCompleted) {
      return { raw, envelope, event: null };
    }
    try {
      return { raw, envelope, event: Webhooks.fromJson(raw as Parameters<typeof Webhooks.fromJson>[0]) };
    } catch {
      throw new InvalidWebhookPayloadError(`its ${raw.event_type} data is incomplete`);
    }
  }

  private apply(m: EntityManager, event: EventEntity): Promise<Applied> {
    if (SUBSCRIPTION_EVENTS.has(event.eventType)) {
      return this.applySubscription(m, event.data as SubscriptionNotification, event.occurredAt);
    }
    if (event.eventType === EventName.TransactionCompleted) {
      return this.applyTransaction(m, event.data as TransactionNotification);
    }
    return Promise.resolve(none('ignored'));
  }

  private async applySubscription(m: EntityManager, s: SubscriptionNotification, occurredAt: string): Promise<Applied> {
    const base = { ...none('unmatched'), subscriptionId: s.id };
    if (!(SUBSCRIPTION_STATUSES as readonly string[]).includes(s.status)) return { ...base, outcome: 'ignored' };
    const userId = await this.userFor(m, s.customData, s.id, s.customerId);
    if (!userId) return base;
    const change = s.scheduledChange;
    const rows: { id: string }[] = await m.query(
      `INSERT INTO subscriptions (
         user_id, provider, provider_subscription_id, provider_customer_id, status, price_id, currency,
         current_period_starts_at, current_period_ends_at, next_billed_at, scheduled_change_action,
         scheduled_change_at, started_at, paused_at, canceled_at, last_event_at)
       VALUES ($1, 'paddle', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (provider, provider_subscription_id) DO UPDATE SET
         provider_customer_id = EXCLUDED.provider_customer_id, status = EXCLUDED.status,
         price_id = EXCLUDED.price_id, currency = EXCLUDED.currency,
         current_period_starts_at = EXCLUDED.current_period_starts_at,
         current_period_ends_at = EXCLUDED.current_period_ends_at, next_billed_at = EXCLUDED.next_billed_at,
         scheduled_change_action = EXCLUDED.scheduled_change_action,
         scheduled_change_at = EXCLUDED.scheduled_change_at, started_at = EXCLUDED.started_at,
         paused_at = EXCLUDED.paused_at, canceled_at = EXCLUDED.canceled_at,
         last_event_at = EXCLUDED.last_event_at, updated_at = now()
       WHERE subscriptions.last_event_at <= EXCLUDED.last_event_at
       RETURNING id`,
      [
        userId,
        s.id,
        s.customerId,
        s.status as PaidSubscriptionStatus,
        s.items[0]?.price?.id ?? null,
        s.currencyCode,
        s.currentBillingPeriod?.startsAt ?? null,
        s.currentBillingPeriod?.endsAt ?? null,
        s.nextBilledAt,
        change?.action ?? null,
        change?.effectiveAt ?? null,
        s.startedAt,
        s.pausedAt,
        s.canceledAt,
        occurredAt,
      ],
    );
    return { ...base, userId, outcome: rows.length ? 'applied' : 'stale' };
  }

  private async applyTransaction(m: EntityManager, t: TransactionNotification): Promise<Applied> {
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
    m: EntityManager,
    customData: unknown,
    subscriptionId: string | null,
    customerId: string | null,
  ): Promise<string | null> {
    if (subscriptionId) {
      const [held] = (await m.query(
        `SELECT user_id FROM subscriptions WHERE provider = 'paddle' AND provider_subscription_id = $1`,
        [subscriptionId],
      )) as { user_id: string }[];
      if (held) return this.lockAccount(m, held.user_id);
    }
    const named = (customData as { userId?: unknown } | null)?.userId;
    // Only a UUID can name an account (anything else would fail in the query).
    if (typeof named === 'string' && isUUID(named)) {
      const user = await this.lockAccount(m, named);
      if (user) return user;
    }
    if (customerId) {
      const [held] = (await m.query(
        `SELECT user_id FROM subscriptions WHERE provider = 'paddle' AND provider_customer_id = $1
          ORDER BY updated_at DESC LIMIT 1`,
        [customerId],
      )) as { user_id: string }[];
      if (held) return this.lockAccount(m, held.user_id);
    }
    return null;
  }

  /** The account's id while it exists, locked against deletion until this transaction ends; null once it is gone. */
  private async lockAccount(m: EntityManager, userId: string): Promise<string | null> {
    const [user] = (await m.query(`SELECT id FROM users WHERE id = $1 FOR KEY SHARE`, [userId])) as { id: string }[];
    return user?.id ?? null;
  }
}

function none(outcome: BillingEventOutcome): Applied {
  return { outcome, userId: null, subscriptionId: null, transactionId: null, amountMinor: null, currency: null };
}

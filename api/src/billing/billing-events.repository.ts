import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { managerOf, type Tx, txOf } from '../common/transaction.js';
import { BillingEventEntity, type BillingEventOutcome } from './entities/billing-event.entity.js';

/** What applying an event did, as stored on its row. */
export interface AppliedEvent {
  outcome: BillingEventOutcome;
  userId: string | null;
  subscriptionId: string | null;
  transactionId: string | null;
  amountMinor: string | null;
  currency: string | null;
}

/**
 * The billing_events rows: the webhook's event store (each event once by its id) and the payment records an
 * account's deletion cleans. The event store's statements run in the caller's transaction
 * (`transaction` opens one).
 */
@Injectable()
export class BillingEventsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(BillingEventEntity) private readonly events: Repository<BillingEventEntity>,
  ) {}

  /** Runs `fn` in one transaction. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => fn(txOf(manager)));
  }

  /** The account's first applied transaction.completed with money in it (by occurred_at), or null. */
  firstCharge(userId: string): Promise<BillingEventEntity | null> {
    return this.events
      .createQueryBuilder('e')
      .where('e.user_id = :userId', { userId })
      .andWhere(`e.event_type = 'transaction.completed'`)
      .andWhere(`e.outcome = 'applied'`)
      .andWhere('e.amount_minor > 0')
      .orderBy('e.occurred_at', 'ASC')
      .getOne();
  }

  /** Stores a Paddle event as 'ignored' unless its id was stored before; its row id, or null for a repeat. */
  async insertOnce(
    tx: Tx,
    envelope: { eventId: string; eventType: string; occurredAt: string },
    payload: unknown,
  ): Promise<string | null> {
    const inserted: { id: string }[] = await managerOf(tx).query(
      `INSERT INTO billing_events (provider, provider_event_id, event_type, occurred_at, outcome, payload)
       VALUES ('paddle', $1, $2, $3, 'ignored', $4)
       ON CONFLICT (provider, provider_event_id) DO NOTHING
       RETURNING id`,
      [envelope.eventId, envelope.eventType, envelope.occurredAt, payload],
    );
    return inserted[0]?.id ?? null;
  }

  /** Writes what applying the event did; `redactedPayload` (JSON) replaces the stored payload when given. */
  async recordOutcome(tx: Tx, id: string, applied: AppliedEvent, redactedPayload: string | null) {
    await managerOf(tx).query(
      `UPDATE billing_events
          SET outcome = $2, user_id = $3, provider_subscription_id = $4, provider_transaction_id = $5,
              amount_minor = $6, currency = $7, payload = COALESCE($8::jsonb, payload)
        WHERE id = $1`,
      [
        id,
        applied.outcome,
        applied.userId,
        applied.subscriptionId,
        applied.transactionId,
        applied.amountMinor,
        applied.currency,
        redactedPayload,
      ],
    );
  }

  /** The account's id while it exists, locked against deletion (FOR KEY SHARE) until `tx` ends; null once gone. */
  async lockAccount(tx: Tx, userId: string): Promise<string | null> {
    const [user] = await managerOf(tx).query<{ id: string }[]>(`SELECT id FROM users WHERE id = $1 FOR KEY SHARE`, [
      userId,
    ]);
    return user?.id ?? null;
  }

  /** The account's email inside the deletion's transaction (read across: the payloads name the person by it). */
  async accountEmail(tx: Tx, userId: string): Promise<string | null> {
    const [user] = await managerOf(tx).query<{ email: string }[]>(`SELECT email FROM users WHERE id = $1`, [userId]);
    return user?.email ?? null;
  }

  /**
   * The account's events, and events of no account that are its: its subscriptions' or Paddle customer's events (a
   * customer.created arrives before any subscription), or any payload that mentions its email or id. Locked.
   */
  async lockEventsOf(tx: Tx, userId: string, email: string): Promise<{ id: string; payload: unknown }[]> {
    return managerOf(tx).query<{ id: string; payload: unknown }[]>(
      `WITH own AS (
         SELECT provider_subscription_id AS subscription_id, provider_customer_id AS customer_id
           FROM subscriptions WHERE user_id = $1 AND provider = 'paddle')
       SELECT e.id, e.payload
         FROM billing_events e
        WHERE e.user_id = $1
           OR (e.user_id IS NULL AND (
                e.provider_subscription_id IN (SELECT subscription_id FROM own)
             OR e.payload -> 'data' ->> 'customer_id' IN (SELECT customer_id FROM own)
             OR (e.event_type LIKE 'customer.%' AND e.payload -> 'data' ->> 'id' IN (SELECT customer_id FROM own))
             OR strpos(lower(e.payload::text), $2) > 0
             OR strpos(lower(e.payload::text), $3) > 0))
        FOR UPDATE OF e`,
      [userId, email.toLowerCase(), userId.toLowerCase()],
    );
  }

  async replacePayload(tx: Tx, id: string, payloadJson: string): Promise<void> {
    await managerOf(tx).query(`UPDATE billing_events SET payload = $2::jsonb WHERE id = $1`, [id, payloadJson]);
  }
}

import { Injectable } from '@nestjs/common';
import type { SubscriptionNotification } from '@paddle/paddle-node-sdk';
import type { PaidSubscriptionStatus } from '@app/types';
import { DataSource, In } from 'typeorm';
import { managerOf, type Tx } from '../common/transaction.js';
import { SubscriptionEntity } from './entities/subscription.entity.js';

/** A subscription not yet canceled, as account deletion needs it. */
export interface LiveSubscription {
  id: string;
  status: string;
  /** 'cancel' when it already ends at the period's end and will not charge again. */
  scheduledChange: string | null;
}

/**
 * The subscriptions rows (Paddle's, by their subscription id), as billing's webhook and account deletion write and
 * read them. Plans owns the table (a paid subscription makes the plan); billing writes through this repository.
 */
@Injectable()
export class SubscriptionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores the subscription as `s` says it is after an event of `occurredAt`, for `userId`, unless the row already
   * shows a later event. True when written, false when stale.
   */
  async upsertIfNewer(tx: Tx, userId: string, s: SubscriptionNotification, occurredAt: string) {
    const change = s.scheduledChange;
    const rows: { id: string }[] = await managerOf(tx).query(
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
        s.status,
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
    return rows.length > 0;
  }

  /**
   * Paddle accepted a cancellation at the period's end: the row shows it at once (the `subscription.updated`
   * notification that follows says the same, and is applied as usual).
   */
  async markCancelScheduled(rowId: string, effectiveAt: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE subscriptions SET scheduled_change_action = 'cancel', scheduled_change_at = $2, updated_at = now()
        WHERE id = $1`,
      [rowId, effectiveAt],
    );
  }

  /** The account holding this Paddle subscription, if any. */
  async holderOfSubscription(tx: Tx, subscriptionId: string): Promise<string | null> {
    const [held] = await managerOf(tx).query<{ user_id: string }[]>(
      `SELECT user_id FROM subscriptions WHERE provider = 'paddle' AND provider_subscription_id = $1`,
      [subscriptionId],
    );
    return held?.user_id ?? null;
  }

  /** The account that most recently held a subscription of this Paddle customer, if any. */
  async holderOfCustomer(tx: Tx, customerId: string): Promise<string | null> {
    const [held] = await managerOf(tx).query<{ user_id: string }[]>(
      `SELECT user_id FROM subscriptions WHERE provider = 'paddle' AND provider_customer_id = $1
        ORDER BY updated_at DESC LIMIT 1`,
      [customerId],
    );
    return held?.user_id ?? null;
  }

  /** The account's Paddle subscriptions not canceled, oldest first. */
  async liveOf(userId: string): Promise<LiveSubscription[]> {
    return this.dataSource.query<LiveSubscription[]>(
      `SELECT provider_subscription_id AS id, status, scheduled_change_action AS "scheduledChange"
         FROM subscriptions
        WHERE user_id = $1 AND provider = 'paddle' AND status <> 'canceled'
        ORDER BY created_at`,
      [userId],
    );
  }

  /** The subscription in one of `statuses` running longest (then the latest changed), if any. */
  longestRunningIn(userId: string, statuses: readonly PaidSubscriptionStatus[]): Promise<SubscriptionEntity | null> {
    return this.dataSource.getRepository(SubscriptionEntity).findOne({
      where: { userId, status: In([...statuses]) },
      order: { currentPeriodEndsAt: { direction: 'DESC', nulls: 'LAST' }, updatedAt: 'DESC' },
    });
  }

  /** The most recently changed subscription, whatever its status. */
  latestOf(userId: string): Promise<SubscriptionEntity | null> {
    return this.dataSource
      .getRepository(SubscriptionEntity)
      .findOne({ where: { userId }, order: { updatedAt: 'DESC' } });
  }
}

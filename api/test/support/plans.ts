import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/**
 * Makes a user Pro the way the billing webhook leaves them: an active paid subscription row (billing.int-spec.ts
 * covers how Paddle's events get there).
 */
export async function makePro(db: pg.Client, userId: string): Promise<void> {
  await db.query(
    `INSERT INTO subscriptions (user_id, provider_subscription_id, status, current_period_starts_at,
       current_period_ends_at, last_event_at)
     VALUES ($1, $2, 'active', now() - interval '1 day', now() + interval '30 days', now())`,
    [userId, `sub_test_${randomUUID().slice(0, 12)}`],
  );
}

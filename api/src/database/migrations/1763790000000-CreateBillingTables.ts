import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateBillingTables1763790000000 implements MigrationInterface {
  name = 'CreateBillingTables1763790000000';

  async up(q: QueryRunner): Promise<void> {
    // A paid subscription as the payment provider reports it. `last_event_at` is the occurred_at of the newest
    // event applied, so an older event arriving late never overwrites a newer state.
    await q.query(`
      CREATE TABLE subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        provider varchar(16) NOT NULL DEFAULT 'paddle',
        provider_subscription_id varchar(64) NOT NULL,
        provider_customer_id varchar(64),
        status varchar(16) NOT NULL CONSTRAINT subscriptions_status_check
          CHECK (status IN ('trialing', 'active', 'past_due', 'paused', 'canceled')),
        price_id varchar(64),
        currency varchar(3),
        current_period_starts_at timestamptz,
        current_period_ends_at timestamptz,
        next_billed_at timestamptz,
        scheduled_change_action varchar(16),
        scheduled_change_at timestamptz,
        started_at timestamptz,
        paused_at timestamptz,
        canceled_at timestamptz,
        last_event_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX subscriptions_provider_subscription_key ON subscriptions (provider, provider_subscription_id)`,
    );
    await q.query(`CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, updated_at DESC)`);
    await q.query(`CREATE INDEX subscriptions_customer_idx ON subscriptions (provider, provider_customer_id)`);

    // Every webhook event received, once: the unique provider event id makes a replay a no-op.
    await q.query(`
      CREATE TABLE billing_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        provider varchar(16) NOT NULL DEFAULT 'paddle',
        provider_event_id varchar(64) NOT NULL,
        event_type varchar(64) NOT NULL,
        occurred_at timestamptz NOT NULL,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        provider_subscription_id varchar(64),
        provider_transaction_id varchar(64),
        amount_minor bigint,
        currency varchar(3),
        outcome varchar(16) NOT NULL CONSTRAINT billing_events_outcome_check
          CHECK (outcome IN ('applied', 'stale', 'ignored', 'unmatched')),
        payload jsonb NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX billing_events_provider_event_key ON billing_events (provider, provider_event_id)`,
    );
    await q.query(`CREATE INDEX billing_events_user_type_idx ON billing_events (user_id, event_type, occurred_at)`);

    // Answers people give on the product's feedback pages; one answer per person (account, else browser session).
    await q.query(`
      CREATE TABLE feedback (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(32) NOT NULL CONSTRAINT feedback_kind_check CHECK (kind IN ('payment_interest')),
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        session_key varchar(128),
        would_pay boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT feedback_respondent_check CHECK (user_id IS NOT NULL OR session_key IS NOT NULL)
      )`);
    await q.query(`CREATE UNIQUE INDEX feedback_kind_user_key ON feedback (kind, user_id) WHERE user_id IS NOT NULL`);
    await q.query(
      `CREATE UNIQUE INDEX feedback_kind_session_key ON feedback (kind, session_key) WHERE user_id IS NULL`,
    );

    // Refund requests of first-time subscribers (one per account), for staff to review.
    await q.query(`
      CREATE TABLE refund_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        provider varchar(16) NOT NULL DEFAULT 'paddle',
        provider_transaction_id varchar(64) NOT NULL,
        charged_at timestamptz NOT NULL,
        amount_minor bigint,
        currency varchar(3),
        reason text,
        status varchar(16) NOT NULL DEFAULT 'requested' CONSTRAINT refund_requests_status_check
          CHECK (status IN ('requested', 'approved', 'rejected', 'refunded')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX refund_requests_user_key ON refund_requests (user_id)`);
    await q.query(`CREATE INDEX refund_requests_created_idx ON refund_requests (created_at DESC)`);

    // Free searches used per calendar month (UTC); incremented atomically only while under the limit.
    await q.query(`
      CREATE TABLE search_quota_usage (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        month date NOT NULL,
        searches integer NOT NULL DEFAULT 0 CONSTRAINT search_quota_usage_searches_check CHECK (searches >= 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, month)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE search_quota_usage`);
    await q.query(`DROP TABLE refund_requests`);
    await q.query(`DROP TABLE feedback`);
    await q.query(`DROP TABLE billing_events`);
    await q.query(`DROP TABLE subscriptions`);
  }
}

import type { AddressInfo } from 'node:net';
import { paddleEvent, type Sandbox } from '@app/sandbox';
import type { ApiErrorBody, SubscriptionStatus, User } from '@app/types';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountDeletionService } from '../src/account/account-deletion.service.js';
import { pollUntil } from './support/poll.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns, startOnlyApp } from './support/stand-ins.js';
import { signIn, type TestApp } from './support/test-app.js';
import { findTraces } from './support/user-data.js';
import { fileDatabaseUrl } from './support/file-database.js';

const WEBHOOK = '/api/billing/paddle/webhook';
const STAFF = 'billing-deletion.staff@example.com';

describe('deleting the account of a paying user, with the Paddle stand-in', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];

  /** One app at a time, on a real port so the stand-in delivers its signed webhooks over HTTP like Paddle. */
  const appWith = async (env: Record<string, string> = {}) => {
    const t = await startOnlyApp(apps, {
      AUTH_DEV_LOGIN: 'true',
      TRIAL_DAYS: '0',
      RUN_WORKERS: 'false',
      STAFF_EMAILS: STAFF,
      ...standInEnv(sandbox),
      ...env,
    });
    await t.app.nest.listen(0, '127.0.0.1');
    const { port } = t.app.nest.getHttpServer().address() as AddressInfo;
    sandbox.paddle.setWebhookUrls([`http://127.0.0.1:${port}${WEBHOOK}`]);
    return t;
  };

  /** A paid checkout in the stand-in's overlay, its notifications delivered: the user is Pro. */
  const subscribe = async (t: TestApp, user: User, browser: ReturnType<TestApp['browser']>) => {
    const { subscriptionId, transactionId } = await sandbox.paddle.completeCheckout({
      priceId: sandbox.services.paddle.priceIds.USD,
      email: user.email,
      customData: { userId: user.id },
      cardholderName: 'Jane Payer',
    });
    await sandbox.paddle.idle();
    const status = (await browser.get('/api/subscription-status').expect(200)).body as SubscriptionStatus;
    expect(status).toMatchObject({ plan: 'pro', status: 'active' });
    return { subscriptionId, transactionId };
  };

  const cancelRequests = (subscriptionId: string) =>
    sandbox.paddle.apiRequests.filter((r) => r.path === `/subscriptions/${subscriptionId}/cancel`);

  const rowCount = async (sql: string, params: unknown[]) => (await db.query(sql, params)).rowCount ?? 0;

  beforeAll(async () => ({ sandbox, db } = await openStandIns()));
  afterAll(() => closeStandIns(sandbox, db, apps));

  it('registers the Paddle step with the account deletion', async () => {
    const t = await appWith();
    expect(t.app.nest.get(AccountDeletionService).stepDescriptions()).toContain(
      'cancel your Pro subscription at Paddle',
    );
  });

  it('cancels the subscription at Paddle at once, and leaves no row anywhere with the id or email', async () => {
    const t = await appWith();
    const { browser, user } = await signIn(t);
    const { subscriptionId, transactionId } = await subscribe(t, user, browser);
    const before = await findTraces(db, user);
    expect(before.map((x) => x.table)).toEqual(
      expect.arrayContaining(['public.billing_events', 'public.subscriptions']),
    );

    await browser.delete('/api/account').send({ confirmEmail: user.email }).expect(200);

    expect(sandbox.paddle.subscription(subscriptionId)).toMatchObject({ status: 'canceled', scheduled_change: null });
    expect(cancelRequests(subscriptionId)).toEqual([
      {
        method: 'POST',
        path: `/subscriptions/${subscriptionId}/cancel`,
        authorized: true,
        body: { effective_from: 'immediately' },
        status: 200,
      },
    ]);
    // Paddle's subscription.updated and subscription.canceled for it arrive around the deletion; wait for them.
    await sandbox.paddle.idle();
    const late = sandbox.paddle.deliveries.filter((d) => d.eventType === 'subscription.canceled').at(-1)!;
    expect(late).toMatchObject({ delivered: true, status: 200 });

    // Every table of every schema, read whole: neither the id nor the email is anywhere, billing_events included.
    expect(await findTraces(db, user)).toEqual([]);
    // The payment record stays: the charge, its currency, date and Paddle's ids, under no account.
    const { rows } = await db.query<{
      user_id: string | null;
      amount_minor: string;
      currency: string;
      occurred_at: Date;
      grand_total: string;
      custom_data: unknown;
    }>(
      `SELECT user_id, amount_minor, currency, occurred_at, payload -> 'data' -> 'details' -> 'totals' ->> 'grand_total'
              AS grand_total, payload -> 'data' -> 'custom_data' AS custom_data
         FROM billing_events WHERE provider_transaction_id = $1`,
      [transactionId],
    );
    expect(rows).toEqual([
      {
        user_id: null,
        amount_minor: '2900',
        currency: 'USD',
        occurred_at: expect.any(Date),
        grand_total: '2900',
        custom_data: null,
      },
    ]);
    const events = await db.query<{ event_type: string }>(
      `SELECT event_type FROM billing_events WHERE provider_subscription_id = $1 ORDER BY occurred_at`,
      [subscriptionId],
    );
    expect(events.rows.map((r) => r.event_type)).toEqual(
      expect.arrayContaining(['subscription.created', 'transaction.completed', 'subscription.canceled']),
    );
  });

  it('stores a notification that arrives after the deletion under nobody and without the person', async () => {
    const t = await appWith();
    const { browser, user } = await signIn(t);
    const { subscriptionId } = await subscribe(t, user, browser);
    await browser.delete('/api/account').send({ confirmEmail: user.email }).expect(200);
    await sandbox.paddle.idle();

    // Paddle retrying a notification about the subscription, days later.
    const retry = paddleEvent('subscription.updated', sandbox.paddle.subscription(subscriptionId)!);
    const body = JSON.stringify(retry);
    expect(body).toContain(user.id);
    const res = await t.http
      .post(WEBHOOK)
      .set('content-type', 'application/json')
      .set('paddle-signature', sandbox.paddle.sign(body))
      .send(body)
      .expect(200);
    expect(res.body).toMatchObject({ duplicate: false, outcome: 'unmatched' });
    expect(await findTraces(db, user)).toEqual([]);
    const stored = await db.query(
      `SELECT user_id, provider_subscription_id FROM billing_events WHERE provider_event_id = $1`,
      [retry.event_id],
    );
    expect(stored.rows).toEqual([{ user_id: null, provider_subscription_id: subscriptionId }]);
  });

  it('makes a notification that races the deletion wait for it, then stores it under nobody', async () => {
    const t = await appWith();
    const { browser, user } = await signIn(t);
    const { subscriptionId } = await subscribe(t, user, browser);
    // The deletion's transaction, held open at the point where it has locked the account.
    const deletion = new pg.Client({ connectionString: fileDatabaseUrl() });
    await deletion.connect();
    try {
      await deletion.query('BEGIN');
      await deletion.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [user.id]);

      const racing = paddleEvent('subscription.updated', sandbox.paddle.subscription(subscriptionId)!);
      const body = JSON.stringify(racing);
      const delivered = t.http
        .post(WEBHOOK)
        .set('content-type', 'application/json')
        .set('paddle-signature', sandbox.paddle.sign(body))
        .send(body)
        .then((res) => res);
      // The webhook waits on the account's lock instead of storing the event under it.
      await pollUntil(
        async () =>
          (
            await db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_stat_activity
                WHERE datname = current_database() AND wait_event_type = 'Lock'`,
            )
          ).rows[0]!.n,
        (n) => n > 0,
        10_000,
      );
      await deletion.query(`DELETE FROM users WHERE id = $1`, [user.id]);
      await deletion.query('COMMIT');

      const res = await delivered;
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ duplicate: false, outcome: 'unmatched' });
      const stored = await db.query(
        `SELECT user_id, payload -> 'data' -> 'custom_data' AS custom_data FROM billing_events
          WHERE provider_event_id = $1`,
        [racing.event_id],
      );
      expect(stored.rows).toEqual([{ user_id: null, custom_data: null }]);
    } finally {
      await deletion.end();
    }
  });

  it('answers why and removes nothing when Paddle fails to cancel, and deletes on the next try', async () => {
    const t = await appWith();
    const { browser, user } = await signIn(t);
    const { subscriptionId } = await subscribe(t, user, browser);

    sandbox.paddle.failNextApiRequests(1);
    const refused = (await browser.delete('/api/account').send({ confirmEmail: user.email }).expect(503))
      .body as ApiErrorBody;
    expect(refused.code).toBe('account_deletion_failed');
    expect(refused.message).toBe(
      'Your account was not deleted: we could not cancel your Pro subscription at Paddle ' +
        '(Paddle answered: An internal error has occurred, please try again later.). ' +
        'Nothing was removed; please try again in a few minutes.',
    );
    expect(sandbox.paddle.subscription(subscriptionId)!.status).toBe('active');
    await browser.get('/api/auth/user').expect(200);
    expect(await rowCount(`SELECT 1 FROM users WHERE id = $1`, [user.id])).toBe(1);
    expect(await rowCount(`SELECT 1 FROM subscriptions WHERE user_id = $1 AND status = 'active'`, [user.id])).toBe(1);
    expect(await rowCount(`SELECT 1 FROM billing_events WHERE user_id = $1`, [user.id])).toBe(3);
    expect(
      await rowCount(
        `SELECT 1 FROM billing_events WHERE user_id = $1 AND payload -> 'data' -> 'custom_data' ->> 'userId' = $2`,
        [user.id, user.id],
      ),
    ).toBe(3);

    await browser.delete('/api/account').send({ confirmEmail: user.email }).expect(200);
    expect(sandbox.paddle.subscription(subscriptionId)!.status).toBe('canceled');
    await sandbox.paddle.idle();
    expect(await findTraces(db, user)).toEqual([]);
  });

  it('counts a subscription Paddle already canceled as done', async () => {
    const t = await appWith();
    const { browser, user } = await signIn(t);
    const { subscriptionId } = await subscribe(t, user, browser);
    // Canceled at Paddle, and the notification has not reached the app yet: the app still shows it active.
    sandbox.paddle.setWebhookUrls([]);
    await sandbox.paddle.subscriptionAction(subscriptionId, 'cancel');
    expect(await rowCount(`SELECT 1 FROM subscriptions WHERE user_id = $1 AND status = 'active'`, [user.id])).toBe(1);

    await browser.delete('/api/account').send({ confirmEmail: user.email }).expect(200);
    expect(cancelRequests(subscriptionId).map((r) => r.status)).toEqual([400]);
    expect(await findTraces(db, user)).toEqual([]);
  });

  describe('without PADDLE_API_KEY', () => {
    it('deletes an account that has no subscription, and calls nobody', async () => {
      const t = await appWith({ PADDLE_API_KEY: '' });
      const { browser, user } = await signIn(t);
      const calls = sandbox.paddle.apiRequests.length;
      await browser.delete('/api/account').send({ confirmEmail: user.email }).expect(200);
      expect(sandbox.paddle.apiRequests.length).toBe(calls);
      expect(await findTraces(db, user)).toEqual([]);
    });

    it('refuses to delete an account whose subscription would keep charging, and says what to do', async () => {
      const t = await appWith({ PADDLE_API_KEY: '' });
      const { browser, user } = await signIn(t);
      const { subscriptionId } = await subscribe(t, user, browser);
      const refused = (await browser.delete('/api/account').send({ confirmEmail: user.email }).expect(503))
        .body as ApiErrorBody;
      expect(refused.message).toContain('we could not cancel your Pro subscription at Paddle');
      expect(refused.message).toContain('would leave your subscription charging');
      expect(refused.message).toContain('Nothing was removed');
      expect(sandbox.paddle.subscription(subscriptionId)!.status).toBe('active');
      expect(await rowCount(`SELECT 1 FROM users WHERE id = $1`, [user.id])).toBe(1);
    });

    it('deletes an account whose subscription is already set to end at the period’s end', async () => {
      const t = await appWith({ PADDLE_API_KEY: '' });
      const { browser, user } = await signIn(t);
      const { subscriptionId } = await subscribe(t, user, browser);
      // The person cancelled from Paddle's side (the receipt's link): it ends with the period, no further charge.
      const scheduled = await fetch(`${sandbox.services.paddle.apiUrl}/subscriptions/${subscriptionId}/cancel`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sandbox.services.paddle.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ effective_from: 'next_billing_period' }),
      });
      expect(scheduled.status).toBe(200);
      await sandbox.paddle.idle();
      expect(
        ((await browser.get('/api/subscription-status').expect(200)).body as SubscriptionStatus).cancelAtPeriodEnd,
      ).toBe(true);

      await browser.delete('/api/account').send({ confirmEmail: user.email }).expect(200);
      expect(await findTraces(db, user)).toEqual([]);
    });
  });

  it('writes an audit row when staff read the refund requests', async () => {
    const t = await appWith();
    const staff = await signIn(t, { email: STAFF });
    const list = (await staff.browser.get('/api/billing/refund-requests').expect(200)).body as unknown[];
    const { rows } = await db.query<{ action: string; subject_user_id: string | null; detail: unknown }>(
      `SELECT action, subject_user_id, detail FROM audit_log WHERE staff_user_id = $1 ORDER BY id`,
      [staff.user.id],
    );
    expect(rows).toEqual([{ action: 'refund-requests.list', subject_user_id: null, detail: { rows: list.length } }]);

    // Someone who is not staff reads nothing, and nothing is written.
    const other = await signIn(t);
    await other.browser.get('/api/billing/refund-requests').expect(403);
    expect((await db.query(`SELECT 1 FROM audit_log WHERE staff_user_id = $1`, [other.user.id])).rowCount).toBe(0);
  });
});

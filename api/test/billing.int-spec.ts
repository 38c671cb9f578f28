import type { AddressInfo } from 'node:net';
import type { PaddleEvent, Sandbox } from '@app/sandbox';
import type {
  ApiErrorBody,
  CheckoutResponse,
  PaymentInterestSummary,
  RefundRequest,
  SearchRequest,
  SubscriptionStatus,
  User,
} from '@app/types';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../src/common/clock.js';
import { pollUntil } from './support/poll.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns, startOnlyApp } from './support/stand-ins.js';
import { signIn, type TestApp } from './support/test-app.js';

const WEBHOOK = '/api/billing/paddle/webhook';
const STAFF = 'billing.staff@example.com';
const DAY_MS = 86_400_000;

describe('plans and billing, with the Paddle stand-in', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];

  /** One app at a time: every app with workers runs searches from the shared queue. */
  const appWith = (env: Record<string, string> = {}) =>
    startOnlyApp(apps, {
      AUTH_DEV_LOGIN: 'true',
      TRIAL_DAYS: '0',
      STAFF_EMAILS: STAFF,
      ...standInEnv(sandbox),
      ...env,
    });

  /** The app on a real port, so the stand-in can deliver its webhooks over HTTP like Paddle does. */
  const listening = async (t: TestApp) => {
    await t.app.nest.listen(0, '127.0.0.1');
    const { port } = t.app.nest.getHttpServer().address() as AddressInfo;
    sandbox.paddle.setWebhookUrls([`http://127.0.0.1:${port}${WEBHOOK}`]);
  };

  const status = async (browser: ReturnType<TestApp['browser']>) =>
    (await browser.get('/api/subscription-status').expect(200)).body as SubscriptionStatus;

  /** A Paddle purchase whose notifications are handed to the test instead of being delivered. */
  const purchase = async (user: User, currency: 'USD' | 'INR' = 'USD') => {
    sandbox.paddle.setWebhookUrls([]);
    return sandbox.paddle.completeCheckout({
      priceId: sandbox.services.paddle.priceIds[currency],
      email: user.email,
      customData: { userId: user.id },
    });
  };

  const deliver = (t: TestApp, evt: PaddleEvent | string, signature?: string) => {
    const body = typeof evt === 'string' ? evt : JSON.stringify(evt);
    return t.http
      .post(WEBHOOK)
      .set('content-type', 'application/json')
      .set('paddle-signature', signature ?? sandbox.paddle.sign(body))
      .send(body);
  };

  const eventRows = async (eventId: string) =>
    (await db.query<{ outcome: string }>(`SELECT outcome FROM billing_events WHERE provider_event_id = $1`, [eventId]))
      .rows;

  beforeAll(async () => ({ sandbox, db } = await openStandIns()));
  afterAll(() => closeStandIns(sandbox, db, apps));

  it("refuses a Free user's 6th search of a month with 402, and accepts the 1st search of the next month", async () => {
    // The month's quota alone: no worker runs them, so the cap on unfinished searches is lifted here.
    const t = await appWith({ RUN_WORKERS: 'false', SEARCH_MAX_WAITING_PER_USER: '10/10' });
    const clock = vi.spyOn(t.app.nest.get(Clock), 'now');
    clock.mockReturnValue(new Date('2031-01-31T23:58:00Z'));
    const { browser } = await signIn(t);
    const linkedinUrl = `${sandbox.services.jobsSite.url}/jobs/search?keywords=analyst&location=Pune`;
    const started: string[] = [];
    const start = () => browser.post('/api/scrape-job').send({ linkedinUrl, jobCount: 100 });
    try {
      expect((await status(browser)).searches).toEqual({
        limit: 5,
        used: 0,
        remaining: 5,
        resetsAt: '2031-02-01T00:00:00.000Z',
      });
      for (let i = 0; i < 5; i++) started.push(((await start().expect(202)).body as { requestId: string }).requestId);
      // A search URL of another site is a mistake, not a search: it costs nothing.
      await browser
        .post('/api/scrape-job')
        .send({ linkedinUrl: 'https://example.com/jobs', jobCount: 100 })
        .expect(400);

      const refused = (await start().expect(402)).body as ApiErrorBody;
      expect(refused.code).toBe('search_quota_exceeded');
      expect(refused.details).toEqual({
        limit: 5,
        used: 5,
        resetsAt: '2031-02-01T00:00:00.000Z',
        upgradeUrl: '/pricing',
      });
      expect(refused.message).toContain('5 free searches');
      expect(refused.message).toContain('February 1, 2031');
      expect(refused.message).toContain('Upgrade to Pro');
      expect((await status(browser)).searches).toMatchObject({ used: 5, remaining: 0 });

      clock.mockReturnValue(new Date('2031-02-01T00:00:00Z'));
      started.push(((await start().expect(202)).body as { requestId: string }).requestId);
      expect((await status(browser)).searches).toEqual({
        limit: 5,
        used: 1,
        remaining: 4,
        resetsAt: '2031-03-01T00:00:00.000Z',
      });
    } finally {
      // Nobody runs these (no workers); cancel them so later apps on this database do not pick them up.
      for (const id of started) await browser.post(`/api/scrape-job/${id}/abort`).expect(200);
      clock.mockRestore();
    }
  });

  it('counts no searches for a Pro subscriber', async () => {
    const t = await appWith({ RUN_WORKERS: 'false', SEARCH_MAX_WAITING_PER_USER: '10/10' });
    const { browser, user } = await signIn(t);
    for (const evt of (await purchase(user)).events) await deliver(t, evt).expect(200);
    const linkedinUrl = `${sandbox.services.jobsSite.url}/jobs/search?keywords=designer&location=Pune`;
    const started: string[] = [];
    try {
      for (let i = 0; i < 6; i++) {
        const res = await browser.post('/api/scrape-job').send({ linkedinUrl, jobCount: 100 }).expect(202);
        started.push((res.body as { requestId: string }).requestId);
      }
      expect((await status(browser)).searches).toEqual({ limit: null, used: 0, remaining: null, resetsAt: null });
    } finally {
      for (const id of started) await browser.post(`/api/scrape-job/${id}/abort`).expect(200);
    }
  });

  it('localises the Pro price from Accept-Language, and from the proxy header only when one is configured', async () => {
    const t = await appWith();
    expect((await t.http.get('/api/user-location').set('accept-language', 'en-IN,en;q=0.9').expect(200)).body).toEqual({
      currency: 'INR',
      price: 129,
      symbol: '₹',
    });
    const spoofed = await t.http.get('/api/user-location').set('cf-ipcountry', 'IN').set('accept-language', 'en-US');
    expect(spoofed.body).toEqual({ currency: 'USD', price: 29, symbol: '$' });

    const behindProxy = await appWith({ COUNTRY_HEADER: 'CF-IPCountry', PRO_PRICE_INR: '149' });
    const res = await behindProxy.http
      .get('/api/user-location')
      .set('cf-ipcountry', 'IN')
      .set('accept-language', 'en-US');
    expect(res.body).toEqual({ currency: 'INR', price: 149, symbol: '₹' });
  });

  it('answers what Paddle.js needs to open the checkout, in rupees for a visitor from India', async () => {
    const t = await appWith();
    const { browser, user } = await signIn(t);
    await t.http.post('/api/billing/checkout').expect(401);
    const india = (await browser.post('/api/billing/checkout').set('accept-language', 'en-IN').expect(200))
      .body as CheckoutResponse;
    expect(india).toEqual({
      paddleJsUrl: sandbox.services.paddle.scriptUrl,
      environment: 'sandbox',
      clientToken: sandbox.services.paddle.clientToken,
      priceId: sandbox.services.paddle.priceIds.INR,
      currency: 'INR',
      price: 129,
      customer: { email: user.email },
      customData: { userId: user.id },
    });
    const elsewhere = (await browser.post('/api/billing/checkout').set('accept-language', 'de-DE').expect(200))
      .body as CheckoutResponse;
    expect(elsewhere).toMatchObject({ priceId: sandbox.services.paddle.priceIds.USD, currency: 'USD', price: 29 });

    // Paddle.js may only come from the configured origins (the app's Content-Security-Policy).
    const csp = (await t.http.get('/api/health')).headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' ${sandbox.url}`);
    expect(csp).toContain(`frame-src 'self' ${sandbox.url}`);

    const unconfigured = await appWith({ PADDLE_CLIENT_TOKEN: '', PADDLE_PRICE_ID_USD: '', PADDLE_PRICE_ID_INR: '' });
    const other = await signIn(unconfigured);
    const off = (await other.browser.post('/api/billing/checkout').expect(503)).body as ApiErrorBody;
    expect(off.code).toBe('payments_unavailable');
  });

  it('upgrades the user to Pro when the stand-in delivers the signed webhooks of a paid checkout', async () => {
    const t = await appWith();
    await listening(t);
    const { browser, user } = await signIn(t);
    expect(await status(browser)).toMatchObject({ plan: 'free', hasActiveSubscription: false, status: null });

    const { subscriptionId, events } = await sandbox.paddle.completeCheckout({
      priceId: sandbox.services.paddle.priceIds.USD,
      email: user.email,
      customData: { userId: user.id },
    });
    await sandbox.paddle.idle();
    const sent = sandbox.paddle.deliveries.filter((d) => events.some((e) => e.event_id === d.eventId));
    expect(sent.map((d) => [d.eventType, d.status])).toEqual([
      ['customer.created', 200],
      ['subscription.created', 200],
      ['subscription.activated', 200],
      ['transaction.completed', 200],
    ]);

    const pro = await status(browser);
    const periodEnd = sandbox.paddle.subscription(subscriptionId)!.current_billing_period!.ends_at;
    expect(pro).toMatchObject({
      plan: 'pro',
      hasActiveSubscription: true,
      status: 'active',
      cancelAtPeriodEnd: false,
      expiresAt: new Date(periodEnd).toISOString(),
      searches: { limit: null },
    });
    const me = (await browser.get('/api/auth/user').expect(200)).body as User;
    expect(me).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionExpiresAt: new Date(periodEnd).toISOString(),
    });
    const { rows } = await db.query<{ event_type: string; outcome: string; user_id: string }>(
      `SELECT event_type, outcome, user_id FROM billing_events WHERE provider_subscription_id = $1 ORDER BY occurred_at`,
      [subscriptionId],
    );
    expect(rows).toEqual([
      { event_type: 'subscription.created', outcome: 'applied', user_id: user.id },
      { event_type: 'subscription.activated', outcome: 'applied', user_id: user.id },
      { event_type: 'transaction.completed', outcome: 'applied', user_id: user.id },
    ]);
    await browser.post('/api/billing/checkout').expect(409);

    // A renewal the bank declines keeps Pro while Paddle retries; cancelling ends it.
    await sandbox.paddle.subscriptionAction(subscriptionId, 'past-due');
    await sandbox.paddle.idle();
    expect(await status(browser)).toMatchObject({ plan: 'pro', status: 'past_due' });
    await sandbox.paddle.subscriptionAction(subscriptionId, 'cancel');
    await sandbox.paddle.idle();
    expect(await status(browser)).toMatchObject({ plan: 'free', hasActiveSubscription: false, status: 'canceled' });
  });

  it("cancels Pro at the paid period's end through Paddle's API: Pro stays until then, and no further charge is shown", async () => {
    const t = await appWith();
    await listening(t);
    const { browser, user } = await signIn(t);
    await browser.post('/api/billing/cancel').expect(409);

    const { subscriptionId } = await sandbox.paddle.completeCheckout({
      priceId: sandbox.services.paddle.priceIds.INR,
      email: user.email,
      customData: { userId: user.id },
    });
    await sandbox.paddle.idle();
    const periodEnd = new Date(sandbox.paddle.subscription(subscriptionId)!.current_billing_period!.ends_at);
    expect(await status(browser)).toMatchObject({
      plan: 'pro',
      cancelAtPeriodEnd: false,
      nextCharge: { at: periodEnd.toISOString(), currency: 'INR', symbol: '₹', price: 129 },
    });

    const cancelled = (await browser.post('/api/billing/cancel').expect(200)).body as SubscriptionStatus;
    expect(cancelled).toMatchObject({
      plan: 'pro',
      hasActiveSubscription: true,
      cancelAtPeriodEnd: true,
      expiresAt: periodEnd.toISOString(),
      nextCharge: null,
    });
    const asked = sandbox.paddle.apiRequests.filter((r) => r.path === `/subscriptions/${subscriptionId}/cancel`);
    expect(asked).toEqual([
      expect.objectContaining({ authorized: true, status: 200, body: { effective_from: 'next_billing_period' } }),
    ]);
    const atPaddle = sandbox.paddle.subscription(subscriptionId)!;
    expect(atPaddle).toMatchObject({ status: 'active', scheduled_change: { action: 'cancel' } });
    expect(new Date(atPaddle.scheduled_change!.effective_at).toISOString()).toBe(periodEnd.toISOString());

    // Paddle's subscription.updated says the same; asking again changes nothing and asks Paddle nothing.
    await sandbox.paddle.idle();
    expect(await status(browser)).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true, nextCharge: null });
    await browser.post('/api/billing/cancel').expect(200);
    expect(sandbox.paddle.apiRequests.filter((r) => r.path === `/subscriptions/${subscriptionId}/cancel`)).toHaveLength(
      1,
    );
  });

  it('changes nothing for a tampered body, a wrong secret, an old timestamp, a missing signature or a replay', async () => {
    const t = await appWith();
    const { browser, user } = await signIn(t);
    const { events } = await purchase(user);
    const created = events.find((e) => e.event_type === 'subscription.created')!;
    const body = JSON.stringify(created);
    const now = Math.floor(Date.now() / 1000);

    const refusals = [
      // The signature was made for the original body; the body now names a different status.
      deliver(t, body.replace('"status":"active"', '"status":"trialing"'), sandbox.paddle.sign(body)),
      deliver(t, body, sandbox.paddle.sign(body, { secrets: ['pdl_ntfset_not_the_secret'] })),
      deliver(t, body, sandbox.paddle.sign(body, { ts: now - 3600 })),
      deliver(t, body, `ts=${now}`),
    ];
    for (const res of refusals) {
      const answer = await res.expect(401);
      expect((answer.body as ApiErrorBody).code).toBe('invalid_signature');
    }
    await t.http.post(WEBHOOK).set('content-type', 'application/json').send(body).expect(401);
    expect(await eventRows(created.event_id)).toEqual([]);
    expect((await status(browser)).plan).toBe('free');

    const accepted = await deliver(t, created).expect(200);
    expect(accepted.body).toEqual({ received: true, duplicate: false, outcome: 'applied' });
    expect((await status(browser)).plan).toBe('pro');

    // Cancel, then replay the old creation (freshly signed, as an attacker who captured it could not do, or as
    // Paddle's retry would): the event id was seen, so it is not applied again.
    const [canceled] = await sandbox.paddle.subscriptionAction((created.data as { id: string }).id, 'cancel');
    await deliver(t, canceled!).expect(200);
    expect((await status(browser)).plan).toBe('free');
    const replay = await deliver(t, created).expect(200);
    expect(replay.body).toEqual({ received: true, duplicate: true, outcome: null });
    expect(await eventRows(created.event_id)).toEqual([{ outcome: 'applied' }]);
    expect(await status(browser)).toMatchObject({ plan: 'free', status: 'canceled' });
  });

  it('ends in the state Paddle ended in when events arrive out of order', async () => {
    const t = await appWith();
    const { browser, user } = await signIn(t);
    const { events, subscriptionId } = await purchase(user);
    const renewal = await sandbox.paddle.subscriptionAction(subscriptionId, 'renew');
    const canceled = await sandbox.paddle.subscriptionAction(subscriptionId, 'cancel');
    const all = [...events, ...renewal, ...canceled];

    // Newest first: the cancellation lands before the creation it follows.
    for (const evt of [...all].reverse()) await deliver(t, evt).expect(200);
    expect(await status(browser)).toMatchObject({ plan: 'free', hasActiveSubscription: false, status: 'canceled' });
    const outcome = async (e: PaddleEvent) => (await eventRows(e.event_id))[0]?.outcome;
    expect(await outcome(canceled[0]!)).toBe('applied');
    for (const e of all.filter((x) => x.event_type.startsWith('subscription.') && x !== canceled[0])) {
      expect(await outcome(e)).toBe('stale');
    }

    // In order, the same kind of purchase ends active with the renewed period.
    const other = await signIn(t);
    const second = await purchase(other.user);
    const renewed = await sandbox.paddle.subscriptionAction(second.subscriptionId, 'renew');
    for (const evt of [...second.events, ...renewed]) await deliver(t, evt).expect(200);
    const expected = sandbox.paddle.subscription(second.subscriptionId)!.current_billing_period!.ends_at;
    expect(await status(other.browser)).toMatchObject({
      plan: 'pro',
      status: 'active',
      expiresAt: new Date(expected).toISOString(),
    });
  });

  it('records events that name no known account without changing anyone, and refuses bodies that are not events', async () => {
    const t = await appWith();
    const { user } = await signIn(t);
    const { events } = await purchase(user);
    const created = events.find((e) => e.event_type === 'subscription.created')!;
    const stranger = {
      ...created,
      event_id: 'evt_01strangerstrangerstranger0',
      data: {
        ...(created.data as object),
        id: 'sub_01nobodynobodynobodynobody0',
        customer_id: 'ctm_01nobody000000000000000000',
        custom_data: { userId: '00000000-0000-4000-8000-000000000000' },
      },
    } as PaddleEvent;
    expect((await deliver(t, stranger).expect(200)).body).toMatchObject({ outcome: 'unmatched' });
    expect(await eventRows(stranger.event_id)).toEqual([{ outcome: 'unmatched' }]);

    expect(((await deliver(t, 'not json').expect(400)).body as ApiErrorBody).code).toBe('invalid_payload');
    const incomplete = JSON.stringify({
      ...created,
      event_id: 'evt_01incomplete000000000000000',
      data: { id: 'sub_x' },
    });
    expect(((await deliver(t, incomplete).expect(400)).body as ApiErrorBody).code).toBe('invalid_payload');
    const ignored = { ...created, event_id: 'evt_01pricecreated0000000000000', event_type: 'price.created', data: {} };
    expect((await deliver(t, ignored as PaddleEvent).expect(200)).body).toMatchObject({ outcome: 'ignored' });
  });

  it('records a refund request within 7 days of the first charge, refuses one later with the policy, and shows them to staff', async () => {
    const t = await appWith();
    const clock = vi.spyOn(t.app.nest.get(Clock), 'now');
    try {
      const { browser, user } = await signIn(t);
      await browser.post('/api/billing/refund-request').send({}).expect(409);
      for (const evt of (await purchase(user, 'INR')).events) await deliver(t, evt).expect(200);
      const before = await status(browser);
      expect(before.refund.requested).toBeNull();
      expect(Date.parse(before.refund.eligibleUntil!) - Date.now()).toBeGreaterThan(6.9 * DAY_MS);

      clock.mockReturnValue(new Date(Date.now() + 6 * DAY_MS));
      const request = (await browser.post('/api/billing/refund-request').send({ reason: 'Found a job!' }).expect(201))
        .body as RefundRequest;
      expect(request).toMatchObject({
        userId: user.id,
        status: 'requested',
        reason: 'Found a job!',
        amountMinor: 12900,
        currency: 'INR',
      });
      const again = (await browser.post('/api/billing/refund-request').send({}).expect(409)).body as ApiErrorBody;
      expect(again.code).toBe('refund_already_requested');
      expect((await status(browser)).refund).toEqual({ eligibleUntil: null, requested: request });

      const late = await signIn(t);
      clock.mockImplementation(() => new Date());
      for (const evt of (await purchase(late.user)).events) await deliver(t, evt).expect(200);
      clock.mockReturnValue(new Date(Date.now() + 8 * DAY_MS));
      const refused = (await late.browser.post('/api/billing/refund-request').send({}).expect(422))
        .body as ApiErrorBody;
      expect(refused.code).toBe('refund_window_closed');
      expect(refused.message).toContain('within 7 days of their first charge');
      expect((await status(late.browser)).refund).toEqual({ eligibleUntil: null, requested: null });
      await browser.post('/api/billing/refund-request').send({ reason: 42 }).expect(400);

      await browser.get('/api/billing/refund-requests').expect(403);
      const staff = await signIn(t, { email: STAFF });
      const list = (await staff.browser.get('/api/billing/refund-requests').expect(200)).body as RefundRequest[];
      expect(list.find((r) => r.id === request.id)).toMatchObject({ userEmail: user.email, status: 'requested' });
      expect(list.some((r) => r.userId === late.user.id)).toBe(false);
    } finally {
      clock.mockRestore();
    }
  });

  it('records payment-interest answers, one per account, refuses signed-out ones, and shows the real share only once enough accounts answered', async () => {
    const t = await appWith();
    const answer = (browser: ReturnType<TestApp['browser']>, wouldPay: unknown) =>
      browser.post('/api/feedback/payment-interest').send({ wouldPay });
    const { rows } = await db.query<{ answers: number; yes: number }>(
      `SELECT count(*)::int AS answers, count(*) FILTER (WHERE would_pay)::int AS yes FROM feedback
        WHERE user_id IS NOT NULL`,
    );
    let { answers, yes } = rows[0]!;

    // The probe's stuffing: 25 answers without a cookie, each a new "visitor". None is counted.
    for (let i = 0; i < 25; i++) {
      const refused = await answer(t.browser(), true).expect(401);
      expect(refused.body.code).toBe('not_signed_in');
    }
    const signedIn = await signIn(t);
    const first = (await answer(signedIn.browser, true).expect(200)).body as PaymentInterestSummary;
    answers += 1;
    yes += 1;
    expect(first).toMatchObject({ answers, minAnswers: 20 });
    // The same account changing its mind replaces its answer.
    const changed = (await answer(signedIn.browser, false).expect(200)).body as PaymentInterestSummary;
    yes -= 1;
    expect(changed.answers).toBe(answers);
    await answer(signedIn.browser, false).expect(200);

    let last: PaymentInterestSummary = changed;
    for (let i = 0; answers < 20 || i < 3; i++) {
      last = (await answer((await signIn(t)).browser, i % 4 === 0).expect(200)).body as PaymentInterestSummary;
      answers += 1;
      if (i % 4 === 0) yes += 1;
      if (answers < 20) expect(last.yesShare).toBeNull();
    }
    expect(last).toEqual({ answers, yesShare: Math.round((yes / answers) * 100), minAnswers: 20 });
    await answer(signedIn.browser, 'yes').expect(400);
  });

  it('shows a Pro subscriber the discovered contacts that a Free user gets none of', async () => {
    const t = await appWith();
    await listening(t);
    const { browser, user } = await signIn(t);
    const linkedinUrl = `${sandbox.services.jobsSite.url}/jobs/search?keywords=backend%20developer&location=Pune`;
    const { requestId } = (await browser.post('/api/scrape-job').send({ linkedinUrl, jobCount: 100 }).expect(202))
      .body as { requestId: string };
    const read = async () => (await browser.get(`/api/scrape-job/${requestId}`).expect(200)).body as SearchRequest;
    const free = await pollUntil(
      read,
      (s) => !['pending', 'processing', 'filtering', 'enriching'].includes(s.status),
      90_000,
    );
    expect(free.status).toBe('completed');
    const locked = free.enrichedResults!.jobs.filter((j) => j.locked);
    expect(locked.length).toBeGreaterThan(0);
    expect(free.enrichedResults!.lockedJobs).toBe(locked.length);
    for (const job of locked) expect(job.jobPosterEmail).toBeNull();

    await sandbox.paddle.completeCheckout({
      priceId: sandbox.services.paddle.priceIds.USD,
      email: user.email,
      customData: { userId: user.id },
    });
    await sandbox.paddle.idle();
    const pro = await read();
    expect(pro.enrichedResults!.lockedJobs).toBe(0);
    for (const before of locked) {
      const after = pro.enrichedResults!.jobs.find((j) => j.siteJobId === before.siteJobId)!;
      expect(after.locked).toBe(false);
      expect(after.jobPosterEmail).toMatch(/@/);
      expect(after.emailVerificationStatus).not.toBeNull();
    }
  }, 120_000);
});

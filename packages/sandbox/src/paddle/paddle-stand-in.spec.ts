import { createHmac } from 'node:crypto';
import vm from 'node:vm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaddleStandIn, SANDBOX_PADDLE, type PaddleEvent, type PaddleStandIn } from './index.js';
import { addMonth, paddleTimestamp } from './catalog.js';

interface Received {
  signature: string;
  body: string;
  event: PaddleEvent<Record<string, unknown>>;
}

async function listen(app: express.Express): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the Paddle stand-in', () => {
  let paddle: PaddleStandIn;
  let standIn: { url: string; close: () => Promise<void> };
  let receiver: { url: string; close: () => Promise<void> };
  const received: Received[] = [];
  let failNext = 0;

  beforeAll(async () => {
    const sink = express();
    sink.post('/hook', express.text({ type: '*/*' }), (req, res) => {
      if (failNext > 0) {
        failNext -= 1;
        res.status(503).end();
        return;
      }
      const body = req.body as string;
      received.push({ signature: req.get('paddle-signature') ?? '', body, event: JSON.parse(body) });
      res.status(200).json({ ok: true });
    });
    receiver = await listen(sink);
    const app = express();
    standIn = await listen(app);
    paddle = createPaddleStandIn({
      baseUrl: `${standIn.url}/paddle`,
      webhookUrls: [`${receiver.url}/hook`],
      retryDelaysMs: [20, 20],
    });
    app.use('/paddle', paddle.router);
  });
  afterAll(async () => {
    await paddle.close();
    await standIn.close();
    await receiver.close();
  });

  it('signs each notification as HMAC-SHA256 of "ts:body" with the endpoint secret', async () => {
    received.length = 0;
    await paddle.completeCheckout({ priceId: SANDBOX_PADDLE.prices.USD.id, email: 'ada@example.com' });
    await paddle.idle();
    expect(received.length).toBeGreaterThan(0);
    for (const r of received) {
      const match = /^ts=(\d+);h1=([0-9a-f]{64})$/.exec(r.signature);
      expect(match).not.toBeNull();
      const expected = createHmac('sha256', SANDBOX_PADDLE.webhookSecret)
        .update(`${match![1]}:${r.body}`)
        .digest('hex');
      expect(match![2]).toBe(expected);
      expect(Math.abs(Date.now() / 1000 - Number(match![1]))).toBeLessThan(30);
    }
  });

  it('sends a new subscription paid at checkout as created, activated, then the completed transaction, in order', async () => {
    received.length = 0;
    const result = await paddle.completeCheckout({
      priceId: SANDBOX_PADDLE.prices.INR.id,
      email: 'grace@example.com',
      customData: { userId: 'u-1' },
    });
    await paddle.idle();
    expect(received.map((r) => r.event.event_type)).toEqual([
      'customer.created',
      'subscription.created',
      'subscription.activated',
      'transaction.completed',
    ]);
    const occurred = received.map((r) => r.event.occurred_at);
    expect([...occurred].sort()).toEqual(occurred);
    const sub = received[1]!.event.data as { id: string; status: string; custom_data: unknown; currency_code: string };
    expect(sub).toMatchObject({ id: result.subscriptionId, status: 'active', custom_data: { userId: 'u-1' } });
    expect(sub.currency_code).toBe('INR');
    const txn = received[3]!.event.data as { subscription_id: string; details: { totals: { grand_total: string } } };
    expect(txn.subscription_id).toBe(result.subscriptionId);
    expect(txn.details.totals.grand_total).toBe('12900');
    expect(result.checkout).toMatchObject({ status: 'completed', transaction_id: result.transactionId });
  });

  it('signs with every secret while one is being rotated', async () => {
    paddle.setSecrets([SANDBOX_PADDLE.webhookSecret, 'pdl_ntfset_next_secret']);
    try {
      const header = paddle.sign('{}', { ts: 1700000000 });
      const parts = header.split(';');
      expect(parts[0]).toBe('ts=1700000000');
      expect(parts.filter((p) => p.startsWith('h1='))).toHaveLength(2);
      expect(parts[2]).toBe(
        `h1=${createHmac('sha256', 'pdl_ntfset_next_secret').update('1700000000:{}').digest('hex')}`,
      );
    } finally {
      paddle.setSecrets([SANDBOX_PADDLE.webhookSecret]);
    }
  });

  it('retries a notification the destination refused, and records the attempts', async () => {
    received.length = 0;
    failNext = 1;
    const result = await paddle.completeCheckout({ priceId: SANDBOX_PADDLE.prices.USD.id, email: 'ada@example.com' });
    await paddle.idle();
    const first = paddle.deliveries.find((d) => d.eventId === result.events[0]!.event_id)!;
    expect(first).toMatchObject({ delivered: true, attempts: 2, status: 200 });
    expect(received[0]!.event.event_id).toBe(result.events[0]!.event_id);
  });

  it('declines the test card 4000 0000 0000 0002 through the overlay endpoint, and sends nothing', async () => {
    received.length = 0;
    const open = await fetch(`${standIn.url}/paddle/checkout/open`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: SANDBOX_PADDLE.clientToken,
        environment: 'sandbox',
        items: [{ priceId: SANDBOX_PADDLE.prices.USD.id, quantity: 1 }],
        customer: { email: 'ada@example.com' },
      }),
    });
    expect(open.status).toBe(200);
    const { id } = (await open.json()) as { id: string };
    const pay = await fetch(`${standIn.url}/paddle/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ checkoutId: id, email: 'ada@example.com', cardNumber: '4000 0000 0000 0002' }),
    });
    expect(pay.status).toBe(402);
    expect(((await pay.json()) as { error: { code: string } }).error.code).toBe('declined');
    await paddle.idle();
    expect(received).toHaveLength(0);
  });

  it('refuses a checkout opened with a wrong client-side token or outside the sandbox environment', async () => {
    const open = (body: Record<string, unknown>) =>
      fetch(`${standIn.url}/paddle/checkout/open`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ priceId: SANDBOX_PADDLE.prices.USD.id }], ...body }),
      });
    expect((await open({ token: 'test_wrong', environment: 'sandbox' })).status).toBe(403);
    expect((await open({ token: SANDBOX_PADDLE.clientToken, environment: 'production' })).status).toBe(403);
    expect(
      (await open({ token: SANDBOX_PADDLE.clientToken, environment: 'sandbox', items: [{ priceId: 'pri_x' }] })).status,
    ).toBe(400);
  });

  it('serves a Paddle.js that any page may load, and the overlay checkout page', async () => {
    const js = await fetch(`${standIn.url}/paddle/paddle.js`);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    const source = await js.text();
    expect(source).toContain('Checkout');
    expect(() => new vm.Script(source)).not.toThrow();
    const overlay = await fetch(`${standIn.url}/paddle/checkout/overlay`);
    expect(await overlay.text()).toContain(`${standIn.url}/paddle`);
  });

  it('renews, cancels and marks past due like Paddle, each with its notification', async () => {
    received.length = 0;
    const { subscriptionId } = await paddle.completeCheckout({
      priceId: SANDBOX_PADDLE.prices.USD.id,
      email: 'x@example.com',
    });
    const before = paddle.subscription(subscriptionId)!;
    const renewal = await paddle.subscriptionAction(subscriptionId, 'renew');
    expect(renewal.map((e) => e.event_type)).toEqual(['transaction.completed', 'subscription.updated']);
    expect(paddle.subscription(subscriptionId)!.current_billing_period!.ends_at).toBe(
      addMonth(before.current_billing_period!.ends_at),
    );
    expect((await paddle.subscriptionAction(subscriptionId, 'past-due'))[0]!.event_type).toBe('subscription.past_due');
    const cancel = await paddle.subscriptionAction(subscriptionId, 'cancel');
    expect(cancel[0]!.data).toMatchObject({ status: 'canceled', current_billing_period: null });
    await paddle.idle();
  });

  describe('the server API', () => {
    const call = (path: string, init: { key?: string | null; body?: unknown; method?: string } = {}) =>
      fetch(`${paddle.apiUrl}${path}`, {
        method: init.method ?? 'POST',
        headers: {
          'content-type': 'application/json',
          ...(init.key === null ? {} : { authorization: `Bearer ${init.key ?? SANDBOX_PADDLE.apiKey}` }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    const errorCode = async (res: globalThis.Response) =>
      ((await res.json()) as { error: { code: string }; meta: { request_id: string } }).error.code;

    it('refuses a request without the API key, or with another one, as Paddle does (403)', async () => {
      const { subscriptionId } = await paddle.completeCheckout({
        priceId: SANDBOX_PADDLE.prices.USD.id,
        email: 'key@example.com',
      });
      const missing = await call(`/subscriptions/${subscriptionId}/cancel`, { key: null, body: {} });
      expect(missing.status).toBe(403);
      expect(await errorCode(missing)).toBe('authentication_missing');
      const wrong = await call(`/subscriptions/${subscriptionId}/cancel`, { key: 'pdl_sdbx_apikey_wrong', body: {} });
      expect(wrong.status).toBe(403);
      expect(await errorCode(wrong)).toBe('invalid_token');
      expect(paddle.subscription(subscriptionId)!.status).toBe('active');
      await paddle.idle();
    });

    it('cancels a subscription immediately, notifies updated then canceled, and refuses to cancel it again', async () => {
      const { subscriptionId } = await paddle.completeCheckout({
        priceId: SANDBOX_PADDLE.prices.USD.id,
        email: 'leaving@example.com',
        customData: { userId: 'u-2' },
      });
      await paddle.idle();
      received.length = 0;
      const res = await call(`/subscriptions/${subscriptionId}/cancel`, { body: { effective_from: 'immediately' } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { id: string; status: string }; meta: { request_id: string } };
      expect(body.data).toMatchObject({ id: subscriptionId, status: 'canceled', scheduled_change: null });
      expect(body.meta.request_id).toMatch(/^[0-9a-f-]{36}$/);
      await paddle.idle();
      expect(received.map((r) => [r.event.event_type, r.event.data.status])).toEqual([
        ['subscription.updated', 'canceled'],
        ['subscription.canceled', 'canceled'],
      ]);

      const again = await call(`/subscriptions/${subscriptionId}/cancel`, { body: { effective_from: 'immediately' } });
      expect(again.status).toBe(400);
      expect(await errorCode(again)).toBe('subscription_update_when_canceled');
      const unknown = await call('/subscriptions/sub_01nosuchsubscription000000000/cancel', { body: {} });
      expect(unknown.status).toBe(404);
      expect(await errorCode(unknown)).toBe('not_found');
      const read = await call(`/subscriptions/${subscriptionId}`, { method: 'GET' });
      expect(((await read.json()) as { data: { status: string } }).data.status).toBe('canceled');
    });

    it('schedules the cancellation for the period end by default', async () => {
      const { subscriptionId } = await paddle.completeCheckout({
        priceId: SANDBOX_PADDLE.prices.USD.id,
        email: 'later@example.com',
      });
      const res = await call(`/subscriptions/${subscriptionId}/cancel`, { body: {} });
      const data = ((await res.json()) as { data: Record<string, unknown> }).data;
      const sub = paddle.subscription(subscriptionId)!;
      expect(data).toMatchObject({
        status: 'active',
        scheduled_change: { action: 'cancel', effective_at: sub.current_billing_period!.ends_at },
      });
      await paddle.idle();
    });

    it('answers 500 internal_error while an outage is armed, and records every request', async () => {
      const { subscriptionId } = await paddle.completeCheckout({
        priceId: SANDBOX_PADDLE.prices.USD.id,
        email: 'outage@example.com',
      });
      paddle.failNextApiRequests(1);
      const failed = await call(`/subscriptions/${subscriptionId}/cancel`, { body: { effective_from: 'immediately' } });
      expect(failed.status).toBe(500);
      expect(await errorCode(failed)).toBe('internal_error');
      expect(paddle.subscription(subscriptionId)!.status).toBe('active');
      const ok = await call(`/subscriptions/${subscriptionId}/cancel`, { body: { effective_from: 'immediately' } });
      expect(ok.status).toBe(200);
      expect(paddle.apiRequests.slice(-2)).toEqual([
        {
          method: 'POST',
          path: `/subscriptions/${subscriptionId}/cancel`,
          authorized: true,
          body: { effective_from: 'immediately' },
          status: 500,
        },
        {
          method: 'POST',
          path: `/subscriptions/${subscriptionId}/cancel`,
          authorized: true,
          body: { effective_from: 'immediately' },
          status: 200,
        },
      ]);
      await paddle.idle();
    });
  });
});

describe('Paddle-shaped values', () => {
  it('timestamps have microseconds and strictly increase', () => {
    const at = new Date('2026-01-31T10:00:00.000Z');
    const a = paddleTimestamp(at);
    const b = paddleTimestamp(at);
    expect(a).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(b > a).toBe(true);
  });

  it('a month after January 31 is the last day of February', () => {
    expect(addMonth('2026-01-31T10:00:00.000Z')).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonth('2026-03-15T08:30:00.000Z')).toBe('2026-04-15T08:30:00.000Z');
  });
});

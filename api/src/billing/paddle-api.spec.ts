import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPaddleStandIn, SANDBOX_PADDLE } from '@app/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/app-config.js';
import { PaddleCancelFailedError } from './billing.errors.js';
import { PaddleApi } from './paddle-api.js';

/** Answers each request with the next canned reply, and remembers what it was asked. */
function fakePaddle() {
  const replies: { status: number; body: string; type?: string }[] = [];
  const seen: { method: string; url: string; auth: string; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization ?? '', body });
      const reply = replies.shift() ?? { status: 500, body: '{}' };
      res.writeHead(reply.status, { 'content-type': reply.type ?? 'application/json' }).end(reply.body);
    });
  });
  return { server, replies, seen };
}

const paddleError = (code: string, detail: string) =>
  JSON.stringify({ error: { type: 'request_error', code, detail, documentation_url: '' }, meta: { request_id: 'r' } });

/** A subscription as Paddle's API shows it (the stand-in's full shape), canceled. */
async function canceledSubscription(): Promise<unknown> {
  const paddle = createPaddleStandIn({ baseUrl: 'http://127.0.0.1:9/paddle', webhookUrls: [] });
  try {
    const { subscriptionId } = await paddle.completeCheckout({
      priceId: SANDBOX_PADDLE.prices.USD.id,
      email: 'a@example.com',
    });
    return { ...paddle.subscription(subscriptionId), status: 'canceled' };
  } finally {
    await paddle.close();
  }
}

const apiFor = (apiKey: string | undefined, apiUrl: string) =>
  new PaddleApi({ billing: { paddle: { apiKey, apiUrl, environment: 'sandbox' } } } as unknown as AppConfig);

describe('PaddleApi.cancelNow', () => {
  const fake = fakePaddle();
  let url: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  it('posts effective_from immediately to PADDLE_API_URL with the key, and reads a canceled subscription', async () => {
    const api = apiFor('pdl_sdbx_apikey_test', url);
    expect(api.configured).toBe(true);
    fake.replies.push({ status: 200, body: JSON.stringify({ data: await canceledSubscription(), meta: {} }) });
    await expect(api.cancelNow('sub_1')).resolves.toBe('canceled');
    expect(fake.seen.at(-1)).toEqual({
      method: 'POST',
      url: '/v1/subscriptions/sub_1/cancel',
      auth: 'bearer pdl_sdbx_apikey_test',
      body: JSON.stringify({ effective_from: 'immediately' }),
    });
  });

  it('counts "already canceled" and "not found" as done, and reports a pending change', async () => {
    const api = apiFor('k', url);
    fake.replies.push(
      { status: 400, body: paddleError('subscription_update_when_canceled', 'cannot update subscription') },
      { status: 404, body: paddleError('not_found', 'Entity sub_2 not found') },
      { status: 400, body: paddleError('subscription_locked_pending_changes', 'pending scheduled changes') },
    );
    await expect(api.cancelNow('sub_2')).resolves.toBe('already canceled');
    await expect(api.cancelNow('sub_2')).resolves.toBe('already canceled');
    await expect(api.cancelNow('sub_2')).resolves.toBe('refused: pending changes');
  });

  it('throws a PaddleCancelFailedError with Paddle’s words for any other refusal', async () => {
    const api = apiFor('k', url);
    fake.replies.push({ status: 403, body: paddleError('invalid_token', 'Invalid or revoked API key.') });
    const err = await api.cancelNow('sub_3').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaddleCancelFailedError);
    expect((err as PaddleCancelFailedError).message).toBe('Paddle answered: Invalid or revoked API key.');
  });

  it('says Paddle did not answer for an error page that is not Paddle’s JSON, or nobody listening', async () => {
    fake.replies.push({ status: 502, body: '<html>Bad gateway</html>', type: 'text/html' });
    await expect(apiFor('k', url).cancelNow('sub_4')).rejects.toThrowError('Paddle did not answer');
    await expect(apiFor('k', 'http://127.0.0.1:1').cancelNow('sub_4')).rejects.toThrowError('Paddle did not answer');
  });

  it('is not configured without a key', () => {
    expect(apiFor(undefined, url).configured).toBe(false);
  });
});

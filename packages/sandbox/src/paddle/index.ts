import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { findPrice, paddleId, paddleTimestamp, SANDBOX_PADDLE, addMonth, type CatalogPrice } from './catalog.js';
import {
  checkoutCompletedData,
  customerJson,
  event,
  firstPeriod,
  subscriptionJson,
  transactionJson,
  type PaddleEvent,
  type PaddleSubscriptionStatus,
  type StandInCustomer,
  type StandInSubscription,
  type StandInTransaction,
} from './entities.js';
import { PADDLE_JS_SOURCE } from './paddle-js.js';
import { overlayPage } from './overlay-page.js';
import { paddleSignature } from './signature.js';

export { SANDBOX_PADDLE, findPrice, paddleId, paddleTimestamp } from './catalog.js';
/** The API key the stand-in's server API accepts (`PADDLE_API_KEY`). */
export const SANDBOX_PADDLE_API_KEY = SANDBOX_PADDLE.apiKey;
export { paddleSignature } from './signature.js';
export { event as paddleEvent, subscriptionJson, transactionJson, type PaddleEvent } from './entities.js';

export interface PaddleStandInOptions {
  /** Public URL the router is mounted at, e.g. `http://127.0.0.1:4100/paddle`. */
  baseUrl: string;
  /** Notification destinations: where signed webhooks go (the app's `/api/billing/paddle/webhook`). */
  webhookUrls: string[];
  /** Waits between delivery attempts of one notification; Paddle retries for days, the stand-in briefly. */
  retryDelaysMs?: number[];
}

export interface WebhookDelivery {
  eventId: string;
  eventType: string;
  url: string;
  /** HTTP status of the last attempt; 0 when the destination could not be reached. */
  status: number;
  attempts: number;
  delivered: boolean;
}

export interface CheckoutInput {
  priceId: string;
  email: string;
  customData?: Record<string, unknown> | null;
  countryCode?: string;
  cardNumber?: string;
  cardholderName?: string;
}

export interface CheckoutResult {
  transactionId: string;
  subscriptionId: string;
  customerId: string;
  /** What Paddle.js reports as `checkout.completed`'s data. */
  checkout: ReturnType<typeof checkoutCompletedData>;
  /** The notifications sent for it, in order. */
  events: PaddleEvent[];
}

export type SubscriptionAction = 'cancel' | 'past-due' | 'pause' | 'resume' | 'renew';

/** One request to the server API (`/api/…`), as the stand-in answered it. */
export interface ApiRequest {
  method: string;
  path: string;
  /** The `Authorization` header carried the account's API key. */
  authorized: boolean;
  body: unknown;
  status: number;
}

export interface PaddleStandIn {
  router: Router;
  /** Where the web loads the imitation Paddle.js from (`PADDLE_JS_URL`). */
  scriptUrl: string;
  clientToken: string;
  webhookSecret: string;
  prices: typeof SANDBOX_PADDLE.prices;
  setWebhookUrls(urls: string[]): void;
  /** Endpoint secrets used to sign; two while rotating (Paddle then sends two `h1`). */
  setSecrets(secrets: string[]): void;
  /** What paying in the overlay does: customer, subscription and transaction, then their notifications. */
  completeCheckout(input: CheckoutInput): Promise<CheckoutResult>;
  /** Changes a subscription the way Paddle would (cancel, past due, pause, resume, renewal) and notifies. */
  subscriptionAction(subscriptionId: string, action: SubscriptionAction): Promise<PaddleEvent[]>;
  /** Signs a body exactly as a delivery would; `ts` and `secrets` default to now and the current secrets. */
  sign(body: string, options?: { ts?: number; secrets?: string[] }): string;
  /** The subscription's payload as Paddle's API and webhooks show it. */
  subscription(subscriptionId: string): ReturnType<typeof subscriptionJson> | undefined;
  /** Where the server API is (`PADDLE_API_URL`): `POST …/subscriptions/:id/cancel`, `GET …/subscriptions/:id`. */
  apiUrl: string;
  apiKey: string;
  /** The next `times` server API requests answer 500 `internal_error` (after the key is checked), as in an outage. */
  failNextApiRequests(times?: number): void;
  /** Every server API request, oldest first. */
  apiRequests: ApiRequest[];
  deliveries: WebhookDelivery[];
  /** Resolves when every queued notification was delivered or gave up. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const DECLINED_CARDS = new Set(['4000000000000002', '4000000000009995']);

interface OpenCheckout {
  id: string;
  price: CatalogPrice;
  customer: { email?: string } | null;
  customData: Record<string, unknown> | null;
  settings: Record<string, unknown>;
}

class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
  ) {
    super(detail);
  }
}

const errorBody = (code: string, detail: string) => ({
  error: {
    type: 'request_error',
    code,
    detail,
    documentation_url: `https://developer.paddle.com/errors/shared/${code}`,
  },
});

/** Paddle's API envelope: `{data, meta}` on success, `{error, meta}` on failure, each with a request id. */
const apiMeta = () => ({ request_id: randomUUID() });
const apiError = (status: number, type: 'request_error' | 'api_error', code: string, detail: string) => ({
  status,
  body: {
    error: {
      type,
      code,
      detail,
      documentation_url: `https://developer.paddle.com/errors/${code.startsWith('subscription_') ? 'subscriptions' : 'shared'}/${code}`,
    },
    meta: apiMeta(),
  },
});

/**
 * Paddle Billing standing in: the Paddle.js imitation and its overlay checkout, the account's catalog, and a
 * webhook sender that signs every notification like Paddle (`Paddle-Signature: ts=…;h1=…`, HMAC-SHA256 of
 * `ts:body`) and delivers it to each destination in order, retrying when the destination is down.
 */
export function createPaddleStandIn(options: PaddleStandInOptions): PaddleStandIn {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const retryDelays = options.retryDelaysMs ?? [250, 1000, 3000];
  let webhookUrls = [...options.webhookUrls];
  let secrets: string[] = [SANDBOX_PADDLE.webhookSecret];
  const customers = new Map<string, StandInCustomer>();
  const subscriptions = new Map<string, StandInSubscription>();
  const checkouts = new Map<string, OpenCheckout>();
  const deliveries: WebhookDelivery[] = [];
  const apiRequests: ApiRequest[] = [];
  let apiFailures = 0;
  const queues = new Map<string, Promise<void>>();
  let closed = false;
  let invoiceCounter = 0;

  const sign = (body: string, o: { ts?: number; secrets?: string[] } = {}) =>
    paddleSignature(body, o.secrets ?? secrets, o.ts);

  async function deliverOnce(url: string, evt: PaddleEvent): Promise<number> {
    const body = JSON.stringify(evt);
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'paddle-signature': sign(body), 'user-agent': 'Paddle' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      return res.status;
    } catch {
      return 0;
    }
  }

  /** One queue per destination, so a destination sees notifications in the order they happened. */
  function notify(events: PaddleEvent[]): void {
    for (const url of webhookUrls) {
      for (const evt of events) {
        const record: WebhookDelivery = {
          eventId: evt.event_id,
          eventType: evt.event_type,
          url,
          status: 0,
          attempts: 0,
          delivered: false,
        };
        deliveries.push(record);
        const previous = queues.get(url) ?? Promise.resolve();
        const next = previous.then(async () => {
          for (let attempt = 0; attempt <= retryDelays.length; attempt++) {
            if (attempt > 0) await new Promise((r) => setTimeout(r, retryDelays[attempt - 1]));
            if (closed) return;
            record.attempts += 1;
            record.status = await deliverOnce(url, evt);
            if (record.status >= 200 && record.status < 300) {
              record.delivered = true;
              return;
            }
          }
        });
        queues.set(url, next);
      }
    }
  }

  function customerFor(
    email: string,
    countryCode: string,
    name: string | null,
  ): { customer: StandInCustomer; isNew: boolean } {
    const key = email.trim().toLowerCase();
    const existing = customers.get(key);
    if (existing) return { customer: existing, isNew: false };
    const customer: StandInCustomer = {
      id: paddleId('ctm'),
      email: key,
      name,
      addressId: paddleId('add'),
      countryCode,
      createdAt: paddleTimestamp(),
    };
    customers.set(key, customer);
    return { customer, isNew: true };
  }

  function transactionFor(
    s: StandInSubscription,
    origin: StandInTransaction['origin'],
    card: StandInTransaction['card'],
  ): StandInTransaction {
    invoiceCounter += 1;
    return {
      id: paddleId('txn'),
      subscriptionId: s.id,
      customer: s.customer,
      price: s.price,
      customData: s.customData,
      origin,
      invoiceNumber: `${new Date().getUTCFullYear()}-${String(invoiceCounter).padStart(5, '0')}`,
      billedAt: paddleTimestamp(),
      periodStartsAt: s.periodStartsAt,
      periodEndsAt: s.periodEndsAt,
      card,
    };
  }

  async function completeCheckout(
    input: CheckoutInput,
    checkoutId = paddleId('che'),
    settings = {},
  ): Promise<CheckoutResult> {
    const price = findPrice(input.priceId);
    if (!price)
      throw new RequestError(400, 'price_not_found', `Price ${input.priceId} does not exist in this account.`);
    const email = input.email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      throw new RequestError(400, 'invalid_field', 'Enter a valid email address.');
    }
    const cardNumber = (input.cardNumber ?? '4242424242424242').replace(/\D/g, '');
    if (cardNumber.length < 12) throw new RequestError(400, 'invalid_field', 'Enter a valid card number.');
    if (DECLINED_CARDS.has(cardNumber)) {
      throw new RequestError(402, 'declined', 'Your card was declined. Try another card.');
    }
    const countryCode = (input.countryCode ?? (price.currency === 'INR' ? 'IN' : 'US')).toUpperCase();
    const holder = input.cardholderName?.trim() || null;
    const { customer, isNew } = customerFor(email, countryCode, holder);
    const now = new Date();
    const period = firstPeriod(now);
    const subscription: StandInSubscription = {
      id: paddleId('sub'),
      status: 'active',
      customer,
      price,
      customData: input.customData ?? null,
      createdAt: period.startsAt,
      updatedAt: period.startsAt,
      startedAt: period.startsAt,
      firstBilledAt: period.startsAt,
      periodStartsAt: period.startsAt,
      periodEndsAt: period.endsAt,
      pausedAt: null,
      canceledAt: null,
      scheduledChange: null,
    };
    subscriptions.set(subscription.id, subscription);
    const card = { last4: cardNumber.slice(-4), cardholderName: holder ?? customer.email };
    const transaction = transactionFor(subscription, 'web', card);
    // Paddle's usual order for a new subscription paid at checkout.
    const events: PaddleEvent[] = [];
    if (isNew) events.push(event('customer.created', customerJson(customer)));
    events.push(event('subscription.created', subscriptionJson(subscription)));
    events.push(event('subscription.activated', subscriptionJson(subscription)));
    events.push(event('transaction.completed', transactionJson(transaction)));
    notify(events);
    return {
      transactionId: transaction.id,
      subscriptionId: subscription.id,
      customerId: customer.id,
      checkout: checkoutCompletedData(checkoutId, transaction, settings),
      events,
    };
  }

  async function subscriptionAction(id: string, action: SubscriptionAction): Promise<PaddleEvent[]> {
    const s = subscriptions.get(id);
    if (!s) throw new RequestError(404, 'not_found', `Subscription ${id} does not exist.`);
    const now = paddleTimestamp();
    s.updatedAt = now;
    const set = (status: PaddleSubscriptionStatus) => (s.status = status);
    const events: PaddleEvent[] = [];
    switch (action) {
      case 'cancel':
        set('canceled');
        s.canceledAt = now;
        s.scheduledChange = null;
        events.push(event('subscription.canceled', subscriptionJson(s)));
        break;
      case 'past-due':
        set('past_due');
        events.push(event('subscription.past_due', subscriptionJson(s)));
        break;
      case 'pause':
        set('paused');
        s.pausedAt = now;
        events.push(event('subscription.paused', subscriptionJson(s)));
        break;
      case 'resume':
        set('active');
        s.pausedAt = null;
        events.push(event('subscription.resumed', subscriptionJson(s)));
        break;
      case 'renew': {
        set('active');
        s.periodStartsAt = s.periodEndsAt;
        s.periodEndsAt = addMonth(s.periodStartsAt);
        const t = transactionFor(s, 'subscription_recurring', { last4: '4242', cardholderName: s.customer.email });
        events.push(event('transaction.completed', transactionJson(t)));
        events.push(event('subscription.updated', subscriptionJson(s)));
        break;
      }
    }
    notify(events);
    return events;
  }

  /**
   * `POST /subscriptions/{id}/cancel`: `effective_from` `immediately` cancels now (Paddle sends
   * `subscription.updated`, then `subscription.canceled`); `next_billing_period` (the default) schedules the
   * cancellation for the period's end (`subscription.updated`). A canceled subscription cannot be changed.
   */
  function cancelThroughApi(id: string, body: unknown): ReturnType<typeof subscriptionJson> {
    const s = subscriptions.get(id);
    if (!s) throw new RequestError(404, 'not_found', `Entity ${id} not found`);
    if (s.status === 'canceled') {
      throw new RequestError(
        400,
        'subscription_update_when_canceled',
        'cannot update subscription, as subscription is canceled',
      );
    }
    const effectiveFrom = (body as { effective_from?: unknown } | undefined)?.effective_from ?? 'next_billing_period';
    if (effectiveFrom !== 'immediately' && effectiveFrom !== 'next_billing_period') {
      throw new RequestError(400, 'invalid_field', 'effective_from must be one of immediately, next_billing_period');
    }
    const now = paddleTimestamp();
    s.updatedAt = now;
    if (effectiveFrom === 'immediately') {
      s.status = 'canceled';
      s.canceledAt = now;
      s.scheduledChange = null;
      notify([event('subscription.updated', subscriptionJson(s)), event('subscription.canceled', subscriptionJson(s))]);
    } else {
      s.scheduledChange = { action: 'cancel', effective_at: s.periodEndsAt, resume_at: null };
      notify([event('subscription.updated', subscriptionJson(s))]);
    }
    return subscriptionJson(s);
  }

  function openCheckout(body: Record<string, unknown>): OpenCheckout & { summary: unknown } {
    const token = typeof body.token === 'string' ? body.token : '';
    if (token !== SANDBOX_PADDLE.clientToken) {
      throw new RequestError(403, 'forbidden', 'The client-side token is not valid for this account.');
    }
    if (body.environment !== 'sandbox') {
      throw new RequestError(
        403,
        'forbidden',
        'Sandbox tokens (test_…) work only with Paddle.Environment.set("sandbox").',
      );
    }
    const items = Array.isArray(body.items) ? (body.items as { priceId?: unknown; quantity?: unknown }[]) : [];
    if (items.length !== 1) throw new RequestError(400, 'invalid_field', 'The checkout needs exactly one item.');
    const price = findPrice(String(items[0]!.priceId));
    if (!price) throw new RequestError(400, 'price_not_found', `Price ${String(items[0]!.priceId)} does not exist.`);
    const checkout: OpenCheckout = {
      id: paddleId('che'),
      price,
      customer: (body.customer as { email?: string } | null) ?? null,
      customData: (body.customData as Record<string, unknown> | null) ?? null,
      settings: (body.settings as Record<string, unknown>) ?? {},
    };
    checkouts.set(checkout.id, checkout);
    const summary = {
      id: checkout.id,
      status: 'draft',
      custom_data: checkout.customData,
      currency_code: price.currency,
      customer: { email: checkout.customer?.email ?? null },
      items: [
        {
          price_id: price.id,
          quantity: 1,
          product: { id: SANDBOX_PADDLE.productId, name: SANDBOX_PADDLE.productName },
        },
      ],
      totals: { total: price.amount / 100 },
    };
    return { ...checkout, summary };
  }

  const router = express.Router();
  router.use(express.json({ limit: '100kb' }));
  router.use((req, res, next) => {
    // The overlay frame calls its own origin; the page that embeds it never calls these endpoints directly.
    res.set('cache-control', 'no-store');
    next();
  });
  const handle =
    (fn: (req: Request) => unknown) =>
    async (req: Request, res: Response): Promise<void> => {
      try {
        res.json(await fn(req));
      } catch (err) {
        if (err instanceof RequestError) res.status(err.status).json(errorBody(err.code, err.message));
        else res.status(500).json(errorBody('internal_error', 'The stand-in failed.'));
      }
    };

  router.get('/paddle.js', (_req, res) => {
    res.type('application/javascript').set('access-control-allow-origin', '*').send(PADDLE_JS_SOURCE);
  });
  router.get('/checkout/overlay', (_req, res) => {
    res.type('html').send(overlayPage(baseUrl));
  });
  router.post(
    '/checkout/open',
    handle((req) => {
      const opened = openCheckout(req.body as Record<string, unknown>);
      return {
        id: opened.id,
        product: { id: SANDBOX_PADDLE.productId, name: SANDBOX_PADDLE.productName },
        price: { id: opened.price.id, amount: opened.price.amount, currency: opened.price.currency },
        summary: opened.summary,
      };
    }),
  );
  router.post(
    '/checkout/pay',
    handle(async (req) => {
      const body = req.body as Record<string, string | undefined>;
      const checkout = checkouts.get(body.checkoutId ?? '');
      if (!checkout) throw new RequestError(404, 'not_found', 'This checkout has expired. Close it and start again.');
      const result = await completeCheckout(
        {
          priceId: checkout.price.id,
          email: body.email ?? checkout.customer?.email ?? '',
          customData: checkout.customData,
          countryCode: body.countryCode,
          cardNumber: body.cardNumber,
          cardholderName: body.cardholderName,
        },
        checkout.id,
        checkout.settings,
      );
      checkouts.delete(checkout.id);
      return result.checkout;
    }),
  );
  // Test and demo controls: what would otherwise take a month (renewal) or a bank (failed renewal).
  router.post(
    '/__control/subscriptions/:id/:action',
    handle(async (req) => {
      const action = String(req.params.action) as SubscriptionAction;
      if (!['cancel', 'past-due', 'pause', 'resume', 'renew'].includes(action)) {
        throw new RequestError(400, 'invalid_field', 'action is one of cancel, past-due, pause, resume, renew');
      }
      const events = await subscriptionAction(String(req.params.id), action);
      return { events: events.map((e) => ({ event_id: e.event_id, event_type: e.event_type })) };
    }),
  );
  router.get('/__deliveries', (_req, res) => {
    res.json({ deliveries });
  });
  router.post('/__control/api', (req, res) => {
    const failNext = (req.body as { failNext?: unknown } | undefined)?.failNext;
    if (typeof failNext !== 'number' || !Number.isInteger(failNext) || failNext < 0 || failNext > 100) {
      res.status(400).json(errorBody('invalid_field', 'failNext is a whole number from 0 to 100'));
      return;
    }
    apiFailures = failNext;
    res.json({ failNext: apiFailures });
  });
  router.get('/__api-requests', (_req, res) => {
    res.json({ requests: apiRequests });
  });

  // The server API (https://api.paddle.com, https://sandbox-api.paddle.com): Bearer API key, `{data, meta}`.
  const api = express.Router();
  api.use((req: Request, res: Response, next: NextFunction) => {
    const header = req.get('authorization') ?? '';
    const authorized = /^bearer\s+/i.test(header) && header.replace(/^bearer\s+/i, '') === SANDBOX_PADDLE.apiKey;
    const record: ApiRequest = { method: req.method, path: req.path, authorized, body: req.body ?? null, status: 0 };
    apiRequests.push(record);
    const answer = (status: number, body: unknown) => {
      record.status = status;
      res.status(status).json(body);
    };
    res.locals.answer = answer;
    if (!header) {
      const e = apiError(403, 'request_error', 'authentication_missing', 'Authentication header missing.');
      answer(e.status, e.body);
      return;
    }
    if (!authorized) {
      const e = apiError(403, 'request_error', 'invalid_token', 'Invalid or revoked API key.');
      answer(e.status, e.body);
      return;
    }
    if (apiFailures > 0) {
      apiFailures -= 1;
      const e = apiError(500, 'api_error', 'internal_error', 'An internal error has occurred, please try again later.');
      answer(e.status, e.body);
      return;
    }
    next();
  });
  const apiHandle =
    (fn: (req: Request) => unknown) =>
    (req: Request, res: Response): void => {
      const answer = res.locals.answer as (status: number, body: unknown) => void;
      try {
        answer(200, { data: fn(req), meta: apiMeta() });
      } catch (err) {
        const e =
          err instanceof RequestError
            ? apiError(err.status, 'request_error', err.code, err.message)
            : apiError(500, 'api_error', 'internal_error', 'The stand-in failed.');
        answer(e.status, e.body);
      }
    };
  api.get(
    '/subscriptions/:id',
    apiHandle((req) => {
      const s = subscriptions.get(String(req.params.id));
      if (!s) throw new RequestError(404, 'not_found', `Entity ${String(req.params.id)} not found`);
      return subscriptionJson(s);
    }),
  );
  api.post(
    '/subscriptions/:id/cancel',
    apiHandle((req) => cancelThroughApi(String(req.params.id), req.body)),
  );
  api.use((req: Request, res: Response) => {
    const e = apiError(404, 'request_error', 'not_found', `The stand-in does not serve ${req.method} ${req.path}.`);
    (res.locals.answer as (status: number, body: unknown) => void)(e.status, e.body);
  });
  router.use('/api', api);
  router.get('/', (_req, res) => {
    res.json({
      scriptUrl: `${baseUrl}/paddle.js`,
      clientToken: SANDBOX_PADDLE.clientToken,
      prices: SANDBOX_PADDLE.prices,
      webhookUrls,
      subscriptions: [...subscriptions.values()].map(subscriptionJson),
    });
  });

  return {
    router,
    scriptUrl: `${baseUrl}/paddle.js`,
    clientToken: SANDBOX_PADDLE.clientToken,
    webhookSecret: SANDBOX_PADDLE.webhookSecret,
    prices: SANDBOX_PADDLE.prices,
    setWebhookUrls: (urls) => {
      webhookUrls = [...urls];
    },
    setSecrets: (next) => {
      if (next.length === 0) throw new Error('At least one secret is needed');
      secrets = [...next];
    },
    completeCheckout: (input) => completeCheckout(input),
    subscriptionAction,
    sign,
    subscription: (id) => {
      const s = subscriptions.get(id);
      return s ? subscriptionJson(s) : undefined;
    },
    apiUrl: `${baseUrl}/api`,
    apiKey: SANDBOX_PADDLE.apiKey,
    failNextApiRequests: (times = 1) => {
      apiFailures = times;
    },
    apiRequests,
    deliveries,
    idle: async () => {
      let pending = [...queues.values()];
      while (pending.length) {
        await Promise.all(pending);
        const now = [...queues.values()];
        pending = now.filter((q) => !pending.includes(q));
      }
    },
    close: async () => {
      closed = true;
      await Promise.all(queues.values());
    },
  };
}

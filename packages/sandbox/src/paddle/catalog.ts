import { randomBytes } from 'node:crypto';

/**
 * The stand-in's Paddle account: one product (Pro, monthly) with a price per currency, the client-side token the
 * web initialises Paddle.js with, the notification destination's secret webhooks are signed with, and the API key
 * the server API accepts.
 * Paddle's ids are a prefix and 26 lowercase base-32 characters; sandbox client tokens start with `test_`.
 */
export const SANDBOX_PADDLE = {
  clientToken: 'test_5f1c2e0d9a7b4c3e8f6a2b1d0c9',
  webhookSecret: 'pdl_ntfset_01jsandboxstandin0000000000_sandboxWebhookSecretKey0123',
  /** The server-side API key (`Authorization: Bearer …`) the API accepts; sandbox keys start `pdl_sdbx_apikey_`. */
  apiKey: 'pdl_sdbx_apikey_01jsandboxstandin0000000000_sandboxServerApiKey0123',
  productId: 'pro_01jsandboxjobreachpro00000',
  productName: 'JobReach Pro',
  prices: {
    USD: { id: 'pri_01jsandboxpromonthlyusd000', amount: 2900 },
    INR: { id: 'pri_01jsandboxpromonthlyinr000', amount: 12900 },
  },
} as const;

export type SandboxCurrency = keyof typeof SANDBOX_PADDLE.prices;

export interface CatalogPrice {
  id: string;
  currency: SandboxCurrency;
  /** Minor units (cents, paise). */
  amount: number;
}

export function findPrice(priceId: string): CatalogPrice | undefined {
  for (const [currency, price] of Object.entries(SANDBOX_PADDLE.prices)) {
    if (price.id === priceId) return { id: price.id, currency: currency as SandboxCurrency, amount: price.amount };
  }
  return undefined;
}

const BASE32 = '0123456789abcdefghjkmnpqrstvwxyz';

/** A Paddle-shaped id: `sub_01…`, 26 characters after the prefix. */
export function paddleId(prefix: string): string {
  const bytes = randomBytes(24);
  let body = '01';
  for (const b of bytes) body += BASE32[b % 32];
  return `${prefix}_${body}`;
}

let lastMicros = 0n;
/**
 * Paddle's timestamps have microseconds (`2024-04-12T10:18:49.621022Z`); consecutive events of one process get
 * strictly increasing ones, so `occurred_at` orders them as Paddle's do.
 */
export function paddleTimestamp(at: Date = new Date()): string {
  let micros = BigInt(at.getTime()) * 1000n;
  if (micros <= lastMicros) micros = lastMicros + 1n;
  lastMicros = micros;
  const ms = Number(micros / 1000n);
  const extra = String(micros % 1000n).padStart(3, '0');
  return new Date(ms).toISOString().replace('Z', `${extra}Z`);
}

/** Paddle formats money in API payloads as strings of minor units. */
export const money = (minor: number): string => String(minor);

/** One month later, as Paddle bills monthly plans (same day of month, clamped to the month's end). */
export function addMonth(iso: string): string {
  const d = new Date(iso);
  const day = d.getUTCDate();
  const next = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, d.getUTCHours(), d.getUTCMinutes()));
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  next.setUTCSeconds(d.getUTCSeconds(), d.getUTCMilliseconds());
  return next.toISOString();
}

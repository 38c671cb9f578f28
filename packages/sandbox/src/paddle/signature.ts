import { createHmac } from 'node:crypto';

/**
 * The `Paddle-Signature` header exactly as Paddle Billing builds it: `ts=<unix seconds>;h1=<hex HMAC-SHA256 of
 * "ts:body">`, one `h1` per active endpoint secret (two while a secret is being rotated).
 */
export function paddleSignature(body: string, secrets: readonly string[], ts = Math.floor(Date.now() / 1000)): string {
  if (secrets.length === 0) throw new Error('paddleSignature needs at least one secret');
  const h1 = secrets.map((secret) => `h1=${createHmac('sha256', secret).update(`${ts}:${body}`).digest('hex')}`);
  return [`ts=${ts}`, ...h1].join(';');
}

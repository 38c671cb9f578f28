import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignatureCheck =
  { ok: true; timestamp: number } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch' };

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/**
 * Checks a `Paddle-Signature` header (`ts=…;h1=…[;h1=…]`) against the raw body: HMAC-SHA256 of `ts:body` with the
 * endpoint secret, compared in constant time. Any `h1` made with any configured secret passes (Paddle sends one
 * per secret while a secret is rotated). A timestamp further than `toleranceSeconds` from `now` fails, so an old
 * captured request cannot be replayed later.
 */
export function verifyPaddleSignature(
  rawBody: Buffer,
  header: string | undefined,
  secrets: readonly string[],
  toleranceSeconds: number,
  now: Date,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  let ts: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 'ts' && /^\d{1,12}$/.test(value)) ts = Number(value);
    else if (key === 'h1' && HEX_SHA256.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (ts === undefined || signatures.length === 0) return { ok: false, reason: 'malformed' };
  if (Math.abs(now.getTime() / 1000 - ts) > toleranceSeconds) return { ok: false, reason: 'expired' };
  let match = false;
  for (const secret of secrets) {
    const expected = createHmac('sha256', secret).update(`${ts}:`).update(rawBody).digest();
    // Compare against every h1 without stopping early, so timing says nothing about which one matched.
    for (const given of signatures) match = timingSafeEqual(expected, given) || match;
  }
  return match ? { ok: true, timestamp: ts } : { ok: false, reason: 'mismatch' };
}

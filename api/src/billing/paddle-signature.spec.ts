import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyPaddleSignature } from './paddle-signature.js';

const SECRET = 'pdl_ntfset_test_secret';
const body = Buffer.from('{"event_id":"evt_1","event_type":"subscription.created"}');
const now = new Date('2026-03-01T12:00:00Z');
const ts = Math.floor(now.getTime() / 1000);
const h1 = (secret: string, t = ts, b: Buffer = body) =>
  createHmac('sha256', secret).update(`${t}:${b.toString()}`).digest('hex');

describe('verifyPaddleSignature', () => {
  it('accepts the HMAC-SHA256 of "ts:body" made with the endpoint secret', () => {
    expect(verifyPaddleSignature(body, `ts=${ts};h1=${h1(SECRET)}`, [SECRET], 60, now)).toEqual({
      ok: true,
      timestamp: ts,
    });
  });

  it('accepts any of several h1 values, as Paddle sends while a secret is rotated', () => {
    const header = `ts=${ts};h1=${h1('old_secret')};h1=${h1(SECRET)}`;
    expect(verifyPaddleSignature(body, header, [SECRET], 60, now).ok).toBe(true);
  });

  it('accepts a signature made with any configured secret', () => {
    expect(verifyPaddleSignature(body, `ts=${ts};h1=${h1('next')}`, [SECRET, 'next'], 60, now).ok).toBe(true);
  });

  it('refuses a body changed after signing', () => {
    const tampered = Buffer.from(body.toString().replace('created', 'canceled'));
    expect(verifyPaddleSignature(tampered, `ts=${ts};h1=${h1(SECRET)}`, [SECRET], 60, now)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('refuses a signature made with another secret', () => {
    expect(verifyPaddleSignature(body, `ts=${ts};h1=${h1('wrong')}`, [SECRET], 60, now).ok).toBe(false);
  });

  it('refuses a timestamp outside the tolerance, in the past or the future', () => {
    const old = ts - 61;
    expect(verifyPaddleSignature(body, `ts=${old};h1=${h1(SECRET, old)}`, [SECRET], 60, now)).toEqual({
      ok: false,
      reason: 'expired',
    });
    const future = ts + 61;
    expect(verifyPaddleSignature(body, `ts=${future};h1=${h1(SECRET, future)}`, [SECRET], 60, now).ok).toBe(false);
  });

  it('refuses a timestamp moved without re-signing', () => {
    expect(verifyPaddleSignature(body, `ts=${ts + 1};h1=${h1(SECRET)}`, [SECRET], 60, now).ok).toBe(false);
  });

  it('says what is wrong with a missing or malformed header', () => {
    expect(verifyPaddleSignature(body, undefined, [SECRET], 60, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyPaddleSignature(body, 'h1=abc', [SECRET], 60, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyPaddleSignature(body, `ts=${ts}`, [SECRET], 60, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyPaddleSignature(body, `ts=${ts};h1=${h1(SECRET).slice(2)}`, [SECRET], 60, now).ok).toBe(false);
  });
});

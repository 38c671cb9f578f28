import { describe, expect, it } from 'vitest';
import { UnsubscribeTokens } from './unsubscribe-token.js';

const SECRET = 'a-session-secret-of-at-least-thirty-two-chars';
const USER = '3f2a9c1e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('the one-click unsubscribe token', () => {
  it('names the user it was made for', () => {
    const tokens = new UnsubscribeTokens(SECRET);
    expect(tokens.verify(tokens.sign(USER))).toBe(USER);
  });

  it('is refused when forged for another user, changed, or made with another secret', () => {
    const tokens = new UnsubscribeTokens(SECRET);
    const token = tokens.sign(USER);
    const [, mac] = token.split('.');
    const other = '00000000-0000-4000-8000-000000000000';
    expect(tokens.verify(`${Buffer.from(other).toString('base64url')}.${mac}`)).toBeNull();
    expect(tokens.verify(`${token.slice(0, -2)}AA`)).toBeNull();
    expect(new UnsubscribeTokens(`${SECRET}-rotated`).verify(token)).toBeNull();
  });

  it('is refused when malformed', () => {
    const tokens = new UnsubscribeTokens(SECRET);
    for (const bad of ['', '.', 'abc', 'a.b.c', `${Buffer.from('not-a-uuid').toString('base64url')}.x`]) {
      expect(tokens.verify(bad)).toBeNull();
    }
  });

  it('is long enough not to be guessed (a 256-bit MAC)', () => {
    const [, mac] = new UnsubscribeTokens(SECRET).sign(USER).split('.');
    expect(Buffer.from(mac!, 'base64url')).toHaveLength(32);
  });
});

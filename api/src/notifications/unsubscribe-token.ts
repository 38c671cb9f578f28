import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'job-alert-unsubscribe';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The signed token of a digest's one-click unsubscribe link: the user id and an HMAC-SHA256 of it under a key derived
 * from SESSION_SECRET for this purpose only. Nobody can make one for another account without the secret; it does
 * not expire (an old digest's link still works), and a new SESSION_SECRET retires every link sent before.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'jobreach', PURPOSE, 32));
  }

  sign(userId: string): string {
    return `${Buffer.from(userId).toString('base64url')}.${this.mac(userId).toString('base64url')}`;
  }

  /** The user the token was made for, or null for anything forged, changed or malformed. */
  verify(token: string): string | null {
    const [id, mac, ...rest] = token.split('.');
    if (!id || !mac || rest.length) return null;
    const userId = Buffer.from(id, 'base64url').toString('utf8');
    if (!UUID.test(userId)) return null;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(userId);
    return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
  }

  private mac(userId: string): Buffer {
    return createHmac('sha256', this.key).update(`${PURPOSE}:${userId.toLowerCase()}`).digest();
  }
}

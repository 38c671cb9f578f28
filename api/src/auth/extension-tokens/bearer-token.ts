import { createHash, randomBytes } from 'node:crypto';

/** Prefix of every device token, so a leaked one is recognisable (and scanners can flag it). */
export const TOKEN_PREFIX = 'jrx_';

/** A new secret: the prefix and 32 random bytes as base64url. */
export function newToken(): string {
  return `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What the database keeps instead of the secret. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The token of an `Authorization: Bearer …` header, or null when there is none (or it is not ours). */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const token = match?.[1];
  return token && token.startsWith(TOKEN_PREFIX) && token.length <= 200 ? token : null;
}

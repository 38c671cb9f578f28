import { createHash, timingSafeEqual } from 'node:crypto';

export const METRICS_CHALLENGE = 'Bearer realm="metrics"';
export const METRICS_TOKEN_NEEDED = 'The metrics need the bearer token set in METRICS_TOKEN.';

/** Whether an Authorization header carries `Bearer <token>`; compared in constant time whatever the guess. */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  if (!given) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}

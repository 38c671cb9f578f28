import type { NextFunction, Request, Response } from 'express';
import type { ApiErrorBody } from '@app/types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: a state-changing request from a browser must come from the app's own origin
 * or an allowed extension origin. Requests with neither an Origin header nor browser fetch metadata (curl, tests,
 * server-to-server webhooks) pass; they carry no ambient browser cookies to abuse. Nor does a request the caller
 * says carries no cookie to ride on (the extension's bearer token without a cookie, from whatever origin: its
 * moz-extension:// origin is random per install; bootstrap passes auth's extension-tokens isCookielessBearer).
 */
export function originCheck(
  appOrigin: string,
  allowedOrigins: readonly string[],
  /** Paths (under the mount point) authorised by a signed token in the URL, not by cookies: no CSRF to defend. */
  tokenPaths: readonly string[] = [],
  /** A request signed in by something other than a cookie (no session to ride on): no CSRF to defend. */
  isCookieless: (req: Request) => boolean = () => false,
) {
  const allowed = new Set([appOrigin, ...allowedOrigins]);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method) || isCookieless(req) || tokenPaths.includes(req.path)) return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    const ok = origin
      ? allowed.has(origin) || origin === ownOrigin
      : fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
    if (ok) return next();
    const body: ApiErrorBody = {
      statusCode: 403,
      error: 'Forbidden',
      message: 'This request came from another site and was refused. Reload the app and try again.',
    };
    res.status(403).json(body);
  };
}

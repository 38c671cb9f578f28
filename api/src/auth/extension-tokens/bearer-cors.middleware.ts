import type { NextFunction, Request, Response } from 'express';
import { bearerToken } from './bearer-token.js';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept';

/** A request signed in by the extension's device token alone: it carries no cookie, so no session to ride on. */
export function isCookielessBearer(req: Request): boolean {
  return !req.get('cookie') && bearerToken(req.get('authorization')) !== null;
}

/**
 * CORS for the browser extension, and only for its way of signing in: a cross-origin request that carries the
 * device token (`Authorization: Bearer`) and no cookie may read the answer from any origin, without credentials.
 * The preflight is answered when it asks for the Authorization header. Cookie requests get no CORS headers, so
 * other sites still cannot read a session's answers.
 */
export function bearerCors() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.get('origin');
    if (!origin) return next();
    if (req.method === 'OPTIONS') {
      const requested = (req.get('access-control-request-headers') ?? '').toLowerCase().split(/\s*,\s*/);
      if (!requested.includes('authorization')) return next();
      res.vary('Origin');
      res.set({
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
      });
      res.status(204).end();
      return;
    }
    if (isCookielessBearer(req)) res.set('Access-Control-Allow-Origin', '*');
    next();
  };
}

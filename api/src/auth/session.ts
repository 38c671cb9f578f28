import type { RequestHandler, Request, Response } from 'express';
import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type { Logger } from 'pino';
import type pg from 'pg';
import type { AppConfig } from '../config/app-config.js';

declare module 'express-session' {
  interface SessionData {
    userId: string;
    /** When this sign-in happened (ms), for the absolute expiry. */
    signedInAt: number;
    /** Terms accepted on the landing page before the account existed; written to the user at sign-in. */
    termsAcceptedAt: string;
  }
}

export const SESSION_COOKIE = 'sid';

const PgStore = connectPgSimple(session);
/** connect-pg-simple's `close()` is async (it may end a pool of its own); its published types say `void`. */
export type SessionStore = session.Store & { close(): Promise<void> };

/**
 * The sessions table on `pool`, pruned of expired sessions every SESSION_PRUNE_SECONDS (half to one and a half times
 * that, so processes take turns). Whoever ends `pool` closes the store first: its prune timer would otherwise go on
 * querying an ended pool.
 */
export function sessionStore(config: AppConfig, pool: pg.Pool, logger: Logger): SessionStore {
  return new PgStore({
    pool,
    tableName: 'sessions',
    createTableIfMissing: false,
    pruneSessionInterval: config.session.pruneSeconds,
    errorLog: (message: string, err: unknown) => logger.warn({ err }, message.replace(/:\s*$/, '')),
  }) as unknown as SessionStore;
}

/**
 * Server-side sessions in PostgreSQL (table `sessions`). The cookie only carries the signed id: HttpOnly,
 * SameSite=Lax, Secure when the request came over https. `rolling` renews the idle window on every response.
 */
export function sessionMiddleware(config: AppConfig, store: session.Store): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: config.session.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: config.session.idleMs, path: '/' },
  });
}

/** Ends sessions older than the absolute lifetime, however active they were. */
export function absoluteExpiry(absoluteMs: number): RequestHandler {
  return (req, _res, next) => {
    const started = req.session?.signedInAt;
    if (started && Date.now() - started > absoluteMs) {
      req.session.destroy(() => next());
      return;
    }
    next();
  };
}

/** Signs the user in under a fresh session id (no fixation), keeping the pre-sign-in terms acceptance. */
export async function beginSession(req: Request, userId: string): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
  req.session.userId = userId;
  req.session.signedInAt = Date.now();
  await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}

export async function endSession(req: Request, res: Response): Promise<void> {
  await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
  res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}

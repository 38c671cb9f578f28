import { Writable } from 'node:stream';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from './support/poll.js';
import { startTestApp, uniqueEmail, type TestApp } from './support/test-app.js';
import { fileDatabaseUrl } from './support/file-database.js';

const sessionCookie = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('sid='));

describe('sign-in, sessions and sign-out', () => {
  let t: TestApp;
  let db: pg.Client;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_DEV_LOGIN: 'true', STAFF_EMAILS: 'Boss@Example.com, other@example.com' });
    db = new pg.Client({ connectionString: fileDatabaseUrl() });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('answers 401 for the current user when signed out', async () => {
    const res = await t.http.get('/api/auth/user').expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'not_signed_in',
      message: 'Please sign in to continue.',
    });
  });

  it('signs in with the development sign-in and returns the user without secrets', async () => {
    const browser = t.browser();
    const email = uniqueEmail('ada');
    await browser.post('/api/auth/dev-login').send({ email, firstName: 'Ada', lastName: 'Lovelace' }).expect(200);
    const me = await browser.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', role: 'user' });
    expect(Object.keys(me.body)).not.toContain('oidcSubject');
  });

  it('sets an HttpOnly, SameSite=Lax session cookie and keeps sessions in PostgreSQL', async () => {
    const res = await t.browser().post('/api/auth/dev-login').send({ email: uniqueEmail() }).expect(200);
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // plain http here; Secure when served over https
    const sid = decodeURIComponent(cookie.split(';')[0]!.slice(4)).slice(2).split('.')[0]!;
    const row = await db.query('SELECT sess FROM sessions WHERE sid = $1', [sid]);
    expect(row.rowCount).toBe(1);
  });

  it('issues a fresh session id at sign-in', async () => {
    const browser = t.browser();
    const before = sessionCookie(await browser.post('/api/auth/accept-terms').expect(200));
    const after = sessionCookie(await browser.post('/api/auth/dev-login').send({ email: uniqueEmail() }).expect(200));
    expect(before).toBeDefined();
    expect(after).toBeDefined();
    expect(after!.split(';')[0]).not.toBe(before!.split(';')[0]);
  });

  it('records terms accepted before sign-in on the new account', async () => {
    const browser = t.browser();
    await browser.post('/api/auth/accept-terms').expect(200);
    const me = await browser.post('/api/auth/dev-login').send({ email: uniqueEmail() }).expect(200);
    expect(me.body.termsAcceptedAt).toEqual(expect.any(String));
  });

  it('records terms acceptance for a signed-in user once', async () => {
    const browser = t.browser();
    const me = await browser.post('/api/auth/dev-login').send({ email: uniqueEmail() }).expect(200);
    expect(me.body.termsAcceptedAt).toBeNull();
    const first = await browser.post('/api/auth/accept-terms').expect(200);
    const second = await browser.post('/api/auth/accept-terms').expect(200);
    expect(second.body.termsAcceptedAt).toBe(first.body.termsAcceptedAt);
  });

  it('gives the staff role to emails in STAFF_EMAILS, whatever their case', async () => {
    const browser = t.browser();
    const me = await browser.post('/api/auth/dev-login').send({ email: 'boss@example.com' }).expect(200);
    expect(me.body.role).toBe('staff');
  });

  it('keeps one account per email across sign-ins', async () => {
    const email = uniqueEmail();
    const a = await t.browser().post('/api/auth/dev-login').send({ email }).expect(200);
    const b = await t.browser().post('/api/auth/dev-login').send({ email: email.toUpperCase() }).expect(200);
    expect(b.body.id).toBe(a.body.id);
  });

  it('logs out by destroying the session', async () => {
    const browser = t.browser();
    await browser.post('/api/auth/dev-login').send({ email: uniqueEmail() }).expect(200);
    await browser.get('/api/auth/user').expect(200);
    await browser.post('/api/auth/logout').expect(200, { success: true });
    await browser.get('/api/auth/user').expect(401);
  });

  it('ends a session after its absolute lifetime even when active', async () => {
    const browser = t.browser();
    const res = await browser.post('/api/auth/dev-login').send({ email: uniqueEmail() }).expect(200);
    const sid = decodeURIComponent(sessionCookie(res)!.split(';')[0]!.slice(4)).slice(2).split('.')[0]!;
    const longAgo = Date.now() - 31 * 24 * 60 * 60 * 1000;
    await db.query(
      `UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb($2::bigint))::json WHERE sid = $1`,
      [sid, longAgo],
    );
    await browser.get('/api/auth/user').expect(401);
  });

  it('ends a session idle past its expiry', async () => {
    const browser = t.browser();
    const res = await browser.post('/api/auth/dev-login').send({ email: uniqueEmail() }).expect(200);
    const sid = decodeURIComponent(sessionCookie(res)!.split(';')[0]!.slice(4)).slice(2).split('.')[0]!;
    await db.query(`UPDATE sessions SET expire = now() - interval '1 minute' WHERE sid = $1`, [sid]);
    await browser.get('/api/auth/user').expect(401);
  });

  it('sets the idle window to 7 days and renews it on activity', async () => {
    const browser = t.browser();
    const res = await browser.post('/api/auth/dev-login').send({ email: uniqueEmail() }).expect(200);
    const expires = new Date(/Expires=([^;]+)/.exec(sessionCookie(res)!)![1]!).getTime();
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const again = await browser.get('/api/auth/user').expect(200);
    expect(sessionCookie(again)).toBeDefined();
  });
});

describe('the session store', () => {
  it('deletes expired sessions every SESSION_PRUNE_SECONDS, and stops once the app has closed', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'warn' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const t = await startTestApp({ AUTH_DEV_LOGIN: 'true', SESSION_PRUNE_SECONDS: '1' }, logger);
    const db = new pg.Client({ connectionString: fileDatabaseUrl() });
    await db.connect();
    try {
      const res = await t.http
        .post('/api/auth/dev-login')
        .send({ email: uniqueEmail('prune') })
        .expect(200);
      const sid = decodeURIComponent(sessionCookie(res)!.split(';')[0]!.slice(4)).slice(2).split('.')[0]!;
      await db.query(`UPDATE sessions SET expire = now() - interval '1 minute' WHERE sid = $1`, [sid]);
      // The store prunes 0.5–1.5 s after its last query, then again on that rhythm.
      await pollUntil(
        async () => (await db.query('SELECT 1 FROM sessions WHERE sid = $1', [sid])).rowCount,
        (n) => n === 0,
        10_000,
      );
    } finally {
      await db.end();
      await t.close();
    }
    // A prune timer left running would now query the ended pool, within 1.5 s.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(lines.join('')).not.toMatch(/prune sessions/i);
  });
});

describe('development sign-in switch', () => {
  it('is 404 unless AUTH_DEV_LOGIN is true', async () => {
    const t = await startTestApp();
    try {
      const res = await t.http.post('/api/auth/dev-login').send({ email: uniqueEmail() }).expect(404);
      expect(res.body.message).toBe('Cannot POST /api/auth/dev-login');
    } finally {
      await t.close();
    }
  });

  it('is 404 in production even when AUTH_DEV_LOGIN is true', async () => {
    const t = await startTestApp({
      NODE_ENV: 'production',
      AUTH_DEV_LOGIN: 'true',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
      TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32),
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
      APP_URL: 'https://app.example.com',
    });
    try {
      await t.http.post('/api/auth/dev-login').send({ email: uniqueEmail() }).expect(404);
    } finally {
      await t.close();
    }
  });
});

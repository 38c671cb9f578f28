import { randomUUID } from 'node:crypto';
import type { CreateExtensionTokenResponse, ExtensionToken } from '@app/types';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concretePath, liveRoutes, routeName, type LiveRoute } from './support/live-routes.js';
import { TEST_APP_URL, startTestApp, uniqueEmail, type TestApp } from './support/test-app.js';
import { fileDatabaseUrl } from './support/file-database.js';

const EXTENSION_ORIGIN = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
const STAFF_EMAIL = `staff.extension.${Date.now()}@example.com`;

/**
 * What the side panel does, and so all a device token may do (README: "What the extension's token can do"). Every
 * other signed-in route needs the web session.
 */
const OPEN_TO_EXTENSION = [
  'GET /api/auth/user',
  'GET /api/user/resume',
  'POST /api/generate-linkedin-url',
  'POST /api/scrape-job',
  'GET /api/scrape-job/:id',
  'GET /api/scrape-job/:id/jobs',
  'POST /api/scrape-job/:id/abort',
  'GET /api/dashboard/stats',
  'POST /api/contacts/lookup',
  'POST /api/scrape-company',
  'POST /api/generate-email',
  'POST /api/compose/check',
  'POST /api/send-email',
  'POST /api/outbox',
  'GET /api/outbox',
  'DELETE /api/outbox/:id',
  'GET /api/auth/gmail/status',
  'GET /api/mail/accounts',
  'GET /api/email-applications',
  'GET /api/email-applications/:id',
  'DELETE /api/extension/tokens/current',
];

describe("the browser extension's device tokens", () => {
  let t: TestApp;
  let db: pg.Client;

  beforeAll(async () => {
    t = await startTestApp({ AUTH_DEV_LOGIN: 'true', STAFF_EMAILS: STAFF_EMAIL });
    db = new pg.Client({ connectionString: fileDatabaseUrl() });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
  });

  async function signIn(email = uniqueEmail('extension')) {
    const browser = t.browser();
    const me = await browser.post('/api/auth/dev-login').send({ email }).expect(200);
    return { browser, email, userId: me.body.id as string };
  }

  async function issue(browser: ReturnType<TestApp['browser']>, label?: string) {
    const res = await browser
      .post('/api/extension/tokens')
      .set('Origin', TEST_APP_URL)
      .send(label === undefined ? {} : { label })
      .expect(201);
    return res.body as CreateExtensionTokenResponse;
  }

  it('issues a token once to a signed-in session, lists it without the secret, and revokes it', async () => {
    const { browser } = await signIn();
    const created = await issue(browser, 'Chrome on my laptop');
    expect(created.token).toMatch(/^jrx_[A-Za-z0-9_-]{40,}$/);
    expect(created.label).toBe('Chrome on my laptop');
    expect(created.lastUsedAt).toBeNull();

    const list = (await browser.get('/api/extension/tokens').expect(200)).body as ExtensionToken[];
    expect(list).toEqual([
      { id: created.id, label: 'Chrome on my laptop', createdAt: created.createdAt, lastUsedAt: null },
    ]);
    expect(JSON.stringify(list)).not.toContain(created.token);

    await browser.delete(`/api/extension/tokens/${created.id}`).set('Origin', TEST_APP_URL).expect(200);
    expect((await browser.get('/api/extension/tokens').expect(200)).body).toEqual([]);
    const again = await browser.delete(`/api/extension/tokens/${created.id}`).set('Origin', TEST_APP_URL).expect(404);
    expect(again.body.message).toMatch(/does not exist or was already revoked/);
    const malformed = await browser.delete('/api/extension/tokens/not-a-uuid').set('Origin', TEST_APP_URL).expect(404);
    expect(malformed.body.code).toBe('extension_token_not_found');
  });

  it('refuses to issue a token without a session, or to a token', async () => {
    await t.http.post('/api/extension/tokens').send({}).expect(401);
    const { browser } = await signIn();
    const { token } = await issue(browser);
    await t.http.post('/api/extension/tokens').set('Authorization', `Bearer ${token}`).send({}).expect(401);
    await t.http.get('/api/extension/tokens').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it("answers a bearer request from the extension's origin on a signed-in route, with CORS and no credentials", async () => {
    const { browser, email } = await signIn();
    const { token, id } = await issue(browser);

    const preflight = await t.http
      .options('/api/generate-email')
      .set('Origin', EXTENSION_ORIGIN)
      .set('Access-Control-Request-Method', 'PUT')
      .set('Access-Control-Request-Headers', 'authorization,content-type')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/Content-Type/);
    expect(preflight.headers['access-control-allow-methods']).toMatch(/PUT/);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const me = await t.http
      .get('/api/auth/user')
      .set('Origin', EXTENSION_ORIGIN)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(me.body.email).toBe(email);
    expect(me.headers['access-control-allow-origin']).toBe('*');
    expect(me.headers['access-control-allow-credentials']).toBeUndefined();

    // A state-changing request from a random moz-extension origin passes the origin check with the token (and
    // reaches the handler: the search does not exist, rather than 403 or 401).
    const aborted = await t.http
      .post(`/api/scrape-job/${randomUUID()}/abort`)
      .set('Origin', 'moz-extension://0b6a3c1e-1d2f-4e5a-9b8c-7d6e5f4a3b2c')
      .set('Authorization', `Bearer ${token}`)
      .expect(404);
    expect(aborted.headers['access-control-allow-origin']).toBe('*');

    const [row] = (await browser.get('/api/extension/tokens').expect(200)).body as ExtensionToken[];
    expect(row?.id).toBe(id);
    expect(row?.lastUsedAt).not.toBeNull();
  });

  it('lets the extension revoke the token it signs in with (its sign-out)', async () => {
    const { browser } = await signIn();
    const { token } = await issue(browser);
    await t.http
      .delete('/api/extension/tokens/current')
      .set('Origin', EXTENSION_ORIGIN)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    await t.http.get('/api/auth/user').set('Authorization', `Bearer ${token}`).expect(401);
    const bySession = await browser.delete('/api/extension/tokens/current').set('Origin', TEST_APP_URL).expect(400);
    expect(bySession.body.message).toMatch(/Only the browser extension/);
  });

  it('answers 401 for a revoked, unknown or malformed token, readable across origins', async () => {
    const { browser } = await signIn();
    const { token, id } = await issue(browser);
    await browser.delete(`/api/extension/tokens/${id}`).set('Origin', TEST_APP_URL).expect(200);

    const revoked = await t.http
      .get('/api/auth/user')
      .set('Origin', EXTENSION_ORIGIN)
      .set('Authorization', `Bearer ${token}`)
      .expect(401);
    expect(revoked.headers['access-control-allow-origin']).toBe('*');
    expect(revoked.body.message).toBe('Please sign in to continue.');
    await t.http.get('/api/auth/user').set('Authorization', 'Bearer jrx_not-a-real-token').expect(401);
    await t.http.get('/api/auth/user').set('Authorization', 'Basic abc').expect(401);
  });

  it('still refuses cookie requests from foreign origins, and gives them no CORS headers', async () => {
    const { browser } = await signIn();
    const { token } = await issue(browser);
    const refused = await browser
      .put('/api/user/settings')
      .set('Origin', 'https://evil.example')
      .send({ firstName: 'Mallory' })
      .expect(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    // A bearer header does not excuse a request that also carries the session cookie.
    await browser
      .put('/api/user/settings')
      .set('Origin', 'https://evil.example')
      .set('Authorization', `Bearer ${token}`)
      .send({ firstName: 'Mallory' })
      .expect(403);
    const read = await browser.get('/api/auth/user').set('Origin', 'https://evil.example').expect(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never opens staff routes to a token, even a staff member’s', async () => {
    const { browser } = await signIn(STAFF_EMAIL);
    await browser.get('/api/admin/users-detailed').expect(200);
    const { token } = await issue(browser);
    await t.http.get('/api/admin/users-detailed').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('opens only the side panel’s routes to a token: every other signed-in route of the live router answers 401', async () => {
    const { browser } = await signIn();
    const { token } = await issue(browser);
    const routes = liveRoutes(t.app);
    expect(routes.length).toBeGreaterThan(40);
    const names = routes.map(routeName);
    for (const open of OPEN_TO_EXTENSION) expect(names).toContain(open);

    // Its own sign-out revokes the token, so it goes last.
    const last = (r: LiveRoute) => (routeName(r) === 'DELETE /api/extension/tokens/current' ? 1 : 0);
    const refused: string[] = [];
    const accepted: string[] = [];
    for (const route of [...routes].sort((a, b) => last(a) - last(b))) {
      const path = concretePath(route);
      // Public routes (health, sign-in, the webhook, …) answer without anyone signed in: nothing to scope.
      // A fresh client each time: sign-in routes set cookies, and a bearer request must carry none.
      const anonymous = await t.browser()[route.method](path).send({ probe: true });
      if (anonymous.status !== 401) continue;
      // An invalid body: an accepted token reaches validation (400/404), nothing runs.
      const client = t.browser();
      const res = await client[route.method](path)
        .set('Origin', EXTENSION_ORIGIN)
        .set('Authorization', `Bearer ${token}`)
        .send({ probe: true });
      (res.status === 401 ? refused : accepted).push(routeName(route));
      if (res.status === 401 && OPEN_TO_EXTENSION.includes(routeName(route))) {
        expect.fail(`${routeName(route)} should accept the token: ${JSON.stringify(res.body)}`);
      }
    }
    expect(accepted.sort()).toEqual([...OPEN_TO_EXTENSION].sort());
    for (const name of [
      'GET /api/account/export',
      'DELETE /api/account',
      'POST /api/mail/smtp',
      'PUT /api/user/settings',
    ]) {
      expect(refused).toContain(name);
    }
  });

  it('tells a token refused on a session-only route why, without checking the token', async () => {
    const res = await t
      .browser()
      .get('/api/account/export')
      .set('Origin', EXTENSION_ORIGIN)
      .set('Authorization', 'Bearer jrx_not-even-a-real-token')
      .expect(401);
    expect(res.body.code).toBe('extension_token_not_allowed');
    expect(res.body.message).toMatch(/open the app/i);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('keeps only the SHA-256 of a token in the database, and deletes tokens with the account', async () => {
    const { browser, userId } = await signIn();
    const { token, id } = await issue(browser);
    const { rows } = await db.query<Record<string, unknown>>(`SELECT * FROM extension_tokens WHERE user_id = $1`, [
      userId,
    ]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.id).toBe(id);

    await db.query(`DELETE FROM users WHERE id = $1`, [userId]);
    const left = await db.query(`SELECT 1 FROM extension_tokens WHERE id = $1`, [id]);
    expect(left.rowCount).toBe(0);
  });

  it('refuses a label that is too long with a sentence', async () => {
    const { browser } = await signIn();
    const res = await browser
      .post('/api/extension/tokens')
      .set('Origin', TEST_APP_URL)
      .send({ label: 'x'.repeat(101) })
      .expect(400);
    expect(JSON.stringify(res.body.message)).toMatch(/at most 100 characters/);
  });
});

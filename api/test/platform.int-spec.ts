import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('API platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_DEV_LOGIN: 'true', BODY_LIMIT: '10kb' });
  });
  afterAll(() => t.close());

  it('reports the database and the queue healthy', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', db: 'ok', queue: 'ok' });
  });

  it('answers every response with a request id, echoing a valid incoming one', async () => {
    const own = await t.http.get('/api/health').set('X-Request-Id', 'trace-abc.1');
    expect(own.headers['x-request-id']).toBe('trace-abc.1');
    const made = await t.http.get('/api/health');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const res = await t.http.get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers an unknown API path 404 in the common error shape', async () => {
    const res = await t.http.get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/no-such-thing' });
  });

  describe('bad input answers 4xx with a readable message, never 500', () => {
    const post = (body: string) =>
      t.http.post('/api/auth/dev-login').set('Content-Type', 'application/json').send(body);

    it('refuses unknown fields by name', async () => {
      const res = await post(JSON.stringify({ email: 'a@example.com', isAdmin: true })).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.message).toContain("Unknown field 'isAdmin'");
    });

    it('refuses wrong types', async () => {
      const res = await post(JSON.stringify({ email: 'a@example.com', firstName: 42 })).expect(400);
      expect(res.body.message).toContain('firstName must be text');
    });

    it('refuses missing required fields', async () => {
      const res = await post('{}').expect(400);
      expect(res.body.message).toContain('email must be a valid email address');
    });

    it('refuses malformed JSON', async () => {
      const res = await post('{"email": ').expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(typeof res.body.message).toBe('string');
    });

    it('refuses an oversized body with 413', async () => {
      const res = await post(JSON.stringify({ email: `${'a'.repeat(20_000)}@example.com` })).expect(413);
      expect(res.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    });

    it('refuses a JSON array where an object is expected', async () => {
      const res = await post('[1,2]');
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    });
  });

  describe('origin check on state-changing requests', () => {
    it('refuses a POST from another site', async () => {
      const res = await t.http.post('/api/auth/logout').set('Origin', 'https://evil.example').expect(403);
      expect(res.body.message).toMatch(/another site/);
    });

    it('refuses a cross-site browser request that hides its Origin', async () => {
      await t.http.post('/api/auth/logout').set('Sec-Fetch-Site', 'cross-site').expect(403);
    });

    it("lets the app's own origin through", async () => {
      await t.http.post('/api/auth/logout').set('Origin', 'http://localhost:3999').expect(200);
    });

    it('lets non-browser clients through', async () => {
      await t.http.post('/api/auth/logout').expect(200);
    });

    it('never blocks reads', async () => {
      await t.http.get('/api/health').set('Origin', 'https://evil.example').expect(200);
    });
  });
});

describe('allowed extension origins', () => {
  it('accept state-changing requests from an origin listed in ALLOWED_ORIGINS', async () => {
    const t = await startTestApp({ ALLOWED_ORIGINS: 'chrome-extension://abcdefghijklmnop' });
    try {
      await t.http.post('/api/auth/logout').set('Origin', 'chrome-extension://abcdefghijklmnop').expect(200);
      await t.http.post('/api/auth/logout').set('Origin', 'chrome-extension://someoneelse').expect(403);
    } finally {
      await t.close();
    }
  });
});

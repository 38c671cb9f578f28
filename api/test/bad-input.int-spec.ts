import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestApp, TEST_APP_URL, uniqueEmail, type TestApp } from './support/test-app.js';
import { fileDatabaseUrl } from './support/file-database.js';

const STAFF_EMAIL = `staff.bad-input.${Date.now()}@example.com`;
const NUL = '\u0000';

/** JSON nested `depth` levels deep: {"a":{"a":…1…}}. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('bad input never answers 500', () => {
  let t: TestApp;
  let db: pg.Client;
  let user: supertest.Agent;
  let staff: supertest.Agent;

  beforeAll(async () => {
    t = await startTestApp({ AUTH_DEV_LOGIN: 'true', STAFF_EMAILS: STAFF_EMAIL, RUN_WORKERS: 'false' });
    db = new pg.Client({ connectionString: fileDatabaseUrl() });
    await db.connect();
    ({ browser: user } = await signIn(t));
    ({ browser: staff } = await signIn(t, { email: STAFF_EMAIL }));
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
  });

  describe('control characters', () => {
    it('refuses a NUL or another control character in names and labels with 400', async () => {
      for (const firstName of [`Ada${NUL}`, 'Ada\u0007', 'Ada\u001b[31m']) {
        const res = await user.put('/api/user/settings').set('Origin', TEST_APP_URL).send({ firstName }).expect(400);
        expect(res.body.message).toBe('First name must not contain control characters');
      }
      const label = await user
        .post('/api/extension/tokens')
        .set('Origin', TEST_APP_URL)
        .send({ label: `My${NUL}laptop` })
        .expect(400);
      expect(label.body.message).toBe('label must not contain control characters');
      const login = await t
        .browser()
        .post('/api/auth/dev-login')
        .send({ email: uniqueEmail('nul'), lastName: `Love${NUL}lace` })
        .expect(400);
      expect(login.body.message).toBe('lastName must not contain control characters');
    });

    it('keeps tabs and line breaks where text may have them', async () => {
      await user.put('/api/user/settings').set('Origin', TEST_APP_URL).send({ firstName: 'Ada\tMarie' }).expect(200);
    });

    it('refuses a NUL in the search text of every list, the admin lists included', async () => {
      const lists: [supertest.Agent, string][] = [
        [user, '/api/email-applications'],
        [staff, '/api/admin/users-detailed'],
        [staff, '/api/admin/job-requests-detailed'],
        [staff, '/api/admin/email-applications-detailed'],
        [staff, '/api/admin/gmail-credentials-detailed'],
      ];
      for (const [who, path] of lists) {
        const res = await who.get(path).query({ q: `acme${NUL}` });
        expect(res.status, path).toBe(400);
        expect(res.body.message).toBe('q must not contain control characters');
      }
    });

    it('strips NUL from free text (resume, job description, email body) and carries on', async () => {
      const generated = await user
        .post('/api/generate-email')
        .set('Origin', TEST_APP_URL)
        .send({
          companyName: 'Acme',
          jobTitle: 'Backend Engineer',
          jobDescription: `We need Go${NUL} and PostgreSQL.`,
          resumeText: `Ten years of Go${NUL} and PostgreSQL at Initech and Globex, leading backend teams.`,
        })
        .expect(200);
      expect(JSON.stringify(generated.body)).not.toContain('\\u0000');

      const send = await user
        .post('/api/send-email')
        .set('Origin', TEST_APP_URL)
        .send({
          to: 'jane@acme.example',
          subject: 'Backend Engineer',
          body: `Hello Jane,${NUL}\n\nI would like to apply.`,
          jobTitle: 'Backend Engineer',
          companyName: 'Acme',
        })
        .expect(200);
      expect(send.body.mailtoLink).not.toContain('%00');
    });

    it('refuses a NUL anywhere else a string arrives: a route parameter, an unmarked field', async () => {
      const param = await user.get(`/api/scrape-job/${randomUUID()}%00`);
      expect(param.status).toBe(400);
      const url = await user
        .post('/api/generate-linkedin-url')
        .set('Origin', TEST_APP_URL)
        .send({ keyword: `go${NUL}`, location: 'Remote', workType: 2 });
      expect(url.status).toBe(400);
    });
  });

  describe('request bodies', () => {
    it('refuses JSON nested deeper than a few levels with 400, before validation', async () => {
      for (const depth of [3000, 100_000]) {
        const res = await user
          .put('/api/user/settings')
          .set('Origin', TEST_APP_URL)
          .set('Content-Type', 'application/json')
          .send(`{"notifications":${nested(depth)}}`);
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(/nested too deeply/);
      }
      const arrays = await user
        .post('/api/generate-email')
        .set('Origin', TEST_APP_URL)
        .set('Content-Type', 'application/json')
        .send(`${'['.repeat(5000)}${']'.repeat(5000)}`);
      expect(arrays.status).toBe(400);
    });

    it('answers malformed JSON with a fixed sentence that never quotes the body', async () => {
      for (const body of ['{"firstName": "secret-body-text', '{"firstName": secret-body-text}', 'secret-body-text']) {
        const res = await user
          .put('/api/user/settings')
          .set('Origin', TEST_APP_URL)
          .set('Content-Type', 'application/json')
          .send(body)
          .expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: 'The request body is not valid JSON.',
        });
      }
    });
  });

  describe('admin paging', () => {
    it('refuses absurd page numbers and page sizes with 400', async () => {
      for (const query of [
        { page: '99999999999999999999' },
        { page: '1e30' },
        { page: '100001' },
        // Decimal digits only: no hexadecimal, exponent, sign, fraction or padding.
        { page: '0x10' },
        { page: '1e3' },
        { page: '+2' },
        { page: '2.0' },
        { page: ' 2' },
        { pageSize: '0x10' },
        { pageSize: '99999999999' },
        { pageSize: '1e30' },
      ]) {
        for (const path of ['/api/admin/users-detailed', '/api/admin/job-requests-detailed', '/api/admin/audit-log']) {
          const res = await staff.get(path).query(query);
          expect(res.status, `${path} ${JSON.stringify(query)}`).toBe(400);
          expect(res.body.message).toMatch(/page(Size)? must be a whole number from 1/);
        }
      }
      await staff.get('/api/admin/users-detailed').query({ page: '100000' }).expect(200);
      // A search's jobs read their page numbers the same way (a search that is not there answers 404 after).
      for (const query of [{ page: '0x10' }, { page: '1e3' }, { pageSize: '1e1' }, { minMatch: '0x32' }]) {
        const res = await user.get(`/api/scrape-job/${randomUUID()}/jobs`).query(query);
        expect(res.status, JSON.stringify(query)).toBe(400);
      }
      await user.get(`/api/scrape-job/${randomUUID()}/jobs`).query({ page: '2', minMatch: '50' }).expect(404);
    });
  });

  describe('personal answers are never cached', () => {
    it('marks signed-in JSON private, no-store', async () => {
      const { user: me } = await signIn(t);
      for (const [who, path] of [
        [user, '/api/auth/user'],
        [user, '/api/email-applications'],
        [user, '/api/user/resume'],
        [user, '/api/user/settings'],
        [user, '/api/account/export'],
        [staff, '/api/admin/users-detailed'],
        [staff, `/api/admin/users/${me.id}`],
      ] as const) {
        const res = await who.get(path);
        expect(res.status, path).toBeLessThan(500);
        expect(res.headers['cache-control'], path).toBe('private, no-store');
      }
    });
  });
});

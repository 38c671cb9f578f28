import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import type supertest from 'supertest';
import type {
  AdminEmailApplication,
  AdminJobRequest,
  AdminMailAccount,
  AdminResume,
  AdminUser,
  AdminUserDetail,
  AuditLogEntry,
  Paginated,
  UserDataExport,
} from '@app/types';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffGuard } from '../src/auth/staff.guard.js';
import { liveRoutes } from './support/live-routes.js';
import { startTestApp, uniqueEmail, type TestApp } from './support/test-app.js';
import { SEEDED_SECRETS, seedUserData } from './support/user-data.js';
import { fileDatabaseUrl } from './support/file-database.js';

const STAFF_EMAIL = 'staff.admin-spec@example.com';

/** Every route the app serves under /api/admin, read from the live Express router (a new route is covered as is). */
function adminRoutes(t: TestApp): { method: string; path: string }[] {
  return liveRoutes(t.app)
    .filter((r) => r.path.startsWith('/api/admin/'))
    .map((r) => ({ method: r.method.toUpperCase(), path: r.path }));
}

/**
 * Every route any controller guards with StaffGuard, wherever it lives (billing's staff views too), read from the
 * controllers' own metadata.
 */
function staffGuardedRoutes(t: TestApp): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const join = (...parts: string[]) =>
    `/${parts
      .flatMap((p) => p.split('/'))
      .filter(Boolean)
      .join('/')}`;
  for (const module of t.app.nest.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const classGuards = (Reflect.getMetadata(GUARDS_METADATA, controller) ?? []) as unknown[];
      const prefixes = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const guards = [...classGuards, ...((Reflect.getMetadata(GUARDS_METADATA, handler) ?? []) as unknown[])];
        if (!guards.includes(StaffGuard)) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        for (const prefix of prefixes) {
          for (const path of [Reflect.getMetadata(PATH_METADATA, handler)].flat() as string[]) {
            routes.push({ method, path: join('api', prefix, path) });
          }
        }
      }
    }
  }
  return routes;
}

/** The admin routes and every other staff-only route, once each. */
function staffOnlyRoutes(t: TestApp): { method: string; path: string }[] {
  const all = new Map<string, { method: string; path: string }>();
  for (const route of [...adminRoutes(t), ...staffGuardedRoutes(t)]) all.set(`${route.method} ${route.path}`, route);
  return [...all.values()];
}

const withIds = (path: string, id: string) => path.replace(/:[A-Za-z]+/g, id);

describe('staff admin', () => {
  let t: TestApp;
  let db: pg.Client;
  let staff: supertest.Agent;
  let staffId: string;

  beforeAll(async () => {
    t = await startTestApp({ AUTH_DEV_LOGIN: 'true', STAFF_EMAILS: STAFF_EMAIL.toUpperCase() });
    db = new pg.Client({ connectionString: fileDatabaseUrl() });
    await db.connect();
    staff = t.browser();
    const res = await staff.post('/api/auth/dev-login').send({ email: STAFF_EMAIL }).expect(200);
    expect(res.body.role).toBe('staff');
    staffId = res.body.id as string;
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  async function signUp(
    first = 'Jane',
    last = 'Doe',
  ): Promise<{ browser: supertest.Agent; id: string; email: string }> {
    const browser = t.browser();
    const email = uniqueEmail(first.toLowerCase());
    const res = await browser.post('/api/auth/dev-login').send({ email, firstName: first, lastName: last }).expect(200);
    return { browser, id: res.body.id as string, email };
  }

  async function auditRows(subjectId: string): Promise<{ action: string; staff_user_id: string }[]> {
    const { rows } = await db.query<{ action: string; staff_user_id: string }>(
      `SELECT action, staff_user_id FROM audit_log WHERE subject_user_id = $1 ORDER BY id`,
      [subjectId],
    );
    return rows;
  }

  describe('who may use it', () => {
    it('serves the admin calls the spec names, and the per-user reads', () => {
      const paths = adminRoutes(t).map((r) => `${r.method} ${r.path}`);
      expect(paths).toEqual(
        expect.arrayContaining([
          'GET /api/admin/users-detailed',
          'GET /api/admin/job-requests-detailed',
          'GET /api/admin/email-applications-detailed',
          'GET /api/admin/gmail-credentials-detailed',
          'GET /api/admin/audit-log',
          'GET /api/admin/users/:id',
          'GET /api/admin/users/:id/resume',
          'GET /api/admin/users/:id/resume/file',
          'GET /api/admin/users/:id/export',
        ]),
      );
    });

    it('guards every admin route with StaffGuard', () => {
      const guarded = staffGuardedRoutes(t).map((r) => `${r.method} ${r.path}`);
      expect(adminRoutes(t).map((r) => `${r.method} ${r.path}`)).toEqual(
        expect.arrayContaining(guarded.filter((r) => r.includes(' /api/admin'))),
      );
      for (const route of adminRoutes(t)) expect(guarded).toContain(`${route.method} ${route.path}`);
    });

    it('refuses a signed-in user who is not staff with 403 on every staff route, and reads nothing', async () => {
      const user = await signUp();
      const target = await signUp('Sam', 'Target');
      await seedUserData(db, target.id);
      const routes = staffOnlyRoutes(t);
      expect(routes.length).toBeGreaterThanOrEqual(9);
      for (const route of routes) {
        const res = await user.browser[route.method.toLowerCase() as 'get'](withIds(route.path, target.id));
        expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
          route: `${route.method} ${route.path}`,
          status: 403,
        });
        expect(res.body).toMatchObject({
          statusCode: 403,
          code: 'staff_only',
          message: 'This page is for staff only. Your account does not have access to it.',
        });
      }
      expect(await auditRows(target.id)).toEqual([]);
    });

    it('asks a signed-out visitor to sign in (401) on every staff route', async () => {
      for (const route of staffOnlyRoutes(t)) {
        const res = await t.http[route.method.toLowerCase() as 'get'](withIds(route.path, randomUUID()));
        expect({ route: route.path, status: res.status }).toEqual({ route: route.path, status: 401 });
      }
    });

    it('lets staff through on every admin route', async () => {
      const target = await signUp();
      await seedUserData(db, target.id);
      for (const route of adminRoutes(t)) {
        const res = await staff[route.method.toLowerCase() as 'get'](withIds(route.path, target.id));
        expect({ route: route.path, status: res.status }).toEqual({ route: route.path, status: 200 });
      }
    });

    it('ends staff access when the email leaves STAFF_EMAILS, without waiting for a new sign-in', async () => {
      // The same database, served by an app whose STAFF_EMAILS no longer lists this email.
      const other = await startTestApp({ AUTH_DEV_LOGIN: 'true', STAFF_EMAILS: 'someone.else@example.com' });
      try {
        const browser = other.browser();
        await browser.post('/api/auth/dev-login').send({ email: STAFF_EMAIL }).expect(200);
        // The role as an earlier sign-in stored it.
        await db.query(`UPDATE users SET role = 'staff' WHERE id = $1`, [staffId]);
        const refused = await browser.get('/api/admin/users-detailed').expect(403);
        expect(refused.body.code).toBe('staff_only');
      } finally {
        await db.query(`UPDATE users SET role = 'staff' WHERE id = $1`, [staffId]);
        await other.close();
      }
    });
  });

  describe('lists', () => {
    it('pages the users list newest first and finds users by part of their email or name', async () => {
      const tag = randomUUID().slice(0, 6);
      const made: string[] = [];
      for (let i = 0; i < 3; i++) made.push((await signUp('Zed', `Quux${tag}`)).id);

      const first = await staff
        .get('/api/admin/users-detailed')
        .query({ q: `quux${tag.toUpperCase()}`, pageSize: 2 })
        .expect(200);
      const page1 = first.body as Paginated<AdminUser>;
      expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(page1.items.map((u) => u.id)).toEqual([made[2], made[1]]);
      const second = (
        await staff
          .get('/api/admin/users-detailed')
          .query({ q: `Quux${tag}`, pageSize: 2, page: 2 })
          .expect(200)
      ).body as Paginated<AdminUser>;
      expect(second.items.map((u) => u.id)).toEqual([made[0]]);

      const all = (await staff.get('/api/admin/users-detailed').expect(200)).body as Paginated<AdminUser>;
      expect(all.pageSize).toBe(25);
      expect(all.total).toBeGreaterThanOrEqual(4);
    });

    it('takes LIKE wildcards in the search text literally', async () => {
      const res = await staff.get('/api/admin/users-detailed').query({ q: '%_%' }).expect(200);
      expect((res.body as Paginated<AdminUser>).total).toBe(0);
    });

    it('counts what each user has', async () => {
      const target = await signUp();
      await seedUserData(db, target.id);
      const res = await staff.get('/api/admin/users-detailed').query({ q: target.email }).expect(200);
      expect((res.body as Paginated<AdminUser>).items).toEqual([
        expect.objectContaining({
          id: target.id,
          email: target.email,
          firstName: 'Jane',
          role: 'user',
          hasResume: true,
          searchCount: 1,
          applicationCount: 2,
          mailAccountCount: 2,
        }),
      ]);
    });

    it('lists one user’s searches, applications and mail accounts, with no secret among them', async () => {
      const target = await signUp();
      const seeded = await seedUserData(db, target.id);
      const query = { userId: target.id };

      const searches = (await staff.get('/api/admin/job-requests-detailed').query(query).expect(200))
        .body as Paginated<AdminJobRequest>;
      expect(searches.total).toBe(1);
      expect(searches.items[0]).toMatchObject({
        id: seeded.searchId,
        userId: target.id,
        userEmail: target.email,
        status: 'completed',
        totalJobsFound: 10,
        jobsKept: 1,
      });

      const applications = (await staff.get('/api/admin/email-applications-detailed').query(query).expect(200))
        .body as Paginated<AdminEmailApplication>;
      expect(applications.total).toBe(2);
      expect(applications.items[0]).toMatchObject({ userId: target.id, companyEmail: 'hiring@acme.example' });
      expect(Object.keys(applications.items[0]!)).not.toContain('emailBody');

      const res = await staff.get('/api/admin/gmail-credentials-detailed').query(query).expect(200);
      const accounts = res.body as Paginated<AdminMailAccount>;
      expect(accounts.items.map((a) => [a.provider, a.isActive, a.smtpServer]).sort()).toEqual([
        ['gmail', true, null],
        ['smtp', false, 'smtp.example.net:465'],
      ]);
      expect(res.text).not.toContain(SEEDED_SECRETS.gmailCiphertext);
      expect(res.text).not.toContain(SEEDED_SECRETS.smtpCiphertext);
      expect(res.text).not.toMatch(/ciphertext|secret|password|token/i);
    });

    it('finds searches and applications by their own text or their owner’s email', async () => {
      const target = await signUp();
      await seedUserData(db, target.id);
      const byOwner = (
        await staff
          .get('/api/admin/email-applications-detailed')
          .query({ q: target.email.slice(0, 20) })
          .expect(200)
      ).body as Paginated<AdminEmailApplication>;
      expect(byOwner.items.every((a) => a.userEmail.startsWith(target.email.slice(0, 20)))).toBe(true);
      expect(byOwner.items.some((a) => a.userId === target.id)).toBe(true);
      const keyword = (
        await db.query<{ keyword: string }>(`SELECT keyword FROM search_requests WHERE user_id = $1`, [target.id])
      ).rows[0]!.keyword;
      const byKeyword = (
        await staff.get('/api/admin/job-requests-detailed').query({ q: keyword.toUpperCase() }).expect(200)
      ).body as Paginated<AdminJobRequest>;
      expect(byKeyword.items.map((s) => s.userId)).toEqual([target.id]);
    });

    it('answers 400 with a sentence for a bad page, page size, user id or unknown parameter', async () => {
      const cases: [Record<string, string>, RegExp][] = [
        [{ page: '0' }, /page must be a whole number from 1/],
        [{ pageSize: '500' }, /pageSize must be a whole number from 1 to 100/],
        [{ userId: 'nope' }, /userId must be a user id/],
        [{ sort: 'email' }, /Unknown field 'sort' is not allowed/],
      ];
      for (const [query, message] of cases) {
        const res = await staff.get('/api/admin/job-requests-detailed').query(query).expect(400);
        expect(res.body.message).toMatch(message);
      }
      const users = await staff.get('/api/admin/users-detailed').query({ userId: randomUUID() }).expect(400);
      expect(users.body.message).toMatch(/Unknown field 'userId'/);
      const bad = await staff.get('/api/admin/users/not-a-uuid').expect(400);
      expect(bad.body.message).toBe('The user id must be a UUID');
    });

    it('answers 404 for a user that does not exist, and writes no audit row', async () => {
      const ghost = randomUUID();
      for (const path of [
        `/api/admin/users/${ghost}`,
        `/api/admin/users/${ghost}/resume`,
        `/api/admin/users/${ghost}/export`,
      ]) {
        const res = await staff.get(path).expect(404);
        expect(res.body.message).toMatch(/No (user|account)/);
      }
      await staff.get('/api/admin/job-requests-detailed').query({ userId: ghost }).expect(404);
      expect(await auditRows(ghost)).toEqual([]);
    });
  });

  describe('one user’s data', () => {
    it('shows the profile, activity counts, resume and mail connection status', async () => {
      const target = await signUp();
      const seeded = await seedUserData(db, target.id);
      const detail = (await staff.get(`/api/admin/users/${target.id}`).expect(200)).body as AdminUserDetail;
      expect(detail).toMatchObject({
        id: target.id,
        email: target.email,
        searchCount: 1,
        applicationCount: 2,
        searchesByStatus: { completed: 1 },
        applications: { sent: 2, replied: 1, interview: 0, rejected: 0 },
        resume: { fileName: 'Jane Doe résumé.txt', mimeType: 'text/plain', sizeBytes: seeded.resumeText.length },
      });
      expect(detail.mailAccounts.map((m) => m.provider)).toEqual(['gmail', 'smtp']);

      const resume = (await staff.get(`/api/admin/users/${target.id}/resume`).expect(200)).body as AdminResume;
      expect(resume.text).toBe(seeded.resumeText);

      const file = await staff.get(`/api/admin/users/${target.id}/resume/file`).expect(200);
      expect(file.headers['content-type']).toMatch(/^text\/plain/);
      expect(file.headers['content-disposition']).toContain("filename*=UTF-8''Jane%20Doe%20r%C3%A9sum%C3%A9.txt");
      expect(file.text).toBe(seeded.resumeText);
    });

    it('says so when the user has no resume', async () => {
      const target = await signUp();
      const res = await staff.get(`/api/admin/users/${target.id}/resume`).expect(404);
      expect(res.body.message).toBe('This user has no saved resume.');
    });

    it('exports the user’s data as a JSON file named for them, with no token, password or file bytes', async () => {
      const target = await signUp();
      const seeded = await seedUserData(db, target.id);
      const res = await staff.get(`/api/admin/users/${target.id}/export`).expect(200);
      const slug = target.email.replace('@', '_');
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="jobreach-data-${slug.replace(/\./g, '\\.')}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      const data = res.body as UserDataExport;
      expect(data).toMatchObject({ format: 'jobreach-user-data/1', userId: target.id });
      expect(data.account).toMatchObject({ id: target.id, email: target.email, first_name: 'Jane' });
      expect(data.tables.resumes).toEqual([expect.objectContaining({ text: seeded.resumeText })]);
      expect(data.tables.search_requests?.map((r) => r.id)).toEqual([seeded.searchId]);
      // Rows that belong to the user's rows come too (found from the schema's foreign keys).
      expect(data.tables.search_results).toEqual([
        expect.objectContaining({ search_id: seeded.searchId, match_score: 87 }),
      ]);
      expect(data.tables.email_applications?.map((r) => r.id).sort()).toEqual([...seeded.applicationIds].sort());
      expect(data.tables.mail_accounts).toHaveLength(2);
      expect(data.tables.user_settings).toEqual([expect.objectContaining({ language: 'de' })]);
      expect(data.omitted).toMatchObject({
        mail_accounts: { secret_ciphertext: expect.stringMatching(/secret/) },
        resumes: { file_data: expect.stringMatching(/file bytes/) },
      });

      const text = JSON.stringify(data.tables) + JSON.stringify(data.account);
      expect(text).not.toContain(SEEDED_SECRETS.gmailCiphertext);
      expect(text).not.toContain(SEEDED_SECRETS.smtpCiphertext);
      const keys = Object.values(data.tables).flatMap((rows) => rows.flatMap((r) => Object.keys(r)));
      expect(keys.filter((k) => /token|password|secret|ciphertext/i.test(k))).toEqual([]);
      expect(keys).not.toContain('file_data');
      expect(data.tables.users).toBeUndefined();
      expect(data.tables.audit_log).toBeUndefined();
    });
  });

  describe('audit log', () => {
    it('writes one row per staff read of a user’s data: who, whom, what and when', async () => {
      const target = await signUp();
      await seedUserData(db, target.id);
      const before = new Date();
      await staff.get(`/api/admin/users/${target.id}`).expect(200);
      await staff.get(`/api/admin/users/${target.id}/resume`).expect(200);
      await staff.get(`/api/admin/users/${target.id}/resume/file`).expect(200);
      await staff.get(`/api/admin/users/${target.id}/export`).expect(200);
      await staff.get('/api/admin/job-requests-detailed').query({ userId: target.id }).expect(200);
      await staff.get('/api/admin/email-applications-detailed').query({ userId: target.id }).expect(200);
      await staff.get('/api/admin/gmail-credentials-detailed').query({ userId: target.id }).expect(200);

      expect(await auditRows(target.id)).toEqual(
        [
          'user.view',
          'resume.view',
          'resume.download',
          'user.export',
          'job-requests.list',
          'email-applications.list',
          'mail-accounts.list',
        ].map((action) => ({ action, staff_user_id: staffId })),
      );

      const log = (await staff.get('/api/admin/audit-log').query({ userId: target.id }).expect(200))
        .body as Paginated<AuditLogEntry>;
      expect(log.total).toBe(7);
      expect(log.items[0]).toMatchObject({
        action: 'mail-accounts.list',
        staffUserId: staffId,
        staffEmail: STAFF_EMAIL,
        subjectUserId: target.id,
        subjectEmail: target.email,
        subjectRef: createHash('sha256').update(target.id).digest('hex'),
        detail: { page: 1, pageSize: 25, searched: false },
      });
      expect(new Date(log.items[0]!.at).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    });

    it('records list reads too, without the search text', async () => {
      const secretSearch = `needle-${randomUUID()}`;
      await staff.get('/api/admin/users-detailed').query({ q: secretSearch, page: 3 }).expect(200);
      const { rows } = await db.query(
        `SELECT action, subject_user_id, detail FROM audit_log WHERE staff_user_id = $1 ORDER BY id DESC LIMIT 1`,
        [staffId],
      );
      expect(rows[0]).toEqual({
        action: 'users.list',
        subject_user_id: null,
        detail: { page: 3, pageSize: 25, searched: true },
      });
      const all = await db.query(`SELECT count(*)::int AS n FROM audit_log a WHERE a::text LIKE $1`, [
        `%${secretSearch}%`,
      ]);
      expect(all.rows[0].n).toBe(0);
    });

    it('keeps no personal data in an audit row', async () => {
      const target = await signUp('Privy', 'Person');
      await staff.get(`/api/admin/users/${target.id}`).expect(200);
      const { rows } = await db.query(`SELECT a::text AS row FROM audit_log a WHERE subject_user_id = $1`, [target.id]);
      expect(rows).toHaveLength(1);
      expect(rows[0].row).not.toContain(target.email);
      expect(rows[0].row).not.toMatch(/Privy|Person/);
    });

    it('filters the log by action and pages it newest first', async () => {
      const target = await signUp();
      await seedUserData(db, target.id);
      await staff.get(`/api/admin/users/${target.id}/resume`).expect(200);
      await staff.get(`/api/admin/users/${target.id}/resume`).expect(200);
      const res = await staff
        .get('/api/admin/audit-log')
        .query({ action: 'resume.view', userId: target.id, pageSize: 1 })
        .expect(200);
      expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
      const bad = await staff.get('/api/admin/audit-log').query({ action: 'peek' }).expect(400);
      expect(bad.body.message).toMatch(/action must be one of users.list/);
    });
  });
});

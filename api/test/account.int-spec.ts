import { createHash } from 'node:crypto';
import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import pg from 'pg';
import type supertest from 'supertest';
import type { UserDataExport } from '@app/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountDeletionStep, RunsBeforeAccountDeletion } from '../src/account/account-deletion-step.js';
import { AccountDeletionService } from '../src/account/account-deletion.service.js';
import { UserDataCatalog } from '../src/account/user-data-catalog.js';
import { AppModule } from '../src/app.module.js';
import { createRootLogger } from '../src/common/logging/logger.js';
import { DomainError } from '../src/common/errors/domain-error.js';
import { loadConfig } from '../src/config/app-config.js';
import { RETENTION_CRON, RETENTION_QUEUE } from '../src/retention/retention.schedule.js';
import { RetentionService } from '../src/retention/retention.service.js';
import { startTestApp, TEST_APP_URL, uniqueEmail, type TestApp } from './support/test-app.js';
import { findTraces, SEEDED_SECRETS, seedUserData } from './support/user-data.js';
import { fileDatabaseUrl } from './support/file-database.js';

const STAFF_EMAIL = 'staff.account-spec@example.com';
const OTHER_STAFF_EMAIL = 'leaving.staff.account-spec@example.com';
const ref = (id: string) => createHash('sha256').update(id).digest('hex');
const DAY = 86_400_000;

describe('a person’s own data: export, deletion, retention', () => {
  let t: TestApp;
  let db: pg.Client;
  let staff: supertest.Agent;

  beforeAll(async () => {
    t = await startTestApp({ AUTH_DEV_LOGIN: 'true', STAFF_EMAILS: `${STAFF_EMAIL},${OTHER_STAFF_EMAIL}` });
    db = new pg.Client({ connectionString: fileDatabaseUrl() });
    await db.connect();
    staff = t.browser();
    await staff.post('/api/auth/dev-login').send({ email: STAFF_EMAIL }).expect(200);
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  async function signUp(email = uniqueEmail('jane')): Promise<{ browser: supertest.Agent; id: string; email: string }> {
    const browser = t.browser();
    const res = await browser
      .post('/api/auth/dev-login')
      .send({ email, firstName: 'Jane', lastName: 'Doe' })
      .expect(200);
    return { browser, id: res.body.id as string, email };
  }

  describe('the schema', () => {
    it('ties every table of users’ data to users with a foreign key that cascades or sets null', async () => {
      const tables = await t.app.nest.get(UserDataCatalog).tables();
      const names = tables.map((x) => x.table);
      for (const table of [
        'resumes',
        'search_requests',
        'search_results',
        'mail_accounts',
        'email_applications',
        'user_settings',
      ]) {
        expect(names).toContain(table);
      }
      const loose = tables.filter((x) => x.onUserDelete === 'refused' || x.onUserDelete === 'no foreign key');
      expect(loose.map((x) => `${x.table}: ${x.via} (${x.onUserDelete})`)).toEqual([]);
      // Reached through a user's rows, not by a column of its own.
      expect(tables.find((x) => x.table === 'search_results')).toMatchObject({
        via: 'search_id → search_requests',
        onUserDelete: 'cascade',
      });
    });
  });

  describe('export', () => {
    it('gives the signed-in person their own data as a file, and when staff read it', async () => {
      const me = await signUp();
      const seeded = await seedUserData(db, me.id);
      await staff.get(`/api/admin/users/${me.id}`).expect(200);

      const res = await me.browser.get('/api/account/export').expect(200);
      expect(res.headers['content-disposition']).toContain(`jobreach-data-${me.email.replace('@', '_')}-`);
      const data = res.body as UserDataExport;
      expect(data.account).toMatchObject({ id: me.id, email: me.email });
      expect(data.tables.resumes?.[0]).toMatchObject({ text: seeded.resumeText });
      expect(data.tables.email_applications).toHaveLength(2);
      expect(res.text).not.toContain(SEEDED_SECRETS.gmailCiphertext);
      expect(data.staffAccess).toEqual([{ at: expect.any(String), action: 'user.view' }]);
    });

    it('asks a signed-out visitor to sign in', async () => {
      await t.http.get('/api/account/export').expect(401);
    });
  });

  describe('deletion', () => {
    it('refuses without the account’s email typed to confirm, and removes nothing', async () => {
      const me = await signUp();
      await seedUserData(db, me.id);
      for (const body of [{}, { confirmEmail: 'someone.else@example.com' }]) {
        const res = await me.browser.delete('/api/account').send(body).expect(400);
        expect(res.body.message).toMatch(/confirmEmail is required|type its email address exactly/);
      }
      await me.browser.get('/api/auth/user').expect(200);
      expect((await db.query(`SELECT 1 FROM resumes WHERE user_id = $1`, [me.id])).rowCount).toBe(1);
    });

    it('leaves no row of the person in any table, ends every session, and keeps the audit trail anonymous', async () => {
      const me = await signUp();
      const otherDevice = t.browser();
      await otherDevice.post('/api/auth/dev-login').send({ email: me.email }).expect(200);
      const seeded = await seedUserData(db, me.id);
      await me.browser.put('/api/user/settings').send({ language: 'fr' });
      await staff.get(`/api/admin/users/${me.id}`).expect(200);
      await staff.get(`/api/admin/users/${me.id}/export`).expect(200);
      expect((await findTraces(db, me)).length).toBeGreaterThan(5);

      const res = await me.browser
        .delete('/api/account')
        .send({ confirmEmail: ` ${me.email.toUpperCase()} ` })
        .expect(200);
      expect(res.body).toEqual({ deleted: true });
      expect(String(res.headers['set-cookie'])).toMatch(/sid=;/);

      await me.browser.get('/api/auth/user').expect(401);
      await otherDevice.get('/api/auth/user').expect(401);
      // Every table of every schema, read whole: neither the id nor the email is anywhere.
      expect(await findTraces(db, me)).toEqual([]);
      // Shared data stays: the job is every user's.
      expect((await db.query(`SELECT 1 FROM jobs WHERE id = $1`, [seeded.jobId])).rowCount).toBe(1);
      // Who read the account, and when, is still on record, under the id's hash only.
      const audit = await db.query(`SELECT action, subject_user_id FROM audit_log WHERE subject_ref = $1 ORDER BY id`, [
        ref(me.id),
      ]);
      expect(audit.rows).toEqual([
        { action: 'user.view', subject_user_id: null },
        { action: 'user.export', subject_user_id: null },
      ]);
      const log = await staff.get('/api/admin/audit-log').query({ userId: me.id }).expect(200);
      expect(log.body.items[0]).toMatchObject({ subjectUserId: null, subjectEmail: null, subjectRef: ref(me.id) });
    });

    it('lets the same email sign up again as a new, empty account', async () => {
      const first = await signUp();
      await seedUserData(db, first.id);
      await first.browser.delete('/api/account').send({ confirmEmail: first.email }).expect(200);
      const again = await signUp(first.email);
      expect(again.id).not.toBe(first.id);
      const resume = await again.browser.get('/api/user/resume').expect(200);
      expect(resume.body.hasResume).toBe(false);
    });

    it('deletes a staff account too, and the reads it made stay on record without it', async () => {
      const leaving = t.browser();
      const res = await leaving.post('/api/auth/dev-login').send({ email: OTHER_STAFF_EMAIL }).expect(200);
      const staffId = res.body.id as string;
      const subject = await signUp();
      await leaving.get(`/api/admin/users/${subject.id}`).expect(200);
      await leaving.delete('/api/account').send({ confirmEmail: OTHER_STAFF_EMAIL }).expect(200);
      expect(await findTraces(db, { id: staffId, email: OTHER_STAFF_EMAIL })).toEqual([]);
      const rows = await db.query(`SELECT staff_user_id, subject_user_id FROM audit_log WHERE staff_ref = $1`, [
        ref(staffId),
      ]);
      expect(rows.rows).toEqual([{ staff_user_id: null, subject_user_id: subject.id }]);
    });
  });

  describe('steps other modules register', () => {
    const calls: { userId: string; rowsStillThere: boolean }[] = [];
    const failFor = new Set<string>();
    let context: INestApplicationContext;

    @Injectable()
    @RunsBeforeAccountDeletion()
    class RecordingStep implements AccountDeletionStep {
      readonly description = 'record the deletion';
      async beforeDelete(userId: string): Promise<void> {
        const rows = await db.query(`SELECT 1 FROM resumes WHERE user_id = $1`, [userId]);
        calls.push({ userId, rowsStillThere: rows.rowCount === 1 });
      }
    }

    @Injectable()
    @RunsBeforeAccountDeletion()
    class CancelSubscriptionStep implements AccountDeletionStep {
      readonly description = 'cancel your Pro subscription at Paddle';
      async beforeDelete(userId: string): Promise<void> {
        if (failFor.has(userId)) throw new DomainError(502, 'paddle_cancel_failed', 'Paddle did not answer');
      }
    }

    @Module({ providers: [RecordingStep, CancelSubscriptionStep] })
    class StepsModule {}

    beforeAll(async () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        APP_URL: TEST_APP_URL,
        LOG_LEVEL: 'silent',
        RUN_WORKERS: 'false',
        DATABASE_URL: fileDatabaseUrl(),
      });
      @Module({ imports: [AppModule.forRoot(config, fileDatabaseUrl(), createRootLogger('silent')), StepsModule] })
      class WithSteps {}
      context = await NestFactory.createApplicationContext(WithSteps, { logger: false });
      await context.init();
    });
    afterAll(async () => {
      await context.close();
    });

    it('finds every registered step and runs each before any row is deleted', async () => {
      const deletion = context.get(AccountDeletionService);
      expect(deletion.stepDescriptions()).toEqual(
        expect.arrayContaining(['record the deletion', 'cancel your Pro subscription at Paddle']),
      );
      const me = await signUp();
      await seedUserData(db, me.id);
      await deletion.delete(me.id);
      expect(calls).toContainEqual({ userId: me.id, rowsStillThere: true });
      expect(await findTraces(db, me)).toEqual([]);
    });

    it('deletes nothing when a step fails, and says which one', async () => {
      const me = await signUp();
      await seedUserData(db, me.id);
      failFor.add(me.id);
      const deletion = context.get(AccountDeletionService);
      await expect(deletion.delete(me.id)).rejects.toThrowError(
        'Your account was not deleted: we could not cancel your Pro subscription at Paddle (Paddle did not answer). ' +
          'Nothing was removed; please try again in a few minutes.',
      );
      expect((await db.query(`SELECT 1 FROM users WHERE id = $1`, [me.id])).rowCount).toBe(1);
      expect((await db.query(`SELECT 1 FROM mail_accounts WHERE user_id = $1`, [me.id])).rowCount).toBe(2);
      await me.browser.get('/api/auth/user').expect(200);
    });
  });

  describe('retention', () => {
    async function application(userId: string, sentAt: Date | null, createdAt: Date): Promise<string> {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO email_applications (user_id, status, job_title, company_name, company_email, email_subject,
           provider, from_address, sent_at, created_at)
         VALUES ($1, $2, 'Engineer', 'Acme', 'hr@acme.example', 'Hello', 'smtp', 'me@example.com', $3, $4)
         RETURNING id`,
        [userId, sentAt ? 'sent' : 'failed', sentAt, createdAt],
      );
      return rows[0]!.id;
    }

    async function auditAt(at: Date, subjectId: string): Promise<string> {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO audit_log (at, staff_ref, subject_user_id, subject_ref, action) VALUES ($1, $2, $3, $4, 'user.view')
         RETURNING id`,
        [at, ref('staff'), subjectId, ref(subjectId)],
      );
      return rows[0]!.id;
    }

    const exists = async (table: string, id: string) =>
      ((await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).rowCount ?? 0) > 0;

    it('removes request logs after 90 days and email applications after 2 years, and says how many', async () => {
      const me = await signUp();
      const now = new Date(Date.now() + 3 * DAY); // the clock is the caller's
      const oldLog = await auditAt(new Date(now.getTime() - 91 * DAY), me.id);
      const youngLog = await auditAt(new Date(now.getTime() - 89 * DAY), me.id);
      const oldSent = await application(
        me.id,
        new Date(now.getTime() - 731 * DAY),
        new Date(now.getTime() - 731 * DAY),
      );
      const youngSent = await application(
        me.id,
        new Date(now.getTime() - 729 * DAY),
        new Date(now.getTime() - 800 * DAY),
      );
      const neverSent = await application(me.id, null, new Date(now.getTime() - 740 * DAY));

      const report = await t.app.nest.get(RetentionService).purge(now);

      expect(await exists('audit_log', oldLog)).toBe(false);
      expect(await exists('audit_log', youngLog)).toBe(true);
      expect(await exists('email_applications', oldSent)).toBe(false);
      expect(await exists('email_applications', neverSent)).toBe(false);
      expect(await exists('email_applications', youngSent)).toBe(true);
      expect(report.requestLogsBefore).toBe(new Date(now.getTime() - 90 * DAY).toISOString());
      expect(report.applicationsBefore).toBe(new Date(now.getTime() - 730 * DAY).toISOString());
      expect(report.requestLogs).toBeGreaterThanOrEqual(1);
      expect(report.applications).toBeGreaterThanOrEqual(2);
    });

    it('follows the RETENTION_* settings', async () => {
      const short = await startTestApp({ RETENTION_REQUEST_LOG_DAYS: '7', RETENTION_APPLICATIONS_DAYS: '30' });
      try {
        const me = await signUp();
        const now = new Date();
        const log = await auditAt(new Date(now.getTime() - 8 * DAY), me.id);
        const sent = await application(me.id, new Date(now.getTime() - 31 * DAY), new Date(now.getTime() - 31 * DAY));
        const report = await short.app.nest.get(RetentionService).purge(now);
        expect(report.requestLogsBefore).toBe(new Date(now.getTime() - 7 * DAY).toISOString());
        expect(await exists('audit_log', log)).toBe(false);
        expect(await exists('email_applications', sent)).toBe(false);
      } finally {
        await short.close();
      }
    });

    it('is scheduled daily in the shared queue', async () => {
      const { rows } = await db.query(`SELECT name, cron, timezone FROM pgboss.schedule WHERE name = $1`, [
        RETENTION_QUEUE,
      ]);
      expect(rows).toEqual([{ name: RETENTION_QUEUE, cron: RETENTION_CRON, timezone: 'UTC' }]);
    });
  });
});

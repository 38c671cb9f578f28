import { parse } from 'csv-parse/sync';
import pg from 'pg';
import type { EmailApplication } from '@app/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type supertest from 'supertest';
import { AnalyticsService } from '../src/analytics/analytics.service.js';
import { startTestApp, uniqueEmail, type TestApp } from './support/test-app.js';
import { fileDatabaseUrl } from './support/file-database.js';

interface Row {
  sentAt: string;
  to?: string;
  company?: string;
  title?: string;
  subject?: string;
  status?: 'sent' | 'sending' | 'failed' | 'bounced';
  outcome?: 'replied' | 'interview' | 'rejected';
  outcomeAt?: string;
  jobUrl?: string;
}

describe('applications, analytics and settings', () => {
  let t: TestApp;
  let db: pg.Client;

  beforeAll(async () => {
    t = await startTestApp({ AUTH_DEV_LOGIN: 'true' });
    db = new pg.Client({ connectionString: fileDatabaseUrl() });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  async function signIn(): Promise<{ browser: supertest.Agent; userId: string }> {
    const browser = t.browser();
    const res = await browser
      .post('/api/auth/dev-login')
      .send({ email: uniqueEmail('seeker') })
      .expect(200);
    return { browser, userId: res.body.id as string };
  }

  /** Rows as the mail service writes them; sending itself is tested in mail.int-spec.ts. */
  async function insert(userId: string, row: Row): Promise<string> {
    const result = await db.query<{ id: string }>(
      `INSERT INTO email_applications
         (user_id, status, job_title, company_name, company_email, email_subject, email_body, job_url,
          provider, from_address, provider_message_id, sent_at, outcome, outcome_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'smtp', 'me@example.com', '<m@example.com>', $9, $10, $11)
       RETURNING id`,
      [
        userId,
        row.status ?? 'sent',
        row.title ?? 'Backend Engineer',
        row.company ?? 'Acme',
        row.to ?? 'jane@acme.example',
        row.subject ?? 'Application for Backend Engineer position at Acme',
        'Hello Jane,\nI would like to apply.',
        row.jobUrl ?? null,
        row.status === 'sending' ? null : row.sentAt,
        row.outcome ?? null,
        row.outcomeAt ?? null,
      ],
    );
    return result.rows[0]!.id;
  }

  describe('the applications list', () => {
    it('lists only the signed-in user’s sent emails and those being sent, newest first, with the exact subject and body', async () => {
      const { browser, userId } = await signIn();
      const other = await signIn();
      await insert(userId, { sentAt: '2026-11-01T10:00:00Z', company: 'Older Co' });
      await insert(userId, { sentAt: '2026-11-10T10:00:00Z', company: 'Newer Co' });
      await insert(userId, { sentAt: '2026-11-11T10:00:00Z', company: 'Failed Co', status: 'failed' });
      await insert(userId, { sentAt: '2026-11-11T10:00:00Z', company: 'In Flight Co', status: 'sending' });
      await insert(other.userId, { sentAt: '2026-11-12T10:00:00Z', company: 'Someone Else Co' });

      const res = await browser.get('/api/email-applications').expect(200);
      const list = res.body as EmailApplication[];
      // One on its way shows from the first moment (as sending); a failed one does not.
      expect(list.map((a) => [a.companyName, a.status])).toEqual([
        ['In Flight Co', 'sending'],
        ['Newer Co', 'sent'],
        ['Older Co', 'sent'],
      ]);
      expect(list[1]).toMatchObject({
        userId,
        emailSubject: 'Application for Backend Engineer position at Acme',
        emailBody: 'Hello Jane,\nI would like to apply.',
        provider: 'smtp',
        providerMessageId: '<m@example.com>',
        sentAt: '2026-11-10T10:00:00.000Z',
        outcome: null,
      });
    });

    it('searches title, company, recipient and subject, and filters by outcome', async () => {
      const { browser, userId } = await signIn();
      await insert(userId, { sentAt: '2026-11-01T10:00:00Z', company: 'Globex', to: 'hr@globex.example' });
      await insert(userId, { sentAt: '2026-11-02T10:00:00Z', title: 'Data Scientist', outcome: 'replied' });
      await insert(userId, { sentAt: '2026-11-03T10:00:00Z', subject: 'Hello from a 100% fan', outcome: 'rejected' });

      const byCompany = await browser.get('/api/email-applications').query({ q: 'globex' }).expect(200);
      expect(byCompany.body).toHaveLength(1);
      const byRecipient = await browser.get('/api/email-applications').query({ q: 'HR@GLOBEX' }).expect(200);
      expect(byRecipient.body).toHaveLength(1);
      // LIKE wildcards in the search text are taken literally.
      const literal = await browser.get('/api/email-applications').query({ q: '100%' }).expect(200);
      expect(literal.body.map((a: EmailApplication) => a.emailSubject)).toEqual(['Hello from a 100% fan']);
      const replied = await browser.get('/api/email-applications').query({ outcome: 'replied' }).expect(200);
      expect(replied.body.map((a: EmailApplication) => a.jobTitle)).toEqual(['Data Scientist']);
      const unmarked = await browser.get('/api/email-applications').query({ outcome: 'none' }).expect(200);
      expect(unmarked.body.map((a: EmailApplication) => a.companyName)).toEqual(['Globex']);
    });

    it('answers 400 with a message for an unknown outcome filter', async () => {
      const { browser } = await signIn();
      const res = await browser.get('/api/email-applications').query({ outcome: 'ghosted' }).expect(400);
      expect(res.body.message).toMatch(/outcome must be one of replied, interview, rejected, none/);
    });

    it('opens one application, and hides other users’ applications as not found', async () => {
      const { browser, userId } = await signIn();
      const other = await signIn();
      const id = await insert(userId, { sentAt: '2026-11-01T10:00:00Z' });
      const mine = await browser.get(`/api/email-applications/${id}`).expect(200);
      expect(mine.body.id).toBe(id);
      await other.browser.get(`/api/email-applications/${id}`).expect(404);
      await browser.get('/api/email-applications/not-a-uuid').expect(404);
      await browser.patch('/api/email-applications/not-a-uuid').send({ outcome: 'replied' }).expect(404);
      await browser.post('/api/email-applications/not-a-uuid/delivery').send({ sent: true }).expect(404);
      await t.http.get(`/api/email-applications/${id}`).expect(401);
    });

    it('marks an outcome with its time, and clears it with null', async () => {
      const { browser, userId } = await signIn();
      const id = await insert(userId, { sentAt: '2026-11-01T10:00:00Z' });
      const marked = await browser.patch(`/api/email-applications/${id}`).send({ outcome: 'interview' }).expect(200);
      expect(marked.body.outcome).toBe('interview');
      expect(Date.now() - Date.parse(marked.body.outcomeAt)).toBeLessThan(60_000);
      const cleared = await browser.patch(`/api/email-applications/${id}`).send({ outcome: null }).expect(200);
      expect(cleared.body).toMatchObject({ outcome: null, outcomeAt: null });

      const bad = await browser.patch(`/api/email-applications/${id}`).send({ outcome: 'hired' }).expect(400);
      expect(bad.body.message).toMatch(/outcome must be one of replied, interview, rejected, or null/);
      await browser.patch(`/api/email-applications/${id}`).send({}).expect(400);
      const other = await signIn();
      await other.browser.patch(`/api/email-applications/${id}`).send({ outcome: 'replied' }).expect(404);
    });

    it('counts sent emails on the dashboard', async () => {
      const { browser, userId } = await signIn();
      await insert(userId, { sentAt: '2026-11-01T10:00:00Z' });
      await insert(userId, { sentAt: '2026-11-02T10:00:00Z' });
      await insert(userId, { sentAt: '2026-11-02T10:00:00Z', status: 'failed' });
      const stats = await browser.get('/api/dashboard/stats').expect(200);
      expect(stats.body.totalApplicationsSent).toBe(2);
    });
  });

  describe('the CSV export', () => {
    it('downloads every application, oldest first, as a spreadsheet opens it: columns in order, times in the user’s timezone', async () => {
      const { browser, userId } = await signIn();
      const other = await signIn();
      await browser.put('/api/user/settings').send({ timezone: 'America/Los_Angeles' }).expect(200);
      await insert(userId, {
        sentAt: '2026-11-10T18:00:00Z',
        company: 'Zoë Health, Inc.',
        title: 'The "Platform" Engineer',
        to: 'zoe@zoe-health.example',
        subject: 'Line one\nline two',
        outcome: 'interview',
        outcomeAt: '2026-11-12T09:00:00Z',
        jobUrl: 'https://www.linkedin.com/jobs/view/3712345678',
      });
      await insert(userId, { sentAt: '2026-11-01T03:30:00Z', company: 'Older Co', to: 'Nobody.Checked@older.example' });
      await insert(userId, { sentAt: '2026-11-11T10:00:00Z', company: 'Failed Co', status: 'failed' });
      await insert(other.userId, { sentAt: '2026-11-05T10:00:00Z', company: 'Someone Else Co' });
      await db.query(
        `INSERT INTO email_checks (address, status, reason, checked_at) VALUES ('zoe@zoe-health.example', 'valid', 'accepted', now())
         ON CONFLICT (address) DO UPDATE SET status = 'valid'`,
      );

      const res = await browser.get('/api/email-applications/export.csv').buffer(true).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="jobreach-applications-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      const bytes = Buffer.from(res.text, 'utf8');
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

      const records = parse(res.text, { bom: true });
      expect(records[0]).toEqual([
        'Date (America/Los_Angeles)',
        'Company',
        'Job title',
        'Job link',
        'Recipient',
        'Verification status',
        'Subject',
        'Outcome',
        'Follow-ups sent',
        'Delivery',
      ]);
      expect(records.slice(1)).toEqual([
        [
          '2026-10-31 20:30',
          'Older Co',
          'Backend Engineer',
          '',
          'Nobody.Checked@older.example',
          'not checked',
          'Application for Backend Engineer position at Acme',
          '',
          '0',
          'sent',
        ],
        [
          '2026-11-10 10:00',
          'Zoë Health, Inc.',
          'The "Platform" Engineer',
          'https://www.linkedin.com/jobs/view/3712345678',
          'zoe@zoe-health.example',
          'valid',
          'Line one\nline two',
          'interview',
          '0',
          'sent',
        ],
      ]);
      // RFC 4180: records end in CRLF; the quoted line break inside a field stays a plain LF.
      expect(res.text.split('\r\n')).toHaveLength(4);
    });

    it('neutralises formulas a spreadsheet would run, from company names, titles, recipients and subjects', async () => {
      const { browser, userId } = await signIn();
      await insert(userId, {
        sentAt: '2026-11-01T10:00:00Z',
        company: '=HYPERLINK("https://evil.example","Open")',
        title: '+Engineer',
        to: '-cmd@evil.example',
        subject: '@SUM(1+1)',
      });
      await insert(userId, { sentAt: '2026-11-02T10:00:00Z', company: '\tTabbed Co', title: '\rReturned' });
      const res = await browser.get('/api/email-applications/export.csv').buffer(true).expect(200);
      const [, first, second] = parse(res.text, { bom: true });
      expect(first!.slice(1, 7)).toEqual([
        `'=HYPERLINK("https://evil.example","Open")`,
        "'+Engineer",
        '',
        "'-cmd@evil.example",
        'not checked',
        "'@SUM(1+1)",
      ]);
      expect(second!.slice(1, 3)).toEqual(["'\tTabbed Co", "'\rReturned"]);
    });

    it('needs the web session', async () => {
      await t.http.get('/api/email-applications/export.csv').expect(401);
    });
  });

  describe('analytics', () => {
    it('answers zeros and no response time for a new user', async () => {
      const { browser } = await signIn();
      const res = await browser.get('/api/analytics/stats').expect(200);
      expect(res.body).toMatchObject({
        totalApplications: 0,
        responseRate: 0,
        averageResponseTime: null,
        interviewsScheduled: 0,
        bounceRate: 0,
        totalJobsScraped: 0,
      });
      expect(res.body.weeklyApplications).toHaveLength(8);
      expect(res.body.weeklyApplications.every((w: { count: number }) => w.count === 0)).toBe(true);
    });

    it('derives rates, response time and the last 8 weeks from the marked applications', async () => {
      const { userId } = await signIn();
      // Wednesday 18 Nov 2026, 10:00 in New York: the current week starts Monday 16 Nov.
      const now = new Date('2026-11-18T15:00:00Z');
      await insert(userId, { sentAt: '2026-11-16T14:00:00Z', outcome: 'replied', outcomeAt: '2026-11-18T14:00:00Z' });
      await insert(userId, { sentAt: '2026-11-17T14:00:00Z', outcome: 'interview', outcomeAt: '2026-11-18T14:00:00Z' });
      await insert(userId, { sentAt: '2026-11-09T14:00:00Z' });
      // Sunday 15 Nov, 23:30 in New York (Monday in UTC): it belongs to the week of 9 Nov.
      await insert(userId, { sentAt: '2026-11-16T04:30:00Z' });
      // Eight weeks back is outside the chart, but still counts in the totals.
      await insert(userId, { sentAt: '2026-09-20T14:00:00Z' });
      await insert(userId, { sentAt: '2026-11-17T14:00:00Z', status: 'failed' });
      // A hard bounce reached no one: not in the response rate (still 2 of 5), 1 of 6 sent in the bounce rate.
      await insert(userId, { sentAt: '2026-11-17T15:00:00Z', status: 'bounced' });

      const stats = await t.app.nest.get(AnalyticsService).stats(userId, now);
      expect(stats.totalApplications).toBe(5);
      expect(stats.responseRate).toBe(40);
      expect(stats.bounceRate).toBe(16.7);
      expect(stats.averageResponseTime).toBe(1.5);
      expect(stats.interviewsScheduled).toBe(1);
      expect(stats.weeklyApplications).toEqual([
        { week: '2026-09-28', count: 0 },
        { week: '2026-10-05', count: 0 },
        { week: '2026-10-12', count: 0 },
        { week: '2026-10-19', count: 0 },
        { week: '2026-10-26', count: 0 },
        { week: '2026-11-02', count: 0 },
        { week: '2026-11-09', count: 2 },
        { week: '2026-11-16', count: 2 },
      ]);
    });

    it('counts each job scraped once, however many of the user’s searches delivered it', async () => {
      const { browser, userId } = await signIn();
      const tag = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
      const jobIds: string[] = [];
      for (const n of [1, 2, 3]) {
        const job = await db.query<{ id: string }>(
          `INSERT INTO jobs (site_job_id, title, company_name, link) VALUES ($1, 'Engineer', 'Acme', $2) RETURNING id`,
          [`${tag}${n}`, `https://jobs.example/view/${tag}${n}`],
        );
        jobIds.push(job.rows[0]!.id);
      }
      // The same search twice (the second delivers the same three jobs), and a third that finds one of them again.
      for (const delivered of [jobIds, jobIds, jobIds.slice(0, 1)]) {
        const search = await db.query<{ id: string }>(
          `INSERT INTO search_requests (user_id, status, linkedin_url, keyword, location, job_count)
           VALUES ($1, 'completed', 'https://jobs.example/search?keywords=engineer', 'engineer', 'Pune', 100)
           RETURNING id`,
          [userId],
        );
        for (const [rank, jobId] of delivered.entries()) {
          await db.query('INSERT INTO search_results (search_id, job_id, rank) VALUES ($1, $2, $3)', [
            search.rows[0]!.id,
            jobId,
            rank,
          ]);
        }
      }
      expect((await browser.get('/api/analytics/stats').expect(200)).body.totalJobsScraped).toBe(3);
      expect((await browser.get('/api/dashboard/stats').expect(200)).body.totalJobsScraped).toBe(3);
    });

    it('groups weeks in the timezone the user chose in Settings', async () => {
      const { browser, userId } = await signIn();
      await browser.put('/api/user/settings').send({ timezone: 'America/Los_Angeles' }).expect(200);
      // Monday 16 Nov 06:30 UTC is Sunday 15 Nov 22:30 in Los Angeles.
      await insert(userId, { sentAt: '2026-11-16T06:30:00Z' });
      const stats = await t.app.nest.get(AnalyticsService).stats(userId, new Date('2026-11-18T15:00:00Z'));
      expect(stats.weeklyApplications.at(-2)).toEqual({ week: '2026-11-09', count: 1 });
      expect(stats.weeklyApplications.at(-1)).toEqual({ week: '2026-11-16', count: 0 });
    });
  });

  describe('settings', () => {
    it('starts from the defaults and the sign-in account’s names', async () => {
      const browser = t.browser();
      const email = uniqueEmail('grace');
      await browser.post('/api/auth/dev-login').send({ email, firstName: 'Grace', lastName: 'Hopper' }).expect(200);
      const res = await browser.get('/api/user/settings').expect(200);
      expect(res.body).toEqual({
        firstName: 'Grace',
        lastName: 'Hopper',
        email,
        language: 'en',
        timezone: 'America/New_York',
        notifications: { jobAlerts: false, applicationUpdates: false, weeklySummary: false, productNews: false },
        // The test app has no NOTIFY_SMTP_URL: job alerts stay in the app.
        notificationEmailsAvailable: false,
        privacy: { storeSentEmailBodies: true },
        outreach: {
          dailyLimit: 20,
          dailyLimitMax: 50,
          spacingSeconds: 120,
          sendingHours: { start: 9, end: 17 },
          sendingDays: [1, 2, 3, 4, 5],
          attachResume: false,
          followUps: { enabled: false, afterBusinessDays: 3, count: 1 },
          inRecipientHours: true,
        },
      });
    });

    it('refuses a daily limit over SEND_DAILY_MAX and sending hours that start and end at the same hour', async () => {
      const { browser } = await signIn();
      const over = await browser
        .put('/api/user/settings')
        .send({ outreach: { dailyLimit: 51 } })
        .expect(422);
      expect(over.body.message).toBe('The daily limit can be at most 50 emails per mailbox.');
      const hours = await browser
        .put('/api/user/settings')
        .send({ outreach: { sendingHours: { start: 9, end: 9 } } })
        .expect(422);
      expect(hours.body.message).toBe('Sending hours must not start and end at the same hour.');
      await browser
        .put('/api/user/settings')
        .send({ outreach: { sendingDays: [0] } })
        .expect(400);
    });

    it('persists what is saved, merging partial changes, and keeps the email', async () => {
      const { browser } = await signIn();
      await browser
        .put('/api/user/settings')
        .send({ firstName: '  Ada ', lastName: 'Lovelace', language: 'fr', notifications: { productNews: true } })
        .expect(200);
      await browser
        .put('/api/user/settings')
        .send({ timezone: 'America/Denver', privacy: { storeSentEmailBodies: false } })
        .expect(200);
      const res = await browser.get('/api/user/settings').expect(200);
      expect(res.body).toMatchObject({
        firstName: 'Ada',
        lastName: 'Lovelace',
        language: 'fr',
        timezone: 'America/Denver',
        notifications: { jobAlerts: false, applicationUpdates: false, weeklySummary: false, productNews: true },
        privacy: { storeSentEmailBodies: false },
      });
      const me = await browser.get('/api/auth/user').expect(200);
      expect(me.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    });

    it('accepts sending hours that cross midnight and any IANA zone, such as Asia/Kolkata', async () => {
      const { browser } = await signIn();
      const saved = await browser
        .put('/api/user/settings')
        .send({ timezone: 'Asia/Kolkata', outreach: { sendingHours: { start: 22, end: 2 } } })
        .expect(200);
      expect(saved.body).toMatchObject({ timezone: 'Asia/Kolkata', outreach: { sendingHours: { start: 22, end: 2 } } });
      // The old name some browsers still send is stored by today's.
      await browser.put('/api/user/settings').send({ timezone: 'Asia/Calcutta' }).expect(200);
      const res = await browser.get('/api/user/settings').expect(200);
      expect(res.body).toMatchObject({ timezone: 'Asia/Kolkata', outreach: { sendingHours: { start: 22, end: 2 } } });
    });

    it('takes the browser’s zone on first sign-in, and never over a zone the user saved', async () => {
      const first = await signIn();
      const adopted = await first.browser
        .post('/api/user/settings/browser-timezone')
        .send({ timezone: 'Asia/Kolkata' })
        .expect(200);
      expect(adopted.body.timezone).toBe('Asia/Kolkata');
      // Another browser later (a laptop in New York) does not move it.
      await first.browser
        .post('/api/user/settings/browser-timezone')
        .send({ timezone: 'America/New_York' })
        .expect(200);
      expect((await first.browser.get('/api/user/settings').expect(200)).body.timezone).toBe('Asia/Kolkata');

      const second = await signIn();
      await second.browser.put('/api/user/settings').send({ timezone: 'Europe/Berlin' }).expect(200);
      await second.browser.post('/api/user/settings/browser-timezone').send({ timezone: 'Asia/Kolkata' }).expect(200);
      expect((await second.browser.get('/api/user/settings').expect(200)).body.timezone).toBe('Europe/Berlin');

      const bad = await second.browser
        .post('/api/user/settings/browser-timezone')
        .send({ timezone: 'Nowhere/Special' })
        .expect(400);
      expect(bad.body.message).toMatch(/Timezone must be an IANA timezone/);
      await t.http.post('/api/user/settings/browser-timezone').send({ timezone: 'Asia/Kolkata' }).expect(401);
    });

    it('answers 400 with a message for values outside the lists, and for the email', async () => {
      const { browser } = await signIn();
      const language = await browser.put('/api/user/settings').send({ language: 'it' }).expect(400);
      expect(language.body.message).toMatch(/Language must be one of en, es, fr, de/);
      const zone = await browser.put('/api/user/settings').send({ timezone: 'Mars/Olympus_Mons' }).expect(400);
      expect(zone.body.message).toMatch(/Timezone must be an IANA timezone/);
      await browser.put('/api/user/settings').send({ timezone: 42 }).expect(400);
      const toggle = await browser.put('/api/user/settings').send({ notifications: { weeklySummary: 'yes' } });
      expect(toggle.status).toBe(400);
      await browser.put('/api/user/settings').send({ email: 'new@example.com' }).expect(400);
      await t.http.put('/api/user/settings').send({ language: 'de' }).expect(401);
    });
  });
});

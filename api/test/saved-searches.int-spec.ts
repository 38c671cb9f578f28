import { SANDBOX_NOTIFY_ACCOUNT, type Sandbox } from '@app/sandbox';
import type { SavedSearch, SavedSearchNewJobs, SearchRequest } from '@app/types';
import type pg from 'pg';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AlertsSchedule } from '../src/alerts/alerts.schedule.js';
import { JobAlertDigestsService } from '../src/alerts/job-alert-digests.service.js';
import { SavedSearchRunsService } from '../src/alerts/saved-search-runs.service.js';
import { Clock } from '../src/common/clock.js';
import { makePro } from './support/plans.js';
import { pollUntil } from './support/poll.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns, startOnlyApp } from './support/stand-ins.js';
import { signIn, type TestApp } from './support/test-app.js';

const RESUME = 'Frontend developer with 5 years of React, TypeScript, Redux, HTML, CSS and Jest. Node.js and AWS.';
/** The stand-in finds 37 jobs for a keyword with "rare": a quick run. */
const SEARCH = { keyword: 'rare frontend developer', location: 'Bangalore', workType: 1 };

describe('saved searches: daily runs, new jobs and the digest', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];
  let t: TestApp;

  beforeAll(async () => {
    ({ sandbox, db } = await openStandIns());
    // Free by default (no trial); Pro users get a subscription. The morning schedule is driven by hand here.
    t = await startOnlyApp(apps, {
      AUTH_DEV_LOGIN: 'true',
      ...standInEnv(sandbox),
      TRIAL_DAYS: '0',
      SAVED_SEARCH_CRON: 'off',
      // Every verdict lands before its search completes. A verdict slower than the wait (the stand-in's slow mail
      // host, or any on a busy machine) lands after the run ended and its digest went: between the digest and the
      // test's count of the jobs with a contact, which then counts one more (CI saw 13 against 14).
      VERIFICATION_WAIT_MS: '60000',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    });
  });
  afterAll(() => closeStandIns(sandbox, db, apps));

  const siteControl = (patch: Record<string, unknown>) => sandbox.jobsSite.control(patch);

  async function proUser(): Promise<{ browser: supertest.Agent; id: string; email: string }> {
    const { browser, user } = await signIn(t);
    await makePro(db, user.id);
    await db.query(
      `INSERT INTO resumes (user_id, text, file_name, mime_type, file_data, size_bytes, uploaded_at)
       VALUES ($1, $2, 'resume.txt', 'text/plain', $3, $4, now())`,
      [user.id, RESUME, Buffer.from(RESUME), Buffer.byteLength(RESUME)],
    );
    return { browser, id: user.id, email: user.email };
  }

  const list = async (browser: supertest.Agent) =>
    (await browser.get('/api/saved-searches').expect(200)).body as SavedSearch[];

  /** Runs it now and waits until the run ended and was taken in. */
  async function runAndSettle(browser: supertest.Agent, id: string): Promise<SavedSearch> {
    const started = (await browser.post(`/api/saved-searches/${id}/run`).expect(202)).body as SavedSearch;
    const runId = started.lastRun!.searchId;
    await pollUntil(
      async () => (await browser.get(`/api/scrape-job/${runId}`).expect(200)).body as SearchRequest,
      (s) => !['pending', 'processing', 'filtering', 'enriching'].includes(s.status),
      90_000,
    );
    return (await list(browser)).find((s) => s.id === id)!;
  }

  const resultIds = async (browser: supertest.Agent, searchId: string) =>
    ((await browser.get(`/api/scrape-job/${searchId}`).expect(200)).body as SearchRequest).enrichedResults!.jobs.map(
      (j) => j.siteJobId,
    );

  describe('the API', () => {
    it('saves a search for Pro, with no run yet, and refuses Free with where to upgrade', async () => {
      const free = await signIn(t);
      const refused = await free.browser.post('/api/saved-searches').send(SEARCH).expect(403);
      expect(refused.body).toMatchObject({
        code: 'plan_feature_required',
        details: { feature: 'savedSearches', upgradeUrl: '/pricing' },
      });
      expect(refused.body.message).toMatch(/part of Pro/);

      const pro = await proUser();
      const saved = (await pro.browser.post('/api/saved-searches').send(SEARCH).expect(201)).body as SavedSearch;
      expect(saved).toMatchObject({
        keyword: 'rare frontend developer',
        location: 'Bangalore',
        workType: 1,
        lastRunAt: null,
        lastRun: null,
        newJobs: 0,
        unseenNewJobs: 0,
      });
      expect(new URL(saved.linkedinUrl).searchParams.get('geoId')).toMatch(/^\d+$/);
      expect((await list(pro.browser)).map((s) => s.id)).toEqual([saved.id]);
      // The same search twice is one saved search.
      const again = await pro.browser.post('/api/saved-searches').send(SEARCH).expect(409);
      expect(again.body).toMatchObject({ code: 'saved_search_exists', details: { savedSearchId: saved.id } });
      // A Free user cannot run one either, nor see another's.
      await free.browser.post(`/api/saved-searches/${saved.id}/run`).expect(403);
      await free.browser.delete(`/api/saved-searches/${saved.id}`).expect(404);
      await t.http.get('/api/saved-searches').expect(401);
    });

    it('answers 400 with the search form’s sentences for bad input and an unknown place', async () => {
      const pro = await proUser();
      for (const [body, message] of [
        [{ ...SEARCH, keyword: ' ' }, 'Job role is required'],
        [{ ...SEARCH, location: '' }, 'Location is required'],
        [{ ...SEARCH, workType: 9 }, 'Please select a work type'],
        [{ ...SEARCH, location: 'Atlantis under the sea' }, "We couldn't find the location"],
      ] as const) {
        const res = await pro.browser.post('/api/saved-searches').send(body).expect(400);
        expect(res.body.message).toContain(message);
      }
      await pro.browser.post('/api/saved-searches/not-a-uuid/run').expect(404);
    });

    it('deletes one', async () => {
      const pro = await proUser();
      const saved = (
        await pro.browser
          .post('/api/saved-searches')
          .send({ ...SEARCH, location: 'Pune' })
          .expect(201)
      ).body as SavedSearch;
      await pro.browser.delete(`/api/saved-searches/${saved.id}`).expect(200);
      expect(await list(pro.browser)).toEqual([]);
      await pro.browser.delete(`/api/saved-searches/${saved.id}`).expect(404);
    });
  });

  describe('new jobs across runs', () => {
    it('marks as new only the jobs no earlier run found, through the search pipeline, without touching a monthly quota', async () => {
      siteControl({ freshPostings: 0 });
      const pro = await proUser();
      const saved = (await pro.browser.post('/api/saved-searches').send(SEARCH).expect(201)).body as SavedSearch;

      const first = await runAndSettle(pro.browser, saved.id);
      expect(first.lastRun).toMatchObject({ status: 'completed' });
      expect(first.lastRunAt).not.toBeNull();
      const firstIds = await resultIds(pro.browser, first.lastRun!.searchId);
      // Nothing earlier: every job of the first run is new.
      expect(first.newJobs).toBe(firstIds.length);
      expect(first.newJobs).toBeGreaterThan(20);

      // A day on the site: four postings newer than any the first run saw.
      siteControl({ freshPostings: 4 });
      try {
        const second = await runAndSettle(pro.browser, saved.id);
        expect(second.lastRun!.searchId).not.toBe(first.lastRun!.searchId);
        const secondIds = await resultIds(pro.browser, second.lastRun!.searchId);
        const fresh = secondIds.filter((id) => !firstIds.includes(id));
        expect(fresh.length).toBeGreaterThan(0);
        expect(second.newJobs).toBe(fresh.length);
        expect(second.unseenNewJobs).toBe(firstIds.length + fresh.length);

        const opened = (await pro.browser.get(`/api/saved-searches/${saved.id}/new-jobs`).expect(200))
          .body as SavedSearchNewJobs;
        const latest = opened.jobs.filter((j) => j.searchId === second.lastRun!.searchId);
        expect(latest.map((j) => j.job.siteJobId).sort()).toEqual([...fresh].sort());
        expect(opened.jobs.every((j) => j.unseen)).toBe(true);

        // Looking at them: no longer unseen; the latest run's new jobs stay listed.
        const seen = (await pro.browser.post(`/api/saved-searches/${saved.id}/seen`).expect(200)).body as SavedSearch;
        expect(seen.unseenNewJobs).toBe(0);
        const after = (await pro.browser.get(`/api/saved-searches/${saved.id}/new-jobs`).expect(200))
          .body as SavedSearchNewJobs;
        expect(after.jobs.map((j) => j.job.siteJobId).sort()).toEqual([...fresh].sort());
        expect(after.jobs.every((j) => !j.unseen)).toBe(true);
      } finally {
        siteControl({ freshPostings: 0 });
      }

      // Runs are the user's searches (the per-user cap holds for them), listed under Saved searches, not Recent.
      const runs = await db.query(`SELECT count(*)::int AS n FROM search_requests WHERE saved_search_id = $1`, [
        saved.id,
      ]);
      expect(runs.rows[0].n).toBe(2);
      const stats = (await pro.browser.get('/api/dashboard/stats').expect(200)).body as { recentSearches: unknown[] };
      expect(stats.recentSearches).toEqual([]);
      const quota = await db.query(`SELECT searches FROM search_quota_usage WHERE user_id = $1`, [pro.id]);
      expect(quota.rows).toEqual([]);
    });

    it('answers a run asked for while one is in progress with that run, never a second', async () => {
      const pro = await proUser();
      const saved = (
        await pro.browser
          .post('/api/saved-searches')
          .send({ ...SEARCH, location: 'Pune' })
          .expect(201)
      ).body as SavedSearch;
      const a = (await pro.browser.post(`/api/saved-searches/${saved.id}/run`).expect(202)).body as SavedSearch;
      const b = (await pro.browser.post(`/api/saved-searches/${saved.id}/run`).expect(202)).body as SavedSearch;
      expect(b.lastRun!.searchId).toBe(a.lastRun!.searchId);
      await pro.browser.post(`/api/scrape-job/${a.lastRun!.searchId}/abort`).expect(200);
    });
  });

  describe('the morning schedule (Clock moved)', () => {
    it('starts each saved search once a morning at 07:00 in its user’s timezone, for Pro users only', async () => {
      const runs = t.app.nest.get(SavedSearchRunsService);
      const pro = await proUser();
      await pro.browser.put('/api/user/settings').send({ timezone: 'America/Los_Angeles' }).expect(200);
      const saved = (
        await pro.browser
          .post('/api/saved-searches')
          .send({ ...SEARCH, workType: 3 })
          .expect(201)
      ).body as SavedSearch;
      // A Free user's saved search (kept from when they were Pro) waits.
      const free = await signIn(t);
      const kept = await db.query<{ id: string }>(
        `INSERT INTO saved_searches (user_id, keyword, location, work_type, linkedin_url)
         VALUES ($1, 'rare designer', 'Pune', 1, $2) RETURNING id`,
        [free.user.id, `${sandbox.services.jobsSite.url}/jobs/search?keywords=rare+designer&location=Pune`],
      );
      const clock = vi.spyOn(t.app.nest.get(Clock), 'now');
      const abortRun = async () => {
        const [row] = (await list(pro.browser)).filter((s) => s.id === saved.id);
        if (row?.lastRun) await pro.browser.post(`/api/scrape-job/${row.lastRun.searchId}/abort`).expect(200);
      };
      try {
        // 06:30 in Los Angeles (PST, UTC−8): not yet.
        clock.mockReturnValue(new Date('2031-01-15T14:30:00Z'));
        let started = await runs.startDue();
        expect(started).not.toContain(saved.id);
        expect((await list(pro.browser)).find((s) => s.id === saved.id)!.nextRunAt).toBe('2031-01-15T15:00:00.000Z');

        // 07:10: its morning run starts, once.
        clock.mockReturnValue(new Date('2031-01-15T15:10:00Z'));
        started = await runs.startDue();
        expect(started).toContain(saved.id);
        expect(started).not.toContain(kept.rows[0]!.id);
        const morning = (await list(pro.browser)).find((s) => s.id === saved.id)!;
        expect(morning.lastRunAt).toBe('2031-01-15T15:10:00.000Z');
        expect(morning.nextRunAt).toBe('2031-01-16T15:00:00.000Z');
        await abortRun();
        clock.mockReturnValue(new Date('2031-01-15T20:00:00Z'));
        expect(await runs.startDue()).not.toContain(saved.id);

        // The next morning, once more; in summer (PDT, UTC−7) 07:00 is 14:00 UTC.
        clock.mockReturnValue(new Date('2031-01-16T15:01:00Z'));
        expect(await runs.startDue()).toContain(saved.id);
        await abortRun();
        clock.mockReturnValue(new Date('2031-07-01T13:59:00Z'));
        expect(await runs.startDue()).not.toContain(saved.id);
        clock.mockReturnValue(new Date('2031-07-01T14:01:00Z'));
        expect(await runs.startDue()).toContain(saved.id);
        await abortRun();
      } finally {
        clock.mockRestore();
      }
    });

    it('runs an Asia/Kolkata user’s saved search at 07:00 Kolkata time (01:30 UTC)', async () => {
      const runs = t.app.nest.get(SavedSearchRunsService);
      const pro = await proUser();
      await pro.browser.put('/api/user/settings').send({ timezone: 'Asia/Kolkata' }).expect(200);
      const saved = (await pro.browser.post('/api/saved-searches').send(SEARCH).expect(201)).body as SavedSearch;
      const clock = vi.spyOn(t.app.nest.get(Clock), 'now');
      try {
        clock.mockReturnValue(new Date('2031-01-15T01:20:00Z')); // 06:50 in Kolkata
        expect(await runs.startDue()).not.toContain(saved.id);
        expect((await list(pro.browser)).find((s) => s.id === saved.id)!.nextRunAt).toBe('2031-01-15T01:30:00.000Z');
        clock.mockReturnValue(new Date('2031-01-15T01:35:00Z')); // 07:05 in Kolkata
        expect(await runs.startDue()).toContain(saved.id);
        const [row] = (await list(pro.browser)).filter((s) => s.id === saved.id);
        expect(row!.nextRunAt).toBe('2031-01-16T01:30:00.000Z');
        if (row?.lastRun) await pro.browser.post(`/api/scrape-job/${row.lastRun.searchId}/abort`).expect(200);
      } finally {
        clock.mockRestore();
      }
    });
  });

  describe('the daily digest', () => {
    const digestsTo = (email: string) =>
      sandbox.mailSending
        .messages()
        .filter((m) => m.to.includes(email) && /from your saved searches/.test(m.subject ?? ''));

    it('sends one email a day of the new jobs with a contact, from the app’s sender, with a one-click unsubscribe', async () => {
      siteControl({ freshPostings: 0 });
      const pro = await proUser();
      await pro.browser
        .put('/api/user/settings')
        .send({ notifications: { jobAlerts: true } })
        .expect(200);
      const saved = (
        await pro.browser
          .post('/api/saved-searches')
          .send({ ...SEARCH, workType: 2 })
          .expect(201)
      ).body as SavedSearch;
      const first = await runAndSettle(pro.browser, saved.id);
      expect(first.newJobs).toBeGreaterThan(0);

      // The run's end sent it: once, from the notification login, never a user's mailbox.
      const [digest] = await pollUntil(
        async () => digestsTo(pro.email),
        (m) => m.length > 0,
      );
      expect(digestsTo(pro.email)).toHaveLength(1);
      expect(digest!.login).toBe(SANDBOX_NOTIFY_ACCOUNT.username);
      expect(digest!.from).toBe('notify@sandbox.test');
      expect(digest!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const unsubscribeUrl = /^<(.+)>$/.exec(digest!.headers['list-unsubscribe']!)![1]!;
      expect(unsubscribeUrl).toMatch(/^http:\/\/localhost:3999\/api\/notifications\/unsubscribe\?token=[\w.%-]{60,}$/);
      const withContact = (
        await db.query(
          `SELECT count(*)::int AS n FROM saved_search_jobs j JOIN job_contacts c ON c.job_id = j.job_id
            WHERE j.saved_search_id = $1 AND c.email IS NOT NULL AND c.status IN ('valid', 'catch-all')`,
          [saved.id],
        )
      ).rows[0].n as number;
      expect(digest!.subject).toBe(
        `${withContact} new ${withContact === 1 ? 'job' : 'jobs'} with a contact from your saved searches`,
      );
      expect(digest!.text).toContain(`/results/${first.lastRun!.searchId}`);
      expect(digest!.text).toContain(unsubscribeUrl);

      // More new jobs the same day wait for tomorrow: one digest a day.
      siteControl({ freshPostings: 6 });
      try {
        const second = await runAndSettle(pro.browser, saved.id);
        expect(second.newJobs).toBeGreaterThan(0);
        const digests = t.app.nest.get(JobAlertDigestsService);
        expect(await digests.sendFor(pro.id)).toBe('sent-today');
        await t.app.nest.get(AlertsSchedule).tick();
        expect(digestsTo(pro.email)).toHaveLength(1);

        // Tomorrow (New York), the waiting ones go.
        const clock = vi.spyOn(t.app.nest.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 86_400_000));
        try {
          const outcome = await digests.sendFor(pro.id);
          const waiting = (
            await db.query(
              `SELECT count(*)::int AS n FROM saved_search_jobs WHERE saved_search_id = $1 AND first_search_id = $2`,
              [saved.id, second.lastRun!.searchId],
            )
          ).rows[0].n as number;
          expect(waiting).toBe(second.newJobs);
          expect(outcome).toBe('sent');
          const [, tomorrows] = digestsTo(pro.email);
          expect(tomorrows).toBeDefined();
          expect(tomorrows!.text).toContain(`/results/${second.lastRun!.searchId}`);
          expect(await digests.sendFor(pro.id)).toBe('sent-today');
        } finally {
          clock.mockRestore();
        }
      } finally {
        siteControl({ freshPostings: 0 });
      }

      // The link works without a session: a GET only asks, a POST (as a mail provider sends it) unsubscribes.
      const page = await t.http.get(unsubscribeUrl.replace('http://localhost:3999', '')).expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.text).toContain('Stop job alert emails?');
      expect(page.text).toContain(pro.email);
      const before = (await pro.browser.get('/api/user/settings').expect(200)).body;
      expect(before.notifications.jobAlerts).toBe(true);
      const done = await t.http
        .post(unsubscribeUrl.replace('http://localhost:3999', ''))
        .set('Origin', 'https://mail.example')
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(done.text).toContain('You are unsubscribed');
      const afterSettings = (await pro.browser.get('/api/user/settings').expect(200)).body;
      expect(afterSettings.notifications.jobAlerts).toBe(false);
    });

    it('refuses a forged or damaged unsubscribe link', async () => {
      const pro = await proUser();
      await pro.browser
        .put('/api/user/settings')
        .send({ notifications: { jobAlerts: true } })
        .expect(200);
      const forged = `${Buffer.from(pro.id).toString('base64url')}.${'A'.repeat(43)}`;
      for (const token of [forged, 'nonsense', '']) {
        const res = await t.http.post(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`).expect(400);
        expect(res.text).toContain('This unsubscribe link is not valid');
      }
      await t.http.get('/api/notifications/unsubscribe').expect(400);
      expect((await pro.browser.get('/api/user/settings').expect(200)).body.notifications.jobAlerts).toBe(true);
    });

    it('sends nothing to a user who did not turn job alert emails on; the new jobs still show in the app', async () => {
      const pro = await proUser();
      const saved = (
        await pro.browser
          .post('/api/saved-searches')
          .send({ ...SEARCH, location: 'Delhi' })
          .expect(201)
      ).body as SavedSearch;
      const run = await runAndSettle(pro.browser, saved.id);
      expect(run.newJobs).toBeGreaterThan(0);
      expect(await t.app.nest.get(JobAlertDigestsService).sendFor(pro.id)).toBe('off');
      expect(digestsTo(pro.email)).toEqual([]);
    });
  });
});

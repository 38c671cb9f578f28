import { startJobsSiteStandIn, type JobsSiteStandIn } from '@app/sandbox';
import type { SiteHealth, SiteHealthCheck, SitePageYield } from '@app/types';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_CANARY_QUEUE } from '../src/site-health/site-canary.schedule.js';
import { signIn, startTestApp, type TestApp } from './support/test-app.js';
import { fileDatabaseUrl } from './support/file-database.js';

const STAFF_EMAIL = 'staff.site-health-spec@example.com';

describe('site health: the canary and its staff view', () => {
  let site: JobsSiteStandIn;
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signIn>>['browser'];

  beforeAll(async () => {
    site = await startJobsSiteStandIn({ port: 0 });
    t = await startTestApp({
      AUTH_DEV_LOGIN: 'true',
      STAFF_EMAILS: STAFF_EMAIL,
      JOBS_SITE_URL: site.url,
      JOBS_SITE_MAX_RPS: '200',
      SITE_CANARY_KEYWORDS: 'frontend developer',
      SITE_CANARY_LOCATION: 'Bengaluru',
    });
    staff = (await signIn(t, { email: STAFF_EMAIL })).browser;
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  const run = async () => (await staff.post('/api/admin/site-health/run').expect(200)).body as SiteHealthCheck;
  const page = (check: SiteHealthCheck, kind: SitePageYield['kind']) => check.pages.find((p) => p.kind === kind)!;
  const fallbacks = (check: SiteHealthCheck) =>
    check.pages.flatMap((p) => p.readings.filter((r) => r.fallback).map((r) => `${p.kind}.${r.field}=${r.strategy}`));

  it('is for staff only', async () => {
    await t.http.get('/api/admin/site-health').expect(401);
    await t.http.post('/api/admin/site-health/run').expect(401);
    const { browser } = await signIn(t);
    await browser.get('/api/admin/site-health').expect(403);
    await browser.post('/api/admin/site-health/run').expect(403);
  });

  it('finds today’s markup healthy: every page understood, every field by its first strategy', async () => {
    site.control({ markup: 'current' });
    const check = await run();
    expect(check).toMatchObject({
      status: 'healthy',
      message: null,
      query: { keywords: 'frontend developer', location: 'Bengaluru' },
    });
    expect(page(check, 'listing')).toMatchObject({ pages: 1, understood: 1, records: 10, problems: [] });
    expect(page(check, 'job')).toMatchObject({ pages: 3, understood: 3, records: 3 });
    expect(page(check, 'company').understood).toBe(page(check, 'company').pages);
    expect(page(check, 'listing').readings).toContainEqual({
      field: 'siteJobId',
      strategy: 'urn',
      count: 10,
      fallback: false,
    });
    expect(fallbacks(check)).toEqual([]);
  });

  it('sees the drift: the same yield, read through fallbacks, is degraded and names them', async () => {
    site.control({ markup: 'no-urn' });
    const noUrn = await run();
    expect(noUrn.status).toBe('degraded');
    expect(page(noUrn, 'listing').records).toBe(10);
    expect(fallbacks(noUrn)).toEqual(['listing.siteJobId=link']);

    site.control({ markup: 'poster-minimal' });
    const minimal = await run();
    expect(minimal.status).toBe('degraded');
    expect(fallbacks(minimal)).toEqual(expect.arrayContaining(['job.jobPosterName=link-text']));
  });

  it('fails on the redesign, saying what it could not read, and keeps the last result for the staff view', async () => {
    site.control({ markup: 'redesigned' });
    const check = await run();
    site.control({ markup: 'current' });
    expect(check.status).toBe('failing');
    expect(page(check, 'listing')).toMatchObject({ pages: 1, understood: 0, records: 0 });
    expect(page(check, 'listing').problems).toEqual([
      'the listing page holds 10 job cards (found by componentkey), but none has a title that any strategy can read',
    ]);

    const health = (await staff.get('/api/admin/site-health').expect(200)).body as SiteHealth;
    expect(health.latest).toEqual(check);
    expect(health.recent[0]).toEqual({ id: check.id, startedAt: check.startedAt, status: 'failing' });
    expect(health.recent.map((r) => r.status)).toEqual(expect.arrayContaining(['failing', 'degraded', 'healthy']));
    expect(health.schedule).toEqual({ cron: '41 5 * * *', keywords: 'frontend developer', location: 'Bengaluru' });
  });

  it('reports an unreachable site as such, not as a markup change', async () => {
    site.control({ failEvery: 1 });
    const offline = await startTestApp({
      AUTH_DEV_LOGIN: 'true',
      STAFF_EMAILS: STAFF_EMAIL,
      JOBS_SITE_URL: site.url,
      JOBS_SITE_MAX_RETRIES: '0',
    });
    try {
      const { browser } = await signIn(offline, { email: STAFF_EMAIL });
      const check = (await browser.post('/api/admin/site-health/run').expect(200)).body as SiteHealthCheck;
      expect(check.status).toBe('unreachable');
      expect(check.message).toMatch(/LinkedIn did not answer/);
    } finally {
      site.control({ failEvery: 0 });
      await offline.close();
    }
  });

  it('says a fixed search the site has no job for is no markup change: degraded with a sentence, not failing', async () => {
    const narrow = await startTestApp({
      AUTH_DEV_LOGIN: 'true',
      STAFF_EMAILS: STAFF_EMAIL,
      JOBS_SITE_URL: site.url,
      SITE_CANARY_KEYWORDS: 'noresults underwater welder',
      SITE_CANARY_LOCATION: 'Lyon',
    });
    try {
      const { browser } = await signIn(narrow, { email: STAFF_EMAIL });
      const check = (await browser.post('/api/admin/site-health/run').expect(200)).body as SiteHealthCheck;
      expect(check.status).toBe('degraded');
      expect(check.message).toBe(
        'LinkedIn had no job for "noresults underwater welder" in Lyon: its listing page was read, but no job or ' +
          'company page could be checked. Set SITE_CANARY_KEYWORDS to a broader search.',
      );
      expect(page(check, 'listing')).toMatchObject({ pages: 1, understood: 1, records: 0, problems: [] });
    } finally {
      await narrow.close();
    }
  });

  it('is on the shared queue’s daily schedule, and SITE_CANARY_CRON=off takes it off', async () => {
    const db = new pg.Client({ connectionString: fileDatabaseUrl() });
    await db.connect();
    const schedule = async () =>
      (await db.query(`SELECT cron, timezone FROM pgboss.schedule WHERE name = $1`, [SITE_CANARY_QUEUE])).rows;
    try {
      expect(await schedule()).toEqual([{ cron: '41 5 * * *', timezone: 'UTC' }]);
      const off = await startTestApp({ SITE_CANARY_CRON: 'off' });
      await off.close();
      expect(await schedule()).toEqual([]);
    } finally {
      await db.end();
    }
  });
});

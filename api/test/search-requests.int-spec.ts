import type { Sandbox } from '@app/sandbox';
import type { SearchRequest } from '@app/types';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDomainFromApplyUrl } from '../src/enrichment/mail-domain.js';
import { pollUntil } from './support/poll.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns, startOnlyApp } from './support/stand-ins.js';
import { signIn, type TestApp } from './support/test-app.js';

type SiteStats = { listing: number; job: number; company: number };

/** A quick search asks the site for no page it does not need. */
describe('requests a search makes', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];
  let t: TestApp;

  beforeAll(async () => {
    ({ sandbox, db } = await openStandIns());
    // Company pages other test files stored are not reused: every company of this search is new to it, so the
    // pages skipped are the ones its postings made unneeded, whatever ran before.
    t = await startOnlyApp(apps, { AUTH_DEV_LOGIN: 'true', ...standInEnv(sandbox), COMPANY_CACHE_DAYS: '0.000001' });
  });
  afterAll(() => closeStandIns(sandbox, db, apps));

  const stats = async () => (await (await fetch(`${sandbox.services.jobsSite.url}/__stats`)).json()) as SiteStats;

  it('reads job pages in listing order and stops once it has the quality leads it asked for', async () => {
    const { browser } = await signIn(t);
    // A query no other test asks, so none of its jobs are cached.
    const linkedinUrl = `${sandbox.services.jobsSite.url}/jobs/search?keywords=embedded+firmware+engineer&location=Chennai`;
    const before = await stats();
    const { requestId } = (await browser.post('/api/scrape-job').send({ linkedinUrl, jobCount: 100 }).expect(202))
      .body as { requestId: string };
    const done = await pollUntil(
      async () => (await browser.get(`/api/scrape-job/${requestId}`).expect(200)).body as SearchRequest,
      (s) => !['pending', 'processing', 'filtering', 'enriching'].includes(s.status),
      90_000,
    );
    const after = await stats();
    expect(done.status).toBe('completed');
    // As many quality leads as asked for, and a job page only for each of them and the few the filters dropped.
    expect(done.enrichedResults!.jobs).toHaveLength(100);
    const jobPages = after.job - before.job;
    expect(jobPages).toBe(done.progress.detailsFetched);
    expect(jobPages).toBeLessThan(100 * 1.15);

    // The pages read are the listing's first cards, in order: none beyond the last one needed.
    const { rows: listing } = await db.query<{ ids: string[] }>(
      'SELECT listing_job_ids AS ids FROM search_requests WHERE id = $1',
      [requestId],
    );
    const read = new Set(
      (
        await db.query<{ site_job_id: string }>(
          'SELECT site_job_id FROM jobs WHERE site_job_id = ANY($1) AND detail_fetched_at IS NOT NULL',
          [listing[0]!.ids],
        )
      ).rows.map((r) => r.site_job_id),
    );
    const order = listing[0]!.ids.map((id) => read.has(id));
    const lastRead = order.lastIndexOf(true);
    expect(order.slice(0, lastRead + 1).every(Boolean)).toBe(true);
    expect(read.size).toBe(jobPages);

    // A company whose own posting names its domain (its careers site) needs no company page.
    const { rows } = await db.query<{
      company_slug: string;
      company_name: string;
      apply_url: string | null;
      mail_domain: string | null;
    }>(
      `SELECT j.company_slug, j.company_name, j.apply_url, c.mail_domain FROM search_results r
         JOIN jobs j ON j.id = r.job_id LEFT JOIN job_contacts c ON c.job_id = r.job_id WHERE r.search_id = $1`,
      [requestId],
    );
    const site = sandbox.services.jobsSite.url;
    const ownDomain = rows.filter((r) => companyDomainFromApplyUrl(r.apply_url, r.company_name, site));
    expect(ownDomain.length).toBeGreaterThan(0);
    for (const r of ownDomain) expect(r.mail_domain).toBe(companyDomainFromApplyUrl(r.apply_url, r.company_name, site));
    const companies = new Set(rows.map((r) => r.company_slug).filter(Boolean));
    const companyPages = after.company - before.company;
    expect(companyPages).toBe(done.progress.companiesFetched);
    expect(companyPages).toBeGreaterThan(0);
    expect(companyPages).toBeLessThan(companies.size);
  }, 120_000);
});

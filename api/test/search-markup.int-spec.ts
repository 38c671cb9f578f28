import { startSandbox, type JobsSiteKnobs, type Sandbox } from '@app/sandbox';
import type { Job, SearchRequest } from '@app/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKUP_NOT_UNDERSTOOD_MESSAGE } from '../src/jobs-site/parsers/index.js';
import { pollUntil } from './support/poll.js';
import { standInEnv } from './support/stand-in-env.js';
import { signIn, startTestApp, type TestApp } from './support/test-app.js';

const METRICS_TOKEN = 'metrics-token-for-markup-spec-0123456789';
const RESUME = 'Frontend developer with 5 years of React, TypeScript, Redux, HTML, CSS and Jest. Node.js and AWS.';
const VARIANTS = ['legacy', 'no-urn', 'relative-dates', 'poster-minimal'] as const;

/**
 * A search per markup the stand-in serves. Each readable variant must give the very jobs today's markup gives (with
 * their posters); the redesign must fail with a message a person understands, and be counted.
 */
describe('searches across the site’s markup variants', () => {
  let sandbox: Sandbox;
  let t: TestApp;
  let browser: Awaited<ReturnType<typeof signIn>>['browser'];
  let siteUrl: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, appUrls: ['http://localhost:3999'] });
    siteUrl = sandbox.services.jobsSite.url;
    t = await startTestApp({
      AUTH_DEV_LOGIN: 'true',
      METRICS_TOKEN,
      ...standInEnv(sandbox),
      // Every variant's search reads every page again, instead of reusing what the previous one stored.
      LISTING_CACHE_MINUTES: '0',
      JOB_CACHE_HOURS: '0.000001',
      COMPANY_CACHE_DAYS: '0.000001',
    });
    browser = (await signIn(t)).browser;
  });
  afterAll(async () => {
    sandbox.jobsSite.control({ markup: 'current' });
    await t.close();
    await sandbox.close();
  });

  /**
   * A rare query over the past month (f_TPR): every posting is clear of the 30-day boundary, where relative wording
   * ("1 month ago" covers 30 to 59 days) cannot say which side a posting is on.
   */
  async function search(markup: JobsSiteKnobs['markup']): Promise<SearchRequest> {
    sandbox.jobsSite.control({ markup });
    const linkedinUrl = `${siteUrl}/jobs/search?keywords=rare%20react%20developer&location=Bengaluru&f_TPR=r2592000`;
    const { requestId } = (
      await browser.post('/api/scrape-job').send({ linkedinUrl, jobCount: 100, resumeText: RESUME }).expect(202)
    ).body as { requestId: string };
    return pollUntil(
      async () => (await browser.get(`/api/scrape-job/${requestId}`).expect(200)).body as SearchRequest,
      (s) => ['completed', 'failed', 'cancelled'].includes(s.status),
      60_000,
    );
  }

  const jobsOf = (s: SearchRequest) =>
    (s.enrichedResults?.jobs ?? []).map((job: Job) => ({
      siteJobId: job.siteJobId,
      title: job.title,
      companyName: job.companyName,
      location: job.location,
      jobPosterName: job.jobPosterName,
      jobPosterTitle: job.jobPosterTitle,
    }));

  let current: ReturnType<typeof jobsOf>;

  it('reads today’s markup', async () => {
    const done = await search('current');
    expect(done.status).toBe('completed');
    current = jobsOf(done);
    expect(current.length).toBeGreaterThan(10);
    expect(current.some((job) => job.jobPosterName)).toBe(true);
  }, 90_000);

  it.each(VARIANTS)(
    'completes with the same jobs as today’s markup when the site serves %s',
    async (markup) => {
      const done = await search(markup);
      expect(done.status).toBe('completed');
      expect(jobsOf(done)).toEqual(current);
    },
    90_000,
  );

  it('fails a redesigned site with a message a person understands, and counts it', async () => {
    const done = await search('redesigned');
    expect(done.status).toBe('failed');
    expect(done.errorMessage).toBe(MARKUP_NOT_UNDERSTOOD_MESSAGE);
    expect(done.errorMessage).toMatch(/could not read LinkedIn's pages.*on our side/);
    expect(done.enrichedResults?.jobs ?? []).toEqual([]);

    const metrics = await t.http.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
    expect(metrics.text).toMatch(/jobs_site_markup_not_understood_total\{page="listing",strategy="componentkey"\} 1\b/);
    // The fallbacks the other variants used are visible too.
    expect(metrics.text).toMatch(
      /jobs_site_field_reads_total\{page="listing",field="siteJobId",strategy="link"\} [1-9]/,
    );
    expect(metrics.text).toMatch(
      /jobs_site_field_reads_total\{page="listing",field="postedDate",strategy="relative-text"\} [1-9]/,
    );
    expect(metrics.text).toMatch(
      /jobs_site_field_reads_total\{page="job",field="jobPosterName",strategy="link-text"\} [1-9]/,
    );
  }, 90_000);
});

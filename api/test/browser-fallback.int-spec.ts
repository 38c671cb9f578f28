import { startSandbox, type Sandbox } from '@app/sandbox';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserFallback } from '../src/jobs-site/browser-fallback.js';
import { JobsSiteFetcher } from '../src/jobs-site/fetcher.js';
import { parseJobPage, parseSearchCards } from '../src/jobs-site/parsers/index.js';
import { jobPostingPath, listingPath } from '../src/jobs-site/search-url.js';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The sign-in wall met over plain HTTP is read again in real Chromium (puppeteer-core), not given up on. */
describe('the browser fallback', () => {
  let sandbox: Sandbox;
  let browser: BrowserFallback;
  const logger = pino({ level: 'silent' });

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, appUrls: ['http://localhost:3999'] });
    browser = new BrowserFallback(CHROME_PATH, logger);
  });
  afterAll(async () => {
    await browser.close();
    await sandbox.close();
  });

  it('reads a job page through Chromium when plain HTTP is sent to the authwall', async () => {
    const baseUrl = sandbox.services.jobsSite.url;
    const fetcher = new JobsSiteFetcher({
      baseUrl,
      maxRps: 50,
      concurrency: 2,
      timeoutMs: 20_000,
      maxRetries: 1,
      logger,
      browser,
    });
    const search = { keywords: 'frontend developer', location: 'Pune', geoId: null, workType: null, timeRange: null };
    const [card] = parseSearchCards((await fetcher.get(listingPath(search, 0), 'listing')).body, baseUrl);

    // Every second job-page request is redirected to the sign-in wall.
    sandbox.jobsSite.control({ authwallEvery: 2 });
    const plain = await fetcher.get(jobPostingPath(card!.siteJobId), 'job');
    const walled = await fetcher.get(jobPostingPath(card!.siteJobId), 'job');
    sandbox.jobsSite.control({ authwallEvery: 0 });

    expect(plain.via).toBe('http');
    expect(walled.via).toBe('browser');
    const page = parseJobPage(walled.body, { baseUrl, now: new Date(), siteJobId: card!.siteJobId });
    expect(page.title).toBe(parseJobPage(plain.body, { baseUrl, now: new Date(), siteJobId: card!.siteJobId }).title);
  }, 60_000);

  it('without a browser, the wall ends the request with a sentence a person can act on', async () => {
    const baseUrl = sandbox.services.jobsSite.url;
    const fetcher = new JobsSiteFetcher({
      baseUrl,
      maxRps: 50,
      concurrency: 2,
      timeoutMs: 5000,
      maxRetries: 0,
      logger,
    });
    sandbox.jobsSite.control({ authwallEvery: 1 });
    try {
      await expect(fetcher.get(jobPostingPath('3900000001'), 'job')).rejects.toThrow(/asked for a sign-in/);
    } finally {
      sandbox.jobsSite.control({ authwallEvery: 0 });
    }
  });
});

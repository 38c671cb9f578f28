import { startSandbox, type Sandbox } from '@app/sandbox';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserFallback } from '../src/jobs-site/browser-fallback.js';
import { parseJobPage, parseSearchCards } from '../src/jobs-site/parsers/index.js';
import { jobPostingPath, listingPath } from '../src/jobs-site/search-url.js';
import { siteFetcher } from './support/site-fetcher.js';

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
    const { fetcher, close } = siteFetcher(baseUrl, { browser });
    const search = { keywords: 'frontend developer', location: 'Pune', geoId: null, workType: null, timeRange: null };
    const [card] = parseSearchCards((await fetcher.get(listingPath(search, 0), 'listing')).body, {
      baseUrl,
      now: new Date(),
    });

    // Every second job-page request is redirected to the sign-in wall.
    sandbox.jobsSite.control({ authwallEvery: 2 });
    const plain = await fetcher.get(jobPostingPath(card!.siteJobId), 'job');
    const walled = await fetcher.get(jobPostingPath(card!.siteJobId), 'job');
    sandbox.jobsSite.control({ authwallEvery: 0 });

    expect(plain.via).toBe('http');
    expect(walled.via).toBe('browser');
    const page = parseJobPage(walled.body, { baseUrl, now: new Date(), siteJobId: card!.siteJobId });
    expect(page.title).toBe(parseJobPage(plain.body, { baseUrl, now: new Date(), siteJobId: card!.siteJobId }).title);
    await close();
  }, 60_000);

  it('through a proxy, Chromium leaves by that proxy too (its credentials answered), never directly', async () => {
    const baseUrl = sandbox.services.jobsSite.url;
    const [proxy] = sandbox.services.proxies.site;
    const { fetcher, close } = siteFetcher(baseUrl, { browser, proxies: [proxy!] });
    sandbox.jobsSite.resetStats();
    sandbox.proxies.resetStats();
    sandbox.jobsSite.control({ authwallEvery: 2 });
    try {
      const plain = await fetcher.get(jobPostingPath('3900000002'), 'job');
      const walled = await fetcher.get(jobPostingPath('3900000002'), 'job');
      expect(plain.via).toBe('http');
      expect(walled.via).toBe('browser');
    } finally {
      sandbox.jobsSite.control({ authwallEvery: 0 });
      await close();
    }
    const { byClient } = sandbox.jobsSite.traffic();
    expect(byClient).toEqual({ '127.0.0.21': 3 });
    const [stats] = sandbox.proxies.stats().http;
    expect(stats!.tunnels).toBeGreaterThanOrEqual(1); // undici tunnels with CONNECT
    expect(stats!.forwarded).toBeGreaterThanOrEqual(1); // Chromium forwards plain-http requests
  }, 60_000);

  it('without a browser, the wall ends the request with a sentence a person can act on', async () => {
    const baseUrl = sandbox.services.jobsSite.url;
    const { fetcher, close } = siteFetcher(baseUrl, { timeoutMs: 5000, maxRetries: 0 });
    sandbox.jobsSite.control({ authwallEvery: 1 });
    try {
      await expect(fetcher.get(jobPostingPath('3900000001'), 'job')).rejects.toThrow(/asked for a sign-in/);
    } finally {
      sandbox.jobsSite.control({ authwallEvery: 0 });
      await close();
    }
  });
});

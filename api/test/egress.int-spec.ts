import { PROXY_EGRESS_ADDRESSES, type Sandbox } from '@app/sandbox';
import type { SearchRequest } from '@app/types';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from './support/poll.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns, startOnlyApp } from './support/stand-ins.js';
import { signIn, type TestApp } from './support/test-app.js';

const RESUME = 'Backend engineer: Java, Spring, SQL, Kafka, AWS and Docker.';

/**
 * Egress as operators run it: the site's requests through rented proxies (JOBS_SITE_PROXIES) and the SMTP probes
 * through a SOCKS5 proxy (SMTP_PROBE_PROXY). The stand-ins count per client address, and each proxy leaves from its
 * own, so "nothing went direct" is read off what the site and the mail servers saw.
 */
describe('egress through proxies', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    ({ sandbox, db } = await openStandIns());
  });
  afterAll(() => closeStandIns(sandbox, db, apps));

  async function search(t: TestApp, keyword: string): Promise<SearchRequest> {
    const { browser } = await signIn(t);
    const { linkedinUrl } = (
      await browser.post('/api/generate-linkedin-url').send({ keyword, location: 'Pune', workType: 1 }).expect(200)
    ).body as { linkedinUrl: string };
    const { requestId } = (
      await browser.post('/api/scrape-job').send({ linkedinUrl, jobCount: 100, resumeText: RESUME }).expect(202)
    ).body as { requestId: string };
    return pollUntil(
      async () => (await browser.get(`/api/scrape-job/${requestId}`).expect(200)).body as SearchRequest,
      (s) => !['pending', 'processing', 'filtering', 'enriching'].includes(s.status),
      90_000,
    );
  }

  it('sends every site request through the proxies, each within its own budget, and every SMTP probe through SOCKS5', async () => {
    const { JOBS_SITE_PROXIES, SMTP_PROBE_PROXY } = sandbox.proxyEnv;
    const t = await startOnlyApp(apps, {
      AUTH_DEV_LOGIN: 'true',
      ...standInEnv(sandbox),
      // Both HTTP proxies and the SOCKS5 one carry site requests; the SOCKS5 one also carries the probes.
      JOBS_SITE_PROXIES: `${JOBS_SITE_PROXIES},${SMTP_PROBE_PROXY}`,
      SMTP_PROBE_PROXY: SMTP_PROBE_PROXY!,
      // Each proxy has its own budget: three of them may send three times what one may.
      JOBS_SITE_MAX_RPS: '10',
    });
    sandbox.jobsSite.resetStats();
    sandbox.mail.resetStats();
    sandbox.proxies.resetStats();

    const done = await search(t, 'proxy cartographer');
    expect(done.status).toBe('completed');
    expect(done.enrichedResults!.canApplyCount).toBeGreaterThan(0);
    expect(done.enrichedResults!.verificationOff).toBe(false);

    const site = sandbox.jobsSite.traffic().byClient;
    expect(Object.keys(site).sort()).toEqual(
      [PROXY_EGRESS_ADDRESSES.httpA, PROXY_EGRESS_ADDRESSES.httpB, PROXY_EGRESS_ADDRESSES.socks].sort(),
    );
    for (const n of Object.values(site)) expect(n).toBeGreaterThan(5);
    const { peakPerSecondByClient, peakPerSecond } = sandbox.jobsSite.traffic();
    for (const peak of Object.values(peakPerSecondByClient)) expect(peak).toBeLessThanOrEqual(10);
    expect(peakPerSecond).toBeGreaterThan(10);

    const proxies = sandbox.proxies.stats();
    for (const http of proxies.http) expect(http.tunnels).toBeGreaterThan(0);
    // A slow verdict may still be on its way after the search completes: the SOCKS server counts a probe when it
    // is asked to connect, the mail server a moment later, so read both once they agree.
    const smtpConnects = () =>
      Object.entries(sandbox.proxies.stats().socks.connectsByDestination)
        .filter(([destination]) => destination.endsWith(`:${sandbox.services.mail.smtpPort}`))
        .reduce((sum, [, n]) => sum + n, 0);
    const mail = await pollUntil(
      () => Promise.resolve(sandbox.mail.stats().connectionsByClient),
      (seen) => seen[PROXY_EGRESS_ADDRESSES.socks] === smtpConnects(),
      30_000,
    );
    expect(Object.keys(mail)).toEqual([PROXY_EGRESS_ADDRESSES.socks]);
    expect(mail[PROXY_EGRESS_ADDRESSES.socks]).toBeGreaterThan(0);
  }, 120_000);

  it('without SMTP probing or a verification service, the results say addresses cannot be verified here', async () => {
    const t = await startOnlyApp(apps, { AUTH_DEV_LOGIN: 'true', ...standInEnv(sandbox), SMTP_PROBE: 'off' });
    sandbox.mail.resetStats();
    const done = await search(t, 'offline cartographer');
    expect(done.status).toBe('completed');
    expect(done.enrichedResults!.verificationOff).toBe(true);
    expect(sandbox.mail.stats().connectionsByClient).toEqual({});
  }, 120_000);
});

import { PROXY_EGRESS_ADDRESSES, startSandbox, type Sandbox } from '@app/sandbox';
import type { SearchRequest } from '@app/types';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fileDatabaseUrl } from './support/file-database.js';
import { pollUntil } from './support/poll.js';
import { signInTo, spawnApp, type SpawnedApp } from './support/spawned-app.js';
import { standInEnv } from './support/stand-in-env.js';
import { TEST_APP_URL } from './support/test-config.js';
import { uniqueEmail } from './support/test-app.js';

const RESUME = 'Backend engineer: Java, Spring, SQL, Kafka, AWS and Docker.';

/**
 * Egress as operators run it: the site's requests through rented proxies (JOBS_SITE_PROXIES) and the SMTP probes
 * through a SOCKS5 proxy (SMTP_PROBE_PROXY). The stand-ins count per client address, and each proxy leaves from its
 * own, so "nothing went direct" is read off what the site and the mail servers saw.
 *
 * The app runs in its own process (the built api/dist/main.js), as it runs beside a real site: the site stand-in
 * stamps each arrival with its own clock, in this process, and the app's work (parsing pages, scoring, the database)
 * must not delay that stamp and bunch arrivals into one second that the proxies sent apart.
 */
describe('egress through proxies', () => {
  let sandbox: Sandbox;
  let app: SpawnedApp | undefined;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, appUrls: [TEST_APP_URL] });
  });
  afterEach(async () => {
    await app?.stop();
    app = undefined;
  });
  afterAll(() => sandbox.close());

  async function start(env: Record<string, string>): Promise<SpawnedApp> {
    app = await spawnApp({ ...standInEnv(sandbox), DATABASE_URL: fileDatabaseUrl(), AUTH_DEV_LOGIN: 'true', ...env });
    await app.healthy();
    return app;
  }

  async function search(spawned: SpawnedApp, keyword: string): Promise<SearchRequest> {
    const browser = await signInTo(spawned, uniqueEmail('egress'));
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
    const spawned = await start({
      // Both HTTP proxies and the SOCKS5 one carry site requests; the SOCKS5 one also carries the probes.
      JOBS_SITE_PROXIES: `${JOBS_SITE_PROXIES},${SMTP_PROBE_PROXY}`,
      SMTP_PROBE_PROXY: SMTP_PROBE_PROXY!,
      // Each proxy has its own budget: three of them may send three times what one may.
      JOBS_SITE_MAX_RPS: '10',
    });
    sandbox.jobsSite.resetStats();
    sandbox.mail.resetStats();
    sandbox.proxies.resetStats();

    const done = await search(spawned, 'proxy cartographer');
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
    const spawned = await start({ SMTP_PROBE: 'off' });
    sandbox.mail.resetStats();
    const done = await search(spawned, 'offline cartographer');
    expect(done.status).toBe('completed');
    expect(done.enrichedResults!.verificationOff).toBe(true);
    expect(sandbox.mail.stats().connectionsByClient).toEqual({});
  }, 120_000);
});

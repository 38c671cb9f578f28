import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox, type Sandbox } from '@app/sandbox';
import type { SearchRequest } from '@app/types';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteBudget } from '../src/jobs-site/site-budget.js';
import { SiteBudgetsRepository } from '../src/jobs-site/site-budgets.repository.js';
import { pollUntil } from './support/poll.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns, startOnlyApp } from './support/stand-ins.js';
import { signIn, type TestApp } from './support/test-app.js';
import { fileDatabaseUrl } from './support/file-database.js';
import { freePort } from './support/spawned-app.js';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const TOKEN = 'metrics-token-for-tests-0123456789';
const inProgress = (s: SearchRequest) => ['pending', 'processing', 'filtering', 'enriching'].includes(s.status);

/** The shared budget's rules, on the real table, with two budgets standing for two processes. */
describe('the shared site budget (one row per site and egress)', () => {
  let pool: pg.Pool;
  const site = `http://budget-${Date.now()}.test`;
  const budget = () =>
    new SiteBudget(new SiteBudgetsRepository((sql, params) => pool.query(sql, params).then((r) => r.rows)), {
      site,
      maxRps: 10,
    });
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: fileDatabaseUrl(), max: 8 });
  });
  afterAll(() => pool.end());

  it('gives two processes distinct slots, evenly spaced at the shared rate', async () => {
    const [a, b] = [budget(), budget()];
    const slots = await Promise.all([...Array(10).keys()].map((i) => (i % 2 ? a : b).reserve(['direct'])));
    const at = slots.map((s) => s.slotAt).sort((x, y) => x - y);
    for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeCloseTo(105, 0); // 1/10 s, 5 % margin
    expect(slots.every((s) => s.rate === 10)).toBe(true);
  });

  it('halves the rate for everyone on a 429, once per round, rests the egress, and climbs back linearly', async () => {
    const [a, b] = [budget(), budget()];
    const key = `halving-${Date.now()}`;
    const sent = await a.reserve([key]);
    const inFlight = await b.reserve([key]);
    expect(await a.limited(key, sent.reservedAt, 2000)).toEqual({ halved: true, rate: 5 });
    // The other request of the same round says the same thing: that is one signal, not two.
    expect(await b.limited(key, inFlight.reservedAt, 2000)).toEqual({ halved: false, rate: 5 });

    // The other process's next slot comes after the rest (Retry-After: 2 s) and at the halved rate.
    const next = await b.reserve([key]);
    expect(next.waitMs).toBeGreaterThan(1900);
    expect(next.rate).toBeCloseTo(5, 2);
    const after = await a.reserve([key]);
    expect(after.slotAt - next.slotAt).toBeCloseTo(210, 0);

    // Thirty seconds without a 429 (the row's clock moved back) bring it back by a quarter: +10/120 per second.
    await pool.query(`UPDATE site_budgets SET rate_at = rate_at - 30000 WHERE key = $1`, [`${site} ${key}`]);
    expect((await a.reserve([key])).rate).toBeCloseTo(7.5, 1);
  });

  it('rotates over idle egresses and steers around a resting one', async () => {
    const a = budget();
    const keys = [`p1-${Date.now()}`, `p2-${Date.now()}`, `p3-${Date.now()}`];
    const first = [];
    for (let i = 0; i < 30; i++) first.push(await a.reserve(keys));
    for (const key of keys) expect(first.filter((s) => s.egress === key).length).toBe(10);
    const rested = await a.reserve([keys[0]!]);
    await a.limited(keys[0]!, rested.reservedAt, 60_000);
    const next = [];
    for (let i = 0; i < 6; i++) next.push(await a.reserve(keys));
    expect(next.some((s) => s.egress === keys[0])).toBe(false);
  });
});

/**
 * The real deployment shape: the API and two `pnpm worker` processes (api/dist, built by `pnpm build`) on one
 * database, against a site that answers 429 above its per-second limit. The site's own per-second counters must
 * never exceed JOBS_SITE_MAX_RPS, and every search must complete.
 */
describe('one site budget across the API and two worker processes', () => {
  const RPS = 12;
  let sandbox: Sandbox;
  const children: ChildProcess[] = [];

  const spawnNode = (script: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, [path.join(dist, script)], {
      env: { ...process.env, ...env, DATABASE_URL: fileDatabaseUrl(), LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    children.push(child);
    return child;
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, appUrls: ['http://localhost:3999'], jobsSite: { latencyMs: 20 } });
    sandbox.jobsSite.control({ rateLimit: { requests: RPS, windowMs: 1000 } });
  });
  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await sandbox.close();
  });

  it('never lets the site see more than JOBS_SITE_MAX_RPS in any second, and every search completes', async () => {
    const env = {
      ...standInEnv(sandbox),
      JOBS_SITE_MAX_RPS: String(RPS),
      JOBS_SITE_CONCURRENCY: '4',
      // One search per process at a time: the three searches below land on the three processes.
      SEARCH_WORKER_CONCURRENCY: '1',
      // One user starts all three searches; each process must get one of them at once.
      SEARCH_MAX_IN_PROGRESS_PER_USER: '3',
      METRICS_TOKEN: TOKEN,
    };
    const [apiPort, metricsA, metricsB] = [await freePort(), await freePort(), await freePort()];
    const appUrl = `http://127.0.0.1:${apiPort}`;
    spawnNode('main.js', {
      ...env,
      PORT: String(apiPort),
      APP_URL: appUrl,
      AUTH_DEV_LOGIN: 'true',
      SERVE_WEB: 'false',
    });
    spawnNode('worker.js', { ...env, METRICS_PORT: String(metricsA) });
    spawnNode('worker.js', { ...env, METRICS_PORT: String(metricsB) });
    await pollUntil(
      () =>
        fetch(`${appUrl}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      (ok) => ok,
      60_000,
    );

    const login = await fetch(`${appUrl}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl },
      body: JSON.stringify({ email: `budget.${Date.now()}@example.com` }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const call = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${appUrl}${route}`, {
        method,
        headers: { cookie, origin: appUrl, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };

    sandbox.jobsSite.resetStats();
    const ids = await Promise.all(
      ['budget surveyor', 'budget archivist', 'budget glassblower'].map(async (keyword) => {
        const { linkedinUrl } = await call<{ linkedinUrl: string }>('POST', '/api/generate-linkedin-url', {
          keyword,
          location: 'Pune',
          workType: 1,
        });
        const resumeText = 'Careful craftsperson: surveying, archives, glass.';
        return (
          await call<{ requestId: string }>('POST', '/api/scrape-job', { linkedinUrl, jobCount: 100, resumeText })
        ).requestId;
      }),
    );
    const done = await Promise.all(
      ids.map((id) =>
        pollUntil(
          () => call<SearchRequest>('GET', `/api/scrape-job/${id}`),
          (s) => !inProgress(s),
          240_000,
        ),
      ),
    );
    expect(done.map((s) => s.status)).toEqual(['completed', 'completed', 'completed']);

    const traffic = sandbox.jobsSite.traffic();
    const requests = traffic.byClient['127.0.0.1'] ?? 0;
    expect(requests).toBeGreaterThan(300);
    expect(traffic.peakPerSecondByClient['127.0.0.1']).toBeLessThanOrEqual(RPS);

    // Every process took part: the budget was shared, not one process doing all the work.
    const sentBy = async (url: string) => {
      const text = await (await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      return text
        .split('\n')
        .filter((l) => l.startsWith('jobs_site_requests_total{'))
        .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0);
    };
    const perProcess = [
      await sentBy(`${appUrl}/metrics`),
      await sentBy(`http://127.0.0.1:${metricsA}/metrics`),
      await sentBy(`http://127.0.0.1:${metricsB}/metrics`),
    ];
    for (const n of perProcess) expect(n).toBeGreaterThan(0);
    expect(perProcess.reduce((a, b) => a + b, 0)).toBe(requests);
  }, 300_000);
});

/** What a search does when the site says no: slow down for everyone, say so, and give up only after a bound. */
describe('a search under the site’s limits', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    ({ sandbox, db } = await openStandIns());
  });
  afterAll(() => closeStandIns(sandbox, db, apps));

  async function start(t: TestApp, keyword: string) {
    const { browser } = await signIn(t);
    const { linkedinUrl } = (
      await browser.post('/api/generate-linkedin-url').send({ keyword, location: 'Pune', workType: 1 }).expect(200)
    ).body as { linkedinUrl: string };
    const { requestId } = (
      await browser.post('/api/scrape-job').send({ linkedinUrl, jobCount: 100, resumeText: 'Cook.' }).expect(202)
    ).body as { requestId: string };
    const read = async () => (await browser.get(`/api/scrape-job/${requestId}`).expect(200)).body as SearchRequest;
    return { read, settled: () => pollUntil(read, (s) => !inProgress(s), 120_000) };
  }

  it('halves its rate on 429s (AIMD), so the site refuses few requests, and completes', async () => {
    const t = await startOnlyApp(apps, { AUTH_DEV_LOGIN: 'true', ...standInEnv(sandbox), JOBS_SITE_MAX_RPS: '40' });
    // The site allows a quarter of what the app would send.
    sandbox.jobsSite.control({ rateLimit: { requests: 10, windowMs: 1000 } });
    sandbox.jobsSite.resetStats();
    try {
      const { settled } = await start(t, 'adaptive pastry chef');
      expect((await settled()).status).toBe('completed');
    } finally {
      sandbox.jobsSite.control({ rateLimit: null });
    }
    const stats = sandbox.jobsSite.stats();
    const requests = stats.listing! + stats.job! + stats.company! + stats.typeahead!;
    const refused = stats.rateLimited429! + stats.rateLimited999!;
    expect(refused).toBeGreaterThan(0);
    // Resting alone would keep hitting the wall every second at full rate (about a fifth refused). The refusals before
    // the first halving are a fixed few (about 18), and a quick search now reads fewer pages (170–200): at most 12 %.
    expect(refused / requests).toBeLessThan(0.12);
    const { rows } = await db.query<{ rate: number }>(`SELECT rate FROM site_budgets WHERE key = $1`, [
      `${sandbox.services.jobsSite.url} direct`,
    ]);
    expect(rows[0]!.rate).toBeLessThan(40);
  }, 150_000);

  it('says the site is limiting requests and until when, then continues', async () => {
    const t = await startOnlyApp(apps, { AUTH_DEV_LOGIN: 'true', ...standInEnv(sandbox) });
    sandbox.jobsSite.control({ burst429: 1, burstRetryAfterSec: 8 });
    const { read, settled } = await start(t, 'patient sommelier');
    const waiting = await pollUntil(read, (s) => s.progress.siteWaitUntil !== null || !inProgress(s), 20_000);
    expect(waiting.status).toBe('processing');
    const until = new Date(waiting.progress.siteWaitUntil!).getTime();
    expect(until - Date.now()).toBeGreaterThan(3000);
    expect(until - Date.now()).toBeLessThan(9000);
    const done = await settled();
    expect(done.status).toBe('completed');
    expect(done.progress.siteWaitUntil).toBeNull();
  }, 150_000);

  it('fails with a sentence a person can act on once a wait would pass JOBS_SITE_MAX_WAIT_SECONDS', async () => {
    const t = await startOnlyApp(apps, {
      AUTH_DEV_LOGIN: 'true',
      ...standInEnv(sandbox),
      JOBS_SITE_MAX_WAIT_SECONDS: '3',
    });
    sandbox.jobsSite.control({ burst429: 1, burstRetryAfterSec: 30 });
    const { settled } = await start(t, 'impatient sommelier');
    const done = await settled();
    expect(done.status).toBe('failed');
    expect(done.errorMessage).toMatch(/LinkedIn is limiting how fast we can read job pages/);
  }, 60_000);
});

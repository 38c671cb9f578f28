// `pnpm bench budget`: the site budget shared across processes. The API (no workers) and two `pnpm worker` processes
// on one database run quick searches at once against the networking-site stand-in (100 ms latency), which counts
// what it receives per one-second window of its clock. Reports the observed peak rate against JOBS_SITE_MAX_RPS
// (the default, 8 per second) and what the site, limiting each client to that same rate, refused. Needs a built app (`pnpm build`) and DATABASE_URL (workers
// share the API's database; the embedded one belongs to one API).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTemporaryDatabase, startSandbox } from '@app/sandbox';

export const name = 'budget';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LATENCY_MS = 100;
// The defaults of a fresh install: the budget per egress and requests in flight per process.
// Four searches of one user, two at a time (the default is one a user), so the workers press on the site's budget.
const LIMITS = { JOBS_SITE_MAX_RPS: '8', JOBS_SITE_CONCURRENCY: '4', SEARCH_MAX_IN_PROGRESS_PER_USER: '2' };
const KEYWORDS = ['bench cooper', 'bench luthier', 'bench farrier', 'bench chandler'];

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function run() {
  if (!process.env.DATABASE_URL) throw new Error('pnpm bench budget needs DATABASE_URL (workers share its database)');
  const sandbox = await startSandbox({ port: 0, appUrls: ['http://localhost'], jobsSite: { latencyMs: LATENCY_MS } });
  const db = await createTemporaryDatabase(process.env.DATABASE_URL, 'bench');
  const port = await freePort();
  const app = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    ...sandbox.appEnv,
    ...LIMITS,
    DATABASE_URL: db.url,
    LOG_LEVEL: 'warn',
    HUNTER_API_KEY: '',
    APOLLO_API_KEY: '',
  };
  const children = [];
  const start = (script, extra) => {
    const child = spawn(process.execPath, [path.join(root, 'api/dist', script)], {
      env: { ...env, ...extra },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    return child;
  };
  try {
    start('main.js', {
      PORT: String(port),
      APP_URL: app,
      AUTH_DEV_LOGIN: 'true',
      SERVE_WEB: 'false',
      RUN_WORKERS: 'false',
    });
    for (let i = 0; ; i++) {
      if (i > 120) throw new Error('API did not start');
      if (
        await fetch(`${app}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 500));
    }
    start('worker.js', {});
    start('worker.js', {});

    const login = await fetch(`${app}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app },
      body: JSON.stringify({ email: 'bench-budget@example.com' }),
    });
    const cookie = login.headers.get('set-cookie').split(';')[0];
    const call = async (method, p, body) => {
      const res = await fetch(`${app}${p}`, {
        method,
        headers: { cookie, origin: app, 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
      return res.json();
    };

    // The site limits each client to the same budget (a sliding second): any excess shows as refused requests.
    sandbox.jobsSite.control({ rateLimit: { requests: Number(LIMITS.JOBS_SITE_MAX_RPS), windowMs: 1000 } });
    sandbox.jobsSite.resetStats();
    const t0 = performance.now();
    const ids = await Promise.all(
      KEYWORDS.map(async (keyword) => {
        const { linkedinUrl } = await call('POST', '/api/generate-linkedin-url', {
          keyword,
          location: 'Pune',
          workType: 1,
        });
        return (await call('POST', '/api/scrape-job', { linkedinUrl, jobCount: 100, resumeText: 'Craftsperson.' }))
          .requestId;
      }),
    );
    const finished = await Promise.all(
      ids.map(async (id) => {
        for (;;) {
          const s = await call('GET', `/api/scrape-job/${id}`);
          if (!['pending', 'processing', 'filtering', 'enriching'].includes(s.status)) return s;
          await new Promise((r) => setTimeout(r, 500));
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const traffic = sandbox.jobsSite.traffic();
    const stats = sandbox.jobsSite.stats();
    const requests = traffic.byClient['127.0.0.1'] ?? 0;
    const busy = traffic.seconds.filter((w) => w.requests > 0);
    const budget = Number(LIMITS.JOBS_SITE_MAX_RPS);
    return [
      {
        processes: 'API (no workers) + 2 workers',
        searches: `${finished.filter((s) => s.status === 'completed').length}/${finished.length} completed`,
        'wall s': Number(seconds.toFixed(1)),
        'site requests': requests,
        'budget req/s': budget,
        'peak req/s (site, 1 s windows)': traffic.peakPerSecond,
        'mean req/s over busy seconds': Number((requests / busy.length).toFixed(2)),
        'seconds at the budget': busy.filter((w) => w.requests === budget).length,
        'seconds over the budget': busy.filter((w) => w.requests > budget).length,
        'refused (429/999)': stats.rateLimited429 + stats.rateLimited999,
      },
    ];
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))),
    );
    await sandbox.close();
    await db.drop();
  }
}

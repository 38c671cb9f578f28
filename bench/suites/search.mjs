// `pnpm bench search`: quick (100) and deep (1000) searches end to end against the networking-site stand-in at
// 100 ms latency per request, cold and warm cache. Reports wall time, requests per delivered job and the API
// process's peak memory. Needs a built app (`pnpm build`); uses DATABASE_URL's server when set, else embedded.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTemporaryDatabase, startSandbox } from '@app/sandbox';

export const name = 'search';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_PORT ?? 3460);
const APP = `http://localhost:${PORT}`;
const LATENCY_MS = 100;
// The site limits are settings; the bench states the ones it ran with.
const SITE_LIMITS = { JOBS_SITE_MAX_RPS: '30', JOBS_SITE_CONCURRENCY: '8' };

async function tempDatabase() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  fs.chmodSync(dataDir, 0o755);
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!process.env.DATABASE_URL) return { env: { DATA_DIR: dataDir }, drop: removeDir };
  const db = await createTemporaryDatabase(process.env.DATABASE_URL, 'bench');
  return { env: { DATABASE_URL: db.url, DATA_DIR: dataDir }, drop: async () => (await db.drop(), removeDir()) };
}

function peakRssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)[1]) / 1024);
}

export async function run() {
  const sandbox = await startSandbox({ port: 0, appUrls: [APP], jobsSite: { latencyMs: LATENCY_MS } });
  const site = sandbox.services.jobsSite.url;
  const db = await tempDatabase();
  const api = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], {
    env: {
      ...process.env,
      ...db.env,
      ...SITE_LIMITS,
      PORT: String(PORT),
      APP_URL: APP,
      JOBS_SITE_URL: site,
      AUTH_DEV_LOGIN: 'true',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if (i > 120) throw new Error('API did not start');
      if (
        await fetch(`${APP}/api/health`)
          .then((r) => r.ok)
          .catch(() => false)
      )
        break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const login = await fetch(`${APP}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com' }),
    });
    const cookie = login.headers.get('set-cookie').split(';')[0];
    const call = async (method, p, body) => {
      const res = await fetch(`${APP}${p}`, {
        method,
        headers: { cookie, 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const siteStats = async () => (await fetch(`${site}/__stats`)).json();
    const resume = 'Software engineer: React, TypeScript, Node.js, SQL, AWS, Docker, Python.';

    const search = async (label, keyword, jobCount) => {
      const { linkedinUrl } = await call('POST', '/api/generate-linkedin-url', {
        keyword,
        location: 'Bangalore',
        workType: 1,
      });
      const before = await siteStats();
      const t0 = performance.now();
      const { requestId } = await call('POST', '/api/scrape-job', { linkedinUrl, jobCount, resumeText: resume });
      let s;
      do {
        await new Promise((r) => setTimeout(r, 100));
        s = await call('GET', `/api/scrape-job/${requestId}`);
      } while (['pending', 'processing', 'filtering', 'enriching'].includes(s.status));
      const seconds = (performance.now() - t0) / 1000;
      const after = await siteStats();
      const requests = ['listing', 'job', 'company'].reduce((n, k) => n + (after[k] - before[k]), 0);
      const delivered = s.enrichedResults?.jobs.length ?? 0;
      return {
        run: label,
        status: s.status,
        'wall s': Number(seconds.toFixed(2)),
        delivered,
        requests,
        'requests/job': delivered ? Number((requests / delivered).toFixed(2)) : null,
        'listing/job/company': `${after.listing - before.listing}/${after.job - before.job}/${after.company - before.company}`,
        'API peak RSS MB': peakRssMb(api.pid),
      };
    };

    return [
      await search('quick (100), cold', 'frontend developer', 100),
      await search('quick (100), warm repeat', 'frontend developer', 100),
      await search('deep (1000), cold', 'backend developer', 1000),
      await search('deep (1000), warm repeat', 'backend developer', 1000),
    ];
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
    await sandbox.close();
    await db.drop();
  }
}

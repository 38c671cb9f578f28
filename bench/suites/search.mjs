// `pnpm bench search`: quick (100) and deep (1000) searches end to end, wired as `pnpm demo` wires the app: every
// stand-in (the networking site, DNS and SMTP of the companies' mail servers, the people APIs), so contacts are looked
// up and verified over SMTP; the site at the demo's latency (none). Each kind runs cold (a fresh database: nothing
// cached; the mail stand-in's greylisting memory forgotten) then warm (the same search again), once with the
// default site limits and once with the bench's. Reports time to the first 10 jobs shown (the jobs call answering
// 10 jobs), time to completion, time until the last late verdict landed, and site requests per delivered job, with
// the machine's load. Needs a built app (`pnpm build`); uses DATABASE_URL's server when set, else embedded.
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
const POLL_MS = 100;
// The site limits are settings: the defaults (8 requests a second, 4 at once), and the bench's earlier ones.
const LIMITS = [
  { label: 'default (8/s, 4 at once)', env: {} },
  { label: 'bench (30/s, 8 at once)', env: { JOBS_SITE_MAX_RPS: '30', JOBS_SITE_CONCURRENCY: '8' } },
];
const SEARCHES = [
  { kind: 'quick', keyword: 'frontend developer', jobCount: 100 },
  { kind: 'deep', keyword: 'backend developer', jobCount: 1000 },
];
const ONLY = process.env.BENCH_SEARCH_ONLY; // e.g. "quick" or "default"
const RESUME = 'Software engineer: React, TypeScript, Node.js, SQL, AWS, Docker, Python.';
const IN_PROGRESS = ['pending', 'processing', 'filtering', 'enriching'];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load = () => os.loadavg()[0].toFixed(1);

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

/** The built API as `pnpm demo` starts it: the sandbox's settings, dev sign-in, on a fresh database. */
async function startApp(sandbox, limits) {
  const db = await tempDatabase();
  const api = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], {
    env: {
      ...process.env,
      ...sandbox.appEnv,
      ...db.env,
      ...limits,
      PORT: String(PORT),
      APP_URL: APP,
      AUTH_DEV_LOGIN: 'true',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error('API did not start');
    if (
      await fetch(`${APP}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await sleep(500);
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
      headers: { cookie, 'content-type': 'application/json', origin: APP },
      body: body && JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const stop = async () => {
    api.kill('SIGTERM');
    await new Promise((r) => (api.exitCode !== null ? r() : api.once('exit', r)));
    await db.drop();
  };
  return { api, call, stop };
}

async function measure(app, sandbox, { label, limits, keyword, jobCount }) {
  const site = sandbox.services.jobsSite.url;
  const siteStats = async () => (await fetch(`${site}/__stats`)).json();
  const { linkedinUrl } = await app.call('POST', '/api/generate-linkedin-url', {
    keyword,
    location: 'Bangalore',
    workType: 1,
  });
  const loadBefore = load();
  const before = await siteStats();
  const t0 = performance.now();
  const { requestId } = await app.call('POST', '/api/scrape-job', { linkedinUrl, jobCount, resumeText: RESUME });
  let firstTen = null;
  let s;
  for (;;) {
    const page = await app.call('GET', `/api/scrape-job/${requestId}/jobs?pageSize=10`);
    if (firstTen === null && page.items.length >= 10) firstTen = (performance.now() - t0) / 1000;
    s = await app.call('GET', `/api/scrape-job/${requestId}`);
    if (!IN_PROGRESS.includes(s.status)) break;
    await sleep(POLL_MS);
  }
  const completed = (performance.now() - t0) / 1000;
  const after = await siteStats();
  const jobs = s.enrichedResults?.jobs ?? [];
  const verifying = jobs.filter((j) => j.emailVerificationStatus === 'verifying').length;
  // Late verdicts (greylisting, the tarpit) land after completion: when did the last one?
  let landed = verifying ? null : completed;
  for (let i = 0; landed === null && i < 1800; i++) {
    await sleep(200);
    const page = await app.call('GET', `/api/scrape-job/${requestId}/jobs?pageSize=100&contact=none`);
    const all = [page];
    for (let p = 2; p <= Math.ceil(page.total / 100); p++) {
      all.push(await app.call('GET', `/api/scrape-job/${requestId}/jobs?pageSize=100&contact=none&page=${p}`));
    }
    if (!all.some((x) => x.items.some((j) => j.emailVerificationStatus === 'verifying'))) {
      landed = (performance.now() - t0) / 1000;
    }
  }
  const final = await app.call('GET', `/api/scrape-job/${requestId}`);
  const requests = ['listing', 'job', 'company'].reduce((n, k) => n + (after[k] - before[k]), 0);
  const delivered = jobs.length;
  const round = (n) => (n === null ? null : Number(n.toFixed(2)));
  return {
    run: label,
    limits,
    status: s.status,
    'first 10 shown s': round(firstTen),
    'complete s': round(completed),
    'verdicts in s': round(landed),
    delivered,
    'with contact': final.enrichedResults?.canApplyCount ?? 0,
    'verifying at end': verifying,
    requests,
    'req/job': delivered ? Number((requests / delivered).toFixed(2)) : null,
    'listing/job/company': `${after.listing - before.listing}/${after.job - before.job}/${after.company - before.company}`,
    'RSS MB': peakRssMb(app.api.pid),
    load: `${loadBefore}→${load()}`,
  };
}

export async function run() {
  // As `pnpm demo` starts the stand-ins: no added latency.
  const sandbox = await startSandbox({ port: 0, appUrls: [APP] });
  const rows = [];
  try {
    for (const limits of LIMITS) {
      if (ONLY && !['quick', 'deep'].includes(ONLY) && !limits.label.startsWith(ONLY)) continue;
      for (const search of SEARCHES) {
        if (ONLY && ['quick', 'deep'].includes(ONLY) && search.kind !== ONLY) continue;
        sandbox.mail.resetGreylist();
        const app = await startApp(sandbox, limits.env);
        try {
          const common = { limits: limits.label, keyword: search.keyword, jobCount: search.jobCount };
          rows.push(await measure(app, sandbox, { ...common, label: `${search.kind} (${search.jobCount}), cold` }));
          rows.push(await measure(app, sandbox, { ...common, label: `${search.kind} (${search.jobCount}), warm` }));
        } finally {
          await app.stop();
        }
        console.log(rows.slice(-2));
      }
    }
  } finally {
    await sandbox.close();
  }
  return rows;
}

import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox, type Sandbox } from '@app/sandbox';
import type { SearchRequest } from '@app/types';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from './support/poll.js';
import { standInEnv } from './support/stand-in-env.js';
import { startTestApp, uniqueEmail, type TestApp } from './support/test-app.js';
import { fileDatabaseUrl } from './support/file-database.js';

const workerScript = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/worker.js');

/**
 * The real thing: searches run in a separate worker process (api/dist/worker.js, built by `pnpm build`), which is
 * killed with SIGKILL mid-search. Another worker must finish the search; nothing stays in progress forever.
 */
describe('a worker killed mid-search', () => {
  let sandbox: Sandbox;
  let t: TestApp;
  const workers: ChildProcess[] = [];

  const startWorker = (env: Record<string, string>) => {
    const child = spawn(process.execPath, [workerScript], {
      env: { ...process.env, ...env, DATABASE_URL: fileDatabaseUrl(), LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    workers.push(child);
    return child;
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, appUrls: ['http://localhost:3999'], jobsSite: { latencyMs: 20 } });
    t = await startTestApp({
      AUTH_DEV_LOGIN: 'true',
      RUN_WORKERS: 'false',
      JOBS_SITE_URL: sandbox.services.jobsSite.url,
    });
  });
  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
    await t.close();
    await sandbox.close();
  });

  it('is resumed by another worker and the search completes', async () => {
    // A short heartbeat timeout: the second worker resumes the search within seconds, not half a minute.
    const siteEnv = {
      ...standInEnv(sandbox),
      JOBS_SITE_MAX_RPS: '100',
      JOBS_SITE_CONCURRENCY: '4',
      SEARCH_HEARTBEAT_TIMEOUT_SECONDS: '4',
    };
    const browser = t.browser();
    await browser
      .post('/api/auth/dev-login')
      .send({ email: uniqueEmail('crash') })
      .expect(200);
    const linkedinUrl = `${sandbox.services.jobsSite.url}/jobs/search?keywords=site+reliability+engineer&location=Pune`;
    const { requestId } = (await browser.post('/api/scrape-job').send({ linkedinUrl, jobCount: 1000 }).expect(202))
      .body as { requestId: string };
    const read = async () => (await browser.get(`/api/scrape-job/${requestId}`).expect(200)).body as SearchRequest;

    const first = startWorker(siteEnv);
    await pollUntil(read, (s) => s.progress.detailsFetched >= 50, 60_000);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const stalled = await read();
    expect(stalled.status).toBe('processing');

    startWorker(siteEnv);
    const done = await pollUntil(
      read,
      (s) => !['pending', 'processing', 'filtering', 'enriching'].includes(s.status),
      120_000,
    );
    expect(done.status).toBe('completed');
    expect(done.enrichedResults!.jobs.length).toBeGreaterThan(100);

    const db = new pg.Client({ connectionString: fileDatabaseUrl() });
    await db.connect();
    const { rows } = await db.query('SELECT attempts FROM search_requests WHERE id = $1', [requestId]);
    await db.end();
    expect(rows[0].attempts).toBe(2);
  }, 180_000);
});

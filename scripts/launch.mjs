// Shared by `pnpm start` and `pnpm demo`: run the built API as a child process with a given environment,
// forward stop signals, and close the stand-ins when it exits.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function loadSandbox() {
  return import(path.join(repoRoot, 'packages/sandbox/dist/index.js'));
}

export function appUrlOf(env) {
  return env.APP_URL || `http://localhost:${env.PORT || 3000}`;
}

export function runApi(env, { onExit } = {}) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'api/dist/main.js')], { env, stdio: 'inherit' });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', async (code, signal) => {
    await onExit?.();
    process.exit(code ?? (signal ? 0 : 1));
  });
  return child;
}

import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E, E2E_SLOTS, e2ePorts } from './ports.mjs';

/**
 * The app and its stand-ins (server.mjs) for one worker's slot; playwright.trial.config.ts starts the same with the
 * trial on.
 */
export const webServer = (slot: number, env: Record<string, string> = {}) => ({
  command: 'node server.mjs',
  url: `${e2ePorts(slot).appUrl}/api/health`,
  env: { ...env, E2E_SLOT: String(slot) },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
});

// Debian's Chromium headless shell (package chromium-headless-shell) when it is installed: the same Blink and V8
// without the browser's own interface, which took a sixth more CPU over the same journeys. The extension's journey
// (extension.spec.ts) starts the full browser itself, since the shell loads no extension.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

/** Real Chromium from Debian (never a downloaded browser), driving the built app and the OIDC stand-in. */
export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  // A file's journeys run in order in one worker; files spread over the workers, each with its own server. Much of a
  // journey is waiting on the app's pace (send spacing, reply checks, a search's stand-in latency), which the other
  // worker fills: the tier took 320 s on two workers against 516 s on one (2026-11-28, idle machine).
  fullyParallel: false,
  workers: E2E_SLOTS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: E2E.appUrl,
    browserName: 'chromium',
    // Here, a failure's trace keeps the DOM snapshots, actions and network; not the screencast, which kept Chromium
    // rendering and encoding frames through every test: 78 CPU-seconds against 152 for apply and phone (2026-11-28).
    // Not on CI, which keeps only the run's output: recording every journey for a trace nobody can open cost a
    // sixth of the tier's CPU. A failure there is rerun here, where the trace is kept.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: E2E_SLOTS }, (_, slot) => webServer(slot)),
});

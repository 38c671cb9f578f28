import { defineConfig } from '@playwright/test';
import { E2E } from './ports.mjs';

/** The app and its stand-ins (server.mjs); playwright.trial.config.ts starts the same with the trial on. */
export const webServer = {
  command: 'node server.mjs',
  url: `${E2E.appUrl}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe',
  gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
} as const;

/** Real Chromium from Debian (never a downloaded browser), driving the built app and the OIDC stand-in. */
export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: E2E.appUrl,
    browserName: 'chromium',
    // A failure's trace keeps the DOM snapshots, actions and network; not the screencast, which kept Chromium
    // rendering and encoding frames through every test: 78 CPU-seconds against 152 for apply and phone (2026-11-28).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer,
});

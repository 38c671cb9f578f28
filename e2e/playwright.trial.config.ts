import { defineConfig } from '@playwright/test';
import base, { webServer } from './playwright.config';

/**
 * The same app with the product's no-card trial on (TRIAL_DAYS=7, the default), for the journeys of a trial user
 * (tests-trial/). The main run keeps TRIAL_DAYS=0 so its journeys meet Free's rules; the two runs share the ports, so
 * `pnpm --filter @app/e2e test` runs them one after the other. One journey: one worker, one server.
 */
export default defineConfig({
  ...base,
  testDir: './tests-trial',
  outputDir: './.artifacts/results-trial',
  workers: 1,
  webServer: webServer(0, { E2E_TRIAL_DAYS: '7' }),
});

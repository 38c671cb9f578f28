import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { fileDatabaseUrl } from './file-database.js';

export const TEST_APP_URL = 'http://localhost:3999';

/** The settings a test runs with, on the file's own database; `env` overrides them. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_APP_URL,
    SERVE_WEB: 'false',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: fileDatabaseUrl(),
    ...env,
  });
}

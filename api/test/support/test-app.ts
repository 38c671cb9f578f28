import type { User } from '@app/types';
import supertest from 'supertest';
import { createApp, type App } from '../../src/bootstrap.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { createRootLogger } from '../../src/common/logging/logger.js';
import { fileDatabaseUrl } from './file-database.js';
import { testConfig } from './test-config.js';

export { TEST_APP_URL } from './test-config.js';

export interface TestApp {
  app: App;
  config: AppConfig;
  /** A client without cookies. */
  http: supertest.Agent;
  /** A client that keeps cookies, like one browser. */
  browser(): supertest.Agent;
  close(): Promise<void>;
}

/** The real application on the run's test database, driven in-process. `env` overrides settings. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(env);
  const app = await createApp(config, fileDatabaseUrl(), createRootLogger(config.logLevel));
  const server = app.nest.getHttpServer();
  return {
    app,
    config,
    http: supertest.agent(server),
    browser: () => supertest.agent(server),
    close: () => app.close(),
  };
}

let counter = 0;
/** A unique email per call, so tests never collide on the unique index. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

/** A browser signed in through the dev login (the app needs AUTH_DEV_LOGIN), and the user it signed in as. */
export async function signIn(
  t: TestApp,
  { email = uniqueEmail(), firstName, lastName }: { email?: string; firstName?: string; lastName?: string } = {},
): Promise<{ browser: supertest.Agent; user: User }> {
  const browser = t.browser();
  const user = (await browser.post('/api/auth/dev-login').send({ email, firstName, lastName }).expect(200))
    .body as User;
  return { browser, user };
}

import type { User } from '@app/types';
import type { Logger } from 'pino';
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

/**
 * The real application on the run's test database, driven in-process. `env` overrides settings; `logger`, where a
 * test reads what the app logs.
 */
export async function startTestApp(env: Record<string, string> = {}, logger?: Logger): Promise<TestApp> {
  const config = testConfig(env);
  const app = await createApp(config, fileDatabaseUrl(), logger ?? createRootLogger(config.logLevel));
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

let jobs = 0;
/**
 * A job id of the site's shape (digits) no other call in this process gives out. The app refuses a second email to
 * one job URL, so two emails that drew the same random id in one millisecond (1 in 1,000) failed as duplicates.
 */
export function uniqueJobId(): string {
  jobs += 1;
  return `${Date.now()}${String(jobs % 1000).padStart(3, '0')}`;
}

/** The site's URL of a job no other call in this process gives out. */
export function uniqueJobUrl(): string {
  return `https://www.linkedin.com/jobs/view/${uniqueJobId()}`;
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

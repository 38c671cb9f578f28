import type { Sandbox } from '@app/sandbox';

/**
 * The sandbox's settings for the app, with test-sized rate limits and timeouts. The people-data providers stay
 * off: contact discovery is tested on the app's own finding unless a test turns them on.
 */
export function standInEnv(sandbox: Sandbox): Record<string, string> {
  const env: Record<string, string> = {
    ...sandbox.appEnv,
    JOBS_SITE_MAX_RPS: '200',
    JOBS_SITE_CONCURRENCY: '8',
    SMTP_PROBE_TIMEOUT_MS: '1500',
  };
  for (const key of ['HUNTER_API_KEY', 'HUNTER_API_URL', 'APOLLO_API_KEY', 'APOLLO_API_URL']) delete env[key];
  return env;
}

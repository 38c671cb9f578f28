import type { Sandbox } from '@app/sandbox';

/** Settings that point the app at the sandbox's networking site and mail servers, with test-sized timings. */
export function standInEnv(sandbox: Sandbox): Record<string, string> {
  return {
    JOBS_SITE_URL: sandbox.services.jobsSite.url,
    JOBS_SITE_MAX_RPS: '200',
    JOBS_SITE_CONCURRENCY: '8',
    DNS_SERVERS: sandbox.services.mail.dnsServers,
    SMTP_PROBE_PORT: String(sandbox.services.mail.smtpPort),
    SMTP_PROBE_TIMEOUT_MS: '1500',
    // The stand-in greylists for 2 s.
    SMTP_GREYLIST_RETRY_MS: '2500',
  };
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EmailVerifierOptions } from '../enrichment/verification/types.js';
import { configSchema } from './config.schema.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DEV_SESSION_SECRET = 'development-only-session-secret-never-in-production';

/** Thrown when a setting is missing or malformed; boot stops with its message. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The validated, derived configuration the whole API reads. */
export interface AppConfig {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string | undefined;
  appUrl: string;
  trustProxy: boolean;
  logLevel: string;
  bodyLimit: string;
  database: { url: string | undefined; dataDir: string; embeddedPort: number };
  runWorkers: boolean;
  session: { secret: string; idleMs: number; absoluteMs: number };
  allowedOrigins: string[];
  oidc: { issuerUrl: string; clientId: string | undefined; clientSecret: string | undefined };
  devLoginEnabled: boolean;
  staffEmails: string[];
  web: { serve: boolean; distDir: string };
  jobsSite: {
    baseUrl: string;
    maxRps: number;
    concurrency: number;
    timeoutMs: number;
    maxRetries: number;
    /** Chromium for pages plain HTTP cannot read; unset turns the browser fallback off. */
    chromePath: string | undefined;
  };
  /** The email verifier's options, documented where they are used. */
  verification: EmailVerifierOptions;
  /** People-data providers, each used only when its key is set. */
  people: { hunter: { apiKey: string; baseUrl: string } | null; apollo: { apiKey: string; baseUrl: string } | null };
  trialDays: number;
  search: { workerConcurrency: number; listingCacheMs: number; jobCacheMs: number; companyCacheMs: number };
}

export const APP_CONFIG = Symbol('APP_CONFIG');

const DAY_MS = 24 * 60 * 60 * 1000;

/** Validates the environment once. Every problem is listed by its setting's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty value means "not set", as in most .env conventions.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    isProduction: c.NODE_ENV === 'production',
    port: c.PORT,
    host: c.HOST,
    appUrl: c.APP_URL ?? `http://localhost:${c.PORT}`,
    trustProxy: c.TRUST_PROXY,
    logLevel: c.LOG_LEVEL,
    bodyLimit: c.BODY_LIMIT,
    database: {
      url: c.DATABASE_URL,
      dataDir: path.resolve(repoRoot, c.DATA_DIR ?? '.data'),
      embeddedPort: c.EMBEDDED_PG_PORT,
    },
    runWorkers: c.RUN_WORKERS,
    session: {
      secret: c.SESSION_SECRET ?? DEV_SESSION_SECRET,
      idleMs: c.SESSION_IDLE_DAYS * DAY_MS,
      absoluteMs: c.SESSION_ABSOLUTE_DAYS * DAY_MS,
    },
    allowedOrigins: c.ALLOWED_ORIGINS,
    oidc: { issuerUrl: c.OIDC_ISSUER_URL, clientId: c.OIDC_CLIENT_ID, clientSecret: c.OIDC_CLIENT_SECRET },
    devLoginEnabled: c.AUTH_DEV_LOGIN && c.NODE_ENV !== 'production',
    staffEmails: c.STAFF_EMAILS,
    web: { serve: c.SERVE_WEB, distDir: path.resolve(repoRoot, c.WEB_DIST_DIR ?? 'web/dist') },
    jobsSite: {
      baseUrl: c.JOBS_SITE_URL,
      maxRps: c.JOBS_SITE_MAX_RPS,
      concurrency: c.JOBS_SITE_CONCURRENCY,
      timeoutMs: c.JOBS_SITE_TIMEOUT_MS,
      maxRetries: c.JOBS_SITE_MAX_RETRIES,
      chromePath: c.CHROME_PATH,
    },
    verification: {
      dnsServers: c.DNS_SERVERS,
      probe: c.SMTP_PROBE === 'on',
      port: c.SMTP_PROBE_PORT,
      helo: c.SMTP_PROBE_HELO,
      from: c.SMTP_PROBE_FROM,
      stepTimeoutMs: c.SMTP_PROBE_TIMEOUT_MS,
      greylistRetryMs: c.SMTP_GREYLIST_RETRY_MS,
      maxConnectionsPerHost: c.SMTP_MAX_PER_HOST,
    },
    people: {
      hunter: c.HUNTER_API_KEY ? { apiKey: c.HUNTER_API_KEY, baseUrl: c.HUNTER_API_URL } : null,
      apollo: c.APOLLO_API_KEY ? { apiKey: c.APOLLO_API_KEY, baseUrl: c.APOLLO_API_URL } : null,
    },
    trialDays: c.TRIAL_DAYS,
    search: {
      workerConcurrency: c.SEARCH_WORKER_CONCURRENCY,
      listingCacheMs: c.LISTING_CACHE_MINUTES * 60_000,
      jobCacheMs: c.JOB_CACHE_HOURS * 3_600_000,
      companyCacheMs: c.COMPANY_CACHE_DAYS * DAY_MS,
    },
  };
}

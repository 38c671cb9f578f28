import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BudgetName, BudgetLimits } from './budget-limits.js';
import { configSchema } from './config.schema.js';
import type { EmailVerifierOptions } from './email-verifier-options.js';

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
  session: { secret: string; idleMs: number; absoluteMs: number; pruneSeconds: number };
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
    /** Proxy URLs (credentials included: never log them, see egress.ts); empty: requests go direct. */
    proxies: string[];
    /** Longest wait of one request for the shared budget before it gives up (its search then fails). */
    maxWaitMs: number;
    /** Chromium for pages plain HTTP cannot read; unset turns the browser fallback off. */
    chromePath: string | undefined;
  };
  /** The daily canary's schedule (a UTC cron, null: off) and its fixed query. */
  siteCanary: { cron: string | null; keywords: string; location: string };
  /** When saved searches are looked after (a UTC cron; null: off, only runs asked for and ended runs' digests). */
  savedSearchCron: string | null;
  /** The email verifier's options, documented where they are used. */
  verification: EmailVerifierOptions & {
    /**
     * How long finding one mail domain's contacts may hold a search (VERIFICATION_WAIT_MS); a verdict slower than
     * that (a tarpit, greylisting) shows as `verifying` and lands later in the same contact.
     */
    verdictWaitMs: number;
  };
  /** Following a company website on a link shortener (enrichment/short-links.ts). */
  shortLinks: { httpPort: number; allowedAddresses: string[]; timeoutMs: number; maxHops: number };
  /** How long an SMTP mailbox's domain records check is reused (mail/domain-records/). */
  domainRecordsCacheMs: number;
  /** People-data providers, each used only when its key is set. */
  people: { hunter: { apiKey: string; baseUrl: string } | null; apollo: { apiKey: string; baseUrl: string } | null };
  trialDays: number;
  /** The email writer (OpenAI or any compatible server); null: the built-in composer writes emails. */
  llm: { apiKey: string; baseUrl: string | undefined; model: string; timeoutMs: number } | null;
  /** Days a stored row is kept before the daily retention job removes it. */
  retention: { requestLogDays: number; applicationsDays: number };
  billing: {
    /** The Pro price shown per currency (Paddle's price ids charge it). */
    prices: { USD: number; INR: number };
    /** Header a trusted proxy sets to the visitor's country, lower-cased; null: Accept-Language decides. */
    countryHeader: string | null;
    paddle: {
      environment: 'sandbox' | 'production';
      clientToken: string | undefined;
      /** Endpoint secrets; a signature made with any of them is accepted. */
      webhookSecrets: string[];
      webhookToleranceSeconds: number;
      priceIds: { USD: string | undefined; INR: string | undefined };
      jsUrl: string;
      /** Origins the page may load Paddle.js from and frame its checkout from (the app's CSP). */
      cspOrigins: string[];
      /** Server-side API key; without it no subscription can be cancelled from here (account deletion needs it). */
      apiKey: string | undefined;
      /** The server API's base URL; undefined: the environment's own (the SDK knows them). */
      apiUrl: string | undefined;
    };
  };
  /** The outbox's pace (per mailbox) and how often replies are looked for. */
  outbox: { dailyMax: number; spacingMs: number; inRecipientHours: boolean; replyCheckMs: number };
  mail: {
    /** base64 or hex of 32 bytes; unset outside production means a key file made once in the data dir. */
    tokenEncryptionKey: string | undefined;
    /** Whether a user's SMTP server may be a private or local address (off unless set: the stand-ins set it). */
    allowPrivateSmtpHosts: boolean;
    /**
     * A send whose row is still 'sending' this long after it began is 'unknown': its process stopped mid-send. Longer
     * than any send can take (SMTP and Gmail give up after 30 s of silence).
     */
    unconfirmedAfterMs: number;
    /** Gmail sending (send-only scope); without a client id the Gmail routes say it is not set up. */
    google: {
      clientId: string | undefined;
      clientSecret: string | undefined;
      authUrl: string;
      tokenUrl: string;
      revokeUrl: string;
      gmailApiRootUrl: string;
    };
  };
  /** The app's own sender of notification emails (job alert digests); `smtpUrl` null: none are sent. */
  notify: { smtpUrl: string | null; from: string };
  search: {
    workerConcurrency: number;
    /** A search whose heartbeat is older than this is abandoned: resumed, or failed after MAX_ATTEMPTS runs. */
    heartbeatTimeoutMs: number;
    /** Searches of one user in progress at once (queued beyond it, fairly between users). */
    maxInProgressPerUser: number;
    /** Searches started by hand and not finished, per user: Free, and Pro or the trial. */
    maxWaitingPerUser: { free: number; pro: number };
    /** Mail domains of one search enriched at once (ENRICHMENT_CONCURRENCY). */
    enrichmentConcurrency: number;
    listingCacheMs: number;
    jobCacheMs: number;
    companyCacheMs: number;
  };
  /** Per-user budgets of costly calls, by plan. */
  rateLimits: Record<BudgetName, BudgetLimits>;
  /** Bearer token of GET /metrics; undefined: no metrics endpoint. */
  metricsToken: string | undefined;
  /** Port of the worker's own GET /metrics (the API serves it on its HTTP port); undefined: none. */
  metricsPort: number | undefined;
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
      pruneSeconds: c.SESSION_PRUNE_SECONDS,
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
      proxies: c.JOBS_SITE_PROXIES,
      maxWaitMs: c.JOBS_SITE_MAX_WAIT_SECONDS * 1000,
      chromePath: c.CHROME_PATH,
    },
    siteCanary: {
      cron: c.SITE_CANARY_CRON === 'off' ? null : c.SITE_CANARY_CRON,
      keywords: c.SITE_CANARY_KEYWORDS,
      location: c.SITE_CANARY_LOCATION,
    },
    savedSearchCron: c.SAVED_SEARCH_CRON === 'off' ? null : c.SAVED_SEARCH_CRON,
    verification: {
      dnsServers: c.DNS_SERVERS,
      probe: c.SMTP_PROBE === 'on',
      port: c.SMTP_PROBE_PORT,
      helo: c.SMTP_PROBE_HELO,
      from: c.SMTP_PROBE_FROM,
      stepTimeoutMs: c.SMTP_PROBE_TIMEOUT_MS,
      greylistRetryMs: c.SMTP_GREYLIST_RETRY_MS,
      maxConnectionsPerHost: c.SMTP_MAX_PER_HOST,
      verdictWaitMs: c.VERIFICATION_WAIT_MS,
      proxy: c.SMTP_PROBE_PROXY,
    },
    shortLinks: {
      httpPort: c.LINK_FOLLOW_HTTP_PORT,
      allowedAddresses: c.LINK_FOLLOW_ALLOWED_ADDRESSES,
      timeoutMs: c.LINK_FOLLOW_TIMEOUT_MS,
      maxHops: 5,
    },
    domainRecordsCacheMs: c.DOMAIN_RECORDS_CACHE_MINUTES * 60_000,
    people: {
      hunter: c.HUNTER_API_KEY ? { apiKey: c.HUNTER_API_KEY, baseUrl: c.HUNTER_API_URL } : null,
      apollo: c.APOLLO_API_KEY ? { apiKey: c.APOLLO_API_KEY, baseUrl: c.APOLLO_API_URL } : null,
    },
    trialDays: c.TRIAL_DAYS,
    llm: c.OPENAI_API_KEY
      ? { apiKey: c.OPENAI_API_KEY, baseUrl: c.OPENAI_BASE_URL, model: c.OPENAI_MODEL, timeoutMs: c.OPENAI_TIMEOUT_MS }
      : null,
    retention: { requestLogDays: c.RETENTION_REQUEST_LOG_DAYS, applicationsDays: c.RETENTION_APPLICATIONS_DAYS },
    billing: {
      prices: { USD: c.PRO_PRICE_USD, INR: c.PRO_PRICE_INR },
      countryHeader: c.COUNTRY_HEADER?.toLowerCase() ?? null,
      paddle: {
        environment: c.PADDLE_ENVIRONMENT ?? (c.NODE_ENV === 'production' ? 'production' : 'sandbox'),
        clientToken: c.PADDLE_CLIENT_TOKEN,
        webhookSecrets: c.PADDLE_WEBHOOK_SECRET,
        webhookToleranceSeconds: c.PADDLE_WEBHOOK_TOLERANCE_SECONDS,
        priceIds: { USD: c.PADDLE_PRICE_ID_USD, INR: c.PADDLE_PRICE_ID_INR },
        jsUrl: c.PADDLE_JS_URL,
        cspOrigins: [...new Set([new URL(c.PADDLE_JS_URL).origin, ...c.PADDLE_CSP_ORIGINS])],
        apiKey: c.PADDLE_API_KEY,
        apiUrl: c.PADDLE_API_URL,
      },
    },
    outbox: {
      dailyMax: c.SEND_DAILY_MAX,
      spacingMs: c.SEND_SPACING_SECONDS * 1000,
      inRecipientHours: c.SEND_IN_RECIPIENT_HOURS,
      replyCheckMs: c.REPLY_CHECK_SECONDS * 1000,
    },
    mail: {
      tokenEncryptionKey: c.TOKEN_ENCRYPTION_KEY,
      allowPrivateSmtpHosts: c.SMTP_ALLOW_PRIVATE_HOSTS,
      unconfirmedAfterMs: c.SEND_UNCONFIRMED_AFTER_SECONDS * 1000,
      google: {
        clientId: c.GOOGLE_CLIENT_ID,
        clientSecret: c.GOOGLE_CLIENT_SECRET,
        authUrl: c.GOOGLE_AUTH_URL,
        tokenUrl: c.GOOGLE_TOKEN_URL,
        revokeUrl: c.GOOGLE_REVOKE_URL,
        gmailApiRootUrl: c.GMAIL_API_ROOT_URL,
      },
    },
    notify: { smtpUrl: c.NOTIFY_SMTP_URL ?? null, from: c.NOTIFY_FROM },
    search: {
      workerConcurrency: c.SEARCH_WORKER_CONCURRENCY,
      heartbeatTimeoutMs: c.SEARCH_HEARTBEAT_TIMEOUT_SECONDS * 1000,
      maxInProgressPerUser: c.SEARCH_MAX_IN_PROGRESS_PER_USER,
      maxWaitingPerUser: c.SEARCH_MAX_WAITING_PER_USER,
      enrichmentConcurrency: c.ENRICHMENT_CONCURRENCY,
      listingCacheMs: c.LISTING_CACHE_MINUTES * 60_000,
      jobCacheMs: c.JOB_CACHE_HOURS * 3_600_000,
      companyCacheMs: c.COMPANY_CACHE_DAYS * DAY_MS,
    },
    rateLimits: {
      generateEmail: c.RATE_LIMIT_GENERATE_EMAIL,
      checkEmail: c.RATE_LIMIT_CHECK_EMAIL,
      contactLookup: c.RATE_LIMIT_CONTACT_LOOKUP,
      scrapeCompany: c.RATE_LIMIT_SCRAPE_COMPANY,
      smtpCheck: c.RATE_LIMIT_SMTP_CHECK,
      resumeUpload: c.RATE_LIMIT_RESUME_UPLOAD,
      bulkDraft: c.RATE_LIMIT_BULK_DRAFT,
      search: c.RATE_LIMIT_SEARCH,
    },
    metricsToken: c.METRICS_TOKEN,
    metricsPort: c.METRICS_PORT,
  };
}

import { z } from 'zod';
import { decodeEncryptionKey } from './encryption-key.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { message: 'must be true or false' })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const origin = z
  .url({ message: 'must be an absolute URL such as http://localhost:3000' })
  .transform((v) => new URL(v).origin);
const port = z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535);
const WINDOW_UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;
/** A per-user budget: `FREE/PRO per WINDOW`, e.g. `20/60 per 10m` (Free 20, Pro and trial 60, every 10 minutes). */
const budget = z
  .string()
  .regex(/^\s*\d+\s*\/\s*\d+\s+per\s+\d+\s*[smh]\s*$/, {
    message: 'must look like "20/60 per 10m": Free/Pro calls per window (s, m or h)',
  })
  .transform((v) => {
    const [free, pro, size, unit] = /(\d+)\s*\/\s*(\d+)\s+per\s+(\d+)\s*([smh])/.exec(v)!.slice(1);
    return { free: Number(free), pro: Number(pro), windowMs: Number(size) * WINDOW_UNIT_MS[unit as 's' | 'm' | 'h'] };
  })
  .refine((b) => b.free >= 1 && b.free <= b.pro, { message: 'Free must be at least 1 and at most Pro' })
  .refine((b) => b.windowMs > 0, { message: 'the window must be longer than 0' });
/** "2/5": a number for Free, then one for Pro and the trial. */
const perPlan = z
  .string()
  .regex(/^\s*\d+\s*\/\s*\d+\s*$/, { message: 'must look like "2/5": Free/Pro' })
  .transform((v) => {
    const [free, pro] = v.split('/').map(Number) as [number, number];
    return { free, pro };
  })
  .refine((p) => p.free >= 1 && p.free <= p.pro, { message: 'Free must be at least 1 and at most Pro' });
/** A proxy URL whose protocol is one of `protocols`; the message never repeats the value (it may hold a password). */
const proxyUrl = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        const url = new URL(v);
        return protocols.includes(url.protocol) && !!url.hostname && !!url.port;
      } catch {
        return false;
      }
    },
    { message: `must be ${protocols.map((p) => `${p}//host:port`).join(' or ')} (user:password@ allowed)` },
  );

/**
 * Every setting the API reads, with its default. Read once at boot (see loadConfig); the README's
 * configuration table mirrors this file.
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().optional(),
    /** The origin users reach the app at; redirect URIs and the origin check derive from it. */
    APP_URL: origin.optional(),
    TRUST_PROXY: bool.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BODY_LIMIT: z
      .string()
      .regex(/^\d+(kb|mb)$/i, 'must look like 100kb or 1mb')
      .default('1mb'),

    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
    DATA_DIR: z.string().optional(),
    EMBEDDED_PG_PORT: port.default(0),
    RUN_WORKERS: bool.default(true),

    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
    SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
    SESSION_PRUNE_SECONDS: z.coerce.number().int().positive().default(900),
    ALLOWED_ORIGINS: list.default([]),

    OIDC_ISSUER_URL: z
      .url({ message: 'must be the issuer URL, e.g. https://accounts.google.com' })
      .default('https://accounts.google.com'),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    AUTH_DEV_LOGIN: bool.default(false),
    STAFF_EMAILS: list.transform((emails) => emails.map((e) => e.toLowerCase())).default([]),

    JOBS_SITE_URL: origin.default('https://www.linkedin.com'),
    JOBS_SITE_MAX_RPS: z.coerce.number().positive().default(8),
    JOBS_SITE_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
    JOBS_SITE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15_000),
    JOBS_SITE_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(4),
    /** Egress proxies for the site's requests, rotated; each gets its own JOBS_SITE_MAX_RPS. Unset: direct. */
    JOBS_SITE_PROXIES: list.pipe(z.array(proxyUrl(['http:', 'https:', 'socks5:']))).default([]),
    /** How long one request may wait for the site's shared budget (429s, rests) before its search fails. */
    JOBS_SITE_MAX_WAIT_SECONDS: z.coerce.number().int().min(1).default(600),
    CHROME_PATH: z.string().optional(),
    /** The daily canary: one fixed query read through the real client to see the site's markup drift. */
    SITE_CANARY_CRON: z
      .string()
      .regex(/^(off|(\S+\s+){4}\S+)$/, 'must be a five-field cron expression (UTC) such as 41 5 * * *, or off')
      .default('41 5 * * *'),
    SITE_CANARY_KEYWORDS: z.string().trim().min(1).default('software engineer'),
    /** How often saved searches are looked after (morning runs started, ended runs taken in, digests sent). */
    SAVED_SEARCH_CRON: z
      .string()
      .regex(/^(off|(\S+\s+){4}\S+)$/, 'must be a five-field cron expression (UTC) such as */5 * * * *, or off')
      .default('*/5 * * * *'),
    SITE_CANARY_LOCATION: z.string().trim().min(1).default('United States'),
    SEARCH_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    /** A search whose worker has not written for this long is resumed elsewhere (the worker writes every second). */
    SEARCH_HEARTBEAT_TIMEOUT_SECONDS: z.coerce.number().int().min(3, 'must be at least 3 (seconds)').default(30),
    /**
     * Searches of one user running at once, over all workers; more wait in the queue. One by default: the site's
     * request budget is shared, so a user's second search at once barely finishes their list sooner, while it would
     * hold a worker that another user's first search waits for (measured in ARCHITECTURE.md, The search queue).
     */
    SEARCH_MAX_IN_PROGRESS_PER_USER: z.coerce.number().int().min(1).max(100).default(1),
    /** Searches of one user started by hand and not finished (waiting or running), Free/Pro; one more answers 429. */
    SEARCH_MAX_WAITING_PER_USER: perPlan.prefault('2/5'),
    /** Mail domains of one search whose contacts are looked up at once (DNS, people data, SMTP probes). */
    ENRICHMENT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(16),
    LISTING_CACHE_MINUTES: z.coerce.number().min(0).default(60),
    JOB_CACHE_HOURS: z.coerce.number().positive().default(24),
    COMPANY_CACHE_DAYS: z.coerce.number().positive().default(30),

    DNS_SERVERS: list.default([]),
    SMTP_PROBE: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
    SMTP_PROBE_PORT: port.default(25),
    SMTP_PROBE_HELO: z.string().min(1).default('verify.jobreach.app'),
    SMTP_PROBE_FROM: z.email({ message: 'must be an email address' }).default('verify@jobreach.app'),
    SMTP_PROBE_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    SMTP_GREYLIST_RETRY_MS: z.coerce.number().int().min(0).default(65_000),
    SMTP_MAX_PER_HOST: z.coerce.number().int().min(1).max(20).default(2),
    /** Port plain-http short links (a company website on bit.ly & co.) are followed on. */
    LINK_FOLLOW_HTTP_PORT: port.default(80),
    /** Private addresses short links may still be followed to (none by default: a redirect may not aim inward). */
    LINK_FOLLOW_ALLOWED_ADDRESSES: list
      .pipe(z.array(z.union([z.ipv4(), z.ipv6()], { message: 'must be comma-separated IP addresses' })))
      .default([]),
    LINK_FOLLOW_TIMEOUT_MS: z.coerce.number().int().min(100, 'must be at least 100 (milliseconds)').default(4000),
    /** How long an SMTP mailbox's domain records (SPF, DKIM, DMARC) are trusted before asking DNS again. */
    DOMAIN_RECORDS_CACHE_MINUTES: z.coerce.number().min(0).default(10),
    /** How long one mail domain's verdicts may hold a search; slower ones show `verifying` and land later. */
    VERIFICATION_WAIT_MS: z.coerce.number().int().min(0).default(5000),
    /** Every SMTP probe connects through this SOCKS5 proxy (hosts whose outbound port 25 is blocked). */
    SMTP_PROBE_PROXY: proxyUrl(['socks5:']).optional(),
    HUNTER_API_KEY: z.string().min(1).optional(),
    HUNTER_API_URL: z.url({ message: 'must be a URL' }).default('https://api.hunter.io'),
    APOLLO_API_KEY: z.string().min(1).optional(),
    APOLLO_API_URL: z.url({ message: 'must be a URL' }).default('https://api.apollo.io'),
    TRIAL_DAYS: z.coerce.number().int().min(0).default(7),
    /** Email writing with an OpenAI-compatible chat API; unset key: the built-in composer writes the emails. */
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: z.url({ message: 'must be the API base URL, e.g. https://api.openai.com/v1' }).optional(),
    OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100, 'must be at least 100 (milliseconds)').default(30_000),
    /** Retention (privacy policy): stored request logs (the staff audit log) and sent-email history. */
    RETENTION_REQUEST_LOG_DAYS: z.coerce.number().int().min(1, 'must be at least 1 (days)').default(90),
    RETENTION_APPLICATIONS_DAYS: z.coerce.number().int().min(1, 'must be at least 1 (days)').default(730),
    PRO_PRICE_USD: z.coerce.number().positive().default(29),
    PRO_PRICE_INR: z.coerce.number().positive().default(129),
    /** A trusted proxy's country header (e.g. CF-IPCountry); unset: the country comes from Accept-Language. */
    COUNTRY_HEADER: z.string().min(1).optional(),
    PADDLE_ENVIRONMENT: z.enum(['sandbox', 'production'], { message: 'must be sandbox or production' }).optional(),
    PADDLE_CLIENT_TOKEN: z.string().min(1).optional(),
    PADDLE_WEBHOOK_SECRET: list.default([]),
    PADDLE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).default(60),
    PADDLE_PRICE_ID_USD: z.string().min(1).optional(),
    PADDLE_PRICE_ID_INR: z.string().min(1).optional(),
    PADDLE_JS_URL: z.url({ message: 'must be a URL' }).default('https://cdn.paddle.com/paddle/v2/paddle.js'),
    /** Server-side API key: cancels a subscription when its account is deleted. */
    PADDLE_API_KEY: z.string().min(1).optional(),
    /** Unset: PADDLE_ENVIRONMENT's (https://api.paddle.com or https://sandbox-api.paddle.com). */
    PADDLE_API_URL: z
      .url({ message: 'must be a URL such as https://api.paddle.com' })
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
    PADDLE_CSP_ORIGINS: list
      .pipe(z.array(z.url({ message: 'must be comma-separated origins such as https://buy.paddle.com' })))
      .transform((urls) => urls.map((u) => new URL(u).origin))
      .default([
        'https://cdn.paddle.com',
        'https://buy.paddle.com',
        'https://sandbox-buy.paddle.com',
        'https://checkout-service.paddle.com',
        'https://sandbox-checkout-service.paddle.com',
      ]),

    TOKEN_ENCRYPTION_KEY: z
      .string()
      .refine((v) => decodeEncryptionKey(v) !== null, {
        message: 'must be 32 random bytes as base64 or hex, e.g. from `openssl rand -base64 32`',
      })
      .optional(),
    /** Let users' SMTP accounts point at private or local addresses; only `pnpm demo` and the tests set it. */
    SMTP_ALLOW_PRIVATE_HOSTS: bool.default(false),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_AUTH_URL: z.url({ message: 'must be a URL' }).default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: z.url({ message: 'must be a URL' }).default('https://oauth2.googleapis.com/token'),
    GOOGLE_REVOKE_URL: z.url({ message: 'must be a URL' }).default('https://oauth2.googleapis.com/revoke'),
    GMAIL_API_ROOT_URL: z.url({ message: 'must be a URL' }).default('https://gmail.googleapis.com/'),
    /**
     * The app's own sender of notification emails (job alert digests), never a user's mailbox: smtp:// (STARTTLS when
     * offered) or smtps://, login as user:password@. Unset: no notification email is sent (alerts stay in the app).
     */
    NOTIFY_SMTP_URL: z
      .string()
      .refine(
        (v) => {
          try {
            const url = new URL(v);
            return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && !!url.hostname;
          } catch {
            return false;
          }
        },
        { message: 'must be smtp://[user:password@]host:port or smtps://… (the app’s own mail server)' },
      )
      .optional(),
    /** The From of notification emails: an address, or "Name <address>". */
    NOTIFY_FROM: z
      .string()
      .trim()
      .regex(/^(?:[^<>@\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, {
        message: 'must be an email address or "Name <address>"',
      })
      .default('JobReach <alerts@jobreach.app>'),
    /** A send still unconfirmed this long after it began (the app stopped mid-send) becomes 'unknown'. */
    SEND_UNCONFIRMED_AFTER_SECONDS: z.coerce.number().int().min(1, 'must be at least 1 (seconds)').default(300),
    /** The outbox: the most emails a day one mailbox may send (each user picks up to this), and the least gap. */
    SEND_DAILY_MAX: z.coerce.number().int().min(1, 'must be at least 1').max(2000).default(50),
    SEND_SPACING_SECONDS: z.coerce.number().int().min(1, 'must be at least 1 (seconds)').default(120),
    /** Whether the outbox also keeps to the recipient's working hours (09:00–17:30 on their weekdays). */
    SEND_IN_RECIPIENT_HOURS: bool.default(true),
    /** How often mailboxes with reply detection (IMAP, Gmail headers) are looked at for replies. */
    REPLY_CHECK_SECONDS: z.coerce.number().int().min(1, 'must be at least 1 (seconds)').default(600),

    /** Per-user budgets of costly calls (README: Limits); one count per user across every API process. */
    RATE_LIMIT_GENERATE_EMAIL: budget.prefault('20/60 per 10m'),
    /** The compose dialog's re-check of an edited draft (no model call; one per pause in typing). */
    RATE_LIMIT_CHECK_EMAIL: budget.prefault('300/600 per 10m'),
    RATE_LIMIT_CONTACT_LOOKUP: budget.prefault('30/120 per 10m'),
    RATE_LIMIT_SCRAPE_COMPANY: budget.prefault('30/120 per 10m'),
    RATE_LIMIT_SMTP_CHECK: budget.prefault('5/10 per 15m'),
    RATE_LIMIT_RESUME_UPLOAD: budget.prefault('10/30 per 1h'),
    /** Searches started (POST /api/scrape-job), on top of SEARCH_MAX_WAITING_PER_USER. */
    RATE_LIMIT_SEARCH: budget.prefault('10/30 per 10m'),
    /** Apply to All: one call drafts up to 50 emails in the background; the call counts, not each draft. */
    RATE_LIMIT_BULK_DRAFT: budget.prefault('1/10 per 1h'),

    /** Bearer token of GET /metrics; unset: the endpoint answers 404. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** `pnpm worker` (no HTTP otherwise) serves GET /metrics on this port, with the same token. */
    METRICS_PORT: port.optional(),

    SERVE_WEB: bool.default(true),
    WEB_DIST_DIR: z.string().optional(),
  })
  .superRefine((c, ctx) => {
    if (!!c.GOOGLE_CLIENT_ID !== !!c.GOOGLE_CLIENT_SECRET) {
      const missing = c.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other GOOGLE_CLIENT_* setting' });
    }
    if (c.METRICS_PORT !== undefined && !c.METRICS_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'needs METRICS_TOKEN (the metrics are never open)',
      });
    }
    if (c.NODE_ENV !== 'production') return;
    const need = (key: keyof typeof c, why: string) => {
      if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required in production (${why})` });
    };
    need('SESSION_SECRET', 'signs session cookies');
    need('APP_URL', 'exact OAuth redirect URIs and the origin check');
    need('OIDC_CLIENT_ID', 'sign-in');
    need('OIDC_CLIENT_SECRET', 'sign-in');
    need('TOKEN_ENCRYPTION_KEY', 'encrypts mail tokens and passwords at rest');
    for (const key of ['GOOGLE_AUTH_URL', 'GOOGLE_TOKEN_URL', 'GOOGLE_REVOKE_URL', 'GMAIL_API_ROOT_URL'] as const) {
      if (c[key].startsWith('http:')) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'must use https in production' });
      }
    }
    if (c.PADDLE_API_URL?.startsWith('http:')) {
      ctx.addIssue({ code: 'custom', path: ['PADDLE_API_URL'], message: 'must use https in production' });
    }
    if (c.NOTIFY_SMTP_URL && c.APP_URL?.startsWith('http:')) {
      // RFC 8058: a one-click unsubscribe link must be https, and it is built on APP_URL.
      ctx.addIssue({
        code: 'custom',
        path: ['APP_URL'],
        message: 'must use https in production when NOTIFY_SMTP_URL is set',
      });
    }
    if (c.OIDC_ISSUER_URL.startsWith('http:')) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER_URL'], message: 'must use https in production' });
    }
  });

export type RawConfig = z.infer<typeof configSchema>;

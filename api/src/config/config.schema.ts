import { z } from 'zod';
import { decodeEncryptionKey } from '../mail/secret-box.js';

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
    CHROME_PATH: z.string().optional(),
    SEARCH_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
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
    /** Let users' SMTP accounts point at private or local addresses; unset: allowed except in production. */
    SMTP_ALLOW_PRIVATE_HOSTS: bool.optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_AUTH_URL: z.url({ message: 'must be a URL' }).default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: z.url({ message: 'must be a URL' }).default('https://oauth2.googleapis.com/token'),
    GOOGLE_REVOKE_URL: z.url({ message: 'must be a URL' }).default('https://oauth2.googleapis.com/revoke'),
    GMAIL_API_ROOT_URL: z.url({ message: 'must be a URL' }).default('https://gmail.googleapis.com/'),

    SERVE_WEB: bool.default(true),
    WEB_DIST_DIR: z.string().optional(),
  })
  .superRefine((c, ctx) => {
    if (!!c.GOOGLE_CLIENT_ID !== !!c.GOOGLE_CLIENT_SECRET) {
      const missing = c.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other GOOGLE_CLIENT_* setting' });
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
    if (c.OIDC_ISSUER_URL.startsWith('http:')) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER_URL'], message: 'must use https in production' });
    }
  });

export type RawConfig = z.infer<typeof configSchema>;

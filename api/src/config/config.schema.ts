import { z } from 'zod';

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

    SERVE_WEB: bool.default(true),
    WEB_DIST_DIR: z.string().optional(),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV !== 'production') return;
    const need = (key: keyof typeof c, why: string) => {
      if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required in production (${why})` });
    };
    need('SESSION_SECRET', 'signs session cookies');
    need('APP_URL', 'exact OAuth redirect URIs and the origin check');
    need('OIDC_CLIENT_ID', 'sign-in');
    need('OIDC_CLIENT_SECRET', 'sign-in');
    if (c.OIDC_ISSUER_URL.startsWith('http:')) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER_URL'], message: 'must use https in production' });
    }
  });

export type RawConfig = z.infer<typeof configSchema>;

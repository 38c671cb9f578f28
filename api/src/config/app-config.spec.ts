import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('starts with no settings at all, on the embedded database and the default port', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.appUrl).toBe('http://localhost:3000');
    expect(c.database.url).toBeUndefined();
    expect(c.database.dataDir).toMatch(/\.data$/);
    expect(c.oidc.issuerUrl).toBe('https://accounts.google.com');
    expect(c.devLoginEnabled).toBe(false);
    expect(c.session.idleMs).toBe(7 * 86_400_000);
    expect(c.session.absoluteMs).toBe(30 * 86_400_000);
  });

  it('reads per-user budgets as Free/Pro per window, with defaults, and refuses a Free share above Pro', () => {
    const c = loadConfig({ RATE_LIMIT_SMTP_CHECK: '3/8 per 30s' });
    expect(c.rateLimits.generateEmail).toEqual({ free: 20, pro: 60, windowMs: 600_000 });
    expect(c.rateLimits.resumeUpload).toEqual({ free: 10, pro: 30, windowMs: 3_600_000 });
    expect(c.rateLimits.smtpCheck).toEqual({ free: 3, pro: 8, windowMs: 30_000 });
    expect(() => loadConfig({ RATE_LIMIT_GENERATE_EMAIL: '20 per 10m' })).toThrow(
      /RATE_LIMIT_GENERATE_EMAIL: must look like "20\/60 per 10m"/,
    );
    expect(() => loadConfig({ RATE_LIMIT_CONTACT_LOOKUP: '50/10 per 1m' })).toThrow(
      /RATE_LIMIT_CONTACT_LOOKUP: Free must be at least 1 and at most Pro/,
    );
  });

  it('refuses SMTP accounts on private or local addresses unless told otherwise, in every environment', () => {
    for (const NODE_ENV of ['development', 'test'] as const) {
      expect(loadConfig({ NODE_ENV }).mail.allowPrivateSmtpHosts).toBe(false);
      expect(loadConfig({ NODE_ENV, SMTP_ALLOW_PRIVATE_HOSTS: 'true' }).mail.allowPrivateSmtpHosts).toBe(true);
    }
  });

  it('names every bad setting in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AUTH_DEV_LOGIN: 'maybe' })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AUTH_DEV_LOGIN: 'maybe' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be a postgres:// connection string');
      expect(message).toContain('AUTH_DEV_LOGIN: must be true or false');
    }
  });

  it('requires secrets and sign-in settings in production, by name', () => {
    try {
      loadConfig({ NODE_ENV: 'production' });
      expect.unreachable();
    } catch (err) {
      const message = (err as Error).message;
      for (const key of ['SESSION_SECRET', 'APP_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'TOKEN_ENCRYPTION_KEY']) {
        expect(message).toContain(`${key}: is required in production`);
      }
    }
  });

  it('refuses a plain-http sign-in provider in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        APP_URL: 'https://app.example.com',
        OIDC_CLIENT_ID: 'id',
        OIDC_CLIENT_SECRET: 'secret',
        OIDC_ISSUER_URL: 'http://issuer.example.com',
      }),
    ).toThrowError(/OIDC_ISSUER_URL: must use https in production/);
  });

  it('never enables the development sign-in in production', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      AUTH_DEV_LOGIN: 'true',
      SESSION_SECRET: 'x'.repeat(32),
      TOKEN_ENCRYPTION_KEY: 'a'.repeat(64),
      APP_URL: 'https://app.example.com',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
    });
    expect(c.devLoginEnabled).toBe(false);
  });

  it('reads the notification sender: off without NOTIFY_SMTP_URL, an smtp(s) URL and a From with or without a name', () => {
    expect(loadConfig({}).notify).toEqual({ smtpUrl: null, from: 'JobReach <alerts@jobreach.app>' });
    const c = loadConfig({
      NOTIFY_SMTP_URL: 'smtps://alerts:pw@smtp.example.com:465',
      NOTIFY_FROM: 'alerts@example.com',
    });
    expect(c.notify).toEqual({ smtpUrl: 'smtps://alerts:pw@smtp.example.com:465', from: 'alerts@example.com' });
    expect(() => loadConfig({ NOTIFY_SMTP_URL: 'https://smtp.example.com' })).toThrowError(
      /NOTIFY_SMTP_URL: must be smtp:\/\/\[user:password@\]host:port or smtps:\/\//,
    );
    expect(() => loadConfig({ NOTIFY_FROM: 'JobReach alerts' })).toThrowError(/NOTIFY_FROM: must be an email address/);
  });

  it('needs an https APP_URL in production for the one-click unsubscribe links of notification emails', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      TOKEN_ENCRYPTION_KEY: 'a'.repeat(64),
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
      NOTIFY_SMTP_URL: 'smtps://alerts:pw@smtp.example.com:465',
    };
    expect(() => loadConfig({ ...production, APP_URL: 'http://app.example.com' })).toThrowError(
      /APP_URL: must use https in production when NOTIFY_SMTP_URL is set/,
    );
    expect(loadConfig({ ...production, APP_URL: 'https://app.example.com' }).notify.smtpUrl).toMatch(/^smtps:/);
  });

  it('schedules saved searches every 5 minutes by default, or not at all with off', () => {
    expect(loadConfig({}).savedSearchCron).toBe('*/5 * * * *');
    expect(loadConfig({ SAVED_SEARCH_CRON: 'off' }).savedSearchCron).toBeNull();
    expect(() => loadConfig({ SAVED_SEARCH_CRON: 'hourly' })).toThrowError(/SAVED_SEARCH_CRON: must be a five-field/);
  });

  it('treats empty values as unset and lower-cases staff emails', () => {
    const c = loadConfig({ DATABASE_URL: '', STAFF_EMAILS: ' Boss@Example.com ,, b@x.io ' });
    expect(c.database.url).toBeUndefined();
    expect(c.staffEmails).toEqual(['boss@example.com', 'b@x.io']);
  });

  it('reads the mail settings: Google endpoints by default, a hex or base64 encryption key, and both client settings', () => {
    const c = loadConfig({ TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32) });
    expect(c.mail.tokenEncryptionKey).toBe('ab'.repeat(32));
    expect(c.mail.google).toEqual({
      clientId: undefined,
      clientSecret: undefined,
      authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      revokeUrl: 'https://oauth2.googleapis.com/revoke',
      gmailApiRootUrl: 'https://gmail.googleapis.com/',
    });
    expect(() => loadConfig({ TOKEN_ENCRYPTION_KEY: 'too-short' })).toThrowError(
      /TOKEN_ENCRYPTION_KEY: must be 32 random bytes as base64 or hex/,
    );
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrowError(
      /GOOGLE_CLIENT_SECRET: is required with the other/,
    );
  });

  it('turns the email writer on only with OPENAI_API_KEY, with gpt-4o-mini and a 30 s timeout by default', () => {
    expect(loadConfig({}).llm).toBeNull();
    expect(loadConfig({ OPENAI_API_KEY: 'sk-test' }).llm).toEqual({
      apiKey: 'sk-test',
      baseUrl: undefined,
      model: 'gpt-4o-mini',
      timeoutMs: 30_000,
    });
    const custom = loadConfig({
      OPENAI_API_KEY: 'k',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_MODEL: 'llama3.1',
      OPENAI_TIMEOUT_MS: '5000',
    }).llm;
    expect(custom).toMatchObject({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', timeoutMs: 5000 });
    expect(() => loadConfig({ OPENAI_BASE_URL: 'not a url' })).toThrowError(
      /OPENAI_BASE_URL: must be the API base URL/,
    );
  });

  it('reduces APP_URL to its origin', () => {
    expect(loadConfig({ APP_URL: 'https://app.example.com/some/path' }).appUrl).toBe('https://app.example.com');
  });

  it('reads the search queue settings: a 30 s heartbeat timeout and 2 searches per user in progress by default', () => {
    expect(loadConfig({}).search).toMatchObject({
      heartbeatTimeoutMs: 30_000,
      maxInProgressPerUser: 1,
      enrichmentConcurrency: 16,
    });
    const custom = loadConfig({ SEARCH_HEARTBEAT_TIMEOUT_SECONDS: '5', SEARCH_MAX_IN_PROGRESS_PER_USER: '3' }).search;
    expect(custom).toMatchObject({ heartbeatTimeoutMs: 5000, maxInProgressPerUser: 3 });
    // The worker writes every second: a shorter timeout would resume searches that are alive.
    expect(() => loadConfig({ SEARCH_HEARTBEAT_TIMEOUT_SECONDS: '1' })).toThrowError(
      /SEARCH_HEARTBEAT_TIMEOUT_SECONDS: must be at least 3/,
    );
  });

  it('takes egress proxies for the site and the SMTP probe, and never repeats a proxy password in its message', () => {
    const c = loadConfig({
      JOBS_SITE_PROXIES: 'http://u:pw@proxy-a.example:8080, socks5://proxy-b.example:1080',
      SMTP_PROBE_PROXY: 'socks5://probe:secret@smtp-proxy.example:1080',
    });
    expect(c.jobsSite.proxies).toEqual(['http://u:pw@proxy-a.example:8080', 'socks5://proxy-b.example:1080']);
    expect(c.verification.proxy).toBe('socks5://probe:secret@smtp-proxy.example:1080');
    expect(loadConfig({}).jobsSite.proxies).toEqual([]);

    try {
      loadConfig({
        JOBS_SITE_PROXIES: 'http://u:hunter2@proxy-a.example:8080,ftp://u:hunter2@proxy-b.example:21',
        SMTP_PROBE_PROXY: 'http://probe:hunter2@smtp-proxy.example:8080',
      });
      expect.unreachable();
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain(
        'JOBS_SITE_PROXIES.1: must be http://host:port or https://host:port or socks5://host:port',
      );
      expect(message).toContain('SMTP_PROBE_PROXY: must be socks5://host:port');
      expect(message).not.toContain('hunter2');
    }
  });
});

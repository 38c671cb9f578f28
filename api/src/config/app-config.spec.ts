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
});

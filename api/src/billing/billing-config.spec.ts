import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/app-config.js';

describe('the billing settings', () => {
  it("default to Paddle's CDN, the sandbox outside production, the spec's prices and no payments", () => {
    const c = loadConfig({});
    expect(c.billing.prices).toEqual({ USD: 29, INR: 129 });
    expect(c.billing.countryHeader).toBeNull();
    expect(c.billing.paddle).toMatchObject({
      environment: 'sandbox',
      clientToken: undefined,
      webhookSecrets: [],
      webhookToleranceSeconds: 60,
      priceIds: { USD: undefined, INR: undefined },
      jsUrl: 'https://cdn.paddle.com/paddle/v2/paddle.js',
    });
    expect(c.billing.paddle.cspOrigins).toContain('https://sandbox-buy.paddle.com');
  });

  it('reads rotating secrets as a list, lower-cases the proxy header, and allows the Paddle.js origin in the CSP', () => {
    const c = loadConfig({
      PADDLE_WEBHOOK_SECRET: 'pdl_a, pdl_b',
      COUNTRY_HEADER: 'CF-IPCountry',
      PADDLE_JS_URL: 'http://127.0.0.1:4100/paddle/paddle.js',
      PADDLE_CSP_ORIGINS: 'http://127.0.0.1:4100/',
    });
    expect(c.billing.paddle.webhookSecrets).toEqual(['pdl_a', 'pdl_b']);
    expect(c.billing.countryHeader).toBe('cf-ipcountry');
    expect(c.billing.paddle.cspOrigins).toEqual(['http://127.0.0.1:4100']);
  });

  it('uses the production environment in production unless told otherwise, and names a malformed origin', () => {
    const prod = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      TOKEN_ENCRYPTION_KEY: 'a'.repeat(64),
      APP_URL: 'https://app.example.com',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
    };
    expect(loadConfig(prod).billing.paddle.environment).toBe('production');
    expect(loadConfig({ ...prod, PADDLE_ENVIRONMENT: 'sandbox' }).billing.paddle.environment).toBe('sandbox');
    expect(() => loadConfig({ PADDLE_CSP_ORIGINS: 'not a url' })).toThrowError(/PADDLE_CSP_ORIGINS/);
  });

  it("reads the server API key and URL (unset: the environment's own API), https only in production", () => {
    expect(loadConfig({}).billing.paddle).toMatchObject({ apiKey: undefined, apiUrl: undefined });
    const c = loadConfig({ PADDLE_API_KEY: 'pdl_sdbx_apikey_x', PADDLE_API_URL: 'http://127.0.0.1:4100/paddle/api/' });
    expect(c.billing.paddle).toMatchObject({ apiKey: 'pdl_sdbx_apikey_x', apiUrl: 'http://127.0.0.1:4100/paddle/api' });
    const prod = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      TOKEN_ENCRYPTION_KEY: 'a'.repeat(64),
      APP_URL: 'https://app.example.com',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
    };
    expect(() => loadConfig({ ...prod, PADDLE_API_URL: 'http://paddle.internal' })).toThrowError(
      /PADDLE_API_URL.*https/,
    );
    expect(() => loadConfig({ PADDLE_API_URL: 'api.paddle.com' })).toThrowError(/PADDLE_API_URL/);
  });
});

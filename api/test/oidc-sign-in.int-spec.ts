import { startSandbox, type Sandbox } from '@app/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_APP_URL, uniqueEmail, type TestApp } from './support/test-app.js';

/** The browser's side of the provider: follows its redirects by hand and keeps its cookies. */
class ProviderBrowser {
  private cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    return res;
  }

  /** Follows provider redirects until one leaves the provider; returns that URL. */
  async followUntilApp(url: string, sandboxUrl: string, init?: RequestInit): Promise<string> {
    let res = await this.request(url, init);
    for (let i = 0; i < 10; i++) {
      const location = res.headers.get('location');
      if (!location) throw new Error(`provider stopped at ${res.status} ${await res.text()}`);
      const next = new URL(location, url).href;
      if (!next.startsWith(sandboxUrl)) return next;
      res = await this.request(next);
      url = next;
      if (res.status === 200) return next;
    }
    throw new Error('too many redirects');
  }
}

describe('sign-in through an OpenID Connect provider', () => {
  let sandbox: Sandbox;
  let t: TestApp;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, appUrls: [TEST_APP_URL] });
    t = await startTestApp({
      OIDC_ISSUER_URL: sandbox.services.oidc.issuer,
      OIDC_CLIENT_ID: sandbox.services.oidc.clientId,
      OIDC_CLIENT_SECRET: sandbox.services.oidc.clientSecret,
      STAFF_EMAILS: 'grace@example.com',
    });
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  async function startSignIn(browser: ReturnType<TestApp['browser']>) {
    const start = await browser.get('/api/auth/google').expect(302);
    return new URL(start.headers.location as string);
  }

  it('redirects to the provider with state, a PKCE S256 challenge, least scopes and the exact redirect URI', async () => {
    const url = await startSignIn(t.browser());
    expect(url.href.startsWith(`${sandbox.services.oidc.issuer}/auth`)).toBe(true);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_APP_URL}/api/auth/callback`);
  });

  it('/api/login starts the same sign-in', async () => {
    const res = await t.browser().get('/api/login').expect(302);
    expect(res.headers.location).toContain(`${sandbox.services.oidc.issuer}/auth`);
  });

  it('completes the code flow, creates the user from the ID token and lands on /auth/callback', async () => {
    const browser = t.browser();
    const provider = new ProviderBrowser();
    const email = uniqueEmail('grace');
    const loginPage = await provider.followUntilApp((await startSignIn(browser)).href, sandbox.url);
    const form = await (await provider.request(loginPage)).text();
    expect(form).toContain('Any email works');
    const action = new URL(/action="([^"]+)"/.exec(form)![1]!, sandbox.url).href;
    const callback = await provider.followUntilApp(action, sandbox.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, given_name: 'Grace', family_name: 'Hopper' }).toString(),
    });
    expect(callback.startsWith(`${TEST_APP_URL}/api/auth/callback?`)).toBe(true);

    const landed = await browser.get(callback.slice(TEST_APP_URL.length)).expect(303);
    expect(landed.headers.location).toBe('/auth/callback');
    const me = await browser.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper', role: 'user' });
  });

  it('refuses a callback whose state does not match, back to the landing page with the reason', async () => {
    const browser = t.browser();
    await startSignIn(browser);
    const res = await browser.get('/api/auth/callback?code=forged&state=forged').expect(303);
    const to = new URL(res.headers.location as string, TEST_APP_URL);
    expect(to.pathname).toBe('/');
    expect(to.searchParams.get('error')).toMatch(/^[a-z_]+$/);
    // The provider's own words are logged, never carried in a link the landing page would show.
    expect(to.searchParams.has('description')).toBe(false);
    await browser.get('/api/auth/user').expect(401);
  });

  it('refuses a callback without a sign-in in progress', async () => {
    const res = await t.browser().get('/api/auth/callback?code=x&state=y').expect(303);
    expect(res.headers.location).toMatch(/^\/\?error=/);
  });
});

describe('sign-in without a configured provider', () => {
  it('sends the browser back to the landing page with the code of a clear reason', async () => {
    const t = await startTestApp();
    try {
      const res = await t.browser().get('/api/auth/google').expect(303);
      const to = new URL(res.headers.location as string, TEST_APP_URL);
      expect(to.searchParams.get('error')).toBe('sign_in_unavailable');
      expect(to.searchParams.has('description')).toBe(false);
    } finally {
      await t.close();
    }
  });
});

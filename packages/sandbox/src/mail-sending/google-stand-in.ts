import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import type { Outbox } from './outbox.js';

/** The OAuth client the app is registered as, like a web client created in Google's console. */
export const SANDBOX_GOOGLE_CLIENT = {
  id: 'job-assistant-gmail.apps.googleusercontent.com',
  secret: 'job-assistant-gmail-local-secret',
} as const;

const SCOPE_DESCRIPTIONS: Record<string, string> = {
  'https://www.googleapis.com/auth/gmail.send': 'Send email on your behalf',
  'https://www.googleapis.com/auth/gmail.readonly': 'View your email messages and settings',
  'https://mail.google.com/': 'Read, compose, send, and permanently delete all your email from Gmail',
};
const GMAIL_SEND_SCOPES = new Set(['https://www.googleapis.com/auth/gmail.send', 'https://mail.google.com/']);
const DEFAULT_ACCOUNT = 'sandbox.user@gmail.com';
const CODE_TTL_MS = 60_000;
const CONSENT_TTL_MS = 10 * 60_000;

export interface GoogleKnobs {
  /** Lifetime of issued access tokens (Google's is 3599 s). Shorter makes the app refresh sooner. */
  accessTokenTtlSeconds: number;
}

export interface GoogleStats {
  /** Token endpoint calls answered with tokens, by grant type. */
  tokensIssued: { authorization_code: number; refresh_token: number };
  /** Refresh attempts refused with invalid_grant. */
  refreshRefused: number;
  revocations: number;
  messagesSent: number;
}

export interface IssuedTokens {
  account: string;
  scope: string;
  revoked: boolean;
  refreshToken: string | null;
  accessTokens: string[];
}

export interface GoogleStandIn {
  router: Router;
  knobs(): GoogleKnobs;
  setKnobs(knobs: Partial<GoogleKnobs>): void;
  /** Every grant and the tokens issued under it (so tests can prove none is stored in the clear). */
  issuedTokens(): IssuedTokens[];
  /** Revokes every grant, as a user removing the app at myaccount.google.com: refresh answers invalid_grant. */
  revokeAll(): void;
  stats(): GoogleStats;
}

interface PendingConsent {
  redirectUri: string;
  scope: string;
  state: string | undefined;
  codeChallenge: string;
  offline: boolean;
  account: string;
  expiresAt: number;
}

interface AuthorizationCode {
  redirectUri: string;
  scope: string;
  codeChallenge: string;
  offline: boolean;
  account: string;
  expiresAt: number;
}

interface Grant {
  account: string;
  scope: string;
  revoked: boolean;
  refreshToken: string | null;
  accessTokens: Map<string, number>;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const token = (prefix: string, bytes = 32) => `${prefix}${randomBytes(bytes).toString('base64url')}`;

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function param(source: Record<string, unknown> | undefined, name: string): string | undefined {
  const value = source?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Google's OAuth error body: `{error, error_description}`. */
function oauthError(res: Response, status: number, error: string, description: string): void {
  res.status(status).json({ error, error_description: description });
}

/** Google APIs' error body. */
function apiError(res: Response, code: number, status: string, message: string, reason: string): void {
  res.status(code).json({ error: { code, message, errors: [{ message, domain: 'global', reason }], status } });
}

/**
 * Google's OAuth 2.0 endpoints and the Gmail API's `users.messages.send`, as far as a send-only app uses them.
 * Mount under `/google`: `/o/oauth2/v2/auth` (consent page), `/token`, `/revoke`,
 * `/gmail/v1/users/:userId/messages/send`, and `/__control` for tests.
 */
export function createGoogleStandIn(options: { redirectUris: string[]; outbox: Outbox }): GoogleStandIn {
  const redirectUris = new Set(options.redirectUris);
  const knobs: GoogleKnobs = { accessTokenTtlSeconds: 3599 };
  const consents = new Map<string, PendingConsent>();
  const codes = new Map<string, AuthorizationCode>();
  const grants: Grant[] = [];
  const stats: GoogleStats = {
    tokensIssued: { authorization_code: 0, refresh_token: 0 },
    refreshRefused: 0,
    revocations: 0,
    messagesSent: 0,
  };

  const issueAccessToken = (grant: Grant) => {
    const accessToken = token('ya29.sandbox-');
    grant.accessTokens.set(accessToken, Date.now() + knobs.accessTokenTtlSeconds * 1000);
    return accessToken;
  };
  const grantOfAccessToken = (accessToken: string) =>
    grants.find((g) => !g.revoked && (g.accessTokens.get(accessToken) ?? 0) > Date.now());
  const grantOfAnyToken = (value: string) => grants.find((g) => g.refreshToken === value || g.accessTokens.has(value));

  const router = express.Router();
  router.use(express.urlencoded({ extended: false }));
  router.use(express.json({ limit: '36mb' }));

  /** The consent screen. Like Google, mistakes of the app (client, redirect URI) are shown, never redirected. */
  router.get('/o/oauth2/v2/auth', (req, res) => {
    const q = req.query as Record<string, unknown>;
    const fail = (error: string, detail: string) => res.status(400).type('html').send(errorPage(error, detail));
    if (param(q, 'client_id') !== SANDBOX_GOOGLE_CLIENT.id) {
      return fail('invalid_client', 'The OAuth client was not found.');
    }
    const redirectUri = param(q, 'redirect_uri');
    if (!redirectUri || !redirectUris.has(redirectUri)) {
      return fail(
        'redirect_uri_mismatch',
        `The redirect URI in the request, ${redirectUri ?? '(none)'}, does not match the ones authorized for the OAuth client.`,
      );
    }
    if (param(q, 'response_type') !== 'code') return fail('unsupported_response_type', 'response_type must be code.');
    const scope = param(q, 'scope');
    if (!scope) return fail('invalid_request', 'Missing required parameter: scope');
    const codeChallenge = param(q, 'code_challenge');
    if (!codeChallenge || param(q, 'code_challenge_method') !== 'S256') {
      return fail('invalid_request', 'code_challenge and code_challenge_method=S256 are required.');
    }
    const id = token('', 16);
    const account = param(q, 'login_hint') ?? DEFAULT_ACCOUNT;
    consents.set(id, {
      redirectUri,
      scope,
      state: param(q, 'state'),
      codeChallenge,
      offline: param(q, 'access_type') === 'offline',
      account,
      expiresAt: Date.now() + CONSENT_TTL_MS,
    });
    res.type('html').send(consentPage(`${req.baseUrl}/o/oauth2/v2/auth/decision`, id, account, scope.split(/\s+/)));
  });

  /** The Allow / Deny buttons of the consent page. */
  router.post('/o/oauth2/v2/auth/decision', (req, res) => {
    const id = param(req.body as Record<string, unknown>, 'consent');
    const consent = id ? consents.get(id) : undefined;
    if (!id || !consent || consent.expiresAt < Date.now()) {
      res.status(400).type('html').send(errorPage('invalid_request', 'This consent screen has expired.'));
      return;
    }
    consents.delete(id);
    const target = new URL(consent.redirectUri);
    if (param(req.body as Record<string, unknown>, 'decision') !== 'allow') {
      target.searchParams.set('error', 'access_denied');
    } else {
      const code = token('4/sandbox-');
      codes.set(code, {
        redirectUri: consent.redirectUri,
        scope: consent.scope,
        codeChallenge: consent.codeChallenge,
        offline: consent.offline,
        account: consent.account,
        expiresAt: Date.now() + CODE_TTL_MS,
      });
      target.searchParams.set('code', code);
      target.searchParams.set('scope', consent.scope);
    }
    if (consent.state !== undefined) target.searchParams.set('state', consent.state);
    res.redirect(302, target.href);
  });

  router.post('/token', (req, res) => {
    const body = req.body as Record<string, unknown>;
    // client_secret_post or client_secret_basic, as Google accepts both.
    let clientId = param(body, 'client_id');
    let clientSecret = param(body, 'client_secret');
    const basic = /^Basic\s+(.+)$/i.exec(req.get('authorization') ?? '');
    if (basic) {
      const [id, secret] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':');
      clientId = decodeURIComponent(id ?? '');
      clientSecret = decodeURIComponent(secret ?? '');
    }
    if (clientId !== SANDBOX_GOOGLE_CLIENT.id)
      return oauthError(res, 401, 'invalid_client', 'The OAuth client was not found.');
    if (!clientSecret || !sameText(clientSecret, SANDBOX_GOOGLE_CLIENT.secret)) {
      return oauthError(res, 401, 'invalid_client', 'Unauthorized');
    }
    const grantType = param(body, 'grant_type');
    if (grantType === 'authorization_code') {
      const code = param(body, 'code');
      const entry = code ? codes.get(code) : undefined;
      // A code works once; a second use is refused like an unknown one.
      if (code) codes.delete(code);
      if (!entry || entry.expiresAt < Date.now()) return oauthError(res, 400, 'invalid_grant', 'Malformed auth code.');
      if (param(body, 'redirect_uri') !== entry.redirectUri) {
        return oauthError(res, 400, 'redirect_uri_mismatch', 'Bad Request');
      }
      const verifier = param(body, 'code_verifier');
      if (!verifier) return oauthError(res, 400, 'invalid_grant', 'Missing code verifier.');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!sameText(challenge, entry.codeChallenge))
        return oauthError(res, 400, 'invalid_grant', 'Invalid code verifier.');
      const grant: Grant = {
        account: entry.account,
        scope: entry.scope,
        revoked: false,
        refreshToken: entry.offline ? token('1//sandbox-') : null,
        accessTokens: new Map(),
      };
      grants.push(grant);
      stats.tokensIssued.authorization_code += 1;
      res.json({
        access_token: issueAccessToken(grant),
        expires_in: knobs.accessTokenTtlSeconds,
        ...(grant.refreshToken ? { refresh_token: grant.refreshToken } : {}),
        scope: grant.scope,
        token_type: 'Bearer',
      });
      return;
    }
    if (grantType === 'refresh_token') {
      const refreshToken = param(body, 'refresh_token');
      const grant = refreshToken ? grants.find((g) => g.refreshToken === refreshToken) : undefined;
      if (!grant || grant.revoked) {
        stats.refreshRefused += 1;
        return oauthError(res, 400, 'invalid_grant', 'Token has been expired or revoked.');
      }
      stats.tokensIssued.refresh_token += 1;
      res.json({
        access_token: issueAccessToken(grant),
        expires_in: knobs.accessTokenTtlSeconds,
        scope: grant.scope,
        token_type: 'Bearer',
      });
      return;
    }
    oauthError(res, 400, 'unsupported_grant_type', `Invalid grant_type: ${grantType ?? ''}`);
  });

  /** Revoking either token of a grant revokes the whole grant, as at Google. */
  router.post('/revoke', (req, res) => {
    const value =
      param(req.query as Record<string, unknown>, 'token') ?? param(req.body as Record<string, unknown>, 'token');
    const grant = value ? grantOfAnyToken(value) : undefined;
    if (!grant || grant.revoked) return oauthError(res, 400, 'invalid_token', 'Token expired or revoked');
    grant.revoked = true;
    stats.revocations += 1;
    res.status(200).json({});
  });

  router.post('/gmail/v1/users/:userId/messages/send', async (req: Request, res: Response) => {
    const bearer = /^Bearer\s+(.+)$/i.exec(req.get('authorization') ?? '')?.[1];
    const grant = bearer ? grantOfAccessToken(bearer) : undefined;
    if (!grant) {
      res.set('WWW-Authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"');
      return apiError(
        res,
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        'authError',
      );
    }
    if (!grant.scope.split(/\s+/).some((s) => GMAIL_SEND_SCOPES.has(s))) {
      return apiError(
        res,
        403,
        'PERMISSION_DENIED',
        'Request had insufficient authentication scopes.',
        'insufficientPermissions',
      );
    }
    const userId = String(req.params.userId);
    if (userId !== 'me' && userId.toLowerCase() !== grant.account.toLowerCase()) {
      return apiError(res, 403, 'PERMISSION_DENIED', 'Delegation denied for ' + grant.account, 'forbidden');
    }
    const raw = param(req.body as Record<string, unknown>, 'raw');
    if (!raw || !/^[A-Za-z0-9_\-+/=]+$/.test(raw)) {
      return apiError(
        res,
        400,
        'INVALID_ARGUMENT',
        "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
        'invalidArgument',
      );
    }
    try {
      const message = await options.outbox.add(Buffer.from(raw, 'base64url'), 'gmail');
      stats.messagesSent += 1;
      const id = createHash('sha256').update(message.id).digest('hex').slice(0, 16);
      res.json({ id, threadId: id, labelIds: ['SENT'] });
    } catch {
      apiError(res, 400, 'INVALID_ARGUMENT', 'Invalid raw message.', 'invalidArgument');
    }
  });

  router.get('/__control', (_req, res) => {
    res.json({ knobs, stats, grants: grants.map((g) => ({ account: g.account, scope: g.scope, revoked: g.revoked })) });
  });
  router.post('/__control', (req, res) => {
    const body = (req.body ?? {}) as { revokeAll?: unknown; accessTokenTtlSeconds?: unknown };
    if (body.revokeAll === true) revokeAll();
    if (typeof body.accessTokenTtlSeconds === 'number' && body.accessTokenTtlSeconds > 0) {
      knobs.accessTokenTtlSeconds = Math.floor(body.accessTokenTtlSeconds);
    }
    res.json({ knobs, stats });
  });

  function revokeAll() {
    for (const grant of grants) grant.revoked = true;
  }

  return {
    router,
    knobs: () => ({ ...knobs }),
    setKnobs: (next) => Object.assign(knobs, next),
    issuedTokens: () =>
      grants.map((g) => ({
        account: g.account,
        scope: g.scope,
        revoked: g.revoked,
        refreshToken: g.refreshToken,
        accessTokens: [...g.accessTokens.keys()],
      })),
    revokeAll,
    stats: () => structuredClone(stats),
  };
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:440px;margin:64px auto;padding:0 16px}
ul{padding-left:20px}.actions{display:flex;gap:12px;margin-top:24px}button{padding:10px 20px}
small{color:#666}.error{color:#b00020}</style></head><body>${body}</body></html>`;
}

function consentPage(action: string, id: string, account: string, scopes: string[]): string {
  const items = scopes
    .map((s) => `<li>${escapeHtml(SCOPE_DESCRIPTIONS[s] ?? s)} <small>(${escapeHtml(s)})</small></li>`)
    .join('');
  return page(
    'Sign in - Google Accounts (sandbox)',
    `<h1>JobReach wants access to your Google Account</h1>
<p>${escapeHtml(account)}</p>
<p>This will allow JobReach to:</p><ul>${items}</ul>
<p><small>Local stand-in for Google's consent screen.</small></p>
<form method="post" action="${escapeHtml(action)}" class="actions">
<input type="hidden" name="consent" value="${escapeHtml(id)}">
<button type="submit" name="decision" value="deny">Deny</button>
<button type="submit" name="decision" value="allow">Allow</button>
</form>`,
  );
}

function errorPage(error: string, detail: string): string {
  return page(
    'Error - Google Accounts (sandbox)',
    `<h1>Access blocked: this app's request is invalid</h1><p class="error">Error 400: ${escapeHtml(error)}</p><p>${escapeHtml(detail)}</p>`,
  );
}

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import type { Outbox } from './outbox.js';
import { type Bounces, headerBlock } from './bounces.js';
import { AUTO_REPLY_TEXT } from './imap-inbox.js';

/** The OAuth client the app is registered as, like a web client created in Google's console. */
export const SANDBOX_GOOGLE_CLIENT = {
  id: 'job-assistant-gmail.apps.googleusercontent.com',
  secret: 'job-assistant-gmail-local-secret',
} as const;

const SCOPE_DESCRIPTIONS: Record<string, string> = {
  'https://www.googleapis.com/auth/gmail.send': 'Send email on your behalf',
  'https://www.googleapis.com/auth/gmail.metadata':
    'View your email message metadata such as labels and headers, but not the email body',
  'https://www.googleapis.com/auth/gmail.readonly': 'View your email messages and settings',
  'https://mail.google.com/': 'Read, compose, send, and permanently delete all your email from Gmail',
};
const GMAIL_SEND_SCOPES = new Set(['https://www.googleapis.com/auth/gmail.send', 'https://mail.google.com/']);
/** Scopes that may read threads; with only gmail.metadata, just the `metadata` and `minimal` formats. */
const GMAIL_METADATA_SCOPE = 'https://www.googleapis.com/auth/gmail.metadata';
const GMAIL_READ_SCOPES = new Set([
  GMAIL_METADATA_SCOPE,
  'https://www.googleapis.com/auth/gmail.readonly',
  'https://www.googleapis.com/auth/gmail.modify',
  'https://mail.google.com/',
]);
const THREAD_FORMATS = new Set(['full', 'metadata', 'minimal', 'raw']);
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
  /** `users.threads.get` calls, answered or refused. */
  threadReads: number;
}

/** One message of a Gmail thread as the stand-in keeps it: its headers as written, never parsed further. */
export interface GmailThreadMessage {
  id: string;
  labelIds: string[];
  headers: { name: string; value: string }[];
  /** The body as it came (only `format=full` or `raw` with a read scope ever shows it). */
  body: string;
  internalDate: string;
}

export interface GmailThread {
  id: string;
  account: string;
  messages: GmailThreadMessage[];
}

/** A reply to drop into a thread, as if the recipient had answered. */
export interface GmailReplyInput {
  from?: string;
  subject?: string;
  text?: string;
  /** An automatic reply (out of office): `Auto-Submitted: auto-replied`, an "Automatic reply:" subject and away text. */
  auto?: boolean;
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
  /** Revokes every grant of one Google account (its user removed the app from their account). */
  revokeAccount(account: string): void;
  /** The Gmail threads the app's sends made, with what was dropped into them. */
  threads(): GmailThread[];
  /** Puts a reply from someone else into a thread (In-Reply-To the thread's last message); null: no such thread. */
  addReply(threadId: string, reply?: GmailReplyInput): GmailThreadMessage | null;
  /** Removes a thread, as its owner deleting the conversation in Gmail. */
  deleteThread(threadId: string): boolean;
  stats(): GoogleStats;
}

interface PendingConsent {
  redirectUri: string;
  scope: string;
  state: string | undefined;
  codeChallenge: string;
  offline: boolean;
  /** include_granted_scopes=true: the new grant also carries what the account granted this app before. */
  includeGranted: boolean;
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

/** A query parameter that may repeat (`metadataHeaders=From&metadataHeaders=References`). */
function params(source: Record<string, unknown> | undefined, name: string): string[] {
  const value = source?.[name];
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is string => typeof v === 'string' && v !== '');
}

const scopesOf = (scope: string) => scope.split(/\s+/).filter(Boolean);

/** The header block of an RFC 2822 message, unfolded, names and values as written; and the body after it. */
function splitMessage(raw: string): { headers: { name: string; value: string }[]; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: { name: string; value: string }[] = [];
  for (const line of head.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && headers.length > 0) {
      headers[headers.length - 1]!.value += ` ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon > 0) headers.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return { headers, body };
}

const headerOf = (message: GmailThreadMessage, name: string) =>
  message.headers.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;

/** Message-IDs named in a header (`<a@b> <c@d>`). */
const messageIdsIn = (value: string | undefined) => value?.match(/<[^<>\s]+>/g) ?? [];

/** Gmail's test for "the Subject headers must match": the subject without its Re:/Fwd: prefixes. */
const threadSubject = (subject: string | null | undefined) =>
  (subject ?? '')
    .replace(/^(\s*(re|fwd?|aw|sv)\s*:\s*)+/i, '')
    .trim()
    .toLowerCase();

/** Google's OAuth error body: `{error, error_description}`. */
function oauthError(res: Response, status: number, error: string, description: string): void {
  res.status(status).json({ error, error_description: description });
}

/** Google APIs' error body. */
function apiError(res: Response, code: number, status: string, message: string, reason: string): void {
  res.status(code).json({ error: { code, message, errors: [{ message, domain: 'global', reason }], status } });
}

/**
 * Google's OAuth 2.0 endpoints and the Gmail API's `users.messages.send` and `users.threads.get`, as far as the app
 * uses them: a send-only grant, and an optional headers-only one (gmail.metadata) added by incremental authorization.
 * Mount under `/google`: `/o/oauth2/v2/auth` (consent page), `/token`, `/revoke`,
 * `/gmail/v1/users/:userId/messages/send`, `/gmail/v1/users/:userId/threads/:id`, and `/__control` for tests
 * (`/__control/threads/:id/replies` drops a reply into a thread).
 */
export function createGoogleStandIn(options: {
  redirectUris: string[];
  outbox: Outbox;
  /** Recipients to bounce: their report lands in the thread of the email, from Gmail's mailer-daemon. */
  bounces?: Bounces;
}): GoogleStandIn {
  const redirectUris = new Set(options.redirectUris);
  const knobs: GoogleKnobs = { accessTokenTtlSeconds: 3599 };
  const consents = new Map<string, PendingConsent>();
  const codes = new Map<string, AuthorizationCode>();
  const grants: Grant[] = [];
  const threads = new Map<string, GmailThread>();
  const stats: GoogleStats = {
    tokensIssued: { authorization_code: 0, refresh_token: 0 },
    refreshRefused: 0,
    revocations: 0,
    messagesSent: 0,
    threadReads: 0,
  };

  const issueAccessToken = (grant: Grant) => {
    const accessToken = token('ya29.sandbox-');
    grant.accessTokens.set(accessToken, Date.now() + knobs.accessTokenTtlSeconds * 1000);
    return accessToken;
  };
  const grantOfAccessToken = (accessToken: string) =>
    grants.find((g) => !g.revoked && (g.accessTokens.get(accessToken) ?? 0) > Date.now());
  const grantOfAnyToken = (value: string) => grants.find((g) => g.refreshToken === value || g.accessTokens.has(value));
  /** What the account has granted this app so far and not revoked (Google keeps one authorization per app). */
  const grantedScopes = (account: string) =>
    new Set(grants.filter((g) => !g.revoked && g.account === account).flatMap((g) => scopesOf(g.scope)));
  const revokeAccount = (account: string) => {
    for (const grant of grants) if (grant.account.toLowerCase() === account.toLowerCase()) grant.revoked = true;
  };

  /** The grant of a Gmail API call's bearer token, or the 401 Google answers (written to `res`). */
  const authorizedGrant = (req: Request, res: Response): Grant | undefined => {
    const bearer = /^Bearer\s+(.+)$/i.exec(req.get('authorization') ?? '')?.[1];
    const grant = bearer ? grantOfAccessToken(bearer) : undefined;
    if (!grant) {
      res.set('WWW-Authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"');
      apiError(
        res,
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        'authError',
      );
      return undefined;
    }
    const userId = String(req.params.userId);
    if (userId !== 'me' && userId.toLowerCase() !== grant.account.toLowerCase()) {
      apiError(res, 403, 'PERMISSION_DENIED', 'Delegation denied for ' + grant.account, 'forbidden');
      return undefined;
    }
    return grant;
  };
  const insufficientScopes = (res: Response) =>
    apiError(
      res,
      403,
      'PERMISSION_DENIED',
      'Request had insufficient authentication scopes.',
      'insufficientPermissions',
    );
  const notFound = (res: Response) => apiError(res, 404, 'NOT_FOUND', 'Requested entity was not found.', 'notFound');

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
      includeGranted: param(q, 'include_granted_scopes') === 'true',
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
      // Incremental authorization: the grant is the union of what was asked now and what the account gave before.
      const scope = consent.includeGranted
        ? [...new Set([...grantedScopes(consent.account), ...scopesOf(consent.scope)])].join(' ')
        : consent.scope;
      codes.set(code, {
        redirectUri: consent.redirectUri,
        scope,
        codeChallenge: consent.codeChallenge,
        offline: consent.offline,
        account: consent.account,
        expiresAt: Date.now() + CODE_TTL_MS,
      });
      target.searchParams.set('code', code);
      target.searchParams.set('scope', scope);
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

  /**
   * Revoking a token removes the app's access to that Google account, every scope and every token, as at Google
   * (there is no revoking one scope of an incremental grant).
   */
  router.post('/revoke', (req, res) => {
    const value = param(req.query, 'token') ?? param(req.body as Record<string, unknown>, 'token');
    const grant = value ? grantOfAnyToken(value) : undefined;
    if (!grant || grant.revoked) return oauthError(res, 400, 'invalid_token', 'Token expired or revoked');
    revokeAccount(grant.account);
    stats.revocations += 1;
    res.status(200).json({});
  });

  /**
   * `users.messages.send`. A new message starts a thread (its id is the thread's); with `threadId` it joins that
   * thread only as Gmail lets it: the thread is the account's, the message answers one of the thread's Message-IDs
   * (In-Reply-To or References), and the subjects match once Re:/Fwd: are set aside; otherwise it starts its own.
   * A threadId that is not one is 400, one the account does not have is 404, and nothing is sent.
   */
  router.post('/gmail/v1/users/:userId/messages/send', async (req: Request, res: Response) => {
    const grant = authorizedGrant(req, res);
    if (!grant) return;
    if (!scopesOf(grant.scope).some((s) => GMAIL_SEND_SCOPES.has(s))) return insufficientScopes(res);
    const body = req.body as Record<string, unknown>;
    const raw = param(body, 'raw');
    if (!raw || !/^[A-Za-z0-9_\-+/=]+$/.test(raw)) {
      return apiError(
        res,
        400,
        'INVALID_ARGUMENT',
        "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
        'invalidArgument',
      );
    }
    const threadId = param(body, 'threadId');
    let thread: GmailThread | undefined;
    if (threadId !== undefined) {
      if (!/^[0-9a-f]{1,16}$/.test(threadId)) {
        return apiError(res, 400, 'INVALID_ARGUMENT', 'Invalid thread_id value', 'invalidArgument');
      }
      thread = threads.get(threadId);
      if (!thread || thread.account.toLowerCase() !== grant.account.toLowerCase()) return notFound(res);
    }
    try {
      const bytes = Buffer.from(raw, 'base64url');
      const message = await options.outbox.add(bytes, 'gmail');
      stats.messagesSent += 1;
      const id = createHash('sha256').update(message.id).digest('hex').slice(0, 16);
      const { headers, body: text } = splitMessage(bytes.toString('utf8'));
      const stored: GmailThreadMessage = {
        id,
        labelIds: ['SENT'],
        headers,
        body: text,
        internalDate: String(Date.now()),
      };
      const answered = [
        ...messageIdsIn(headerOf(stored, 'In-Reply-To')),
        ...messageIdsIn(headerOf(stored, 'References')),
      ];
      const joins =
        !!thread &&
        threadSubject(message.subject) === threadSubject(headerOf(thread.messages[0]!, 'Subject')) &&
        thread.messages.some((m) => answered.includes(headerOf(m, 'Message-ID') ?? ''));
      if (thread && joins) {
        thread.messages.push(stored);
      } else {
        thread = { id, account: grant.account, messages: [stored] };
        threads.set(id, thread);
      }
      message.threadId = thread.id;
      for (const to of message.to) {
        const kind = options.bounces?.kindOf(to);
        if (!kind) continue;
        const original = {
          from: message.from ?? grant.account,
          messageId: message.messageId ?? '',
          headers: headerBlock(message.raw),
        };
        const report = options.bounces!.report(original, to, kind, 'mailer-daemon@googlemail.com');
        thread.messages.push({
          id: randomBytes(8).toString('hex'),
          labelIds: ['INBOX', 'UNREAD'],
          headers: report.headers,
          body: report.body,
          internalDate: String(Date.now()),
        });
      }
      res.json({ id, threadId: thread.id, labelIds: ['SENT'] });
    } catch {
      apiError(res, 400, 'INVALID_ARGUMENT', 'Invalid raw message.', 'invalidArgument');
    }
  });

  /**
   * `users.threads.get`. `format=metadata` (headers only, filtered by `metadataHeaders`) and `minimal` need any read
   * scope, gmail.metadata included; `full` (the default) and `raw` show bodies and are refused to a grant that has
   * only gmail.metadata, as Google does.
   */
  router.get('/gmail/v1/users/:userId/threads/:id', (req: Request, res: Response) => {
    stats.threadReads += 1;
    const grant = authorizedGrant(req, res);
    if (!grant) return;
    const scopes = scopesOf(grant.scope);
    if (!scopes.some((s) => GMAIL_READ_SCOPES.has(s))) return insufficientScopes(res);
    const query = req.query as Record<string, unknown>;
    const format = (param(query, 'format') ?? 'full').toLowerCase();
    if (!THREAD_FORMATS.has(format)) {
      return apiError(res, 400, 'INVALID_ARGUMENT', `Invalid value at 'format' (${format})`, 'invalidArgument');
    }
    const metadataOnly = scopes.every((s) => !GMAIL_READ_SCOPES.has(s) || s === GMAIL_METADATA_SCOPE);
    if (metadataOnly && (format === 'full' || format === 'raw')) {
      return apiError(
        res,
        403,
        'PERMISSION_DENIED',
        `Metadata scope doesn't allow format ${format.toUpperCase()}`,
        'forbidden',
      );
    }
    const thread = threads.get(String(req.params.id));
    if (!thread || thread.account.toLowerCase() !== grant.account.toLowerCase()) return notFound(res);
    const wanted = params(query, 'metadataHeaders').map((h) => h.toLowerCase());
    const historyId = String(thread.messages.length);
    res.json({
      id: thread.id,
      historyId,
      messages: thread.messages.map((m) => {
        const base = {
          id: m.id,
          threadId: thread.id,
          labelIds: m.labelIds,
          historyId,
          internalDate: m.internalDate,
          sizeEstimate: m.body.length + m.headers.reduce((n, h) => n + h.name.length + h.value.length + 4, 0),
        };
        if (format === 'minimal') return base;
        if (format === 'raw') {
          const raw = `${m.headers.map((h) => `${h.name}: ${h.value}`).join('\r\n')}\r\n\r\n${m.body}`;
          return { ...base, raw: Buffer.from(raw).toString('base64url') };
        }
        const headers =
          format === 'metadata' && wanted.length > 0
            ? m.headers.filter((h) => wanted.includes(h.name.toLowerCase()))
            : m.headers;
        if (format === 'metadata') return { ...base, payload: { headers } };
        const data = Buffer.from(m.body).toString('base64url');
        return { ...base, payload: { headers, body: { size: m.body.length, data } } };
      }),
    });
  });

  router.get('/__control', (_req, res) => {
    res.json({ knobs, stats, grants: grants.map((g) => ({ account: g.account, scope: g.scope, revoked: g.revoked })) });
  });
  router.post('/__control', (req, res) => {
    const body = (req.body ?? {}) as { revokeAll?: unknown; revokeAccount?: unknown; accessTokenTtlSeconds?: unknown };
    if (body.revokeAll === true) revokeAll();
    if (typeof body.revokeAccount === 'string') revokeAccount(body.revokeAccount);
    if (typeof body.accessTokenTtlSeconds === 'number' && body.accessTokenTtlSeconds > 0) {
      knobs.accessTokenTtlSeconds = Math.floor(body.accessTokenTtlSeconds);
    }
    res.json({ knobs, stats });
  });
  /** A thread with every header of its messages (never the bodies), for tests to look at. */
  router.get('/__control/threads/:id', (req, res) => {
    const thread = threads.get(String(req.params.id));
    if (!thread) return notFound(res);
    res.json({
      id: thread.id,
      account: thread.account,
      messages: thread.messages.map((m) => ({ id: m.id, labelIds: m.labelIds, headers: m.headers })),
    });
  });
  /** `{from?, subject?, text?, auto?}`: the recipient (or their out-of-office) answers in the thread. */
  router.post('/__control/threads/:id/replies', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const text = (name: string) => (typeof body[name] === 'string' ? body[name] : undefined);
    const from = text('from');
    if (from !== undefined && !/^[^<>\s@]+@[^<>\s@]+$/.test(from.trim())) {
      res.status(400).json({ error: 'from must be an email address' });
      return;
    }
    const reply = addReply(String(req.params.id), {
      from,
      subject: text('subject'),
      text: text('text'),
      auto: body.auto === true,
    });
    if (!reply) return notFound(res);
    res.status(201).json({ id: reply.id, messageId: headerOf(reply, 'Message-ID') });
  });
  router.delete('/__control/threads/:id', (req, res) => {
    if (!deleteThread(String(req.params.id))) return notFound(res);
    res.status(204).end();
  });

  function revokeAll() {
    for (const grant of grants) grant.revoked = true;
  }

  function addReply(threadId: string, reply: GmailReplyInput = {}): GmailThreadMessage | null {
    const thread = threads.get(threadId);
    if (!thread) return null;
    const last = thread.messages[thread.messages.length - 1]!;
    const ids = thread.messages.map((m) => headerOf(m, 'Message-ID')).filter((id): id is string => !!id);
    const original = headerOf(thread.messages[0]!, 'Subject') ?? '';
    const subject = reply.subject ?? (reply.auto ? `Automatic reply: ${original}` : `Re: ${original}`);
    const message: GmailThreadMessage = {
      id: randomBytes(8).toString('hex'),
      labelIds: ['INBOX', 'UNREAD'],
      headers: [
        { name: 'From', value: reply.from ?? headerOf(last, 'To') ?? 'recruiter@company.example' },
        { name: 'To', value: thread.account },
        { name: 'Subject', value: subject },
        { name: 'Date', value: new Date().toUTCString() },
        { name: 'Message-ID', value: `<${randomBytes(12).toString('hex')}@mail.sandbox.test>` },
        ...(ids.length > 0
          ? [
              { name: 'In-Reply-To', value: headerOf(last, 'Message-ID') ?? ids[ids.length - 1]! },
              { name: 'References', value: ids.join(' ') },
            ]
          : []),
        ...(reply.auto ? [{ name: 'Auto-Submitted', value: 'auto-replied' }] : []),
        { name: 'Content-Type', value: 'text/plain; charset=utf-8' },
      ],
      body: reply.text ?? (reply.auto ? AUTO_REPLY_TEXT : 'Thank you for writing. Could we talk this week?'),
      internalDate: String(Date.now()),
    };
    thread.messages.push(message);
    return message;
  }

  function deleteThread(threadId: string): boolean {
    return threads.delete(threadId);
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
    revokeAccount,
    threads: () => structuredClone([...threads.values()]),
    addReply,
    deleteThread,
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

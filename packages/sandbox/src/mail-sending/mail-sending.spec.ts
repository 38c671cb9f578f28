import { createHash, randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../index.js';
import type { ReceivedMessage } from './outbox.js';

const APP_URL = 'http://localhost:3999';
const REDIRECT_URI = `${APP_URL}/api/auth/gmail/callback`;
const GMAIL_SEND = 'https://www.googleapis.com/auth/gmail.send';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, appUrls: [APP_URL] });
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/mail/messages`, { method: 'DELETE' });
});

const google = () => sandbox.services.google;

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(overrides: Record<string, string | null> = {}, challenge = pkce().challenge): string {
  const url = new URL(google().authUrl);
  const params: Record<string, string | null> = {
    client_id: google().clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: GMAIL_SEND,
    access_type: 'offline',
    prompt: 'consent',
    state: 'state-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    login_hint: 'ada@example.com',
    ...overrides,
  };
  for (const [k, v] of Object.entries(params)) if (v !== null) url.searchParams.set(k, v);
  return url.href;
}

/** Opens the consent page and presses a button; answers where Google sends the browser. */
async function consent(decision: 'allow' | 'deny', challenge: string): Promise<URL> {
  const page = await fetch(authorizeUrl({}, challenge));
  expect(page.status).toBe(200);
  const html = await page.text();
  const id = /name="consent" value="([^"]+)"/.exec(html)![1]!;
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  const res = await fetch(new URL(action, sandbox.url), {
    method: 'POST',
    body: new URLSearchParams({ consent: id, decision }),
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

async function tokenRequest(params: Record<string, string>) {
  const res = await fetch(google().tokenUrl, { method: 'POST', body: new URLSearchParams(params) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function connect() {
  const { verifier, challenge } = pkce();
  const back = await consent('allow', challenge);
  const tokens = await tokenRequest({
    grant_type: 'authorization_code',
    code: back.searchParams.get('code')!,
    code_verifier: verifier,
    redirect_uri: REDIRECT_URI,
    client_id: google().clientId,
    client_secret: google().clientSecret,
  });
  expect(tokens.status).toBe(200);
  return tokens.body as { access_token: string; refresh_token: string; expires_in: number; scope: string };
}

const rawMessage = (subject: string) =>
  Buffer.from(
    `From: ada@example.com\r\nTo: jane@acme.test\r\nSubject: ${subject}\r\nMessage-ID: <m1@example.com>\r\n` +
      `Content-Type: text/plain; charset=utf-8\r\n\r\nHello Jane\r\n`,
  ).toString('base64url');

async function gmailSend(accessToken: string, raw: string) {
  return fetch(`${google().gmailApiRootUrl}gmail/v1/users/me/messages/send`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ raw }),
  });
}

const messages = async () => (await (await fetch(`${sandbox.url}/mail/messages`)).json()) as ReceivedMessage[];

describe('Google stand-in', () => {
  it('shows a consent page naming the scope, and refuses an unknown client or redirect URI without redirecting', async () => {
    const page = await fetch(authorizeUrl());
    const html = await page.text();
    expect(html).toContain('Send email on your behalf');
    expect(html).toContain(GMAIL_SEND);
    expect(html).toMatch(/value="allow">Allow</);
    expect(html).toMatch(/value="deny">Deny</);

    const wrongClient = await fetch(authorizeUrl({ client_id: 'someone-else' }), { redirect: 'manual' });
    expect(wrongClient.status).toBe(400);
    expect(await wrongClient.text()).toContain('invalid_client');
    const wrongRedirect = await fetch(authorizeUrl({ redirect_uri: `${REDIRECT_URI}/extra` }), { redirect: 'manual' });
    expect(wrongRedirect.status).toBe(400);
    expect(await wrongRedirect.text()).toContain('redirect_uri_mismatch');
    const noPkce = await fetch(authorizeUrl({ code_challenge: null }), { redirect: 'manual' });
    expect(noPkce.status).toBe(400);
  });

  it('sends Deny back to the app as access_denied with the state', async () => {
    const back = await consent('deny', pkce().challenge);
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-123');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('exchanges a code only with the matching PKCE verifier and client secret, and only once', async () => {
    const { verifier, challenge } = pkce();
    const back = await consent('allow', challenge);
    expect(back.searchParams.get('state')).toBe('state-123');
    const code = back.searchParams.get('code')!;
    const base = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: google().clientId };

    const wrongSecret = await tokenRequest({ ...base, code_verifier: verifier, client_secret: 'nope' });
    expect(wrongSecret).toEqual({ status: 401, body: { error: 'invalid_client', error_description: 'Unauthorized' } });

    const { verifier: other, challenge: otherChallenge } = pkce();
    const back2 = await consent('allow', otherChallenge);
    const wrongVerifier = await tokenRequest({
      ...base,
      code: back2.searchParams.get('code')!,
      code_verifier: verifier,
      client_secret: google().clientSecret,
    });
    expect(wrongVerifier.body).toEqual({ error: 'invalid_grant', error_description: 'Invalid code verifier.' });
    expect(other).not.toBe(verifier);

    const ok = await tokenRequest({ ...base, code_verifier: verifier, client_secret: google().clientSecret });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ token_type: 'Bearer', scope: GMAIL_SEND, expires_in: 3599 });
    expect(ok.body.access_token).toEqual(expect.any(String));
    expect(ok.body.refresh_token).toEqual(expect.any(String));

    const again = await tokenRequest({ ...base, code_verifier: verifier, client_secret: google().clientSecret });
    expect(again.body.error).toBe('invalid_grant');
  });

  it('refreshes with the refresh token until the grant is revoked, then answers invalid_grant', async () => {
    const tokens = await connect();
    const refresh = () =>
      tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: google().clientId,
        client_secret: google().clientSecret,
      });
    const fresh = await refresh();
    expect(fresh.status).toBe(200);
    expect(fresh.body.access_token).not.toBe(tokens.access_token);
    expect(fresh.body.refresh_token).toBeUndefined();

    const control = await fetch(`${sandbox.url}/google/__control`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ revokeAll: true }),
    });
    expect(control.status).toBe(200);
    expect(await refresh()).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
    });
    expect((await gmailSend(tokens.access_token, rawMessage('x'))).status).toBe(401);
  });

  it('revokes a grant through the revoke endpoint given either of its tokens', async () => {
    const tokens = await connect();
    const res = await fetch(`${google().revokeUrl}?token=${encodeURIComponent(tokens.refresh_token)}`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
    expect((await gmailSend(tokens.access_token, rawMessage('x'))).status).toBe(401);
    const twice = await fetch(google().revokeUrl, { method: 'POST', body: new URLSearchParams({ token: 'unknown' }) });
    expect(twice.status).toBe(400);
  });

  it('accepts a raw message with a valid access token and lists it parsed', async () => {
    const tokens = await connect();
    const res = await gmailSend(tokens.access_token, rawMessage('=?UTF-8?Q?Caf=C3=A9?='));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; threadId: string; labelIds: string[] };
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f]{16}$/), threadId: body.id, labelIds: ['SENT'] });
    const [message] = await messages();
    expect(message).toMatchObject({
      via: 'gmail',
      from: 'ada@example.com',
      to: ['jane@acme.test'],
      subject: 'Café',
      messageId: '<m1@example.com>',
    });
    expect(message!.text).toContain('Hello Jane');
    expect(message!.headers['content-type']).toBe('text/plain; charset=utf-8');

    expect((await gmailSend('ya29.forged', rawMessage('x'))).status).toBe(401);
    expect((await gmailSend(tokens.access_token, '')).status).toBe(400);
  });
});

describe('SMTP sink', () => {
  const transport = (password: string) =>
    nodemailer.createTransport({
      host: sandbox.services.smtpSink.host,
      port: sandbox.services.smtpSink.port,
      secure: false,
      auth: { user: sandbox.services.smtpSink.username, pass: password },
    });

  it('refuses a wrong password with 535', async () => {
    await expect(transport('wrong').verify()).rejects.toMatchObject({ code: 'EAUTH', responseCode: 535 });
  });

  it('keeps what an authenticated client sends, and DELETE clears the list', async () => {
    const t = transport(sandbox.services.smtpSink.password);
    await t.verify();
    const info = await t.sendMail({
      from: 'jobseeker@sandbox.test',
      to: 'jane@acme.test',
      subject: 'Hello',
      text: 'Line one\nLine two',
      html: 'Line one<br>Line two',
    });
    const list = await messages();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      via: 'smtp',
      from: 'jobseeker@sandbox.test',
      to: ['jane@acme.test'],
      subject: 'Hello',
      messageId: info.messageId,
    });
    expect(list[0]!.html!.trim()).toBe('Line one<br>Line two');
    expect(list[0]!.headers['content-type']).toMatch(/^multipart\/alternative/);
    await fetch(`${sandbox.url}/mail/messages`, { method: 'DELETE' });
    expect(await messages()).toEqual([]);
  });

  it('holds its reply after DATA on demand: the message is kept, the client is left waiting', async () => {
    const control = `${sandbox.url}/mail/smtp/__control`;
    const post = (body: object) =>
      fetch(control, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(await (await post({ holdReplyAfterDataMs: 400 })).json()).toMatchObject({
      knobs: { holdReplyAfterDataMs: 400 },
    });
    try {
      let settled = false;
      const sending = transport(sandbox.services.smtpSink.password)
        .sendMail({ from: 'jobseeker@sandbox.test', to: 'held@acme.test', subject: 'Held', text: 'Wait for it' })
        .finally(() => (settled = true));
      const sink = sandbox.mailSending.smtpSink;
      while (sink.heldReplies() === 0) await new Promise((r) => setTimeout(r, 10));
      expect(settled).toBe(false);
      expect((await messages()).some((m) => m.subject === 'Held')).toBe(true);
      expect(((await (await fetch(control)).json()) as { heldReplies: number }).heldReplies).toBe(1);
      await expect(sending).resolves.toMatchObject({ response: expect.stringMatching(/^250 /) });
      expect(sink.heldReplies()).toBe(0);
    } finally {
      await post({ holdReplyAfterDataMs: 0 });
    }
  });

  it('is listed by the sandbox with the settings the app needs', async () => {
    const index = (await (await fetch(`${sandbox.url}/`)).json()) as { standIns: Array<{ name: string }> };
    expect(index.standIns.map((s) => s.name)).toEqual(expect.arrayContaining(['google', 'smtp-sink', 'mail-messages']));
    expect(sandbox.appEnv).toMatchObject({
      GOOGLE_CLIENT_ID: google().clientId,
      GOOGLE_CLIENT_SECRET: google().clientSecret,
      GOOGLE_TOKEN_URL: `${sandbox.url}/google/token`,
      GMAIL_API_ROOT_URL: `${sandbox.url}/google/`,
    });
  });
});

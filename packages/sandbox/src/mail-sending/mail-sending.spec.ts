import { createHash, randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../index.js';
import type { ReceivedMessage } from './outbox.js';

const APP_URL = 'http://localhost:3999';
const REDIRECT_URI = `${APP_URL}/api/auth/gmail/callback`;
const GMAIL_SEND = 'https://www.googleapis.com/auth/gmail.send';
const GMAIL_METADATA = 'https://www.googleapis.com/auth/gmail.metadata';

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
async function consent(
  decision: 'allow' | 'deny',
  challenge: string,
  overrides: Record<string, string | null> = {},
): Promise<URL> {
  const page = await fetch(authorizeUrl(overrides, challenge));
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

async function connect(overrides: Record<string, string | null> = {}) {
  const { verifier, challenge } = pkce();
  const back = await consent('allow', challenge, overrides);
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

async function gmailSend(accessToken: string, raw: string, threadId?: string) {
  return fetch(`${google().gmailApiRootUrl}gmail/v1/users/me/messages/send`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(threadId === undefined ? { raw } : { raw, threadId }),
  });
}

/** A message with the headers a reply in a thread carries (or not). */
const threadedMessage = (subject: string, messageId: string, inReplyTo?: string) =>
  Buffer.from(
    `From: ada@example.com\r\nTo: jane@acme.test\r\nSubject: ${subject}\r\nMessage-ID: ${messageId}\r\n` +
      (inReplyTo ? `In-Reply-To: ${inReplyTo}\r\nReferences: ${inReplyTo}\r\n` : '') +
      `Content-Type: text/plain; charset=utf-8\r\n\r\nA private body\r\n`,
  ).toString('base64url');

async function getThread(accessToken: string, id: string, query = 'format=metadata') {
  const res = await fetch(`${google().gmailApiRootUrl}gmail/v1/users/me/threads/${id}?${query}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

interface ThreadBody {
  id: string;
  messages: {
    id: string;
    threadId: string;
    labelIds: string[];
    payload?: { headers: { name: string; value: string }[] };
  }[];
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

describe('Gmail threads', () => {
  it('answers threadId on a send, and puts a reply with threadId, In-Reply-To and the same subject in that thread', async () => {
    const tokens = await connect({ login_hint: 'threads@example.com' });
    const first = (await (
      await gmailSend(tokens.access_token, threadedMessage('Hello', '<t1@example.com>'))
    ).json()) as {
      id: string;
      threadId: string;
    };
    expect(first.threadId).toBe(first.id);
    const second = await gmailSend(
      tokens.access_token,
      threadedMessage('Re: Hello', '<t2@example.com>', '<t1@example.com>'),
      first.threadId,
    );
    expect(second.status).toBe(200);
    const body = (await second.json()) as { id: string; threadId: string };
    expect(body.threadId).toBe(first.threadId);
    expect(body.id).not.toBe(first.id);
    const thread = sandbox.mailSending.google.threads().find((t) => t.id === first.threadId);
    expect(thread!.messages.map((m) => m.id)).toEqual([first.id, body.id]);
    expect((await messages()).map((m) => m.threadId)).toEqual([first.threadId, first.threadId]);

    // Gmail's rules: without the matching subject, or without answering a message of the thread, a new thread.
    const otherSubject = (await (
      await gmailSend(
        tokens.access_token,
        threadedMessage('Something else', '<t3@example.com>', '<t1@example.com>'),
        first.threadId,
      )
    ).json()) as { threadId: string };
    expect(otherSubject.threadId).not.toBe(first.threadId);
    const noHeaders = (await (
      await gmailSend(tokens.access_token, threadedMessage('Re: Hello', '<t4@example.com>'), first.threadId)
    ).json()) as { threadId: string };
    expect(noHeaders.threadId).not.toBe(first.threadId);
  });

  it('refuses a threadId that is not one with 400 and an unknown or someone else’s with 404, sending nothing', async () => {
    const tokens = await connect({ login_hint: 'threads-404@example.com' });
    const malformed = await gmailSend(tokens.access_token, threadedMessage('Hi', '<u1@example.com>'), 'not-a-thread');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { code: 400, message: 'Invalid thread_id value' } });
    const unknown = await gmailSend(tokens.access_token, threadedMessage('Hi', '<u2@example.com>'), 'abcdef0123456789');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 404, status: 'NOT_FOUND' } });

    const stranger = await connect({ login_hint: 'someone-else@example.com' });
    const theirs = (await (
      await gmailSend(stranger.access_token, threadedMessage('Hi', '<u3@example.com>'))
    ).json()) as {
      threadId: string;
    };
    expect(
      (
        await gmailSend(
          tokens.access_token,
          threadedMessage('Re: Hi', '<u4@example.com>', '<u3@example.com>'),
          theirs.threadId,
        )
      ).status,
    ).toBe(404);
    expect((await messages()).map((m) => m.messageId)).toEqual(['<u3@example.com>']);
  });

  it('grants gmail.metadata on top of gmail.send with include_granted_scopes, and reads only headers with it', async () => {
    const account = 'metadata@example.com';
    const sendOnly = await connect({ login_hint: account });
    expect(sendOnly.scope).toBe(GMAIL_SEND);
    const sent = (await (
      await gmailSend(sendOnly.access_token, threadedMessage('Hello', '<h1@example.com>'))
    ).json()) as {
      threadId: string;
    };
    // The send-only grant cannot read.
    expect((await getThread(sendOnly.access_token, sent.threadId)).status).toBe(403);

    const page = await (
      await fetch(authorizeUrl({ login_hint: account, scope: GMAIL_METADATA, include_granted_scopes: 'true' }))
    ).text();
    expect(page).toContain('View your email message metadata such as labels and headers, but not the email body');
    const both = await connect({ login_hint: account, scope: GMAIL_METADATA, include_granted_scopes: 'true' });
    expect(both.scope.split(' ').sort()).toEqual([GMAIL_METADATA, GMAIL_SEND].sort());
    // Without include_granted_scopes a grant carries only what was asked.
    const alone = await connect({ login_hint: 'metadata-alone@example.com', scope: GMAIL_METADATA });
    expect(alone.scope).toBe(GMAIL_METADATA);

    const reply = sandbox.mailSending.google.addReply(sent.threadId, { from: 'jane@acme.test', text: 'Let us talk' })!;
    const read = await getThread(
      both.access_token,
      sent.threadId,
      'format=metadata&metadataHeaders=From&metadataHeaders=In-Reply-To&metadataHeaders=Message-ID',
    );
    expect(read.status).toBe(200);
    const thread = read.body as unknown as ThreadBody;
    expect(thread.messages.map((m) => m.payload!.headers)).toEqual([
      [
        { name: 'From', value: 'ada@example.com' },
        { name: 'Message-ID', value: '<h1@example.com>' },
      ],
      [
        { name: 'From', value: 'jane@acme.test' },
        { name: 'Message-ID', value: reply.headers.find((h) => h.name === 'Message-ID')!.value },
        { name: 'In-Reply-To', value: '<h1@example.com>' },
      ],
    ]);
    expect(thread.messages[1]!.labelIds).toContain('INBOX');
    expect(JSON.stringify(read.body)).not.toMatch(/A private body|Let us talk|snippet|"body"/);

    // Bodies need gmail.readonly: the default format (full) and raw are refused like Google does.
    expect(await getThread(both.access_token, sent.threadId, '')).toMatchObject({
      status: 403,
      body: { error: { message: "Metadata scope doesn't allow format FULL" } },
    });
    expect((await getThread(both.access_token, sent.threadId, 'format=raw')).status).toBe(403);
    expect((await getThread(both.access_token, sent.threadId, 'format=minimal')).status).toBe(200);
    // Another account's thread, or none: 404.
    expect((await getThread(alone.access_token, sent.threadId)).status).toBe(404);
    expect((await getThread(both.access_token, 'abcdef0123456789')).status).toBe(404);
  });

  it('revokes every scope of the account when one token is revoked (no revoking one scope)', async () => {
    const account = 'revoke-one@example.com';
    const sendOnly = await connect({ login_hint: account });
    const both = await connect({ login_hint: account, scope: GMAIL_METADATA, include_granted_scopes: 'true' });
    const res = await fetch(google().revokeUrl, {
      method: 'POST',
      body: new URLSearchParams({ token: both.refresh_token }),
    });
    expect(res.status).toBe(200);
    expect((await gmailSend(sendOnly.access_token, rawMessage('x'))).status).toBe(401);
    const refused = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: sendOnly.refresh_token,
      client_id: google().clientId,
      client_secret: google().clientSecret,
    });
    expect(refused.body.error).toBe('invalid_grant');
  });

  it('drops a reply into a thread through its control call, and answers 404 for no such thread', async () => {
    const tokens = await connect({ login_hint: 'control@example.com' });
    const sent = (await (
      await gmailSend(tokens.access_token, threadedMessage('Hello', '<c1@example.com>'))
    ).json()) as {
      threadId: string;
    };
    const post = (id: string, body: object) =>
      fetch(`${sandbox.url}/google/__control/threads/${id}/replies`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const dropped = await post(sent.threadId, { from: 'jane@acme.test' });
    expect(dropped.status).toBe(201);
    expect(await dropped.json()).toMatchObject({ messageId: expect.stringMatching(/^<.+@.+>$/) });
    expect((await post('abcdef0123456789', {})).status).toBe(404);
    expect((await post(sent.threadId, { from: 'not an address' })).status).toBe(400);
    const seen = (await (await fetch(`${sandbox.url}/google/__control/threads/${sent.threadId}`)).json()) as {
      messages: { headers: { name: string; value: string }[] }[];
    };
    expect(seen.messages[1]!.headers).toEqual(
      expect.arrayContaining([
        { name: 'From', value: 'jane@acme.test' },
        { name: 'Subject', value: 'Re: Hello' },
        { name: 'In-Reply-To', value: '<c1@example.com>' },
      ]),
    );
    // An out-of-office answers in the thread too, saying what it is.
    expect((await post(sent.threadId, { from: 'jane@acme.test', auto: true })).status).toBe(201);
    const thread = sandbox.mailSending.google.threads().find((t) => t.id === sent.threadId)!;
    expect(thread.messages[2]!.headers).toEqual(
      expect.arrayContaining([
        { name: 'Subject', value: 'Automatic reply: Hello' },
        { name: 'Auto-Submitted', value: 'auto-replied' },
      ]),
    );
    expect(thread.messages[2]!.body).toMatch(/out of the office until/);
  });
});

describe('bounces', () => {
  const bounce = (body: object) =>
    fetch(`${sandbox.url}/mail/bounces`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers a bounced recipient with an RFC 3464 report in the Gmail thread, and refuses bad input with 400', async () => {
    expect((await bounce({ recipient: 'nobody@acme.test', kind: 'hard' })).status).toBe(201);
    expect((await bounce({ recipient: 'not an address', kind: 'hard' })).status).toBe(400);
    expect((await bounce({ recipient: 'nobody@acme.test', kind: 'maybe' })).status).toBe(400);
    const tokens = await connect({ login_hint: 'bounce@example.com' });
    const raw = Buffer.from(
      'From: bounce@example.com\r\nTo: nobody@acme.test\r\nSubject: Hello\r\nMessage-ID: <b1@example.com>\r\n' +
        'Content-Type: text/plain; charset=utf-8\r\n\r\nHello\r\n',
    ).toString('base64url');
    const sent = (await (await gmailSend(tokens.access_token, raw)).json()) as { threadId: string };
    const thread = sandbox.mailSending.google.threads().find((t) => t.id === sent.threadId)!;
    expect(thread.messages).toHaveLength(2);
    const report = thread.messages[1]!;
    expect(report.headers).toEqual(
      expect.arrayContaining([
        { name: 'From', value: 'Mail Delivery Subsystem <mailer-daemon@googlemail.com>' },
        { name: 'Subject', value: 'Delivery Status Notification (Failure)' },
        { name: 'X-Failed-Recipients', value: 'nobody@acme.test' },
        { name: 'In-Reply-To', value: '<b1@example.com>' },
      ]),
    );
    expect(report.headers.find((h) => h.name === 'Content-Type')!.value).toMatch(
      /^multipart\/report; report-type=delivery-status; boundary=/,
    );
    expect(report.body).toContain('Final-Recipient: rfc822; nobody@acme.test');
    expect(report.body).toContain('Status: 5.1.1');
    expect(report.body).toContain('Message-ID: <b1@example.com>');
    // Delivered all the same: the provider accepted it, the recipient's server refused it later.
    expect((await messages()).map((m) => m.messageId)).toContain('<b1@example.com>');
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
    expect(index.standIns.map((s) => s.name)).toEqual(
      expect.arrayContaining(['google', 'smtp-sink', 'mail-messages', 'bounces']),
    );
    expect(sandbox.appEnv).toMatchObject({
      GOOGLE_CLIENT_ID: google().clientId,
      GOOGLE_CLIENT_SECRET: google().clientSecret,
      GOOGLE_TOKEN_URL: `${sandbox.url}/google/token`,
      GMAIL_API_ROOT_URL: `${sandbox.url}/google/`,
    });
  });
});

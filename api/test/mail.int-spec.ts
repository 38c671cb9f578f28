import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import { startSandbox, type ReceivedMessage, type Sandbox } from '@app/sandbox';
import type { DuplicateSendDetails, MailAccount, SendEmailResponse } from '@app/types';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../src/common/clock.js';
import { SMTP_CHECK_MESSAGES } from '../src/mail/smtp/smtp-check-failure.js';
import { standInEnv } from './support/stand-in-env.js';
import { TEST_APP_URL, startTestApp, uniqueEmail, uniqueJobUrl, type TestApp } from './support/test-app.js';
import { fileDatabaseUrl } from './support/file-database.js';

const GMAIL_SEND = 'https://www.googleapis.com/auth/gmail.send';
const CALLBACK = `${TEST_APP_URL}/api/auth/gmail/callback`;
const TOKEN_ENCRYPTION_KEY = randomBytes(32).toString('base64');

type Browser = ReturnType<TestApp['browser']>;

describe("sending from the user's own mailbox (Gmail and SMTP stand-ins)", () => {
  let sandbox: Sandbox;
  let t: TestApp;
  let db: pg.Client;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, appUrls: [TEST_APP_URL] });
    t = await startTestApp({ AUTH_DEV_LOGIN: 'true', ...standInEnv(sandbox), TOKEN_ENCRYPTION_KEY });
    db = new pg.Client({ connectionString: fileDatabaseUrl() });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
    await sandbox?.close();
  });

  async function signIn(prefix = 'mail') {
    const browser = t.browser();
    const email = uniqueEmail(prefix);
    const me = await browser.post('/api/auth/dev-login').send({ email, firstName: 'Ada', lastName: 'Lovelace' });
    expect(me.status).toBe(200);
    return { browser, email, userId: me.body.id as string };
  }

  /** The consent page of Google's stand-in: press Allow or Deny, answer where Google sends the browser. */
  async function consent(consentUrl: string, decision: 'allow' | 'deny'): Promise<URL> {
    const page = await fetch(consentUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(GMAIL_SEND);
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

  /** authorize → consent → back at the app's callback (not yet followed). */
  async function toCallback(
    browser: Browser,
    query: Record<string, string> = {},
    decision: 'allow' | 'deny' = 'allow',
  ) {
    const start = await browser.get('/api/auth/gmail/authorize').query(query).expect(302);
    const consentUrl = start.headers.location as string;
    return { consentUrl, callback: await consent(consentUrl, decision) };
  }

  const follow = async (browser: Browser, url: URL) =>
    (await browser.get(`${url.pathname}${url.search}`).expect(302)).headers.location as string;

  async function connectGmail(browser: Browser, query: Record<string, string> = {}) {
    const { callback } = await toCallback(browser, query);
    const location = await follow(browser, callback);
    expect(location).toContain('gmail=success');
    return location;
  }

  function addSmtp(browser: Browser, overrides: Record<string, unknown> = {}) {
    const sink = sandbox.services.smtpSink;
    return browser.post('/api/mail/smtp').send({
      emailAddress: sink.username,
      host: sink.host,
      port: sink.port,
      secure: false,
      username: sink.username,
      password: sink.password,
      ...overrides,
    });
  }

  const payload = (overrides: Record<string, unknown> = {}) => ({
    to: uniqueEmail('jane'),
    subject: 'Application for Backend Engineer position at Acme',
    body: 'Hello Jane,\n\nI would like to apply.\n\nAda',
    jobTitle: 'Backend Engineer',
    companyName: 'Acme',
    jobUrl: uniqueJobUrl(),
    companyWebsite: 'https://acme.example',
    idempotencyKey: randomUUID(),
    ...overrides,
  });

  const messagesTo = async (to: string) =>
    ((await (await fetch(`${sandbox.url}/mail/messages`)).json()) as ReceivedMessage[]).filter((m) =>
      m.to.includes(to),
    );

  const applicationRows = async (userId: string) =>
    (await db.query('SELECT * FROM email_applications WHERE user_id = $1 ORDER BY created_at', [userId])).rows;

  describe('connecting Gmail', () => {
    it('sends the browser to Google for the send-only scope with state, PKCE and the exact redirect URI', async () => {
      const { browser } = await signIn();
      const start = await browser.get('/api/auth/gmail/authorize').expect(302);
      const url = new URL(start.headers.location as string);
      expect(`${url.origin}${url.pathname}`).toBe(sandbox.services.google.authUrl);
      const q = Object.fromEntries(url.searchParams);
      expect(q).toMatchObject({
        client_id: sandbox.services.google.clientId,
        redirect_uri: CALLBACK,
        response_type: 'code',
        scope: GMAIL_SEND,
        access_type: 'offline',
        prompt: 'consent',
        code_challenge_method: 'S256',
      });
      expect(q.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(q.state!.length).toBeGreaterThanOrEqual(32);
    });

    it('connects through the consent page and returns to the app with gmail=success and auto_apply', async () => {
      const { browser, userId } = await signIn();
      const location = await connectGmail(browser, { returnUrl: '/results/abc?tab=all', autoApply: 'true' });
      expect(location).toBe('/results/abc?tab=all&gmail=success&auto_apply=true');
      const status = await browser.get('/api/auth/gmail/status').expect(200);
      expect(status.body).toEqual({ authorized: true, needsRefresh: false, isConnected: true, gmailAvailable: true });
      const accounts = (await browser.get('/api/mail/accounts').expect(200)).body as MailAccount[];
      expect(accounts).toEqual([
        expect.objectContaining({ provider: 'gmail', isDefault: true, needsReauth: false, smtp: null }),
      ]);
      const rows = await db.query('SELECT email_address FROM mail_accounts WHERE user_id = $1', [userId]);
      expect(rows.rows).toHaveLength(1);
    });

    it('keeps no token in the clear: the stand-in’s issued tokens appear nowhere in mail_accounts', async () => {
      const { browser, userId } = await signIn();
      await connectGmail(browser);
      const rows = (await db.query('SELECT * FROM mail_accounts WHERE user_id = $1', [userId])).rows;
      expect(rows[0].secret_ciphertext).toMatch(/^v1:/);
      const everything = JSON.stringify((await db.query('SELECT * FROM mail_accounts')).rows);
      const tokens = sandbox.mailSending.google
        .issuedTokens()
        .flatMap((g) => [g.refreshToken, ...g.accessTokens])
        .filter((x): x is string => !!x);
      expect(tokens.length).toBeGreaterThan(0);
      for (const token of tokens) expect(everything).not.toContain(token);
    });

    it('refuses a forged state and stores nothing', async () => {
      const { browser, userId } = await signIn();
      const { callback } = await toCallback(browser, { returnUrl: '/settings' });
      const realState = callback.searchParams.get('state')!;
      callback.searchParams.set('state', 'forged-state');
      expect(await follow(browser, callback)).toBe('/settings?error=gmail_auth_failed');
      const rows = await db.query('SELECT 1 FROM mail_accounts WHERE user_id = $1', [userId]);
      expect(rows.rowCount).toBe(0);
      // The real state was spent by that attempt: replaying the genuine callback fails as well.
      callback.searchParams.set('state', realState);
      expect(await follow(browser, callback)).toBe('/dashboard?error=gmail_auth_failed');
      expect((await db.query('SELECT 1 FROM mail_accounts WHERE user_id = $1', [userId])).rowCount).toBe(0);
    });

    it('refuses a code issued for another browser’s PKCE challenge, even with this browser’s own state', async () => {
      const victim = await signIn();
      const attacker = await signIn();
      const { callback: attackerCallback } = await toCallback(attacker.browser);
      const { callback: victimCallback } = await toCallback(victim.browser);
      victimCallback.searchParams.set('code', attackerCallback.searchParams.get('code')!);
      expect(await follow(victim.browser, victimCallback)).toBe('/dashboard?error=gmail_auth_failed');
      expect((await db.query('SELECT 1 FROM mail_accounts WHERE user_id = $1', [victim.userId])).rowCount).toBe(0);
    });

    it('answers Deny with gmail=declined (not an error) and ignores a returnUrl on another origin', async () => {
      for (const returnUrl of ['https://evil.example/steal', '//evil.example/steal', '/\\evil.example']) {
        const { browser } = await signIn();
        const { callback } = await toCallback(browser, { returnUrl }, 'deny');
        expect(callback.searchParams.get('error')).toBe('access_denied');
        expect(await follow(browser, callback)).toBe('/dashboard?gmail=declined');
      }
    });

    it('sends an Apply that was declined back with auto_apply, so the page brings the draft back', async () => {
      const { browser, userId } = await signIn();
      const { callback } = await toCallback(browser, { returnUrl: '/results/abc', autoApply: 'true' }, 'deny');
      expect(await follow(browser, callback)).toBe('/results/abc?gmail=declined&auto_apply=true');
      expect((await db.query('SELECT 1 FROM mail_accounts WHERE user_id = $1', [userId])).rowCount).toBe(0);
    });

    it('needs a signed-in user to start', async () => {
      await t.http.get('/api/auth/gmail/authorize').expect(401);
      await t.http.get('/api/auth/gmail/status').expect(401);
    });

    it('unlinks: revokes the grant at Google and deletes the account', async () => {
      const { browser, email, userId } = await signIn();
      await connectGmail(browser);
      const before = sandbox.mailSending.google.stats().revocations;
      await browser.post('/api/auth/gmail/unlink').expect(200, { success: true });
      expect(sandbox.mailSending.google.stats().revocations).toBe(before + 1);
      const grants = sandbox.mailSending.google.issuedTokens().filter((g) => g.account === email);
      expect(grants.length).toBeGreaterThan(0);
      expect(grants.every((g) => g.revoked)).toBe(true);
      expect((await db.query('SELECT 1 FROM mail_accounts WHERE user_id = $1', [userId])).rowCount).toBe(0);
      expect((await browser.get('/api/auth/gmail/status').expect(200)).body).toEqual({
        authorized: false,
        needsRefresh: false,
        isConnected: false,
        gmailAvailable: true,
      });
    });
  });

  describe('sending', () => {
    it('sends through Gmail with a UTF-8 subject, a text part and an escaped HTML part with <br>', async () => {
      const { browser, email, userId } = await signIn();
      await connectGmail(browser);
      const body = 'Hello Jane,\n\nI build <script>alert(1)</script> & APIs.\r\nThanks,\nAda';
      const request = payload({ subject: 'Café — Ünïcode application', body });
      const res = await browser.post('/api/send-email').send(request).expect(200);
      const answer = res.body as SendEmailResponse;
      expect(answer).toMatchObject({ success: true, sentViaGmail: true, sentVia: 'gmail' });

      const [message, ...others] = await messagesTo(request.to);
      expect(others).toHaveLength(0);
      expect(message).toMatchObject({ via: 'gmail', from: email, subject: 'Café — Ünïcode application' });
      expect(message!.raw).toMatch(/^Subject: =\?UTF-8\?/m);
      expect(message!.headers['content-type']).toMatch(/^multipart\/alternative/);
      expect(message!.text!.replace(/\r\n/g, '\n')).toContain('I build <script>alert(1)</script> & APIs.');
      expect(message!.html).toContain(
        'Hello Jane,<br><br>I build &lt;script&gt;alert(1)&lt;/script&gt; &amp; APIs.<br>',
      );
      expect(message!.html).not.toContain('<script>');

      const gmailId = answer.application!.providerMessageId!;
      expect(gmailId).toMatch(/^[0-9a-f]{16}$/);
      const [row] = await applicationRows(userId);
      expect(row).toMatchObject({
        status: 'sent',
        provider: 'gmail',
        from_address: email,
        company_email: request.to,
        email_subject: request.subject,
        email_body: body,
        job_url: request.jobUrl,
        provider_message_id: gmailId,
        idempotency_key: request.idempotencyKey,
        error: null,
      });
      expect(row.sent_at).toBeInstanceOf(Date);
      expect(answer.application).toMatchObject({ id: row.id, emailBody: body, companyEmail: request.to });
    });

    it('refreshes an access token about to expire before sending, and stores the new one encrypted', async () => {
      const google = sandbox.mailSending.google;
      google.setKnobs({ accessTokenTtlSeconds: 60 });
      try {
        const { browser, userId } = await signIn();
        await connectGmail(browser);
        const secret = async () =>
          (await db.query('SELECT secret_ciphertext FROM mail_accounts WHERE user_id = $1', [userId])).rows[0]
            .secret_ciphertext as string;
        const before = await secret();
        const refreshes = google.stats().tokensIssued.refresh_token;
        const request = payload();
        await browser.post('/api/send-email').send(request).expect(200);
        expect(google.stats().tokensIssued.refresh_token).toBe(refreshes + 1);
        expect(await messagesTo(request.to)).toHaveLength(1);
        expect(await secret()).not.toBe(before);
      } finally {
        google.setKnobs({ accessTokenTtlSeconds: 3599 });
      }
    });

    it('adds an SMTP account only after logging in to it: a wrong password or no server stores nothing', async () => {
      const { browser, userId } = await signIn();
      const wrong = await addSmtp(browser, { password: 'not-the-password' }).expect(422);
      expect(wrong.body.code).toBe('smtp_auth_failed');
      expect(wrong.body.message).toBe(SMTP_CHECK_MESSAGES['login-refused']);
      const closedPort = await new Promise<number>((resolve) => {
        const server = net.createServer().listen(0, '127.0.0.1', () => {
          const { port } = server.address() as net.AddressInfo;
          server.close(() => resolve(port));
        });
      });
      const unreachable = await addSmtp(browser, { port: closedPort }).expect(422);
      expect(unreachable.body).toMatchObject({
        code: 'smtp_unreachable',
        message: SMTP_CHECK_MESSAGES['cannot-connect'],
      });
      await addSmtp(browser, { host: 'https://smtp.example.com' }).expect(400);
      expect((await db.query('SELECT 1 FROM mail_accounts WHERE user_id = $1', [userId])).rowCount).toBe(0);
    });

    it('answers 400 naming the field for an IMAP block that is a list or a value, or a lone surrogate', async () => {
      const { browser, userId } = await signIn();
      for (const imap of [[], [{ host: 'imap.example.com' }], 'imap.example.com', 993]) {
        const res = await addSmtp(browser, { imap }).expect(400);
        expect(res.body.message, JSON.stringify(imap)).toContain('imap must be an object of fields');
      }
      const surrogate = await addSmtp(browser, { emailAddress: 'ada\udfff@example.com' }).expect(400);
      expect(surrogate.body.message).toBe('emailAddress must be well-formed text (it holds a lone surrogate)');
      const nested = await addSmtp(browser, { imap: { host: 'imap\ud800.example.com' } }).expect(400);
      expect(nested.body.message).toBe('imap.host must be well-formed text (it holds a lone surrogate)');
      expect((await db.query('SELECT 1 FROM mail_accounts WHERE user_id = $1', [userId])).rowCount).toBe(0);
    });

    it('answers a failed check with a fixed sentence per kind, never the server’s banner or TLS internals', async () => {
      const { browser } = await signIn();
      // A server whose greeting refuses us and gives away its internals, as an internal relay might.
      const banner = '554 relay7.corp.internal ESMTP Postfix 3.4.13 (Debian/GNU) -- internal use only';
      const server = net.createServer((socket) => socket.end(`${banner}\r\n`));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as net.AddressInfo).port;
      try {
        const refused = await addSmtp(browser, { port }).expect(422);
        expect(refused.body).toEqual(
          expect.objectContaining({ code: 'smtp_unreachable', message: SMTP_CHECK_MESSAGES['cannot-connect'] }),
        );
        expect(JSON.stringify(refused.body)).not.toMatch(/relay7|Postfix|internal|554/);
      } finally {
        server.close();
      }
      // TLS from the start against the sink's plain SMTP: OpenSSL's "wrong version number" stays in our logs.
      const tls = await addSmtp(browser, { secure: true }).expect(422);
      expect(tls.body).toMatchObject({ code: 'smtp_tls_failed', message: SMTP_CHECK_MESSAGES['tls-failed'] });
      expect(JSON.stringify(tls.body)).not.toMatch(/SSL|openssl|routines|version/i);
    });

    it('sends through SMTP and records the Message-ID; the password is stored encrypted', async () => {
      const { browser, userId } = await signIn();
      const added = await addSmtp(browser).expect(201);
      const sink = sandbox.services.smtpSink;
      expect(added.body).toMatchObject({
        provider: 'smtp',
        emailAddress: sink.username,
        isDefault: true,
        smtp: { host: sink.host, port: sink.port, secure: false, username: sink.username },
      });
      expect(JSON.stringify(added.body)).not.toContain(sink.password);
      const stored = await db.query('SELECT * FROM mail_accounts WHERE user_id = $1', [userId]);
      expect(JSON.stringify(stored.rows)).not.toContain(sink.password);

      const request = payload();
      const res = await browser.post('/api/send-email').send(request).expect(200);
      expect(res.body).toMatchObject({ success: true, sentViaGmail: false, sentVia: 'smtp' });
      const [message] = await messagesTo(request.to);
      expect(message).toMatchObject({ via: 'smtp', from: sink.username, subject: request.subject });
      expect(message!.html).toContain('Hello Jane,<br><br>I would like to apply.');
      expect(res.body.application.providerMessageId).toBe(message!.messageId);
      const [row] = await applicationRows(userId);
      expect(row).toMatchObject({ status: 'sent', provider: 'smtp', provider_message_id: message!.messageId });
    });

    it('refuses line breaks in subject, recipient, job title and company name (header injection)', async () => {
      const { browser, userId } = await signIn();
      await addSmtp(browser).expect(201);
      const injections = [
        { subject: 'Hello\r\nBcc: victim@evil.example' },
        { to: 'jane@acme.example\nBcc: victim@evil.example' },
        { jobTitle: 'Engineer\nBcc: victim@evil.example' },
        { companyName: 'Acme\rBcc: victim@evil.example' },
      ];
      for (const injection of injections) {
        const res = await browser.post('/api/send-email').send(payload(injection)).expect(400);
        expect(res.body.message).toMatch(/must not contain line breaks|valid email/);
      }
      await browser
        .post('/api/send-email')
        .send(payload({ to: 'not-an-email' }))
        .expect(400);
      expect(await applicationRows(userId)).toHaveLength(0);
    });

    it('sends once for one idempotency key, however often the request is repeated', async () => {
      const { browser, userId } = await signIn();
      await addSmtp(browser).expect(201);
      const request = payload();
      const first = await browser.post('/api/send-email').send(request).expect(200);
      const second = await browser.post('/api/send-email').send(request).expect(200);
      expect(second.body).toEqual(first.body);
      const raced = await Promise.all([1, 2, 3].map(() => browser.post('/api/send-email').send(request)));
      for (const res of raced) expect(res.status).toBe(200);
      expect(await messagesTo(request.to)).toHaveLength(1);
      expect(await applicationRows(userId)).toHaveLength(1);

      const fresh = payload();
      const together = await Promise.all([1, 2].map(() => browser.post('/api/send-email').send(fresh)));
      expect(together.map((r) => r.status).sort()).toEqual(expect.arrayContaining([200]));
      for (const res of together.filter((r) => r.status !== 200)) {
        expect(res.status).toBe(409);
        expect(res.body.message).toBe('This email is already being sent.');
      }
      expect(await messagesTo(fresh.to)).toHaveLength(1);
    });

    it('asks before emailing the same job or recipient again within 30 days, and sends when confirmed', async () => {
      const { browser } = await signIn();
      await addSmtp(browser).expect(201);
      const first = payload({ to: uniqueEmail('Jane') });
      const sent = (await browser.post('/api/send-email').send(first).expect(200)).body as SendEmailResponse;

      const sameJob = await browser
        .post('/api/send-email')
        .send(payload({ jobUrl: first.jobUrl }))
        .expect(409);
      expect(sameJob.body.code).toBe('duplicate_send');
      const day = new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'America/New_York',
      }).format(new Date(sent.application!.sentAt));
      expect(sameJob.body.message).toBe(`You already emailed ${first.to} about Backend Engineer at Acme on ${day}.`);
      const details = sameJob.body.details as DuplicateSendDetails;
      expect(details).toEqual({
        applicationId: sent.application!.id,
        sentAt: sent.application!.sentAt,
        to: first.to,
        jobTitle: 'Backend Engineer',
        companyName: 'Acme',
        subject: first.subject,
        reason: 'same-job',
        status: 'sent',
      });

      const sameRecipient = await browser
        .post('/api/send-email')
        .send(payload({ to: first.to.toUpperCase(), jobUrl: undefined }))
        .expect(409);
      expect(sameRecipient.body.details.reason).toBe('same-recipient');

      const confirmed = payload({ to: first.to, jobUrl: first.jobUrl, confirmDuplicate: true });
      await browser.post('/api/send-email').send(confirmed).expect(200);
      expect(await messagesTo(first.to)).toHaveLength(2);
    });

    it('offers Gmail compose and mailto links when there is no mailbox to send from, and records nothing', async () => {
      const { browser, userId } = await signIn();
      const request = payload({ subject: 'Café & co: 100% fit?', body: 'Line one\nLine two & more' });
      const res = await browser.post('/api/send-email').send(request).expect(200);
      expect(res.body).toEqual({
        success: false,
        needsGmailAuth: true,
        gmailComposeUrl: expect.stringMatching(/^https:\/\/mail\.google\.com\/mail\/\?view=cm&fs=1&/),
        mailtoLink: expect.stringMatching(/^mailto:/),
      });
      const compose = new URL(res.body.gmailComposeUrl as string);
      expect(compose.searchParams.get('to')).toBe(request.to);
      expect(compose.searchParams.get('su')).toBe(request.subject);
      expect(compose.searchParams.get('body')).toBe(request.body);
      const mailto = res.body.mailtoLink as string;
      expect(mailto.startsWith(`mailto:${request.to}?subject=`)).toBe(true);
      const params = new URLSearchParams(mailto.slice(mailto.indexOf('?') + 1));
      expect(params.get('subject')).toBe(request.subject);
      expect(params.get('body')).toBe('Line one\r\nLine two & more');
      expect(await applicationRows(userId)).toHaveLength(0);
    });

    it('keeps the body out of storage when the user turned that off, and still sends it', async () => {
      const { browser, userId } = await signIn();
      await db.query(`INSERT INTO user_settings (user_id, privacy) VALUES ($1, '{"storeSentEmailBodies": false}')`, [
        userId,
      ]);
      await addSmtp(browser).expect(201);
      const request = payload();
      const res = await browser.post('/api/send-email').send(request).expect(200);
      expect(res.body.application.emailBody).toBeNull();
      const [row] = await applicationRows(userId);
      expect(row).toMatchObject({ status: 'sent', email_body: null, email_subject: request.subject });
      expect((await messagesTo(request.to))[0]!.text).toContain('I would like to apply.');
    });

    it('needs a signed-in user', async () => {
      await t.http.post('/api/send-email').send(payload()).expect(401);
    });
  });

  describe('a grant Google revoked', () => {
    it('shows needsRefresh once a refresh is refused, without waiting for a send', async () => {
      const { browser } = await signIn();
      await connectGmail(browser);
      await fetch(`${sandbox.url}/google/__control`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ revokeAll: true }),
      });
      // Still inside the access token's hour: nothing to refresh, so nothing is known yet.
      expect((await browser.get('/api/auth/gmail/status').expect(200)).body.needsRefresh).toBe(false);
      // An hour later by the Clock the token has expired, and the status tries the refresh Google now refuses.
      const clock = vi.spyOn(t.app.nest.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + 3600_000));
      try {
        expect((await browser.get('/api/auth/gmail/status').expect(200)).body).toEqual({
          authorized: false,
          needsRefresh: true,
          isConnected: true,
          gmailAvailable: true,
        });
      } finally {
        clock.mockRestore();
      }
    });

    it('fails the send with needsGmailAuth, marks the account, and the same key sends after reconnecting', async () => {
      const { browser, userId } = await signIn();
      await connectGmail(browser);
      sandbox.mailSending.google.revokeAll();
      const request = payload();
      const failed = await browser.post('/api/send-email').send(request).expect(502);
      expect(failed.body).toMatchObject({
        code: 'gmail_reauth_required',
        message: 'Email not sent: Gmail access was withdrawn. Reconnect Gmail to send again.',
        details: { needsGmailAuth: true, gmailComposeUrl: expect.any(String), mailtoLink: expect.any(String) },
      });
      const [row] = await applicationRows(userId);
      expect(row).toMatchObject({
        status: 'failed',
        error: 'Gmail access was withdrawn. Reconnect Gmail to send again.',
      });
      expect((await browser.get('/api/auth/gmail/status').expect(200)).body).toEqual({
        authorized: false,
        needsRefresh: true,
        isConnected: true,
        gmailAvailable: true,
      });
      const fallback = await browser.post('/api/send-email').send(payload()).expect(200);
      expect(fallback.body).toMatchObject({ success: false, needsGmailAuth: true });

      await connectGmail(browser);
      expect((await browser.get('/api/auth/gmail/status').expect(200)).body.needsRefresh).toBe(false);
      const retried = await browser.post('/api/send-email').send(request).expect(200);
      expect(retried.body.application.id).toBe(row.id);
      expect(await messagesTo(request.to)).toHaveLength(1);
      expect(await applicationRows(userId)).toEqual([
        expect.objectContaining({ id: row.id, status: 'sent', error: null }),
      ]);
    });
  });

  describe('mail accounts', () => {
    it('lists, switches the default, and removes only the user’s own accounts', async () => {
      const { browser } = await signIn();
      await connectGmail(browser);
      const smtp = (await addSmtp(browser).expect(201)).body as MailAccount;
      expect(smtp.isDefault).toBe(false);
      const other = await signIn();
      await other.browser.delete(`/api/mail/accounts/${smtp.id}`).expect(404);
      await other.browser.post(`/api/mail/accounts/${smtp.id}/default`).expect(404);
      await browser.delete('/api/mail/accounts/not-a-uuid').expect(404);

      const made = await browser.post(`/api/mail/accounts/${smtp.id}/default`).expect(200);
      expect(made.body).toMatchObject({ id: smtp.id, isDefault: true });
      const request = payload();
      expect((await browser.post('/api/send-email').send(request).expect(200)).body.sentVia).toBe('smtp');

      const accounts = (await browser.get('/api/mail/accounts').expect(200)).body as MailAccount[];
      expect(accounts.filter((a) => a.isDefault).map((a) => a.id)).toEqual([smtp.id]);
      const gmail = accounts.find((a) => a.provider === 'gmail')!;
      const revocations = sandbox.mailSending.google.stats().revocations;
      await browser.delete(`/api/mail/accounts/${smtp.id}`).expect(200);
      const left = (await browser.get('/api/mail/accounts').expect(200)).body as MailAccount[];
      expect(left).toEqual([expect.objectContaining({ id: gmail.id, isDefault: true })]);
      await browser.delete(`/api/mail/accounts/${gmail.id}`).expect(200);
      expect(sandbox.mailSending.google.stats().revocations).toBe(revocations + 1);
      expect((await browser.get('/api/mail/accounts').expect(200)).body).toEqual([]);
    });
  });

  describe('with private SMTP hosts refused (the production default)', () => {
    it('refuses a server on a loopback or private address before connecting, and stores nothing', async () => {
      const strict = await startTestApp({
        AUTH_DEV_LOGIN: 'true',
        TOKEN_ENCRYPTION_KEY,
        RUN_WORKERS: 'false',
        SMTP_ALLOW_PRIVATE_HOSTS: 'false',
      });
      try {
        const browser = strict.browser();
        const me = await browser
          .post('/api/auth/dev-login')
          .send({ email: uniqueEmail('strict') })
          .expect(200);
        const sink = sandbox.services.smtpSink;
        for (const host of [sink.host, 'localhost', '10.0.0.25', '169.254.169.254']) {
          const res = await browser
            .post('/api/mail/smtp')
            .send({
              emailAddress: sink.username,
              host,
              port: sink.port,
              secure: false,
              username: sink.username,
              password: sink.password,
            })
            .expect(422);
          expect(res.body).toMatchObject({ code: 'smtp_host_not_allowed' });
          expect(res.body.message).toContain('private or local network address');
        }
        const stored = await db.query('SELECT 1 FROM mail_accounts WHERE user_id = $1', [me.body.id]);
        expect(stored.rowCount).toBe(0);
      } finally {
        await strict.close();
      }
    });
  });

  describe('without Gmail set up on the server', () => {
    it('answers authorize with 503 and a way forward, and status says not connected', async () => {
      const bare = await startTestApp({
        AUTH_DEV_LOGIN: 'true',
        TOKEN_ENCRYPTION_KEY,
        RUN_WORKERS: 'false',
        GOOGLE_CLIENT_ID: '',
        GOOGLE_CLIENT_SECRET: '',
      });
      try {
        const browser = bare.browser();
        await browser
          .post('/api/auth/dev-login')
          .send({ email: uniqueEmail('bare') })
          .expect(200);
        const res = await browser.get('/api/auth/gmail/authorize').expect(503);
        expect(res.body.message).toBe(
          "Gmail sending isn't set up on this server. Add your mailbox under Settings → Mail accounts (SMTP) instead.",
        );
        expect((await browser.get('/api/auth/gmail/status').expect(200)).body).toEqual({
          authorized: false,
          needsRefresh: false,
          isConnected: false,
          gmailAvailable: false,
        });
      } finally {
        await bare.close();
      }
    });
  });
});

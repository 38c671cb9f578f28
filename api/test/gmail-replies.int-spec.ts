import { randomBytes } from 'node:crypto';
import type { ReceivedMessage, Sandbox } from '@app/sandbox';
import type { EmailApplication, MailAccount, ScheduleEmailResponse } from '@app/types';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../src/common/clock.js';
import { OutboxDispatcher } from '../src/outreach/outbox.dispatcher.js';
import { ReplyWatch } from '../src/outreach/reply-watch.js';
import { pollUntil } from './support/poll.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns, startOnlyApp } from './support/stand-ins.js';
import { TEST_APP_URL, signIn, uniqueEmail, uniqueJobUrl, type TestApp } from './support/test-app.js';

const GMAIL_SEND = 'https://www.googleapis.com/auth/gmail.send';
const GMAIL_METADATA = 'https://www.googleapis.com/auth/gmail.metadata';
const CALLBACK = `${TEST_APP_URL}/api/auth/gmail/callback`;
const TOKEN_ENCRYPTION_KEY = randomBytes(32).toString('base64');
const ALL_WEEK = { sendingHours: { start: 0, end: 24 }, sendingDays: [1, 2, 3, 4, 5, 6, 7] };

type Browser = ReturnType<TestApp['browser']>;

/**
 * Outreach through Gmail: follow-ups go into the first email's Gmail thread, and with the optional headers-only
 * permission (gmail.metadata, a second consent by incremental authorization) the reply check reads those threads
 * (`users.threads.get`, format=metadata) at the Google stand-in. Time is the app's Clock, moved by the tests.
 */
describe('Gmail threads and reply detection', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];
  let t: TestApp;
  let now = new Date('2030-03-04T15:00:00Z'); // a Monday, 10:00 in New York

  beforeAll(async () => {
    ({ sandbox, db } = await openStandIns());
    t = await startOnlyApp(apps, {
      AUTH_DEV_LOGIN: 'true',
      ...standInEnv(sandbox),
      TOKEN_ENCRYPTION_KEY,
      SEND_SPACING_SECONDS: '120',
      // The Clock is moved to 2030: a trial that long keeps the test users on Pro there.
      TRIAL_DAYS: '10000',
    });
    vi.spyOn(t.app.nest.get(Clock), 'now').mockImplementation(() => new Date(now));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await closeStandIns(sandbox, db, apps);
  });

  const google = () => sandbox.mailSending.google;
  const replyWatch = () => t.app.nest.get(ReplyWatch);

  /** Google's consent page (the stand-in's): press a button, answer where Google sends the browser. */
  async function consent(consentUrl: string, decision: 'allow' | 'deny'): Promise<{ html: string; back: URL }> {
    const html = await (await fetch(consentUrl)).text();
    const id = /name="consent" value="([^"]+)"/.exec(html)![1]!;
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
    const res = await fetch(new URL(action, sandbox.url), {
      method: 'POST',
      body: new URLSearchParams({ consent: id, decision }),
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    return { html, back: new URL(res.headers.get('location')!) };
  }
  const follow = async (browser: Browser, url: URL) =>
    (await browser.get(`${url.pathname}${url.search}`).expect(302)).headers.location as string;

  async function connectGmail(browser: Browser) {
    const start = await browser.get('/api/auth/gmail/authorize').query({ returnUrl: '/settings' }).expect(302);
    const { back } = await consent(start.headers.location as string, 'allow');
    expect(await follow(browser, back)).toBe('/settings?gmail=success');
  }

  /** Settings → "See replies": Google's consent for the headers-only scope, back at the app. */
  async function allowReplies(browser: Browser, decision: 'allow' | 'deny' = 'allow') {
    const start = await browser.get('/api/auth/gmail/replies/authorize').query({ returnUrl: '/settings' }).expect(302);
    const consentUrl = start.headers.location as string;
    const { html, back } = await consent(consentUrl, decision);
    return { consentUrl: new URL(consentUrl), html, location: await follow(browser, back) };
  }

  async function proOnGmail(settings: Record<string, unknown> = ALL_WEEK) {
    const signedIn = await signIn(t, { email: uniqueEmail('gmail-outreach'), firstName: 'Ada', lastName: 'Lovelace' });
    await connectGmail(signedIn.browser);
    await signedIn.browser
      .put('/api/user/settings')
      .send({ timezone: 'America/New_York', outreach: settings })
      .expect(200);
    return signedIn;
  }

  const email = () => ({
    to: uniqueEmail('recruiter'),
    subject: 'Application for Backend Engineer position at Acme',
    body: 'Hello,\n\nI would like to apply.\n\nAda',
    jobTitle: 'Backend Engineer',
    companyName: 'Acme',
    jobUrl: uniqueJobUrl(),
  });
  async function sendFirst(browser: Browser) {
    const e = email();
    const application = (await browser.post('/api/send-email').send(e).expect(200)).body
      .application as EmailApplication;
    return { e, application, threadId: await threadOf(application.id) };
  }
  const threadOf = async (id: string) =>
    (await db.query<{ thread_id: string | null }>('SELECT thread_id FROM email_applications WHERE id = $1', [id]))
      .rows[0]!.thread_id!;
  const statusOf = async (id: string) =>
    (await db.query<{ status: string }>('SELECT status FROM email_applications WHERE id = $1', [id])).rows[0]!.status;
  const messagesTo = async (to: string) =>
    ((await (await fetch(`${sandbox.url}/mail/messages`)).json()) as ReceivedMessage[]).filter((m) =>
      m.to.includes(to),
    );
  const gmailAccount = async (browser: Browser) =>
    ((await browser.get('/api/mail/accounts').expect(200)).body as MailAccount[]).find((a) => a.provider === 'gmail')!;
  const accountRow = async (id: string) =>
    (
      await db.query<{ gmail_metadata: boolean; gmail_metadata_ciphertext: string | null; secret_ciphertext: string }>(
        'SELECT gmail_metadata, gmail_metadata_ciphertext, secret_ciphertext FROM mail_accounts WHERE id = $1',
        [id],
      )
    ).rows[0]!;
  const dropReply = (threadId: string, from: string, auto = false) =>
    fetch(`${sandbox.url}/google/__control/threads/${threadId}/replies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(auto ? { from, auto } : { from, text: 'Thanks Ada, could we talk on Thursday?' }),
    });
  const followUp = async (browser: Browser, id: string, body: Record<string, unknown> = {}) =>
    (await browser.post(`/api/email-applications/${id}/follow-ups`).send(body).expect(201))
      .body as ScheduleEmailResponse;
  /** Moves the Clock, looks for due emails and waits until the outbox has nothing due left to claim. */
  async function runOutboxAt(at: Date) {
    now = at;
    await t.app.nest.get(OutboxDispatcher).tick();
    await pollUntil(
      async () =>
        (
          await db.query(
            `SELECT count(*)::int AS n FROM email_applications
              WHERE (status = 'scheduled' AND send_at <= $1) OR status = 'sending'`,
            [at],
          )
        ).rows[0].n as number,
      (n) => n === 0,
    );
  }

  it('sends a follow-up through Gmail into the first email’s thread, with In-Reply-To, References and "Re: "', async () => {
    const { browser } = await proOnGmail();
    const { e, application, threadId } = await sendFirst(browser);
    const [original] = await messagesTo(e.to);
    expect(original).toMatchObject({ via: 'gmail', threadId });

    const planned = await followUp(browser, application.id);
    await runOutboxAt(new Date(Date.parse(planned.sendAt) + 1000));
    const [, sent] = await messagesTo(e.to);
    expect(sent).toMatchObject({ via: 'gmail', subject: `Re: ${e.subject}`, threadId });
    expect(sent!.headers['in-reply-to']).toBe(original!.messageId);
    expect(sent!.headers['references']).toContain(original!.messageId);
    expect(await threadOf(planned.id)).toBe(threadId);
    // At Google, both are one conversation.
    const thread = google()
      .threads()
      .find((th) => th.id === threadId)!;
    expect(thread.messages.map((m) => m.id)).toEqual([application.providerMessageId, expect.any(String)]);
  });

  it('sends a follow-up whose Gmail thread was deleted in a new thread, still answering the first email', async () => {
    const { browser } = await proOnGmail();
    const { e, application, threadId } = await sendFirst(browser);
    expect(google().deleteThread(threadId)).toBe(true);
    const planned = await followUp(browser, application.id);
    await runOutboxAt(new Date(Date.parse(planned.sendAt) + 1000));
    expect(await statusOf(planned.id)).toBe('sent');
    const [original, sent] = await messagesTo(e.to);
    expect(sent!.headers['in-reply-to']).toBe(original!.messageId);
    expect(sent!.threadId).not.toBe(threadId);
  });

  describe('the optional headers-only permission', () => {
    it('is asked of Google by incremental authorization, with state and PKCE, and kept apart from sending', async () => {
      const { browser, user } = await proOnGmail();
      const { consentUrl, html, location } = await allowReplies(browser);
      expect(`${consentUrl.origin}${consentUrl.pathname}`).toBe(sandbox.services.google.authUrl);
      const q = Object.fromEntries(consentUrl.searchParams);
      expect(q).toMatchObject({
        client_id: sandbox.services.google.clientId,
        redirect_uri: CALLBACK,
        response_type: 'code',
        scope: GMAIL_METADATA,
        include_granted_scopes: 'true',
        access_type: 'offline',
        code_challenge_method: 'S256',
        login_hint: user.email,
      });
      expect(q.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(q.state!.length).toBeGreaterThanOrEqual(32);
      expect(html).toContain('View your email message metadata such as labels and headers, but not the email body');
      expect(location).toBe('/settings?gmail_replies=on');

      const account = await gmailAccount(browser);
      expect(account).toMatchObject({ replyDetection: 'gmail-metadata', replyDetectionProblem: null });
      // Google's new grant holds both scopes; ours is sealed beside the send-only one, no token in the clear.
      const grants = google()
        .issuedTokens()
        .filter((g) => g.account === user.email);
      expect(grants.map((g) => g.scope.split(' ').sort())).toEqual([[GMAIL_SEND], [GMAIL_METADATA, GMAIL_SEND].sort()]);
      const row = await accountRow(account.id);
      expect(row.gmail_metadata_ciphertext).toMatch(/^v1:/);
      expect(row.gmail_metadata_ciphertext).not.toBe(row.secret_ciphertext);
      const everything = JSON.stringify((await db.query('SELECT * FROM mail_accounts')).rows);
      for (const token of grants.flatMap((g) => [g.refreshToken, ...g.accessTokens])) {
        expect(everything).not.toContain(token!);
      }
    });

    it('is refused without a Gmail account (409) or signed out (401), and Deny changes nothing', async () => {
      const { browser } = await signIn(t);
      const refused = await browser.get('/api/auth/gmail/replies/authorize').expect(409);
      expect(refused.body).toMatchObject({ code: 'gmail_not_connected' });
      expect(refused.body.message).toMatch(/^Connect Gmail first/);
      await t.http.get('/api/auth/gmail/replies/authorize').expect(401);
      await t.http.delete('/api/auth/gmail/replies').expect(401);

      const onGmail = await proOnGmail();
      const { location } = await allowReplies(onGmail.browser, 'deny');
      expect(location).toBe('/settings?error=gmail_replies_failed');
      expect(await gmailAccount(onGmail.browser)).toMatchObject({ replyDetection: null });
    });

    it('turns off by forgetting its key at once, without withdrawing sending at Google', async () => {
      const { browser } = await proOnGmail();
      await allowReplies(browser);
      const account = await gmailAccount(browser);
      const revocations = google().stats().revocations;
      await browser.delete('/api/auth/gmail/replies').expect(200, { success: true });
      expect(await gmailAccount(browser)).toMatchObject({ replyDetection: null, replyDetectionProblem: null });
      expect(await accountRow(account.id)).toMatchObject({ gmail_metadata: false, gmail_metadata_ciphertext: null });
      expect(google().stats().revocations).toBe(revocations);
      const reads = google().stats().threadReads;
      const { e } = await sendFirst(browser);
      expect(await messagesTo(e.to)).toHaveLength(1);
      await replyWatch().checkMailbox(account.id);
      expect(google().stats().threadReads).toBe(reads);
    });
  });

  it('marks the application replied and cancels its follow-ups when the recruiter answers in the thread', async () => {
    const { browser } = await proOnGmail();
    await allowReplies(browser);
    const account = await gmailAccount(browser);
    const { e, application, threadId } = await sendFirst(browser);
    const waiting = await followUp(browser, application.id, { sendAt: new Date(now.getTime() + 86_400_000) });

    // Only our own email in the thread: no reply yet, though the thread was read.
    const reads = google().stats().threadReads;
    await replyWatch().checkMailbox(account.id);
    expect(google().stats().threadReads).toBe(reads + 1);
    expect((await browser.get(`/api/email-applications/${application.id}`).expect(200)).body.outcome).toBeNull();

    expect((await dropReply(threadId, e.to)).status).toBe(201);
    await replyWatch().enqueueChecks();
    const answered = await pollUntil(
      async () => (await browser.get(`/api/email-applications/${application.id}`).expect(200)).body as EmailApplication,
      (a) => a.outcome === 'replied',
    );
    expect(answered.replyDetectedAt).not.toBeNull();
    expect(await statusOf(waiting.id)).toBe('cancelled');
    await runOutboxAt(new Date(Date.parse(waiting.sendAt) + 1000));
    expect(await messagesTo(e.to)).toHaveLength(1);
  });

  it('takes an automatic reply in the thread for no answer: sent, follow-ups waiting, no response counted', async () => {
    const { browser } = await proOnGmail();
    await allowReplies(browser);
    const account = await gmailAccount(browser);
    const { e, application, threadId } = await sendFirst(browser);
    const due = await followUp(browser, application.id);

    expect((await dropReply(threadId, e.to, true)).status).toBe(201);
    await replyWatch().checkMailbox(account.id);
    expect((await browser.get(`/api/email-applications/${application.id}`).expect(200)).body).toMatchObject({
      status: 'sent',
      outcome: null,
      replyDetectedAt: null,
      // Headers only: the subject says it is automatic, the body (until when) is not ours to read.
      autoReply: 'auto-reply',
    });
    expect(await statusOf(due.id)).toBe('scheduled');
    expect((await browser.get('/api/analytics/stats').expect(200)).body).toMatchObject({ responseRate: 0 });
    // The dispatcher reads the thread again right before the follow-up, and sends it.
    await runOutboxAt(new Date(Date.parse(due.sendAt) + 1000));
    expect(await statusOf(due.id)).toBe('sent');
    expect(await messagesTo(e.to)).toHaveLength(2);
  });

  it('reads a hard bounce in the Gmail thread: bounced, follow-ups cancelled, the address invalid', async () => {
    const { browser } = await proOnGmail();
    await allowReplies(browser);
    const account = await gmailAccount(browser);
    const e = email();
    const bounce = await fetch(`${sandbox.url}/mail/bounces`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ recipient: e.to, kind: 'hard' }),
    });
    expect(bounce.status).toBe(201);
    const application = (await browser.post('/api/send-email').send(e).expect(200)).body
      .application as EmailApplication;
    const waiting = await followUp(browser, application.id, { sendAt: new Date(now.getTime() + 86_400_000) });

    await replyWatch().checkMailbox(account.id);
    expect((await browser.get(`/api/email-applications/${application.id}`).expect(200)).body).toMatchObject({
      status: 'bounced',
      outcome: null,
      replyDetectedAt: null,
      // Headers only: the subject says it failed; the status code is in the body, which is not read.
      bounce: 'bounced',
    });
    expect(await statusOf(waiting.id)).toBe('cancelled');
    const check = await db.query('SELECT status FROM email_checks WHERE address = $1', [e.to.toLowerCase()]);
    expect(check.rows).toEqual([{ status: 'invalid' }]);
    await runOutboxAt(new Date(Date.parse(waiting.sendAt) + 1000));
    expect(await messagesTo(e.to)).toHaveLength(1);
  });

  it('reads the thread right before a follow-up goes, and never sends it to someone who answered', async () => {
    const { browser } = await proOnGmail();
    await allowReplies(browser);
    const { e, application, threadId } = await sendFirst(browser);
    const due = await followUp(browser, application.id);
    await dropReply(threadId, e.to);
    // No periodic check ran: the dispatcher looks by itself.
    await runOutboxAt(new Date(Date.parse(due.sendAt) + 1000));
    expect(await statusOf(due.id)).toBe('cancelled');
    expect(await messagesTo(e.to)).toHaveLength(1);
    expect((await browser.get(`/api/email-applications/${application.id}`).expect(200)).body.outcome).toBe('replied');
  });

  it('never calls threads.get without the permission: replies stay to be marked by hand', async () => {
    const { browser } = await proOnGmail();
    const account = await gmailAccount(browser);
    expect(account).toMatchObject({ replyDetection: null, replyDetectionProblem: null });
    const { e, application, threadId } = await sendFirst(browser);
    await dropReply(threadId, e.to);
    const reads = google().stats().threadReads;
    await replyWatch().enqueueChecks();
    await replyWatch().checkMailbox(account.id);
    await replyWatch().checkThread(application.id);
    expect(google().stats().threadReads).toBe(reads);
    expect((await browser.get(`/api/email-applications/${application.id}`).expect(200)).body.outcome).toBeNull();
  });

  it('goes back to marking replies by hand, saying why, when Google withdraws the permission', async () => {
    const { browser, user } = await proOnGmail();
    await allowReplies(browser);
    const account = await gmailAccount(browser);
    const { application } = await sendFirst(browser);
    // The user removes the app at myaccount.google.com: Google withdraws every scope of it.
    google().revokeAccount(user.email);
    await replyWatch().checkMailbox(account.id);
    const after = await gmailAccount(browser);
    // Removing the app at Google removed sending as well: the account says so before the next send fails.
    expect(after.needsReauth).toBe(true);
    expect(after.replyDetection).toBeNull();
    expect(after.replyDetectionProblem).toBe(
      'Replies are no longer seen for you: Google withdrew the permission to read your Gmail headers. Mark replies ' +
        'by hand, or allow it again.',
    );
    expect(await accountRow(account.id)).toMatchObject({ gmail_metadata: false, gmail_metadata_ciphertext: null });
    expect((await browser.get(`/api/email-applications/${application.id}`).expect(200)).body.outcome).toBeNull();
    const reads = google().stats().threadReads;
    await replyWatch().checkMailbox(account.id);
    expect(google().stats().threadReads).toBe(reads);

    // Connected and allowed again: the sentence goes.
    await connectGmail(browser);
    await allowReplies(browser);
    expect(await gmailAccount(browser)).toMatchObject({
      replyDetection: 'gmail-metadata',
      replyDetectionProblem: null,
    });
  });

  it('revokes the headers permission with the rest when Gmail is disconnected', async () => {
    const { browser, user } = await proOnGmail();
    await allowReplies(browser);
    await browser.post('/api/auth/gmail/unlink').expect(200);
    const grants = google()
      .issuedTokens()
      .filter((g) => g.account === user.email);
    expect(grants).toHaveLength(2);
    expect(grants.every((g) => g.revoked)).toBe(true);
    expect((await browser.get('/api/mail/accounts').expect(200)).body).toEqual([]);
  });
});

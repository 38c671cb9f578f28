import { randomBytes } from 'node:crypto';
import { SANDBOX_NOTIFY_ACCOUNT, type Sandbox } from '@app/sandbox';
import { fromZonedLocal, type EmailApplication, type MailAccount, type ScheduleEmailResponse } from '@app/types';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../src/common/clock.js';
import { SenderPausesService } from '../src/mail/sender-pauses.service.js';
import { OutboxDispatcher } from '../src/outreach/outbox.dispatcher.js';
import { ReplyWatch } from '../src/outreach/reply-watch.js';
import { pollUntil } from './support/poll.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns, startOnlyApp } from './support/stand-ins.js';
import { signIn, uniqueEmail, uniqueJobUrl, type TestApp } from './support/test-app.js';

type Browser = Awaited<ReturnType<typeof signIn>>['browser'];

/** The next weekday's noon in New York: the outbox goes in the recipient's working hours, weekdays only. */
function nextWeekdayNoonInNewYork(from = new Date()): Date {
  for (let days = 1; ; days++) {
    const day = new Date(from.getTime() + days * 86_400_000);
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short' }).format(day);
    if (weekday === 'Sat' || weekday === 'Sun') continue;
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(day);
    return fromZonedLocal(`${date}T12:00`, 'America/New_York')!;
  }
}

/**
 * Sender protection: when an address's hard bounces reach 3 of its last 20 emails, its sending pauses (the outbox
 * and follow-ups wait, direct sends get 409), each of its users gets one email, and the user resumes it by hand.
 * Two users here send from the sink's one address: they share the count and the pause. Real time: the bounce
 * reports the stand-in writes carry real dates.
 */
describe('sender protection', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];
  let t: TestApp;

  beforeAll(async () => {
    ({ sandbox, db } = await openStandIns());
    t = await startOnlyApp(apps, {
      AUTH_DEV_LOGIN: 'true',
      ...standInEnv(sandbox),
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      SEND_SPACING_SECONDS: '1',
      TRIAL_DAYS: '30',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    });
  });
  afterAll(() => closeStandIns(sandbox, db, apps));

  const sink = () => sandbox.mailSending.smtpSink;
  const address = () => sink().username;
  async function userOfTheMailbox(firstName: string) {
    const { browser, user } = await signIn(t, { firstName });
    await browser
      .post('/api/mail/smtp')
      .send({
        emailAddress: sink().username,
        host: sink().host,
        port: sink().port,
        secure: false,
        username: sink().username,
        password: sink().password,
        imap: { host: sandbox.services.imapInbox.host, port: sandbox.services.imapInbox.port, secure: false },
      })
      .expect(201);
    await browser
      .put('/api/user/settings')
      .send({
        timezone: 'America/New_York',
        outreach: { sendingHours: { start: 0, end: 24 }, sendingDays: [1, 2, 3, 4, 5, 6, 7], dailyLimit: 50 },
      })
      .expect(200);
    return { browser, user };
  }
  const email = () => ({
    to: uniqueEmail('recruiter'),
    subject: 'Application for Backend Engineer position at Acme',
    body: 'Hello,\n\nI would like to apply.\n\nAda',
    jobTitle: 'Backend Engineer',
    companyName: 'Acme',
    jobUrl: uniqueJobUrl(),
  });
  const bounceNext = (recipient: string, kind: 'hard' | 'soft') =>
    fetch(`${sandbox.url}/mail/bounces`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ recipient, kind }),
    });
  /** Sends one email directly; with `bounce`, the stand-in bounces it and the app reads the report. */
  async function send(browser: Browser, bounce?: 'hard' | 'soft'): Promise<EmailApplication> {
    const e = email();
    if (bounce) await bounceNext(e.to, bounce);
    const sent = (await browser.post('/api/send-email').send(e).expect(200)).body.application as EmailApplication;
    if (bounce) await t.app.nest.get(ReplyWatch).checkThread(sent.id);
    return sent;
  }
  const accountsOf = async (browser: Browser) =>
    (await browser.get('/api/mail/accounts').expect(200)).body as MailAccount[];
  const statusOf = async (id: string) =>
    (await db.query<{ status: string }>('SELECT status FROM email_applications WHERE id = $1', [id])).rows[0]!.status;
  const noticesTo = (to: string) =>
    sandbox.mailSending
      .messages()
      .filter(
        (m) => m.to.includes(to) && m.login === SANDBOX_NOTIFY_ACCOUNT.username && /is paused/.test(m.subject ?? ''),
      );
  const makeDue = (id: string) => db.query(`UPDATE email_applications SET send_at = now() WHERE id = $1`, [id]);

  it('pauses the address at 3 hard bounces in its last 20 emails, holds every send, and resumes by hand', async () => {
    const ada = await userOfTheMailbox('Ada');
    const bob = await userOfTheMailbox('Bob');

    // A soft bounce (mailbox full) does not count; two hard bounces of two users are not enough yet.
    const answered = await send(ada.browser);
    await send(ada.browser, 'soft');
    await send(ada.browser, 'soft');
    await send(ada.browser, 'hard');
    const bobsBounce = await send(bob.browser, 'hard');
    expect(await statusOf(bobsBounce.id)).toBe('bounced');
    expect((await accountsOf(ada.browser))[0]!.sendingPause).toBeNull();

    // An email and a follow-up in the outbox, waiting for their time.
    const later = (await ada.browser.post('/api/outbox').send(email()).expect(201)).body as ScheduleEmailResponse;
    const followUp = (
      await ada.browser
        .post(`/api/email-applications/${answered.id}/follow-ups`)
        .send({ sendAt: new Date(Date.now() + 86_400_000).toISOString() })
        .expect(201)
    ).body as ScheduleEmailResponse;

    // The third hard bounce (Bob's) pauses the address for both users: 3 of its 6 emails.
    await send(bob.browser, 'hard');
    const [adas] = await accountsOf(ada.browser);
    expect(adas!.sendingPause).toMatchObject({ reason: '3 of the last 6 emails bounced' });
    expect((await accountsOf(bob.browser))[0]!.sendingPause).toMatchObject({
      reason: '3 of the last 6 emails bounced',
    });

    // Direct sends are refused with the reason; nothing is stored or sent.
    const refused = await ada.browser.post('/api/send-email').send(email()).expect(409);
    expect(refused.body.code).toBe('sender_paused');
    expect(refused.body.message).toBe(
      `Sending from ${address()} is paused: 3 of the last 6 emails bounced. Check the addresses that bounced in ` +
        'Applications, then choose Resume sending on this mailbox in Settings.',
    );
    expect((await bob.browser.post('/api/send-email').send(email()).expect(409)).body.code).toBe('sender_paused');

    // The outbox email and the follow-up wait: due, asked for, still scheduled (not failed, not dropped). The outbox
    // goes in the recipient's working hours (here the user's zone, New York, weekdays): from here the app's Clock
    // runs from the next weekday's noon there, whatever day the test runs on.
    const noon = nextWeekdayNoonInNewYork().getTime();
    const started = Date.now();
    vi.spyOn(t.app.nest.get(Clock), 'now').mockImplementation(() => new Date(noon + Date.now() - started));
    await makeDue(later.id);
    await makeDue(followUp.id);
    const dispatcher = t.app.nest.get(OutboxDispatcher);
    await dispatcher.tick();
    await dispatcher.dispatch(later.id);
    await dispatcher.dispatch(followUp.id);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await statusOf(later.id)).toBe('scheduled');
    expect(await statusOf(followUp.id)).toBe('scheduled');

    // One email to each user of the address, from the app's own sender; another check does not send a second.
    await pollUntil(
      async () => [noticesTo(ada.user.email).length, noticesTo(bob.user.email).length],
      (n) => n[0] === 1 && n[1] === 1,
    );
    await t.app.nest.get(SenderPausesService).checkAfterBounce(address().toUpperCase());
    await new Promise((r) => setTimeout(r, 500));
    expect(noticesTo(ada.user.email)).toHaveLength(1);
    expect(noticesTo(bob.user.email)).toHaveLength(1);
    expect(noticesTo(ada.user.email)[0]!.text).toContain('3 of the last 6 emails bounced');

    // Someone else's account: 404. The owner resumes: both users' accounts send again.
    await bob.browser.post(`/api/mail/accounts/${adas!.id}/resume`).expect(404);
    const resumed = (await ada.browser.post(`/api/mail/accounts/${adas!.id}/resume`).expect(200)).body as MailAccount;
    expect(resumed.sendingPause).toBeNull();
    expect((await accountsOf(bob.browser))[0]!.sendingPause).toBeNull();

    // What waited goes now; the bounces before the resume do not pause it again.
    await pollUntil(
      async () => {
        // The pace may have moved them a second on (spacing after the direct sends): due again, asked again.
        await makeDue(later.id);
        await makeDue(followUp.id);
        await dispatcher.dispatch(later.id);
        await dispatcher.dispatch(followUp.id);
        return [await statusOf(later.id), await statusOf(followUp.id)];
      },
      (s) => s[0] === 'sent' && s[1] === 'sent',
    );
    await t.app.nest.get(SenderPausesService).checkAfterBounce(address());
    expect((await accountsOf(ada.browser))[0]!.sendingPause).toBeNull();
    await send(bob.browser);
    vi.restoreAllMocks();
  }, 120_000);

  it('refuses to mark a bounced application replied, interview or rejected (409), and lets an outcome be cleared', async () => {
    // Its own count: whatever the test before left, the address starts afresh.
    await db.query(
      `UPDATE mail_accounts SET sending_paused_at = NULL, sending_pause_reason = NULL, sending_resumed_at = now()`,
    );
    const cy = await userOfTheMailbox('Cy');
    const bounced = await send(cy.browser, 'hard');
    expect(await statusOf(bounced.id)).toBe('bounced');
    for (const outcome of ['replied', 'interview', 'rejected']) {
      const res = await cy.browser.patch(`/api/email-applications/${bounced.id}`).send({ outcome }).expect(409);
      expect(res.body).toMatchObject({
        code: 'application_bounced',
        message: 'This email bounced: it never reached anyone, so there is no reply, interview or rejection to mark.',
      });
    }
    await cy.browser.patch(`/api/email-applications/${bounced.id}`).send({ outcome: null }).expect(200);
  });
});

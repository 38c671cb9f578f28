import { randomBytes, randomUUID } from 'node:crypto';
import type { ReceivedMessage, Sandbox } from '@app/sandbox';
import type { EmailApplication, OutboxItem, ScheduleEmailResponse } from '@app/types';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Clock } from '../src/common/clock.js';
import { OutboxDispatcher } from '../src/outreach/outbox.dispatcher.js';
import { pollUntil } from './support/poll.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns, startOnlyApp } from './support/stand-ins.js';
import { signIn, uniqueEmail, type TestApp } from './support/test-app.js';

/** Monday 14 January 2030, 10:00 in New York (EST, UTC-5). */
const MONDAY_10AM = new Date('2030-01-14T15:00:00Z');

type Browser = ReturnType<TestApp['browser']>;

/**
 * Every email visible before it goes: a scheduled email or a follow-up opens with its text (GET /api/outbox/:id),
 * and while it waits its subject, text and time can be changed (PATCH) or it can be cancelled; once it is sending or
 * sent the answer is 409 with a sentence. A follow-up is written when it is scheduled and greets the person as the
 * first email did.
 */
describe('reading and editing the outbox', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];
  let t: TestApp;
  let now = MONDAY_10AM;

  beforeAll(async () => {
    ({ sandbox, db } = await openStandIns());
    t = await startOnlyApp(apps, {
      AUTH_DEV_LOGIN: 'true',
      ...standInEnv(sandbox),
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
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
  // Every test sends from the sink's one address: an earlier test's email still waiting would take a later one's slot.
  beforeEach(async () => {
    await db.query(`UPDATE email_applications SET status = 'cancelled' WHERE status = 'scheduled'`);
  });

  const sink = () => sandbox.mailSending.smtpSink;
  const email = (overrides: Record<string, unknown> = {}) => ({
    to: uniqueEmail('recruiter'),
    subject: 'Application for Backend Engineer position at Acme',
    body: 'Dear Priya Sharma,\n\nI would like to apply for the Backend Engineer role.\n\nAda',
    jobTitle: 'Backend Engineer',
    companyName: 'Acme',
    jobUrl: `https://www.linkedin.com/jobs/view/${Math.floor(Math.random() * 1e12)}`,
    ...overrides,
  });
  const messagesTo = async (to: string) =>
    ((await (await fetch(`${sandbox.url}/mail/messages`)).json()) as ReceivedMessage[]).filter((m) =>
      m.to.includes(to),
    );

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

  async function proWithMailbox(outreach: Record<string, unknown> = {}) {
    const { browser } = await signIn(t, { firstName: 'Ada', lastName: 'Lovelace' });
    await browser
      .post('/api/mail/smtp')
      .send({
        emailAddress: sink().username,
        host: sink().host,
        port: sink().port,
        secure: false,
        username: sink().username,
        password: sink().password,
      })
      .expect(201);
    await browser.put('/api/user/settings').send({ timezone: 'America/New_York', outreach }).expect(200);
    return browser;
  }

  const schedule = async (browser: Browser, body: Record<string, unknown>) =>
    (await browser.post('/api/outbox').send(body).expect(201)).body as ScheduleEmailResponse;
  const open = async (browser: Browser, id: string) =>
    (await browser.get(`/api/outbox/${id}`).expect(200)).body as OutboxItem;

  it('opens a scheduled email with its text, and sends it as edited, at the new time within the sending hours', async () => {
    now = MONDAY_10AM;
    const browser = await proWithMailbox();
    const e = email();
    const planned = await schedule(browser, { ...e, sendAt: '2030-01-14T16:00:00Z' });
    expect(await open(browser, planned.id)).toMatchObject({
      id: planned.id,
      status: 'scheduled',
      to: e.to,
      subject: e.subject,
      body: e.body,
      sendAt: planned.sendAt,
    });

    // Sunday 03:00 in New York is outside the hours (Mon–Fri 9–17): it goes at Monday 09:00 or just after.
    const edited = (
      await browser
        .patch(`/api/outbox/${planned.id}`)
        .send({
          subject: 'Backend Engineer at Acme',
          body: 'Dear Priya Sharma,\n\nEdited text.\n\nAda',
          sendAt: '2030-01-20T08:00:00Z',
        })
        .expect(200)
    ).body as OutboxItem;
    expect(edited).toMatchObject({
      subject: 'Backend Engineer at Acme',
      body: 'Dear Priya Sharma,\n\nEdited text.\n\nAda',
    });
    const at = Date.parse(edited.sendAt!);
    expect(at).toBeGreaterThanOrEqual(Date.parse('2030-01-21T14:00:00Z'));
    expect(at).toBeLessThan(Date.parse('2030-01-21T15:00:00Z'));
    expect(await open(browser, planned.id)).toMatchObject({ sendAt: edited.sendAt, body: edited.body });

    // Not at the old time: at the new one, with the new text.
    await runOutboxAt(new Date('2030-01-14T16:30:00Z'));
    expect(await messagesTo(e.to)).toEqual([]);
    await runOutboxAt(new Date(at + 1000));
    const [sent] = await messagesTo(e.to);
    expect(sent!.subject).toBe('Backend Engineer at Acme');
    expect(sent!.text).toContain('Edited text.');

    // Once sent: a 409 with a sentence for an edit or a cancel, and the email reads as sent.
    const late = await browser.patch(`/api/outbox/${planned.id}`).send({ body: 'Too late' }).expect(409);
    expect(late.body).toMatchObject({ code: 'already_sent', message: 'This email was already sent.' });
    await browser.delete(`/api/outbox/${planned.id}`).expect(409);
    expect(await open(browser, planned.id)).toMatchObject({ status: 'sent', body: edited.body });
  });

  it('answers 409 while the email is being sent, and 409 once it was cancelled', async () => {
    now = MONDAY_10AM;
    const browser = await proWithMailbox();
    const planned = await schedule(browser, { ...email(), sendAt: '2030-01-14T16:00:00Z' });
    await db.query(`UPDATE email_applications SET status = 'sending' WHERE id = $1`, [planned.id]);
    const sending = await browser.patch(`/api/outbox/${planned.id}`).send({ subject: 'New' }).expect(409);
    expect(sending.body).toMatchObject({ code: 'send_underway', message: 'This email is being sent right now.' });

    await db.query(`UPDATE email_applications SET status = 'scheduled' WHERE id = $1`, [planned.id]);
    await browser.delete(`/api/outbox/${planned.id}`).expect(200);
    const cancelled = await browser.patch(`/api/outbox/${planned.id}`).send({ subject: 'New' }).expect(409);
    expect(cancelled.body).toMatchObject({ code: 'not_scheduled' });
    expect(cancelled.body.message).toMatch(/was cancelled/);
  });

  it('refuses bad edits with a sentence, and shows no one else’s email', async () => {
    now = MONDAY_10AM;
    const browser = await proWithMailbox();
    const planned = await schedule(browser, { ...email(), sendAt: '2030-01-14T16:00:00Z' });
    const nothing = await browser.patch(`/api/outbox/${planned.id}`).send({}).expect(400);
    expect(nothing.body.message).toMatch(/Nothing to change/);
    const blank = await browser.patch(`/api/outbox/${planned.id}`).send({ body: '   ' }).expect(400);
    expect(blank.body.message).toMatch(/body must not be blank/);
    const when = await browser.patch(`/api/outbox/${planned.id}`).send({ sendAt: 'tomorrow' }).expect(400);
    expect(when.body.message).toMatch(/sendAt must be a date and time/);
    const far = await browser.patch(`/api/outbox/${planned.id}`).send({ sendAt: '2031-01-01T10:00:00Z' }).expect(400);
    expect(far.body.message).toMatch(/at most 90 days ahead/);
    const header = await browser.patch(`/api/outbox/${planned.id}`).send({ subject: 'a\r\nBcc: x@y.z' }).expect(400);
    expect(header.body.message).toMatch(/subject must not contain line breaks/);
    // Null is not "left out": a sentence, not a crash (the fuzz test found a 500 here).
    const nulls = await browser.patch(`/api/outbox/${planned.id}`).send({ subject: null, body: null }).expect(400);
    expect(nulls.body.message).toMatch(/subject must be text/);

    const stranger = await signIn(t);
    await stranger.browser.get(`/api/outbox/${planned.id}`).expect(404);
    await stranger.browser.patch(`/api/outbox/${planned.id}`).send({ subject: 'Mine' }).expect(404);
    await browser.get(`/api/outbox/${randomUUID()}`).expect(404);
    await browser.get('/api/outbox/not-an-id').expect(404);
  });

  it('writes a follow-up when it is scheduled, greeting the person as the first email did; it can be edited', async () => {
    now = new Date('2030-01-21T15:00:00Z'); // Monday 10:00
    const browser = await proWithMailbox({ sendingHours: { start: 0, end: 24 }, sendingDays: [1, 2, 3, 4, 5, 6, 7] });
    const first = email();
    const sent = (await browser.post('/api/send-email').send(first).expect(200)).body.application as EmailApplication;

    const followUp = (await browser.post(`/api/email-applications/${sent.id}/follow-ups`).send({}).expect(201))
      .body as ScheduleEmailResponse;
    const drafted = await open(browser, followUp.id);
    expect(drafted).toMatchObject({ followUpOf: sent.id, followUpNumber: 1, status: 'scheduled' });
    expect(drafted.body!.split('\n')[0]).toBe('Dear Priya Sharma,');
    expect(drafted.body).not.toMatch(/Hiring Manager/);

    const body = `${drafted.body!.split('\n')[0]}\n\nA short note of my own.\n\nAda`;
    await browser.patch(`/api/outbox/${followUp.id}`).send({ body }).expect(200);
    await runOutboxAt(new Date(Date.parse(followUp.sendAt) + 1000));
    const thread = await messagesTo(first.to);
    expect(thread).toHaveLength(2);
    expect(thread[1]!.text).toContain('A short note of my own.');
    expect(thread[1]!.text).toMatch(/^Dear Priya Sharma,/);

    // A second follow-up can be cancelled from the same place, and never goes.
    const second = (await browser.post(`/api/email-applications/${sent.id}/follow-ups`).send({}).expect(201))
      .body as ScheduleEmailResponse;
    expect((await browser.delete(`/api/outbox/${second.id}`).expect(200)).body).toMatchObject({ status: 'cancelled' });
    await runOutboxAt(new Date(Date.parse(second.sendAt) + 1000));
    expect(await messagesTo(first.to)).toHaveLength(2);
  });
});

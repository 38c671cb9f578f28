import { randomBytes, randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { ReceivedMessage, Sandbox } from '@app/sandbox';
import type { EmailApplication, MailAccount, OutboxItem, ScheduleEmailResponse } from '@app/types';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Clock } from '../src/common/clock.js';
import { OutboxDispatcher } from '../src/outreach/outbox.dispatcher.js';
import { ReplyWatch } from '../src/outreach/reply-watch.js';
import { pollUntil } from './support/poll.js';
import { signInTo, spawnApp, type SpawnedApp } from './support/spawned-app.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns, startOnlyApp } from './support/stand-ins.js';
import { signIn, uniqueEmail, uniqueJobId, uniqueJobUrl, type TestApp } from './support/test-app.js';
import { fileDatabaseUrl } from './support/file-database.js';

const TOKEN_ENCRYPTION_KEY = randomBytes(32).toString('base64');
/** Monday 7 January 2030, 08:00 in New York (EST, UTC-5). */
const MONDAY_8AM = new Date('2030-01-07T13:00:00Z');
const minutes = (n: number) => n * 60_000;

type Browser = ReturnType<TestApp['browser']>;

/**
 * The outbox sends from the user's own mailbox at a safe pace (daily limit, spacing, sending hours in their
 * timezone), never twice; follow-ups go in the thread and stop when someone answers. Time is the app's Clock, moved
 * by the tests; the sends arrive at the sandbox's SMTP sink.
 */
describe('the outbox', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];
  let t: TestApp;
  let now = MONDAY_8AM;

  beforeAll(async () => {
    ({ sandbox, db } = await openStandIns());
    t = await startOnlyApp(apps, {
      AUTH_DEV_LOGIN: 'true',
      ...standInEnv(sandbox),
      TOKEN_ENCRYPTION_KEY,
      SEND_SPACING_SECONDS: '120',
      SEND_DAILY_MAX: '30',
      // The Clock is moved to 2030: a trial that long keeps the test users on Pro there.
      TRIAL_DAYS: '10000',
    });
    vi.spyOn(t.app.nest.get(Clock), 'now').mockImplementation(() => new Date(now));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await closeStandIns(sandbox, db, apps);
  });
  // Every test sends from the sink's one address, and an address has one pace whoever sends from it: an earlier
  // test's email still waiting would take a later test's slot.
  beforeEach(async () => {
    await db.query(`UPDATE email_applications SET status = 'cancelled' WHERE status = 'scheduled'`);
    // And a pause for bounces (three tests below bounce on purpose) is not the next test's.
    await db.query(
      `UPDATE mail_accounts SET sending_paused_at = NULL, sending_pause_reason = NULL, sending_resumed_at = now()`,
    );
  });

  const sink = () => sandbox.mailSending.smtpSink;
  const smtpAccount = (withImap = false) => ({
    emailAddress: sink().username,
    host: sink().host,
    port: sink().port,
    secure: false,
    username: sink().username,
    password: sink().password,
    ...(withImap
      ? { imap: { host: sandbox.services.imapInbox.host, port: sandbox.services.imapInbox.port, secure: false } }
      : {}),
  });
  const email = (overrides: Record<string, unknown> = {}) => ({
    to: uniqueEmail('recruiter'),
    subject: 'Application for Backend Engineer position at Acme',
    body: 'Hello,\n\nI would like to apply.\n\nAda',
    jobTitle: 'Backend Engineer',
    companyName: 'Acme',
    jobUrl: uniqueJobUrl(),
    ...overrides,
  });
  const messagesTo = async (to: string) =>
    ((await (await fetch(`${sandbox.url}/mail/messages`)).json()) as ReceivedMessage[]).filter((m) =>
      m.to.includes(to),
    );
  const row = async (id: string) =>
    (
      await db.query<{ status: string; send_at: Date | null; sent_at: Date | null; error: string | null }>(
        'SELECT status, send_at, sent_at, error FROM email_applications WHERE id = $1',
        [id],
      )
    ).rows[0]!;
  const dispatcher = () => t.app.nest.get(OutboxDispatcher);
  /** Moves the Clock, looks for due emails and waits until the outbox has nothing due left to claim. */
  async function runOutboxAt(at: Date) {
    now = at;
    await dispatcher().tick();
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

  async function proWithMailbox(settings: Record<string, unknown> = {}, withImap = false) {
    const { browser, user } = await signIn(t, { firstName: 'Ada', lastName: 'Lovelace' });
    await browser.post('/api/mail/smtp').send(smtpAccount(withImap)).expect(201);
    await browser.put('/api/user/settings').send({ timezone: 'America/New_York', outreach: settings }).expect(200);
    return { browser, user };
  }

  const schedule = async (browser: Browser, body: Record<string, unknown>) =>
    (await browser.post('/api/outbox').send(body).expect(201)).body as ScheduleEmailResponse;

  it('keeps the daily limit and the sending hours in the user timezone, and spaces the sends, by the Clock', async () => {
    now = MONDAY_8AM;
    const { browser } = await proWithMailbox({ dailyLimit: 2 });
    const emails = [email(), email(), email()];
    const planned = [];
    for (const e of emails) planned.push(await schedule(browser, e));
    for (const p of planned) expect(p.status).toBe('scheduled');

    // Nothing before 09:00 on Monday; the third is over Monday's limit of 2: Tuesday, not refused.
    const at = planned.map((p) => new Date(p.sendAt).getTime());
    expect(at[0]).toBeGreaterThanOrEqual(Date.parse('2030-01-07T14:00:00Z'));
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(minutes(2));
    expect(at[2]).toBeGreaterThanOrEqual(Date.parse('2030-01-08T14:00:00Z'));
    expect(at[2]).toBeLessThan(Date.parse('2030-01-08T22:00:00Z'));

    const listed = (await browser.get('/api/outbox').expect(200)).body as OutboxItem[];
    expect(listed.filter((i) => i.status === 'scheduled').map((i) => i.id)).toEqual(planned.map((p) => p.id));

    // Before the hours: nothing goes even when asked.
    await runOutboxAt(new Date('2030-01-07T13:59:00Z'));
    expect(await messagesTo(emails[0]!.to)).toEqual([]);

    // 09:10: both Monday emails are due; the second waits at least the spacing after the first actually went.
    await runOutboxAt(new Date('2030-01-07T14:10:00Z'));
    expect(await messagesTo(emails[0]!.to)).toHaveLength(1);
    const second = await row(planned[1]!.id);
    expect(second.status).toBe('scheduled');
    expect(second.send_at!.getTime()).toBeGreaterThanOrEqual(Date.parse('2030-01-07T14:12:00Z'));
    await runOutboxAt(new Date(second.send_at!.getTime() + 1000));
    expect(await messagesTo(emails[1]!.to)).toHaveLength(1);
    const [a, b] = [await row(planned[0]!.id), await row(planned[1]!.id)];
    expect(b.sent_at!.getTime() - a.sent_at!.getTime()).toBeGreaterThanOrEqual(minutes(2));

    // Monday evening (after 17:00) and the day is full anyway: the third waits for Tuesday's hours.
    await runOutboxAt(new Date('2030-01-07T22:30:00Z'));
    expect(await messagesTo(emails[2]!.to)).toEqual([]);
    await runOutboxAt(new Date('2030-01-08T21:30:00Z')); // Tuesday 16:30
    expect(await messagesTo(emails[2]!.to)).toHaveLength(1);
    expect((await row(planned[2]!.id)).sent_at!.getTime()).toBeLessThan(Date.parse('2030-01-08T22:00:01Z'));
  });

  it('sends on an Asia/Kolkata user’s overnight hours (22:00–02:00), across midnight', async () => {
    now = new Date('2030-01-07T14:30:00Z'); // Monday 20:00 in Kolkata (UTC+05:30)
    const { browser } = await proWithMailbox();
    await browser
      .put('/api/user/settings')
      .send({
        timezone: 'Asia/Kolkata',
        outreach: { sendingHours: { start: 22, end: 2 }, sendingDays: [1, 2, 3, 4, 5] },
      })
      .expect(200);
    // The recipient works in New York: 09:00–17:30 there is 19:30–04:00 in Kolkata, around the user's whole night.
    const first = email({ jobLocation: 'New York, United States' });
    const evening = await schedule(browser, first);
    // Monday 22:00 in Kolkata (the Clock runs on from `now`, so a few seconds later at most).
    const within = (iso: string, from: string) =>
      expect(Date.parse(iso) - Date.parse(from)).toSatisfy((ms: number) => ms >= 0 && ms < minutes(1));
    within(evening.sendAt, '2030-01-07T16:30:00Z');
    // Tuesday 01:00 in Kolkata is still Monday's window: asked for then, it keeps that time.
    const second = email({ jobLocation: 'New York, United States' });
    const night = await schedule(browser, { ...second, sendAt: '2030-01-07T19:30:00.000Z' });
    within(night.sendAt, '2030-01-07T19:30:00Z');
    // Tuesday 03:00 is after it closed: Tuesday 22:00.
    const late = await schedule(browser, {
      ...email({ jobLocation: 'New York, United States' }),
      sendAt: '2030-01-07T21:30:00.000Z',
    });
    within(late.sendAt, '2030-01-08T16:30:00Z');

    await runOutboxAt(new Date('2030-01-07T16:29:00Z'));
    expect(await messagesTo(first.to)).toEqual([]);
    await runOutboxAt(new Date('2030-01-07T16:32:00Z'));
    expect(await messagesTo(first.to)).toHaveLength(1);
    await runOutboxAt(new Date('2030-01-07T19:32:00Z')); // 01:02 after midnight, in the window
    expect(await messagesTo(second.to)).toHaveLength(1);
  });

  describe("on the recipient's clock", () => {
    /** The wall clock of `iso` in `zone`: weekday (1 Monday … 7 Sunday) and minutes since midnight. */
    const wall = (iso: string, zone: string) => {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(new Date(iso));
      const part = (type: string) => parts.find((p) => p.type === type)!.value;
      const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
      return { weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
    };
    const inWorkingHours = (iso: string, zone: string) => {
      const { weekday, minutes } = wall(iso, zone);
      return weekday <= 5 && minutes >= 9 * 60 && minutes < 17 * 60 + 30;
    };
    /** A job the app stored from a search, in Bengaluru. */
    async function bengaluruJob() {
      const siteJobId = uniqueJobId();
      const link = `https://www.linkedin.com/jobs/view/${siteJobId}`;
      await db.query(
        `INSERT INTO jobs (site_job_id, title, company_name, link, location)
         VALUES ($1, 'Backend Engineer', 'Acme', $2, 'Bengaluru, Karnataka, India')`,
        [siteJobId, link],
      );
      return link;
    }
    async function kolkataUser(outreach: Record<string, unknown> = {}) {
      const { browser } = await proWithMailbox();
      await browser
        .put('/api/user/settings')
        .send({
          timezone: 'Asia/Kolkata',
          outreach: { sendingHours: { start: 0, end: 24 }, sendingDays: [1, 2, 3, 4, 5, 6, 7], ...outreach },
        })
        .expect(200);
      return browser;
    }

    it('a Kolkata user writing to a stored job in Bengaluru on Friday evening: due Monday in Bengaluru’s hours', async () => {
      now = new Date('2030-03-01T13:30:00Z'); // Friday 19:00 in Kolkata
      const browser = await kolkataUser();
      const planned = await schedule(browser, email({ jobUrl: await bengaluruJob() }));
      expect(planned).toMatchObject({
        recipientTimeZone: 'Asia/Kolkata',
        recipientPlace: 'Bengaluru',
        recipientHoursOnly: false,
      });
      expect(inWorkingHours(planned.sendAt, 'Asia/Kolkata')).toBe(true);
      expect(wall(planned.sendAt, 'Asia/Kolkata').weekday).toBe(1);
      const listed = ((await browser.get('/api/outbox').expect(200)).body as OutboxItem[]).find(
        (i) => i.id === planned.id,
      )!;
      expect(listed).toMatchObject({
        sendAt: planned.sendAt,
        recipientTimeZone: 'Asia/Kolkata',
        recipientPlace: 'Bengaluru',
      });
    });

    it('a Kolkata user writing to a job in London: London’s working hours, inside the user’s sending hours when set', async () => {
      now = new Date('2030-03-04T03:30:00Z'); // Monday 09:00 in Kolkata, 03:30 in London
      const anyHour = await kolkataUser();
      const london = { jobLocation: 'London Area, United Kingdom' };
      const open = await schedule(anyHour, email(london));
      expect(open).toMatchObject({ recipientTimeZone: 'Europe/London', recipientPlace: 'London' });
      expect(open.sendAt >= '2030-03-04T09:00:00.000Z').toBe(true); // not before 09:00 in London (GMT in March)
      expect(inWorkingHours(open.sendAt, 'Europe/London')).toBe(true);

      // 12:00–22:00 in Kolkata is 06:30–16:30 in London: from 09:00 there (14:30 in Kolkata) until 16:30.
      const afternoon = await kolkataUser({ sendingHours: { start: 12, end: 22 } });
      const late = await schedule(afternoon, { ...email(london), sendAt: '2030-03-04T16:45:00.000Z' });
      expect(inWorkingHours(late.sendAt, 'Europe/London')).toBe(true);
      const kolkata = wall(late.sendAt, 'Asia/Kolkata').minutes;
      expect(kolkata >= 12 * 60 && kolkata < 22 * 60).toBe(true);
      expect(late.sendAt >= '2030-03-05T09:00:00.000Z').toBe(true); // 16:45 in London was past the user's 22:00
      expect(late.recipientHoursOnly).toBe(false);
    });

    it('takes the recipient’s hours and says so when the user’s never meet them, and never drops the email', async () => {
      now = new Date('2030-03-06T06:30:00Z'); // Wednesday 12:00 in Kolkata
      const browser = await kolkataUser({ sendingHours: { start: 22, end: 2 } });
      const planned = await schedule(browser, email({ jobUrl: await bengaluruJob() }));
      expect(planned.recipientHoursOnly).toBe(true);
      expect(inWorkingHours(planned.sendAt, 'Asia/Kolkata')).toBe(true);
    });

    it('makes a follow-up due two business days after the email it follows, in the recipient’s hours', async () => {
      now = new Date('2030-03-08T11:30:00Z'); // Friday 17:00 in Kolkata
      const browser = await kolkataUser();
      const sent = (
        await browser
          .post('/api/send-email')
          .send(email({ jobUrl: await bengaluruJob() }))
          .expect(200)
      ).body.application as EmailApplication;
      const followUp = (await browser.post(`/api/email-applications/${sent.id}/follow-ups`).send({}).expect(201))
        .body as ScheduleEmailResponse;
      // Friday 17:00 + two business days = Tuesday 17:00 in Bengaluru, still inside its working day.
      expect(followUp).toMatchObject({ recipientTimeZone: 'Asia/Kolkata', recipientPlace: 'Bengaluru' });
      expect(followUp.sendAt >= '2030-03-12T11:30:00.000Z').toBe(true);
      expect(inWorkingHours(followUp.sendAt, 'Asia/Kolkata')).toBe(true);
    });

    it('refuses a job location longer than 300 characters with a sentence', async () => {
      now = new Date('2030-03-04T03:30:00Z');
      const browser = await kolkataUser();
      const res = await browser
        .post('/api/outbox')
        .send(email({ jobLocation: 'x'.repeat(301) }))
        .expect(400);
      expect(JSON.stringify(res.body)).toContain('jobLocation must be at most 300 characters');
    });
  });

  it('moves an email that is due but would break the pace to the next allowed slot when it is claimed', async () => {
    now = new Date('2030-01-09T15:00:00Z'); // Wednesday 10:00
    const { browser } = await proWithMailbox({ dailyLimit: 1 });
    const first = email();
    await browser.post('/api/send-email').send(first).expect(200); // sent now, by hand: it counts for the day
    const later = await schedule(browser, email());
    expect(Date.parse(later.sendAt)).toBeGreaterThanOrEqual(Date.parse('2030-01-10T14:00:00Z')); // Thursday 09:00
  });

  it('counts direct sends and the outbox in one daily limit per mailbox address, across two users', async () => {
    now = new Date('2030-01-16T15:00:00Z'); // Wednesday 10:00 in New York, a day no other test sends on
    // Two users connect the same address (the sink's account), each with a limit of 2.
    const ada = await proWithMailbox({ dailyLimit: 2 });
    const bob = await proWithMailbox({ dailyLimit: 2 });
    const [one, two, three] = [email(), email(), email()];
    await ada.browser.post('/api/send-email').send(one).expect(200);
    await bob.browser.post('/api/send-email').send(two).expect(200);

    // The address sent its 2: a third direct send, by either, is refused with a 429 offering Send later.
    const refused = await ada.browser.post('/api/send-email').send(three).expect(429);
    expect(refused.body).toMatchObject({
      code: 'daily_limit_reached',
      details: { fromAddress: sink().username, dailyLimit: 2, resetsAt: '2030-01-17T05:00:00.000Z' },
    });
    expect(refused.body.message).toBe(
      `Not sent: ${sink().username} already sent 2 emails today, its daily limit, which keeps the mailbox safe. Use Send later and it goes at the next allowed time.`,
    );
    expect(await messagesTo(three.to)).toEqual([]);
    await bob.browser.post('/api/send-email').send(email()).expect(429);

    // The outbox of either counts the same two: tomorrow's hours (Thursday 09:00 in New York), not today.
    const later = await schedule(ada.browser, three);
    expect(Date.parse(later.sendAt)).toBeGreaterThanOrEqual(Date.parse('2030-01-17T14:00:00Z'));
    const bobs = await schedule(bob.browser, email());
    expect(Date.parse(bobs.sendAt)).toBeGreaterThanOrEqual(Date.parse('2030-01-17T14:00:00Z'));
  });

  it('answers Apply to All for a search that is not the user’s with 404, and malformed input with 400', async () => {
    const { browser } = await proWithMailbox();
    await browser.post('/api/draft-batches').send({ searchId: randomUUID() }).expect(404);
    const bad = await browser
      .post('/api/draft-batches')
      .send({ searchId: 'x', siteJobIds: ['abc'] })
      .expect(400);
    expect(bad.body.message).toMatch(/searchId must be the id of one of your searches/);
    // Each 404 names its own resource.
    const noBatch = await browser.get(`/api/draft-batches/${randomUUID()}`).expect(404);
    expect(noBatch.body).toMatchObject({
      code: 'draft_batch_not_found',
      message: 'That Apply to All list was not found.',
    });
    const notAnId = await browser.get('/api/draft-batches/not-an-id').expect(404);
    expect(notAnId.body.code).toBe('draft_batch_not_found');
    const noDraft = await browser
      .patch(`/api/draft-batches/${randomUUID()}/drafts/not-an-id`)
      .send({ action: 'skip' })
      .expect(404);
    expect(noDraft.body.code).toMatch(/^draft(_batch)?_not_found$/);
    const noApplication = await browser.post(`/api/email-applications/${randomUUID()}/follow-ups`).send({}).expect(404);
    expect(noApplication.body.code).toBe('application_not_found');
  });

  it('takes an email out of the outbox before it goes, and never sends it', async () => {
    now = new Date('2030-01-14T15:00:00Z'); // Monday 10:00
    const { browser } = await proWithMailbox();
    const e = email();
    const planned = await schedule(browser, { ...e, sendAt: '2030-01-14T16:00:00Z' });
    expect(Date.parse(planned.sendAt)).toBeGreaterThanOrEqual(Date.parse('2030-01-14T16:00:00Z'));
    const cancelled = (await browser.delete(`/api/outbox/${planned.id}`).expect(200)).body as OutboxItem;
    expect(cancelled).toMatchObject({ id: planned.id, status: 'cancelled' });
    await runOutboxAt(new Date('2030-01-14T17:00:00Z'));
    expect(await messagesTo(e.to)).toEqual([]);
    // Someone else's, or a made-up id: not found.
    const stranger = await signIn(t);
    await stranger.browser.delete(`/api/outbox/${planned.id}`).expect(404);
    await browser.delete('/api/outbox/not-an-id').expect(404);
  });

  it('refuses bad input with a sentence, and a second email to the same job unless confirmed', async () => {
    now = new Date('2030-01-14T15:00:00Z');
    const { browser } = await proWithMailbox();
    const bad = await browser
      .post('/api/outbox')
      .send({ ...email(), sendAt: 'tomorrow' })
      .expect(400);
    expect(bad.body.message).toMatch(/sendAt must be a date and time/);
    const e = email();
    await schedule(browser, e);
    const again = await browser
      .post('/api/outbox')
      .send(email({ jobUrl: e.jobUrl }))
      .expect(409);
    expect(again.body).toMatchObject({ code: 'duplicate_send', details: { status: 'scheduled' } });
    expect(again.body.message).toMatch(/already in your outbox/);
  });

  it('is Pro: Free is answered 403 for scheduling and follow-ups, and may still list and cancel', async () => {
    const { browser, user } = await proWithMailbox();
    const planned = await schedule(browser, { ...email(), sendAt: new Date(now.getTime() + 3_600_000).toISOString() });
    await db.query(`UPDATE users SET created_at = now() - interval '20000 days' WHERE id = $1`, [user.id]);
    const refused = await browser.post('/api/outbox').send(email()).expect(403);
    expect(refused.body).toMatchObject({
      code: 'plan_feature_required',
      details: { feature: 'bulkSend', upgradeUrl: '/pricing' },
    });
    expect(refused.body.message).toMatch(/is part of Pro/);
    await browser.post(`/api/email-applications/${randomUUID()}/follow-ups`).send({}).expect(403);
    const bulk = await browser.post('/api/draft-batches').send({ searchId: randomUUID() }).expect(403);
    expect(bulk.body.details).toMatchObject({ feature: 'bulkSend' });
    await browser.get('/api/outbox').expect(200);
    await browser.delete(`/api/outbox/${planned.id}`).expect(200);
  });

  it('follows up in the same thread, and a marked outcome cancels the follow-ups still waiting', async () => {
    now = new Date('2030-01-21T15:00:00Z'); // Monday 10:00
    const allWeek = { sendingHours: { start: 0, end: 24 }, sendingDays: [1, 2, 3, 4, 5, 6, 7] };
    const { browser } = await proWithMailbox(allWeek);
    const first = email();
    const sent = (await browser.post('/api/send-email').send(first).expect(200)).body.application as EmailApplication;
    const [original] = await messagesTo(first.to);
    expect(original!.messageId).toMatch(/^<[^@]+@sandbox\.test>$/);

    const followUp = (await browser.post(`/api/email-applications/${sent.id}/follow-ups`).send({}).expect(201))
      .body as ScheduleEmailResponse;
    const listed = (await browser.get('/api/outbox').expect(200)).body as OutboxItem[];
    const waiting = listed.find((i) => i.id === followUp.id)!;
    expect(waiting).toMatchObject({ followUpOf: sent.id, followUpNumber: 1, subject: `Re: ${first.subject}` });
    expect(waiting.body).toMatch(/follow/i); // drafted by the writer's follow-up mode
    await runOutboxAt(new Date(Date.parse(followUp.sendAt) + 1000));

    const thread = await messagesTo(first.to);
    expect(thread).toHaveLength(2);
    const reply = thread[1]!;
    expect(reply.subject).toBe(`Re: ${first.subject}`);
    expect(reply.headers['in-reply-to']).toBe(original!.messageId);
    expect(reply.headers['references']).toContain(original!.messageId);
    const application = (await browser.get(`/api/email-applications/${sent.id}`).expect(200)).body as EmailApplication;
    expect(application.followUps).toEqual({ sent: 1, scheduled: 0 });
    // The record to take elsewhere: one row for the application, its follow-up counted there, not listed apart.
    const csv = await browser.get('/api/email-applications/export.csv').buffer(true).expect(200);
    const [header, ...records] = parse(csv.text, { bom: true });
    const mine = records.filter((r) => r[header!.indexOf('Recipient')] === first.to);
    expect(mine).toHaveLength(1);
    expect(mine[0]![header!.indexOf('Follow-ups sent')]).toBe('1');

    // The second follow-up waits; the person marks "replied": it is cancelled and never goes.
    const second = (
      await browser
        .post(`/api/email-applications/${sent.id}/follow-ups`)
        .send({
          body: 'One last note.\n\nAda',
          sendAt: new Date(Date.parse(followUp.sendAt) + 86_400_000).toISOString(),
        })
        .expect(201)
    ).body as ScheduleEmailResponse;
    await browser.patch(`/api/email-applications/${sent.id}`).send({ outcome: 'replied' }).expect(200);
    expect(await row(second.id)).toMatchObject({ status: 'cancelled' });
    await runOutboxAt(new Date(Date.parse(second.sendAt) + 1000));
    expect(await messagesTo(first.to)).toHaveLength(2);
    // Answered: no new follow-up is taken either.
    const refused = await browser.post(`/api/email-applications/${sent.id}/follow-ups`).send({}).expect(409);
    expect(refused.body.code).toBe('application_answered');
  });

  it('follows up by itself after the business days set, and a reply seen over IMAP stops it', async () => {
    now = new Date('2030-01-24T15:00:00Z'); // Thursday 10:00
    const { browser } = await proWithMailbox(
      { followUps: { enabled: true, afterBusinessDays: 2, count: 2 }, sendingHours: { start: 0, end: 24 } },
      true,
    );
    const mailboxes = (await browser.get('/api/mail/accounts').expect(200)).body as { replyDetection: string }[];
    expect(mailboxes[0]!.replyDetection).toBe('imap');
    const first = email();
    const sent = (await browser.post('/api/send-email').send(first).expect(200)).body.application as EmailApplication;
    const followUps = await pollUntil(
      async () =>
        ((await browser.get('/api/outbox').expect(200)).body as OutboxItem[]).filter((i) => i.followUpOf === sent.id),
      (items) => items.length === 2,
    );
    // Thursday + 2 business days = Monday; the second two business days after that.
    expect(Date.parse(followUps[0]!.sendAt!)).toBeGreaterThanOrEqual(Date.parse('2030-01-28T15:00:00Z'));
    expect(Date.parse(followUps[1]!.sendAt!)).toBeGreaterThanOrEqual(Date.parse('2030-01-30T15:00:00Z'));

    // The recruiter answers; the app sees it in INBOX over IMAP.
    const [original] = await messagesTo(first.to);
    sandbox.mailSending.imapInbox.addReply({ inReplyTo: original!.messageId!, from: first.to });
    await t.app.nest.get(ReplyWatch).enqueueChecks();
    const answered = await pollUntil(
      async () => (await browser.get(`/api/email-applications/${sent.id}`).expect(200)).body as EmailApplication,
      (a) => a.outcome === 'replied',
    );
    expect(answered.replyDetectedAt).not.toBeNull();
    for (const f of followUps) expect(await row(f.id)).toMatchObject({ status: 'cancelled' });
    await runOutboxAt(new Date('2030-02-05T15:00:00Z'));
    expect(await messagesTo(first.to)).toHaveLength(1);
  });

  it('takes an automatic reply seen over IMAP for no answer: sent, follow-ups waiting, no response counted', async () => {
    now = new Date('2030-01-24T15:00:00Z');
    const { browser } = await proWithMailbox(
      { followUps: { enabled: true, afterBusinessDays: 2, count: 1 }, sendingHours: { start: 0, end: 24 } },
      true,
    );
    const first = email();
    const sent = (await browser.post('/api/send-email').send(first).expect(200)).body.application as EmailApplication;
    const [followUp] = await pollUntil(
      async () =>
        ((await browser.get('/api/outbox').expect(200)).body as OutboxItem[]).filter((i) => i.followUpOf === sent.id),
      (items) => items.length === 1,
    );

    const [original] = await messagesTo(first.to);
    sandbox.mailSending.imapInbox.addReply({ inReplyTo: original!.messageId!, from: first.to, auto: true });
    await t.app.nest.get(ReplyWatch).checkThread(sent.id);
    const seen = (await browser.get(`/api/email-applications/${sent.id}`).expect(200)).body as EmailApplication;
    expect(seen).toMatchObject({
      status: 'sent',
      outcome: null,
      replyDetectedAt: null,
      autoReply: 'auto-reply: away until Monday, 7 December',
    });
    expect(await row(followUp!.id)).toMatchObject({ status: 'scheduled' });
    expect((await browser.get('/api/analytics/stats').expect(200)).body).toMatchObject({ responseRate: 0 });

    // The follow-up still goes when due, and a real answer after it is still seen.
    await runOutboxAt(new Date(Date.parse(followUp!.sendAt!) + 1000));
    expect(await messagesTo(first.to)).toHaveLength(2);
    sandbox.mailSending.imapInbox.addReply({ inReplyTo: original!.messageId!, from: first.to });
    await t.app.nest.get(ReplyWatch).checkThread(sent.id);
    expect((await browser.get(`/api/email-applications/${sent.id}`).expect(200)).body.outcome).toBe('replied');
  });

  it('reads a hard bounce in INBOX: the application bounced, its follow-ups cancelled, the address invalid', async () => {
    // The mail server's report carries real dates: the Clock is today's here.
    now = new Date();
    const { browser } = await proWithMailbox({ sendingHours: { start: 0, end: 24 } }, true);
    const first = email();
    await fetch(`${sandbox.url}/mail/bounces`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ recipient: first.to, kind: 'hard' }),
    });
    const sent = (await browser.post('/api/send-email').send(first).expect(200)).body.application as EmailApplication;
    const waiting = (
      await browser
        .post(`/api/email-applications/${sent.id}/follow-ups`)
        .send({ sendAt: new Date(now.getTime() + 86_400_000) })
        .expect(201)
    ).body as ScheduleEmailResponse;

    await t.app.nest.get(ReplyWatch).checkThread(sent.id);
    const bounced = (await browser.get(`/api/email-applications/${sent.id}`).expect(200)).body as EmailApplication;
    expect(bounced).toMatchObject({ status: 'bounced', bounce: 'bounced: 5.1.1', outcome: null });
    expect(await row(waiting.id)).toMatchObject({ status: 'cancelled' });
    const check = await db.query('SELECT status FROM email_checks WHERE address = $1', [first.to.toLowerCase()]);
    expect(check.rows).toEqual([{ status: 'invalid' }]);
    // Not an answer: Analytics counts no response for it.
    expect((await browser.get('/api/analytics/stats').expect(200)).body).toMatchObject({ responseRate: 0 });
  });

  it("shows a bounce dropped into INBOX after the send (the sandbox's /mail/bounces/sent) as bounced in one reply check", async () => {
    now = new Date();
    const { browser } = await proWithMailbox({ sendingHours: { start: 0, end: 24 } }, true);
    const first = email();
    const sent = (await browser.post('/api/send-email').send(first).expect(200)).body.application as EmailApplication;
    const [original] = await messagesTo(first.to);
    const dropped = await fetch(`${sandbox.url}/mail/bounces/sent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messageId: original!.messageId, kind: 'hard' }),
    });
    expect(dropped.status).toBe(201);
    const [mailbox] = (await browser.get('/api/mail/accounts').expect(200)).body as MailAccount[];
    // One round of the periodic reply check for the mailbox, as the REPLY_CHECK_SECONDS tick queues it.
    await t.app.nest.get(ReplyWatch).checkMailbox(mailbox!.id);
    expect((await browser.get(`/api/email-applications/${sent.id}`).expect(200)).body).toMatchObject({
      status: 'bounced',
      bounce: 'bounced: 5.1.1',
    });
    // An unknown Message-ID or a bad kind is a 4xx with a sentence.
    const unknown = await fetch(`${sandbox.url}/mail/bounces/sent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messageId: '<nobody-sent-this@example.com>', kind: 'hard' }),
    });
    expect(unknown.status).toBe(404);
    const badKind = await fetch(`${sandbox.url}/mail/bounces/sent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messageId: original!.messageId, kind: 'later' }),
    });
    expect(badKind.status).toBe(400);
  });

  it('matches a plain report that names no Message-ID by its recipient and time', async () => {
    now = new Date();
    const { browser } = await proWithMailbox({ sendingHours: { start: 0, end: 24 } }, true);
    const first = email();
    const sent = (await browser.post('/api/send-email').send(first).expect(200)).body.application as EmailApplication;
    sandbox.mailSending.imapInbox.addRaw(
      [
        'From: postmaster@outlook.example',
        `To: ${sink().username}`,
        `Subject: Undeliverable: ${first.subject}`,
        `Message-ID: <ndr-${randomUUID()}@outlook.example>`,
        `X-Failed-Recipients: ${first.to}`,
        `Date: ${new Date().toUTCString()}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        `Delivery has failed to these recipients or groups: ${first.to}`,
        "Remote Server returned '550 5.1.10 RESOLVER.ADR.RecipientNotFound; not found'",
        '',
      ].join('\r\n'),
    );
    await t.app.nest.get(ReplyWatch).checkThread(sent.id);
    expect((await browser.get(`/api/email-applications/${sent.id}`).expect(200)).body).toMatchObject({
      status: 'bounced',
      bounce: 'bounced: 5.1.10',
    });
  });

  it('shows a soft bounce (mailbox full) on a sent application and changes nothing else', async () => {
    now = new Date();
    const { browser } = await proWithMailbox({ sendingHours: { start: 0, end: 24 } }, true);
    const first = email();
    await fetch(`${sandbox.url}/mail/bounces`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ recipient: first.to, kind: 'soft' }),
    });
    const sent = (await browser.post('/api/send-email').send(first).expect(200)).body.application as EmailApplication;
    await t.app.nest.get(ReplyWatch).checkThread(sent.id);
    expect((await browser.get(`/api/email-applications/${sent.id}`).expect(200)).body).toMatchObject({
      status: 'sent',
      bounce: 'delivery delayed: 4.2.2',
    });
    expect((await db.query('SELECT 1 FROM email_checks WHERE address = $1', [first.to.toLowerCase()])).rows).toEqual(
      [],
    );
    expect(await messagesTo(first.to)).toHaveLength(1);
  });

  it('refuses IMAP settings whose login fails, in a fixed sentence, and stores nothing', async () => {
    const { browser } = await signIn(t);
    const res = await browser
      .post('/api/mail/smtp')
      .send({ ...smtpAccount(true), imap: { ...smtpAccount(true).imap, password: 'wrong-password' } })
      .expect(422);
    expect(res.body.code).toBe('imap_auth_failed');
    expect(res.body.message).toMatch(/IMAP server did not accept the username or password/);
    expect((await browser.get('/api/mail/accounts').expect(200)).body).toEqual([]);
  });

  it('attaches the saved resume file under its own name', async () => {
    now = new Date('2030-02-04T15:00:00Z');
    const { browser } = await proWithMailbox();
    await browser
      .post('/api/resume/upload')
      .attach('resume', Buffer.from('Ada Lovelace\nBackend engineer: TypeScript, PostgreSQL.'), 'ada-lovelace.txt')
      .expect(200);
    const e = email();
    await browser
      .post('/api/send-email')
      .send({ ...e, attachResume: true })
      .expect(200);
    const [message] = await messagesTo(e.to);
    expect(message!.headers['content-type']).toMatch(/multipart\/mixed/);
    expect(message!.raw).toMatch(/filename="?ada-lovelace\.txt"?/);
    expect(message!.text).toContain('I would like to apply.');

    // Without a saved file the email is not sent, and says why.
    const other = await proWithMailbox();
    const refused = await other.browser
      .post('/api/send-email')
      .send({ ...email(), attachResume: true })
      .expect(422);
    expect(refused.body.code).toBe('resume_file_missing');
  });

  describe('the built app killed with SIGKILL while the mail server holds the reply to an outbox email', () => {
    let app: SpawnedApp | undefined;
    afterAll(async () => {
      sink().setKnobs({ holdReplyAfterDataMs: 0 });
      await app?.stop();
    });

    it('leaves the email unknown after a restart and never sends it again', async () => {
      while (apps.length) await apps.pop()!.close();
      const env = {
        ...standInEnv(sandbox),
        DATABASE_URL: fileDatabaseUrl(),
        AUTH_DEV_LOGIN: 'true',
        TOKEN_ENCRYPTION_KEY,
        SEND_UNCONFIRMED_AFTER_SECONDS: '2',
        SEND_SPACING_SECONDS: '1',
        // Real time here (a spawned app): the recipient's weekday hours would hold the email on a weekend.
        SEND_IN_RECIPIENT_HOURS: 'false',
      };
      app = await spawnApp(env);
      await app.healthy();
      const browser = await signInTo(app, uniqueEmail('crash-outbox'));
      await browser.post('/api/mail/smtp').send(smtpAccount()).expect(201);
      await browser
        .put('/api/user/settings')
        .send({ outreach: { sendingHours: { start: 0, end: 24 }, sendingDays: [1, 2, 3, 4, 5, 6, 7] } })
        .expect(200);

      sink().setKnobs({ holdReplyAfterDataMs: 120_000 });
      const e = email();
      const planned = (await browser.post('/api/outbox').send(e).expect(201)).body as ScheduleEmailResponse;
      await pollUntil(
        async () => sink().heldReplies(),
        (n) => n === 1,
      );
      expect((await row(planned.id)).status).toBe('sending');
      await app.kill9();
      expect(await messagesTo(e.to)).toHaveLength(1); // the server had it; the app never heard back
      sink().setKnobs({ holdReplyAfterDataMs: 0 });

      app = await spawnApp({ ...env, PORT: new URL(app.url).port });
      await app.healthy();
      const item = await pollUntil(
        async () =>
          ((await browser.get('/api/outbox').expect(200)).body as OutboxItem[]).find((i) => i.id === planned.id),
        (i) => i?.status === 'unknown',
      );
      expect(item!.reason).toMatch(/could not confirm/i);
      // Several dispatcher rounds later it is still one email, still unknown.
      await new Promise((r) => setTimeout(r, 3000));
      expect(await messagesTo(e.to)).toHaveLength(1);
      expect((await row(planned.id)).status).toBe('unknown');
    }, 180_000);
  });
});

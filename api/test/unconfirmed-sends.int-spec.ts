import { randomBytes, randomUUID } from 'node:crypto';
import type { ReceivedMessage, Sandbox } from '@app/sandbox';
import type { DuplicateSendDetails, EmailApplication } from '@app/types';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../src/common/clock.js';
import { UnconfirmedSendsSweeper } from '../src/mail/unconfirmed-sends.sweeper.js';
import { pollUntil } from './support/poll.js';
import { signInTo, spawnApp, type SpawnedApp } from './support/spawned-app.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns, startOnlyApp } from './support/stand-ins.js';
import { signIn, uniqueEmail, uniqueJobUrl, type TestApp } from './support/test-app.js';
import { fileDatabaseUrl } from './support/file-database.js';

const TOKEN_ENCRYPTION_KEY = randomBytes(32).toString('base64');

/**
 * A send the app could not see through (killed after the row was written 'sending', before the provider answered):
 * it becomes 'unknown' and stays so until the user says what happened. Nothing is ever sent again by itself.
 */
describe('sends interrupted by a crash', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];

  beforeAll(async () => ({ sandbox, db } = await openStandIns()));
  afterAll(() => closeStandIns(sandbox, db, apps));

  const sink = () => sandbox.mailSending.smtpSink;
  const smtpAccount = () => ({
    emailAddress: sink().username,
    host: sink().host,
    port: sink().port,
    secure: false,
    username: sink().username,
    password: sink().password,
  });
  const payload = (overrides: Record<string, unknown> = {}) => ({
    to: uniqueEmail('recruiter'),
    subject: 'Application for Backend Engineer position at Acme',
    body: 'Hello,\n\nI would like to apply.\n\nAda',
    jobTitle: 'Backend Engineer',
    companyName: 'Acme',
    jobUrl: uniqueJobUrl(),
    idempotencyKey: randomUUID(),
    ...overrides,
  });
  const messagesTo = async (to: string) =>
    ((await (await fetch(`${sandbox.url}/mail/messages`)).json()) as ReceivedMessage[]).filter((m) =>
      m.to.includes(to),
    );
  const statusOf = async (id: string) =>
    ((await db.query('SELECT status FROM email_applications WHERE id = $1', [id])).rows[0] as { status: string })
      .status;

  describe('in one process, with the Clock moved', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startOnlyApp(apps, {
        AUTH_DEV_LOGIN: 'true',
        ...standInEnv(sandbox),
        TOKEN_ENCRYPTION_KEY,
        SEND_UNCONFIRMED_AFTER_SECONDS: '120',
      });
    });

    /** The row a process killed mid-send leaves behind: 'sending', written `minutesAgo` minutes ago. */
    async function leftSending(
      userId: string,
      request: ReturnType<typeof payload>,
      provider = 'smtp',
      minutesAgo = 10,
    ) {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO email_applications
           (user_id, idempotency_key, status, job_title, company_name, company_email, email_subject, email_body,
            job_url, provider, from_address, attempted_at, created_at)
         VALUES ($1, $2, 'sending', $3, $4, $5, $6, $7, $8, $9, 'ada@mail.example',
                 now() - make_interval(mins => $10), now() - make_interval(mins => $10))
         RETURNING id`,
        [
          userId,
          request.idempotencyKey,
          request.jobTitle,
          request.companyName,
          request.to,
          request.subject,
          request.body,
          request.jobUrl,
          provider,
          minutesAgo,
        ],
      );
      return rows[0]!.id;
    }

    it('turns a send unconfirmed for SEND_UNCONFIRMED_AFTER_SECONDS into unknown, measured by the Clock', async () => {
      const { user } = await signIn(t);
      const id = await leftSending(user.id, payload(), 'smtp', 0);
      const sweeper = t.app.nest.get(UnconfirmedSendsSweeper);
      await sweeper.sweep();
      expect(await statusOf(id)).toBe('sending'); // it may still be on its way

      const clock = vi.spyOn(t.app.nest.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + 121_000));
      try {
        await sweeper.sweep();
      } finally {
        clock.mockRestore();
      }
      expect(await statusOf(id)).toBe('unknown');
    });

    it('lists a send as sending from the moment its row is written, with nothing to mark until it has gone', async () => {
      const { browser, user } = await signIn(t);
      const request = payload();
      const id = await leftSending(user.id, request, 'smtp', 0);
      const listed = (await browser.get('/api/email-applications').expect(200)).body as EmailApplication[];
      expect(listed.find((a) => a.id === id)).toMatchObject({ status: 'sending', companyEmail: request.to });
      const outcome = await browser.patch(`/api/email-applications/${id}`).send({ outcome: 'replied' }).expect(409);
      expect(outcome.body.code).toBe('send_underway');
      await browser.post(`/api/email-applications/${id}/delivery`).send({ sent: true }).expect(409);
    });

    it('shows an unknown send in Applications with a way to check, answers its key plainly, and never resends', async () => {
      const { browser, user } = await signIn(t);
      await browser.post('/api/mail/smtp').send(smtpAccount()).expect(201);
      const request = payload();
      const id = await leftSending(user.id, request, 'smtp');
      const gmailRequest = payload();
      const gmailId = await leftSending(user.id, gmailRequest, 'gmail');
      await t.app.nest.get(UnconfirmedSendsSweeper).sweep();

      const list = (await browser.get('/api/email-applications').expect(200)).body as EmailApplication[];
      const unknown = list.find((a) => a.id === id)!;
      expect(unknown).toMatchObject({ status: 'unknown', companyEmail: request.to, sentFolderUrl: null });
      const viaGmail = list.find((a) => a.id === gmailId)!;
      expect(viaGmail.status).toBe('unknown');
      const sentSearch = new URL(viaGmail.sentFolderUrl!);
      expect(sentSearch.origin).toBe('https://mail.google.com');
      expect(decodeURIComponent(sentSearch.pathname + sentSearch.hash)).toContain('ada@mail.example');
      expect(decodeURIComponent(sentSearch.hash).replace(/\+/g, ' ')).toContain(`in:sent to:${gmailRequest.to}`);

      // The same key: said plainly, not "already being sent" for ever.
      const again = await browser.post('/api/send-email').send(request).expect(409);
      expect(again.body.code).toBe('send_unconfirmed');
      expect(again.body.message).toMatch(/could not confirm this email was sent/i);
      // Another key for the same job, or the same recipient: the duplicate guard counts it.
      const sameJob = await browser
        .post('/api/send-email')
        .send(payload({ jobUrl: request.jobUrl }))
        .expect(409);
      expect(sameJob.body.code).toBe('duplicate_send');
      expect((sameJob.body.details as DuplicateSendDetails).status).toBe('unknown');
      expect(sameJob.body.message).toMatch(/could not confirm/i);
      const sameRecipient = await browser
        .post('/api/send-email')
        .send(payload({ to: request.to, jobUrl: undefined }))
        .expect(409);
      expect(sameRecipient.body.details).toMatchObject({ reason: 'same-recipient', status: 'unknown' });
      expect(await messagesTo(request.to)).toEqual([]);

      // What came of it can be marked only once it is known to have gone.
      await browser.patch(`/api/email-applications/${id}`).send({ outcome: 'replied' }).expect(409);
      const marked = await browser.post(`/api/email-applications/${id}/delivery`).send({ sent: true }).expect(200);
      expect(marked.body.application).toMatchObject({ id, status: 'sent' });
      expect((await browser.post('/api/send-email').send(request).expect(200)).body.application.id).toBe(id);
      expect(await messagesTo(request.to)).toEqual([]); // marking it sent sends nothing

      // Marked not sent: it leaves the list, and the same key may now send it.
      const notSent = await browser
        .post(`/api/email-applications/${gmailId}/delivery`)
        .send({ sent: false })
        .expect(200);
      expect(notSent.body).toEqual({ application: null });
      const after = (await browser.get('/api/email-applications').expect(200)).body as EmailApplication[];
      expect(after.map((a) => a.id)).not.toContain(gmailId);
      await browser.post(`/api/email-applications/${gmailId}/delivery`).send({ sent: true }).expect(404);
      await browser.post('/api/send-email').send(gmailRequest).expect(200);
      expect(await messagesTo(gmailRequest.to)).toHaveLength(1);
    });

    it('counts a send still on its way in the duplicate guard', async () => {
      const { browser, user } = await signIn(t);
      await browser.post('/api/mail/smtp').send(smtpAccount()).expect(201);
      const request = payload();
      await leftSending(user.id, request, 'smtp', 0);
      const res = await browser
        .post('/api/send-email')
        .send(payload({ jobUrl: request.jobUrl }))
        .expect(409);
      expect(res.body).toMatchObject({ code: 'duplicate_send', details: { status: 'sending' } });
      expect(await messagesTo(request.to)).toEqual([]);
    });

    it('refuses a malformed delivery answer and an application that is not the user’s', async () => {
      const { browser, user } = await signIn(t);
      const id = await leftSending(user.id, payload());
      await browser.post(`/api/email-applications/${id}/delivery`).send({ sent: 'yes' }).expect(400);
      const stranger = await signIn(t);
      await stranger.browser.post(`/api/email-applications/${id}/delivery`).send({ sent: true }).expect(404);
    });
  });

  describe('the built app killed with SIGKILL while the mail server holds its reply', () => {
    let app: SpawnedApp | undefined;
    afterAll(async () => {
      sink().setKnobs({ holdReplyAfterDataMs: 0 });
      await app?.stop();
    });

    it('shows the send as unknown after a restart, and does not send it again', async () => {
      // One app at a time on the shared database: the in-process one stops first.
      while (apps.length) await apps.pop()!.close();
      const env = {
        ...standInEnv(sandbox),
        DATABASE_URL: fileDatabaseUrl(),
        AUTH_DEV_LOGIN: 'true',
        TOKEN_ENCRYPTION_KEY,
        SEND_UNCONFIRMED_AFTER_SECONDS: '2',
      };
      app = await spawnApp(env);
      await app.healthy();
      const browser = await signInTo(app, uniqueEmail('crash-send'));
      await browser.post('/api/mail/smtp').send(smtpAccount()).expect(201);

      sink().setKnobs({ holdReplyAfterDataMs: 120_000 });
      const request = payload();
      const sending = browser
        .post('/api/send-email')
        .send(request)
        .then(
          (res) => res.status,
          () => 'no answer',
        );
      await pollUntil(
        async () => sink().heldReplies(),
        (n) => n === 1,
      );
      // Applications shows it from the first moment, not only once it turns "not confirmed".
      const whileSending = ((await browser.get('/api/email-applications').expect(200)).body as EmailApplication[])[0];
      expect(whileSending).toMatchObject({ companyEmail: request.to, status: 'sending' });
      await app.kill9();
      expect(await sending).toBe('no answer');
      expect(await messagesTo(request.to)).toHaveLength(1); // the server had it; the app never heard back

      app = await spawnApp({ ...env, PORT: new URL(app.url).port });
      await app.healthy();
      const listed = await pollUntil(
        async () => ((await browser.get('/api/email-applications').expect(200)).body as EmailApplication[])[0],
        (a) => a?.status === 'unknown',
      );
      expect(listed).toMatchObject({ companyEmail: request.to, emailSubject: request.subject, status: 'unknown' });
      const again = await browser.post('/api/send-email').send(request).expect(409);
      expect(again.body.code).toBe('send_unconfirmed');
      expect(await messagesTo(request.to)).toHaveLength(1);
    }, 180_000);
  });
});

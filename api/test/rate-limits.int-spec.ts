import type { RecordedLlmRequest, Sandbox } from '@app/sandbox';
import type pg from 'pg';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns } from './support/stand-ins.js';
import { signIn, startTestApp, TEST_APP_URL, uniqueEmail, type TestApp } from './support/test-app.js';

const RESUME = `Ada Lovelace
Senior Backend Engineer at Globex Corporation (2019 – present)
Skills: Go, PostgreSQL, Kubernetes`;

const emailRequest = {
  companyName: 'Acme Corp',
  jobTitle: 'Backend Engineer',
  jobDescription: 'We are looking for a Backend Engineer who knows Go and PostgreSQL.',
  resumeText: RESUME,
};

/** `n` calls at once, `batch` in flight at a time: how a looping script hits the API. */
async function burst(n: number, batch: number, call: () => supertest.Test): Promise<supertest.Response[]> {
  const answers: supertest.Response[] = [];
  for (let i = 0; i < n; i += batch) {
    answers.push(...(await Promise.all(Array.from({ length: Math.min(batch, n - i) }, call))));
  }
  return answers;
}

describe('per-user budgets of costly calls', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];
  const app = async (env: Record<string, string> = {}) => {
    const t = await startTestApp({ AUTH_DEV_LOGIN: 'true', RUN_WORKERS: 'false', ...standInEnv(sandbox), ...env });
    apps.push(t);
    return t;
  };
  const llmCalls = async () =>
    ((await (await fetch(sandbox.services.llm.requests)).json()) as { requests: RecordedLlmRequest[] }).requests.filter(
      (r) => r.path.endsWith('/chat/completions'),
    ).length;

  beforeAll(async () => ({ sandbox, db } = await openStandIns()));
  afterAll(() => closeStandIns(sandbox, db, apps));

  it('answers 300 rapid generate-email calls from one user with 429 after the limit, with Retry-After and a sentence', async () => {
    const t = await app();
    const { browser } = await signIn(t, { email: uniqueEmail('budget') });
    const before = await llmCalls();
    const answers = await burst(300, 25, () =>
      browser.post('/api/generate-email').set('Origin', TEST_APP_URL).send(emailRequest),
    );
    const ok = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status === 429);
    // The default budget on the trial (as on Pro): 60 every 10 minutes.
    expect(ok).toHaveLength(60);
    expect(refused).toHaveLength(240);
    for (const res of refused) {
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(res.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'rate_limited' });
      expect(res.body.message).toMatch(
        /^You have written 60 emails in the last 10 minutes\. Try again in (\d+ minutes?|\d+ seconds?)\.$/,
      );
      expect(res.body.details).toEqual({ budget: 'generateEmail', retryAfterSeconds: retryAfter });
    }
    // The language model was asked only for the calls within the budget (one rewrite each at most).
    expect((await llmCalls()) - before).toBeLessThanOrEqual(120);

    // Another user's budget is their own.
    const { browser: other } = await signIn(t, { email: uniqueEmail('budget') });
    await other.post('/api/generate-email').set('Origin', TEST_APP_URL).send(emailRequest).expect(200);
  });

  it('gives Free a smaller share than the trial and Pro, and says what Pro allows', async () => {
    const t = await app({ TRIAL_DAYS: '0', RATE_LIMIT_GENERATE_EMAIL: '3/6 per 10m' });
    const { browser } = await signIn(t, { email: uniqueEmail('free-budget') });
    const answers = await burst(8, 8, () =>
      browser.post('/api/generate-email').set('Origin', TEST_APP_URL).send(emailRequest),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.body.message).toMatch(
      /^You have written 3 emails in the last 10 minutes\. Try again in \d+ (minutes?|seconds?)\. Pro allows 6 in the same time\.$/,
    );
  });

  it('holds one budget across API processes that share the database', async () => {
    const env = { RATE_LIMIT_GENERATE_EMAIL: '2/4 per 10m' };
    const [a, b] = [await app(env), await app(env)];
    const { browser } = await signIn(a, { email: uniqueEmail('two-processes') });
    // The extension's token signs in on both processes alike.
    const { token } = (await browser.post('/api/extension/tokens').set('Origin', TEST_APP_URL).send({}).expect(201))
      .body as { token: string };
    const call = (t: TestApp) =>
      t.browser().post('/api/generate-email').set('Authorization', `Bearer ${token}`).send(emailRequest);
    for (const t of [a, b, a, b]) await call(t).expect(200);
    await call(b).expect(429);
    await call(a).expect(429);
  });

  it('counts contact lookups, company pages, SMTP logins and resume uploads, each with its own sentence', async () => {
    const t = await app({
      TRIAL_DAYS: '0',
      RATE_LIMIT_CONTACT_LOOKUP: '1/1 per 10m',
      RATE_LIMIT_SCRAPE_COMPANY: '1/1 per 10m',
      RATE_LIMIT_SMTP_CHECK: '1/1 per 15m',
      RATE_LIMIT_RESUME_UPLOAD: '1/1 per 1h',
    });
    const { browser } = await signIn(t, { email: uniqueEmail('budgets') });
    const site = sandbox.services.jobsSite.url;
    const calls: [() => supertest.Test, RegExp][] = [
      [
        () =>
          browser
            .post('/api/contacts/lookup')
            .set('Origin', TEST_APP_URL)
            .send({ jobUrl: `${site}/jobs/view/1` }),
        /^You have looked up 1 job contact in the last 10 minutes\./,
      ],
      [
        () =>
          browser
            .post('/api/scrape-company')
            .set('Origin', TEST_APP_URL)
            .send({ companyLinkedinUrl: `${site}/company/no-such-company` }),
        /^You have looked up 1 company page in the last 10 minutes\./,
      ],
      [
        () =>
          browser.post('/api/mail/smtp').set('Origin', TEST_APP_URL).send({
            emailAddress: 'me@example.com',
            host: '127.0.0.1',
            port: sandbox.services.smtpSink.port,
            secure: false,
            username: 'me@example.com',
            password: 'a guess',
          }),
        /^You have tried 1 mail server login in the last 15 minutes\./,
      ],
      [
        () =>
          browser
            .post('/api/resume/upload')
            .set('Origin', TEST_APP_URL)
            .attach('resume', Buffer.from(RESUME), 'resume.txt'),
        /^You have uploaded 1 resume in the last hour\./,
      ],
    ];
    for (const [call, sentence] of calls) {
      const first = await call();
      expect(first.status).toBeLessThan(429);
      const second = await call().expect(429);
      expect(second.body.message).toMatch(sentence);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

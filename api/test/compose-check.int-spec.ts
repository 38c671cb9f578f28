import type { RecordedLlmRequest, Sandbox } from '@app/sandbox';
import type { CheckEmailResponse, GenerateEmailResponse, GroundingReport, ModelClaim } from '@app/types';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns } from './support/stand-ins.js';
import { signIn, uniqueEmail, startTestApp, TEST_APP_URL, type TestApp } from './support/test-app.js';

const RESUME = `Ada Lovelace
Senior Frontend Engineer at Globex Corporation (2019 – present)
Frontend Developer, Initech, 2016 – 2019
Skills: React, TypeScript, CSS, Node.js
BSc Computer Science, University of Leeds`;

const AD =
  'We are looking for a Frontend Developer to join our payments team. You will build features in TypeScript and ' +
  'React, work with designers, and help us improve performance.';

const job = { companyName: 'Acme Corp', jobTitle: 'Frontend Developer', jobDescription: AD, posterName: 'Maria Lopez' };
const INVENTED = 'I led a team of 40 engineers for 12 years and I also hold an MBA.';

/** The words each claim's offset points at in `${subject}\n${body}`. */
const wordsAt = (email: { subject: string; body: string }, claims: readonly { at: number; text: string }[]) =>
  claims.map((c) => `${email.subject}\n${email.body}`.slice(c.at, c.at + c.text.length));

describe('POST /api/compose/check', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  let t: TestApp;
  const apps: TestApp[] = [];

  const app = async (env: Record<string, string> = {}) => {
    const started = await startTestApp({
      AUTH_DEV_LOGIN: 'true',
      RUN_WORKERS: 'false',
      ...standInEnv(sandbox),
      ...env,
    });
    apps.push(started);
    return started;
  };
  const signInWithResume = async (on: TestApp, resume: string | null = RESUME) => {
    const { browser } = await signIn(on, { email: uniqueEmail('check'), firstName: 'Ada', lastName: 'Lovelace' });
    if (resume)
      await browser.post('/api/resume/upload').attach('resume', Buffer.from(resume), 'resume.txt').expect(200);
    return browser;
  };
  const claimCalls = async () =>
    ((await (await fetch(sandbox.services.llm.requests)).json()) as { requests: RecordedLlmRequest[] }).requests.filter(
      (r) => r.kind === 'claims',
    ).length;
  const llm = (body: Record<string, unknown>) =>
    fetch(sandbox.services.llm.control, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    ({ sandbox, db } = await openStandIns());
    t = await app();
  });
  afterAll(() => closeStandIns(sandbox, db, apps));
  beforeEach(async () => void (await llm({ reset: true })));

  it('answers a generated draft with each unbacked claim where it stands, and each backed one with its resume line', async () => {
    await llm({ failNext: 'invent_claims', times: 2 });
    const browser = await signInWithResume(t);
    const res = await browser.post('/api/generate-email').send(job).expect(200);
    const { email, warnings, grounding } = res.body as Required<GenerateEmailResponse>;
    expect(email.body).toContain(INVENTED);

    expect(grounding.unbacked.map((c) => c.text)).toEqual(['40', '12', 'MBA']);
    expect(wordsAt(email, grounding.unbacked)).toEqual(['40', '12', 'MBA']);
    // The old list of sentences stays, the same as the report's.
    expect(grounding.unbacked.map((c) => c.warning)).toEqual(warnings);

    // The stand-in's claim lister quotes the resume for the skills the email shares with it.
    expect(grounding.modelClaims?.length).toBeGreaterThan(0);
    const react = grounding.backed.find((c) => /React/.test(c.text));
    expect(react?.evidence).toBe('Skills: React, TypeScript, CSS, Node.js');
    expect(wordsAt(email, grounding.backed)).toEqual(grounding.backed.map((c) => c.text));
    for (const b of grounding.backed) expect(RESUME.split('\n')).toContain(b.evidence);
  });

  it('checks the edited draft again without a model call: a deleted claim goes, the others move with the text', async () => {
    await llm({ failNext: 'invent_claims', times: 2 });
    const browser = await signInWithResume(t);
    const generated = (await browser.post('/api/generate-email').send(job).expect(200)).body as GenerateEmailResponse;
    const calls = await claimCalls();

    const edited = {
      subject: generated.email!.subject,
      body: `Hello again.\n\n${generated.email!.body.replace(INVENTED, 'I led a team of 40 engineers.')}`,
    };
    const res = await browser
      .post('/api/compose/check')
      .send({ ...job, ...edited, modelClaims: generated.grounding!.modelClaims })
      .expect(200);
    const report = res.body as CheckEmailResponse;
    expect(report.unbacked.map((c) => c.text)).toEqual(['40']);
    expect(wordsAt(edited, report.unbacked)).toEqual(['40']);
    expect(report.backed.find((c) => /React/.test(c.text))?.evidence).toBe('Skills: React, TypeScript, CSS, Node.js');
    expect(wordsAt(edited, report.backed)).toEqual(report.backed.map((c) => c.text));
    expect(await claimCalls()).toBe(calls);

    const clean = { subject: edited.subject, body: edited.body.replace('I led a team of 40 engineers.', '') };
    const after = (
      await browser
        .post('/api/compose/check')
        .send({ ...job, ...clean })
        .expect(200)
    ).body as CheckEmailResponse;
    expect(after.unbacked).toEqual([]);
    expect(after.modelClaims).toBeNull();
  });

  it('verifies the model claims sent back against the resume: a made-up quote backs nothing', async () => {
    const browser = await signInWithResume(t);
    const body =
      'Dear Maria,\n\nI build interfaces in TypeScript at Globex Corporation and I know Kubernetes well.\n\nAda';
    const modelClaims: ModelClaim[] = [
      { claim: 'Globex Corporation', kind: 'employer', about: 'sender', resumeQuote: 'Globex Corporation (2019' },
      { claim: 'Kubernetes', kind: 'skill', about: 'sender', resumeQuote: 'Kubernetes' },
    ];
    const report = (
      await browser
        .post('/api/compose/check')
        .send({ ...job, subject: 'Frontend Developer', body, modelClaims })
        .expect(200)
    ).body as GroundingReport;
    expect(report.unbacked.map((c) => c.text)).toContain('Kubernetes');
    expect(report.unbacked.find((c) => c.text === 'Kubernetes')!.warning).toBe(
      'The email says you know "Kubernetes"; your resume does not mention it.',
    );
    expect(report.backed.find((c) => c.text === 'Globex Corporation')?.evidence).toBe(
      'Senior Frontend Engineer at Globex Corporation (2019 – present)',
    );
  });

  it('checks against the caller’s own resume only', async () => {
    const body = 'Dear Maria,\n\nAt Initech I built the checkout in React.\n\nAda';
    const mine = await signInWithResume(t);
    const other = await signInWithResume(t, 'Bo Smith\nFrontend Developer at Hooli (2018 – present)\nSkills: React');
    const check = (b: typeof mine) =>
      b
        .post('/api/compose/check')
        .send({ ...job, subject: 'Hello', body })
        .expect(200);
    expect(((await check(mine)).body as GroundingReport).unbacked).toEqual([]);
    expect(((await check(other)).body as GroundingReport).unbacked.map((c) => c.text)).toEqual(['Initech']);
  });

  it('refuses bad input with 400 and says what is wrong, no resume with 400, and strangers with 401', async () => {
    const browser = await signInWithResume(t);
    const ok = { ...job, subject: 'Hi', body: 'I know React.' };
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...job, body: 'x' }, 'subject must be text'],
      [{ ...ok, subject: 'a\nb' }, 'subject must not contain line breaks'],
      [{ ...ok, body: 'x'.repeat(20_001) }, 'body must be at most 20,000 characters'],
      [{ ...ok, body: 42 }, 'body must be text'],
      [{ ...ok, modelClaims: 'all of them' }, 'modelClaims must be a list'],
      [{ ...ok, modelClaims: [{ claim: 'React', kind: 'magic', about: 'sender', resumeQuote: null }] }, 'kind'],
      [{ ...ok, modelClaims: [{ claim: 'React', kind: 'skill', about: 'sender', resumeQuote: 7 }] }, 'resumeQuote'],
      [{ ...ok, modelClaims: ['React'] }, 'modelClaims'],
      [{ ...ok, modelClaims: [null] }, 'modelClaims'],
      [{ ...ok, jobTitle: '' }, 'jobTitle is required'],
      [{ ...ok, tone: 'cheeky' }, "Unknown field 'tone'"],
    ];
    for (const [input, message] of refusals) {
      const res = await browser.post('/api/compose/check').send(input);
      expect(res.status, JSON.stringify(input).slice(0, 80)).toBe(400);
      expect(JSON.stringify(res.body.message)).toContain(message);
    }
    const tooMany = Array.from({ length: 201 }, () => ({
      claim: 'React',
      kind: 'skill',
      about: 'sender',
      resumeQuote: null,
    }));
    await browser
      .post('/api/compose/check')
      .send({ ...ok, modelClaims: tooMany })
      .expect(400);

    const noResume = await signInWithResume(t, null);
    const res = await noResume.post('/api/compose/check').send(ok).expect(400);
    expect(res.body.code).toBe('resume_required');
    await t.http.post('/api/compose/check').send(ok).expect(401);
  });

  it('has its own per-user budget, refused with 429 and a sentence', async () => {
    const limited = await app({ RATE_LIMIT_CHECK_EMAIL: '2/2 per 10m' });
    const browser = await signInWithResume(limited);
    const call = () =>
      browser
        .post('/api/compose/check')
        .set('Origin', TEST_APP_URL)
        .send({ ...job, subject: 'Hi', body: 'React.' });
    await call().expect(200);
    await call().expect(200);
    const refused = await call().expect(429);
    expect(refused.body.message).toMatch(/^You have checked 2 drafts against your resume in the last 10 minutes\./);
    // Writing an email is another budget.
    await browser.post('/api/generate-email').set('Origin', TEST_APP_URL).send(job).expect(200);
  });
});

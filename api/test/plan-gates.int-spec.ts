import { randomUUID } from 'node:crypto';
import type { Sandbox } from '@app/sandbox';
import { PLAN_FEATURES, PLAN_LINES, type PlanFeature, type PricedPlan, type SearchRequest } from '@app/types';
import type pg from 'pg';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf } from '../src/plans/search-quota.service.js';
import { makePro } from './support/plans.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns, startOnlyApp } from './support/stand-ins.js';
import { signIn, type TestApp } from './support/test-app.js';

interface Person {
  browser: supertest.Agent;
  id: string;
}

/** Reads the server's gate of one feature for a person: true when they have it, false when the server refuses it. */
type GateCheck = (person: Person) => Promise<boolean>;

/**
 * The plan table's lines (PLAN_LINES, what the pricing page and the upgrade dialog say) against what the server does,
 * for a Free and a Pro user. Each feature has one check here; a new line needs one entry in GATES.
 */
describe('plans that are true: every pricing line is what the server enforces', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];
  let t: TestApp;

  beforeAll(async () => {
    ({ sandbox, db } = await openStandIns());
    t = await startOnlyApp(apps, {
      AUTH_DEV_LOGIN: 'true',
      ...standInEnv(sandbox),
      TRIAL_DAYS: '0',
      SAVED_SEARCH_CRON: 'off',
    });
  });
  afterAll(() => closeStandIns(sandbox, db, apps));

  async function person(plan: PricedPlan): Promise<Person> {
    const { browser, user } = await signIn(t);
    if (plan === 'pro') await makePro(db, user.id);
    return { browser, id: user.id };
  }

  /** Allowed (2xx) or refused by the plan (402/403 with the plan's code); anything else fails the test. */
  function allowedBy(res: supertest.Response, refusedCodes: string[]): boolean {
    if (res.status >= 200 && res.status < 300) return true;
    if ((res.status === 402 || res.status === 403) && refusedCodes.includes(res.body.code)) return false;
    throw new Error(`Unexpected answer ${res.status}: ${JSON.stringify(res.body)}`);
  }

  /**
   * For routes a test cannot easily carry through (no such search, no mailbox): whether the plan let the request
   * past its gate, whatever the route answered next. A 5xx is never an answer.
   */
  function passedPlanGate(res: supertest.Response): boolean {
    if (res.status >= 500) throw new Error(`Unexpected answer ${res.status}: ${JSON.stringify(res.body)}`);
    return !(res.status === 403 && res.body.code === 'plan_feature_required');
  }

  /** Whether a sixth search this month is refused (the month's five counted as used). */
  async function sixthSearchRefused(p: Person): Promise<boolean> {
    await db.query(
      `INSERT INTO search_quota_usage (user_id, month, searches) VALUES ($1, $2, 5)
       ON CONFLICT (user_id, month) DO UPDATE SET searches = 5`,
      [p.id, monthOf(new Date())],
    );
    const url = (
      await p.browser
        .post('/api/generate-linkedin-url')
        .send({ keyword: 'rare gate check', location: 'Pune', workType: 1 })
        .expect(200)
    ).body.linkedinUrl as string;
    const res = await p.browser.post('/api/scrape-job').send({ linkedinUrl: url, jobCount: 100 });
    const allowed = allowedBy(res, ['search_quota_exceeded']);
    if (allowed) await p.browser.post(`/api/scrape-job/${res.body.requestId}/abort`).expect(200);
    return !allowed;
  }

  /** A finished search of this person holding one job whose contact came from `source`; is its email shown? */
  async function contactShown(p: Person, source: 'poster' | 'role'): Promise<boolean> {
    const tag = randomUUID().slice(0, 8);
    const job = await db.query<{ id: string }>(
      `INSERT INTO jobs (site_job_id, title, company_name, link, poster_name)
       VALUES ($1, 'Platform Engineer', 'Gate Co', $2, $3) RETURNING id`,
      [`gate${tag}`, `https://www.linkedin.com/jobs/view/${tag}`, source === 'poster' ? 'Jane Poster' : null],
    );
    const search = await db.query<{ id: string }>(
      `INSERT INTO search_requests (user_id, status, linkedin_url, keyword, location, job_count, finished_at)
       VALUES ($1, 'completed', 'https://www.linkedin.com/jobs/search?keywords=gate', 'gate', 'Pune', 100, now())
       RETURNING id`,
      [p.id],
    );
    await db.query(`INSERT INTO search_results (search_id, job_id, rank) VALUES ($1, $2, 0)`, [
      search.rows[0]!.id,
      job.rows[0]!.id,
    ]);
    await db.query(
      `INSERT INTO job_contacts (job_id, source, name, email, status, found_at)
       VALUES ($1, $2, 'Jane', $3, 'valid', now())`,
      [job.rows[0]!.id, source, `jane.${tag}@gate.example`],
    );
    const res = await p.browser.get(`/api/scrape-job/${search.rows[0]!.id}`).expect(200);
    const [shown] = (res.body as SearchRequest).enrichedResults!.jobs;
    return shown!.jobPosterEmail !== null;
  }

  /** One check per feature: adding a pricing line's check is one entry. */
  const GATES: Partial<Record<PlanFeature, GateCheck>> = {
    monthlySearchLimit: (p) => sixthSearchRefused(p),
    unlimitedSearches: async (p) => !(await sixthSearchRefused(p)),
    posterContacts: (p) => contactShown(p, 'poster'),
    discoveredContacts: (p) => contactShown(p, 'role'),
    emailWriting: async (p) => {
      const res = await p.browser.post('/api/generate-email').send({
        companyName: 'Gate Co',
        jobTitle: 'Platform Engineer',
        jobDescription: 'We run Kubernetes and Go services.',
        resumeText: 'Platform engineer, 6 years of Go, Kubernetes and PostgreSQL.',
      });
      return allowedBy(res, ['plan_feature_required']) && res.body.success === true;
    },
    mailSending: async (p) => {
      const sink = sandbox.services.smtpSink;
      await p.browser
        .post('/api/mail/smtp')
        .send({ ...sink, emailAddress: sink.username, secure: false })
        .expect(201);
      const res = await p.browser.post('/api/send-email').send({
        to: `hiring.${randomUUID().slice(0, 8)}@gate.example`,
        subject: 'Application for Platform Engineer position at Gate Co',
        body: 'Hello,\nI would like to apply.',
        jobTitle: 'Platform Engineer',
        companyName: 'Gate Co',
        idempotencyKey: randomUUID(),
      });
      return allowedBy(res, ['plan_feature_required']) && res.body.success === true;
    },
    applicationsRecord: async (p) =>
      allowedBy(await p.browser.get('/api/email-applications'), ['plan_feature_required']) &&
      allowedBy(await p.browser.get('/api/email-applications/export.csv'), ['plan_feature_required']),
    analytics: async (p) => allowedBy(await p.browser.get('/api/analytics/stats'), ['plan_feature_required']),
    savedSearches: async (p) => {
      const res = await p.browser
        .post('/api/saved-searches')
        .send({ keyword: `rare gate ${randomUUID().slice(0, 6)}`, location: 'Pune', workType: 1 });
      return allowedBy(res, ['plan_feature_required']);
    },
    // Apply to All and the paced outbox: a review list and a scheduled email (each refused for its own reasons
    // further on — no such search, no mailbox — once the plan lets it through).
    bulkSend: async (p) =>
      passedPlanGate(await p.browser.post('/api/draft-batches').send({ searchId: randomUUID() })) &&
      passedPlanGate(
        await p.browser.post('/api/outbox').send({
          to: `hiring.${randomUUID().slice(0, 8)}@gate.example`,
          subject: 'Application for Platform Engineer position at Gate Co',
          body: 'Hello,\nI would like to apply.',
          jobTitle: 'Platform Engineer',
          companyName: 'Gate Co',
        }),
      ),
    followUps: async (p) =>
      passedPlanGate(await p.browser.post(`/api/email-applications/${randomUUID()}/follow-ups`).send({})),
  };

  it('has a check for every line of the plan table', () => {
    for (const line of PLAN_LINES) expect(GATES[line.feature], `${line.feature} has a check`).toBeDefined();
    expect(PLAN_LINES.map((l) => l.feature).sort()).toEqual([...PLAN_FEATURES].sort());
  });

  for (const line of PLAN_LINES.filter((l) => GATES[l.feature])) {
    for (const plan of ['free', 'pro'] as const) {
      const has = line.plans.includes(plan);
      it(`${plan === 'free' ? 'Free' : 'Pro'} ${has ? 'has' : 'does not have'} “${line.text}” (${line.feature})`, async () => {
        expect(await GATES[line.feature]!(await person(plan))).toBe(has);
      });
    }
  }
});

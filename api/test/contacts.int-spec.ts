import { SANDBOX_PEOPLE_API_KEYS, type Sandbox } from '@app/sandbox';
import type { Job, SearchRequest } from '@app/types';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnrichmentService } from '../src/enrichment/enrichment.service.js';
import { pollUntil } from './support/poll.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns, startOnlyApp } from './support/stand-ins.js';
import { signIn, uniqueEmail, type TestApp } from './support/test-app.js';

const finished = (s: SearchRequest) => !['pending', 'processing', 'filtering', 'enriching'].includes(s.status);

describe('contact discovery and the plan rule, against the DNS and SMTP stand-ins', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];

  /** One app at a time: every app runs queue workers on the shared database, and this test cares whose. */
  const appWith = (env: Record<string, string> = {}) =>
    startOnlyApp(apps, { AUTH_DEV_LOGIN: 'true', ...standInEnv(sandbox), ...env });

  beforeAll(async () => ({ sandbox, db } = await openStandIns()));
  afterAll(() => closeStandIns(sandbox, db, apps));

  async function search(t: TestApp, keyword: string) {
    const { browser } = await signIn(t, { email: uniqueEmail('contacts') });
    const linkedinUrl = `${sandbox.services.jobsSite.url}/jobs/search?keywords=${encodeURIComponent(keyword)}&location=Pune`;
    const { requestId } = (await browser.post('/api/scrape-job').send({ linkedinUrl, jobCount: 100 }).expect(202))
      .body as {
      requestId: string;
    };
    const done = await pollUntil(
      async () => (await browser.get(`/api/scrape-job/${requestId}`).expect(200)).body as SearchRequest,
      finished,
      90_000,
    );
    const raw = (await browser.get(`/api/scrape-job/${requestId}`).expect(200)).text;
    return { browser, done, raw, requestId };
  }

  it('finds contacts whose verification matches the stand-in truth (trial user sees all)', async () => {
    const t = await appWith();
    const { done } = await search(t, 'frontend developer');
    expect(done.status).toBe('completed');
    const jobs = done.enrichedResults!.jobs;
    const withContact = jobs.filter((j) => j.canApply);
    expect(withContact.length / jobs.length).toBeGreaterThan(0.5);
    expect(done.enrichedResults!.canApplyCount).toBe(withContact.length);
    expect(done.enrichedResults!.lockedJobs).toBe(0);
    for (const job of withContact) {
      const truth = sandbox.mail.truthOf(job.jobPosterEmail!);
      expect({ email: job.jobPosterEmail, status: job.emailVerificationStatus }).toEqual({
        email: job.jobPosterEmail,
        status: truth === 'catch-all' ? 'catch-all' : 'valid',
      });
      if (job.emailVerificationStatus === 'valid') expect(truth).toBe('valid');
    }
  });

  it('withholds every field of a discovered contact from a Free user, in the raw JSON', async () => {
    const t = await appWith({ TRIAL_DAYS: '0' });
    const { done, raw, requestId } = await search(t, 'backend developer');
    const jobs = done.enrichedResults!.jobs;
    const { rows } = await db.query<{ email: string }>(
      `SELECT c.email FROM job_contacts c JOIN search_results r ON r.job_id = c.job_id
        WHERE r.search_id = $1 AND c.source = 'role' AND c.email IS NOT NULL AND c.status IN ('valid', 'catch-all')`,
      [requestId],
    );
    expect(rows.length).toBeGreaterThan(0);
    // Postings may print a careers address in their own text; that is the posting, not a contact field. Such an
    // address is public: another posting's contact may be the very address a role lookup found here.
    const parsed = JSON.parse(raw) as SearchRequest;
    const published = new Set(
      parsed.enrichedResults!.jobs.flatMap((j) => j.description?.toLowerCase().match(/[\w.+-]+@[\w.-]+\w/g) ?? []),
    );
    for (const job of parsed.enrichedResults!.jobs) Object.assign(job, { description: null, requirement: null });
    const contactFields = JSON.stringify(parsed);
    for (const { email } of rows) if (!published.has(email)) expect(contactFields).not.toContain(email);
    const locked = jobs.filter((j) => j.locked);
    expect(locked.length).toBe(rows.length);
    expect(done.enrichedResults!.lockedJobs).toBe(locked.length);
    for (const j of locked) {
      expect(j.jobPosterEmail).toBeNull();
      expect(j.emailVerificationStatus).toBeNull();
    }
    // Posters shown on the posting stay open to everyone.
    expect(jobs.some((j) => j.canApply && !j.locked && j.jobPosterEmail)).toBe(true);
  });

  it('makes an address the posting publishes a public contact, verified, also where the posting names nobody', async () => {
    const t = await appWith({ TRIAL_DAYS: '0' });
    const { done, requestId } = await search(t, 'data analyst');
    const { rows } = await db.query<{ job_id: string; email: string; status: string; site_job_id: string }>(
      `SELECT c.job_id, c.email, c.status, j.site_job_id FROM job_contacts c
         JOIN search_results r ON r.job_id = c.job_id JOIN jobs j ON j.id = c.job_id
        WHERE r.search_id = $1 AND c.source = 'posting'`,
      [requestId],
    );
    expect(rows.length).toBeGreaterThan(0);
    const bySiteId = new Map(done.enrichedResults!.jobs.map((j) => [j.siteJobId, j]));
    for (const row of rows) {
      const job = bySiteId.get(row.site_job_id)!;
      // The posting's own words name it; it was verified like any other and matches the mail stand-in's truth.
      expect(job.description?.toLowerCase()).toContain(row.email);
      expect(['valid', 'catch-all']).toContain(row.status);
      expect(sandbox.mail.truthOf(row.email)).toBe(row.status);
      // Public: this Free viewer sees it, with its source.
      expect(job).toMatchObject({
        locked: false,
        canApply: true,
        jobPosterEmail: row.email,
        emailVerificationStatus: row.status,
        contactSource: 'posting',
      });
    }
    expect(rows.some((row) => !bySiteId.get(row.site_job_id)!.jobPosterName)).toBe(true);
  });

  it('asks the people-data providers for decision makers when the posting shows nobody (Pro-only)', async () => {
    const providers = {
      HUNTER_API_KEY: SANDBOX_PEOPLE_API_KEYS.hunter,
      HUNTER_API_URL: sandbox.services.peopleApis.hunterUrl,
      APOLLO_API_KEY: SANDBOX_PEOPLE_API_KEYS.apollo,
      APOLLO_API_URL: sandbox.services.peopleApis.apolloUrl,
    };
    const trial = await appWith(providers);
    const { done, requestId } = await search(trial, 'product manager');
    const { rows } = await db.query<{ email: string; name: string; status: string }>(
      `SELECT c.email, c.name, c.status FROM job_contacts c JOIN search_results r ON r.job_id = c.job_id
        WHERE r.search_id = $1 AND c.source = 'provider'`,
      [requestId],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(['valid', 'catch-all']).toContain(row.status);
    const shown = done.enrichedResults!.jobs.filter((j) => rows.some((r) => r.email === j.jobPosterEmail));
    expect(shown.length).toBe(rows.length);
    for (const job of shown) expect(rows.map((r) => r.name)).toContain(job.jobPosterName);

    const free = await appWith({ ...providers, TRIAL_DAYS: '0' });
    const { raw } = await search(free, 'product manager');
    const parsed = JSON.parse(raw) as SearchRequest;
    for (const job of parsed.enrichedResults!.jobs) Object.assign(job, { description: null, requirement: null });
    for (const row of rows) expect(JSON.stringify(parsed)).not.toContain(row.email);
  });

  it('with SMTP probing off, finds nothing deliverable by itself, and asks Hunter when its key is set', async () => {
    // Start from empty verification caches: earlier tests verified these domains over SMTP.
    const forget = () => db.query('TRUNCATE email_checks, mail_domains, job_contacts');
    await forget();
    const off = await appWith({ SMTP_PROBE: 'off' });
    const own = await search(off, 'ui designer');
    expect(own.done.enrichedResults!.canApplyCount).toBe(0);
    expect(own.done.enrichedResults!.jobs.every((j) => j.emailVerificationStatus === null)).toBe(true);

    await forget();
    const withHunter = await appWith({
      SMTP_PROBE: 'off',
      HUNTER_API_KEY: SANDBOX_PEOPLE_API_KEYS.hunter,
      HUNTER_API_URL: sandbox.services.peopleApis.hunterUrl,
    });
    const { done } = await search(withHunter, 'ui designer');
    const reachable = done.enrichedResults!.jobs.filter((j) => j.canApply);
    expect(reachable.length).toBeGreaterThan(0);
    for (const job of reachable) {
      const truth = sandbox.mail.truthOf(job.jobPosterEmail!);
      expect(truth === 'catch-all' ? 'catch-all' : truth).toBe(job.emailVerificationStatus);
    }
  });

  it('looks up one job by its URL, and refuses other URLs', async () => {
    const t = await appWith();
    const { done, browser } = await search(t, 'data scientist');
    const job = done.enrichedResults!.jobs.find((j) => j.canApply)!;
    const res = await browser.post('/api/contacts/lookup').send({ jobUrl: job.link }).expect(200);
    const looked = res.body as Job;
    expect(looked.siteJobId).toBe(job.siteJobId);
    expect(looked.jobPosterEmail).toBe(job.jobPosterEmail);
    await browser
      .post('/api/contacts/lookup')
      .send({ jobUrl: 'https://evil.example/jobs/view/4056392352' })
      .expect(400);
    await browser
      .post('/api/contacts/lookup')
      .send({ jobUrl: `${sandbox.services.jobsSite.url}/jobs/view/123` })
      .expect((r) => expect([400, 404]).toContain(r.status));
  });

  it('reports a bounced address invalid at the next lookup, for everyone, and forgets the pattern it came from', async () => {
    const t = await appWith();
    const { done } = await search(t, 'data scientist');
    // A person's address guessed from the domain's pattern and verified over SMTP.
    const job = done.enrichedResults!.jobs.find(
      (j) => j.contactSource === 'poster' && j.emailVerificationStatus === 'valid',
    )!;
    const email = job.jobPosterEmail!;
    const domain = email.split('@')[1]!;
    const patternOf = async () =>
      (await db.query('SELECT email_pattern FROM mail_domains WHERE domain = $1', [domain])).rows[0].email_pattern;
    expect(await patternOf()).not.toBeNull();

    await t.app.nest.get(EnrichmentService).markBounced(email, '5.1.1');

    // Another user looking the job up is no longer offered the address (an invalid one is never shown to write to).
    const { browser } = await signIn(t, { email: uniqueEmail('contacts-after-bounce') });
    const looked = (await browser.post('/api/contacts/lookup').send({ jobUrl: job.link }).expect(200)).body as Job;
    expect(looked).toMatchObject({ canApply: false, emailVerificationStatus: null });
    expect(looked.jobPosterEmail).not.toBe(email);
    const check = await db.query('SELECT status, reason FROM email_checks WHERE address = $1', [email]);
    expect(check.rows[0]).toMatchObject({ status: 'invalid', reason: expect.stringContaining('5.1.1') });
    // The pattern is learned again from the next verified address.
    expect(await patternOf()).toBeNull();
  });

  it("probes no mail server for a Free user's lookup of a job whose contact would be locked", async () => {
    const site = sandbox.services.jobsSite.url;
    const lookup = (browser: Awaited<ReturnType<typeof signIn>>['browser'], id: number) =>
      browser.post('/api/contacts/lookup').send({ jobUrl: `${site}/jobs/view/${id}` });
    const probes = () => {
      const stats = sandbox.mail.stats();
      return stats.rcptCount + Object.values(stats.connectionsByHost).reduce((a, b) => a + b, 0);
    };
    // Jobs whose posting names nobody (only a discovered contact could be shown: Pro) and names someone, at
    // companies with a website: found by looking job pages up as a trial user.
    const trial = await appWith();
    const { browser: pro } = await signIn(trial, { email: uniqueEmail('lookup-pro') });
    let noPoster: number | undefined;
    let withPoster: number | undefined;
    for (let id = 3_900_000_000; noPoster === undefined || withPoster === undefined; id += 7) {
      const job = (await lookup(pro, id).expect(200)).body as Job;
      if (!job.companyWebsite) continue;
      if (job.jobPosterName) withPoster ??= id;
      else noPoster ??= id;
    }
    const forget = () => db.query('TRUNCATE email_checks, mail_domains, job_contacts');

    const free = await appWith({ TRIAL_DAYS: '0' });
    const { browser: freeUser } = await signIn(free, { email: uniqueEmail('lookup-free') });
    await forget();
    sandbox.mail.resetStats();
    const locked = (await lookup(freeUser, noPoster).expect(200)).body as Job;
    expect(probes()).toBe(0);
    expect(locked).toMatchObject({ locked: true, canApply: false, jobPosterEmail: null });

    // The measurement sees probes: the posting's own poster is open to Free, so that lookup probes.
    await lookup(freeUser, withPoster).expect(200);
    expect(probes()).toBeGreaterThan(0);

    // And a trial user's lookup of the first job probes as before.
    await forget();
    sandbox.mail.resetStats();
    const open = await appWith();
    const { browser: trialUser } = await signIn(open, { email: uniqueEmail('lookup-trial') });
    await lookup(trialUser, noPoster).expect(200);
    expect(probes()).toBeGreaterThan(0);
  });
});

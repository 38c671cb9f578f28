import type { Sandbox } from '@app/sandbox';
import type { Job, SearchJobsPage, SearchRequest } from '@app/types';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from './support/poll.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns, startOnlyApp } from './support/stand-ins.js';
import { signIn, type TestApp } from './support/test-app.js';

// A frontend developer with four years of dated work, as a new user would upload.
const RESUME = `Asha Rao
Frontend Developer · Bangalore

Experience
Frontend Developer, Acme Retail — Jan 2024 – Present
- React and TypeScript storefront, Redux state, Jest tests, accessible HTML and CSS.
Frontend Developer, Zeta Labs — Nov 2022 – Dec 2023
- Built a JavaScript design system with React.

Education
B.Tech Computer Science, 2018 – 2022`;

const inProgress = (s: SearchRequest) => ['pending', 'processing', 'filtering', 'enriching'].includes(s.status);
const LOW = /\b(intern|principal)\b/i;
const LEVELLED = /\b(intern|junior|jr|associate|senior|sr|lead|staff|principal|head|director|ii)\b/i;

/**
 * The demo check: a quick search for a 4-year frontend resume, the app wired to the stand-ins as `pnpm demo`
 * wires it. Its scores must say something: few jobs at 90 or more, intern and principal roles below the mid-level
 * ones with the same skills, the range used.
 */
describe('match scores of a quick search', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];
  let jobs: Job[];

  beforeAll(async () => {
    ({ sandbox, db } = await openStandIns());
    const t = await startOnlyApp(apps, { AUTH_DEV_LOGIN: 'true', ...standInEnv(sandbox), JOBS_SITE_MAX_RPS: '50' });
    const { browser } = await signIn(t);
    const linkedinUrl = `${sandbox.services.jobsSite.url}/jobs/search?keywords=frontend%20developer&location=Bangalore&f_WT=1`;
    const { requestId } = (
      await browser.post('/api/scrape-job').send({ linkedinUrl, jobCount: 100, resumeText: RESUME }).expect(202)
    ).body as { requestId: string };
    await pollUntil(
      async () => (await browser.get(`/api/scrape-job/${requestId}`).expect(200)).body as SearchRequest,
      (s) => !inProgress(s),
      150_000,
    );
    jobs = (
      (await browser.get(`/api/scrape-job/${requestId}/jobs`).query({ pageSize: 100 }).expect(200))
        .body as SearchJobsPage
    ).items;
  }, 180_000);
  afterAll(() => closeStandIns(sandbox, db, apps));

  it('scores every job with its reasons, strongest first', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(90);
    for (const job of jobs) {
      expect(job.match?.reasons.length).toBeGreaterThanOrEqual(3);
      const weights = job.match!.reasons.map((r) => r.weight);
      expect(weights).toEqual([...weights].sort((a, b) => b - a));
    }
  });

  it('gives fewer than 20 % of the jobs 90 or more, and uses the range', () => {
    const scores = jobs.map((j) => j.match!.score).sort((a, b) => a - b);
    const high = scores.filter((s) => s >= 90).length / scores.length;
    console.log(
      `quick search, 4-year frontend resume: ${scores.length} jobs, ${(100 * high).toFixed(0)} % at 90+, ` +
        `min ${scores[0]}, p10 ${scores[Math.floor(scores.length / 10)]}, median ${scores[Math.floor(scores.length / 2)]}, ` +
        `p90 ${scores[Math.floor((scores.length * 9) / 10)]}, max ${scores.at(-1)}`,
    );
    expect(high).toBeLessThan(0.2);
    expect(scores[0]).toBeLessThan(40);
    expect(scores.at(-1)).toBeGreaterThan(80);
  });

  it('scores every intern and principal role below every mid-level role with the same skills', () => {
    const low = jobs.filter((j) => LOW.test(j.title) || j.employmentType === 'Internship');
    const mid = jobs.filter((j) => !LEVELLED.test(j.title) && j.employmentType !== 'Internship');
    expect(low.length).toBeGreaterThan(0);
    expect(mid.length).toBeGreaterThan(0);
    // "The same skills": the mid-level role shows at least every skill of the resume the other one does.
    let compared = 0;
    for (const l of low) {
      for (const m of mid.filter((j) => l.match!.matchedSkills.every((s) => j.match!.matchedSkills.includes(s)))) {
        compared += 1;
        expect(l.match!.score, `${l.title} (${l.match!.score}) vs ${m.title} (${m.match!.score})`).toBeLessThan(
          m.match!.score,
        );
      }
    }
    console.log(
      `intern/principal roles: ${low.length} (${low.map((j) => j.match!.score).join(', ')}); compared pairs: ${compared}`,
    );
    expect(compared).toBeGreaterThan(0);
  });
});

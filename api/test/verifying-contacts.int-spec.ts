import { setTimeout as sleep } from 'node:timers/promises';
import type { MailBehaviour, Sandbox } from '@app/sandbox';
import type { SearchJobsPage, SearchRequest } from '@app/types';
import type pg from 'pg';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactRechecks, MAX_RECHECKS } from '../src/enrichment/contact-rechecks.js';
import { pollUntil } from './support/poll.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns, startOnlyApp } from './support/stand-ins.js';
import { signIn, type TestApp } from './support/test-app.js';

const GREYLIST_SECONDS = 2;
const GREYLIST_RETRY_MS = 10 * 60_000;

const inProgress = (s: SearchRequest) => ['pending', 'processing', 'filtering', 'enriching'].includes(s.status);

interface ContactRow {
  job_id: string;
  status: string | null;
  email: string | null;
  source: string;
  mail_domain: string | null;
}

/**
 * Slow mail servers (greylisting, a tarpit) against the mail stand-in: the search completes without their verdicts,
 * which land later in the same contacts, and survive the worker that was landing them.
 */
describe('verdicts that come late', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];
  let t: TestApp;
  let browser: supertest.Agent;
  let searchId: string;
  let behaviourOf: (domain: string | null) => MailBehaviour | undefined;

  beforeAll(async () => {
    ({ sandbox, db } = await openStandIns());
    const domains = new Map(sandbox.mail.mailDomains().map((d) => [d.domain, d.behaviour]));
    behaviourOf = (domain) => (domain ? domains.get(domain) : undefined);
    // The tarpit answers every line 3 s late: slower than the search waits for a server (2.5 s), within the step
    // timeout.
    sandbox.mail.control({ slowMs: 3000, greylistSeconds: GREYLIST_SECONDS });
    t = await startOnlyApp(apps, {
      AUTH_DEV_LOGIN: 'true',
      ...standInEnv(sandbox),
      VERIFICATION_WAIT_MS: '2500',
      SMTP_PROBE_TIMEOUT_MS: '5000',
      // Far beyond any search, so no greylisting recheck lands before the search completes, however slow the machine
      // (a search beside the browser lane took 28 s; a 2.5 s retry had landed them all by then); the test makes the
      // rechecks due itself once it has read the search at completion.
      SMTP_GREYLIST_RETRY_MS: String(GREYLIST_RETRY_MS),
    });
    ({ browser } = await signIn(t));
    // Nothing verified before: every domain of the search is asked now.
    await db.query('TRUNCATE job_contacts, email_checks, mail_domains, contact_rechecks');
  });
  afterAll(() => closeStandIns(sandbox, db, apps));

  const contactsOf = async (id: string) =>
    (
      await db.query<ContactRow>(
        `SELECT c.job_id, c.status, c.email, c.source, c.mail_domain FROM job_contacts c
           JOIN search_results r ON r.job_id = c.job_id WHERE r.search_id = $1`,
        [id],
      )
    ).rows;
  const sweep = () => t.app.nest.get(ContactRechecks).sweep();

  it('completes without the slow servers: their contacts say verifying, and the verdicts land later in the same rows', async () => {
    const linkedinUrl = `${sandbox.services.jobsSite.url}/jobs/search?keywords=frontend+developer&location=Pune`;
    searchId = (
      (await browser.post('/api/scrape-job').send({ linkedinUrl, jobCount: 100 }).expect(202)).body as {
        requestId: string;
      }
    ).requestId;
    const done = await pollUntil(
      async () => (await browser.get(`/api/scrape-job/${searchId}`).expect(200)).body as SearchRequest,
      (s) => !inProgress(s),
      90_000,
    );
    expect(done.status).toBe('completed');

    // At completion, the greylisting and tarpit domains are still being asked: the search did not wait for them.
    const atCompletion = await contactsOf(searchId);
    const verifying = atCompletion.filter((c) => c.status === 'verifying');
    expect(verifying.length).toBeGreaterThan(0);
    const late = new Set(verifying.map((c) => behaviourOf(c.mail_domain)));
    expect([...late].every((b) => b === 'greylist' || b === 'slow')).toBe(true);
    expect(late).toEqual(new Set(['greylist', 'slow']));
    for (const c of verifying) expect(c.email).toBeNull();
    // And the rest have their verdicts.
    expect(atCompletion.some((c) => c.status === 'valid')).toBe(true);

    // The API says so, naming no address yet.
    const page = (await browser.get(`/api/scrape-job/${searchId}/jobs`).query({ pageSize: 100 }).expect(200))
      .body as SearchJobsPage;
    const shown = page.items.filter((j) => j.emailVerificationStatus === 'verifying');
    // Verdicts keep landing while we read (verifying only ever settles): the API shows no more than were verifying
    // before it answered, and no fewer than still are after.
    const stillVerifying = (await contactsOf(searchId)).filter((c) => c.status === 'verifying').length;
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThanOrEqual(verifying.length);
    expect(shown.length).toBeGreaterThanOrEqual(stillVerifying);
    for (const job of shown)
      expect({ email: job.jobPosterEmail, canApply: job.canApply }).toEqual({
        email: null,
        canApply: false,
      });

    // The verdicts land in the same rows: by this process's late session (tarpit) or a recheck (greylisting), which
    // is due now, once the stand-in's greylisting window has passed for the addresses asked last.
    await sleep(GREYLIST_SECONDS * 1000);
    const greylisting = [...new Set(verifying.map((c) => c.mail_domain).filter((d) => behaviourOf(d) === 'greylist'))];
    await db.query('UPDATE contact_rechecks SET due_at = now() WHERE domain = ANY($1)', [greylisting]);
    const settled = await pollUntil(
      () => contactsOf(searchId),
      (rows) => rows.every((c) => c.status !== 'verifying'),
      90_000,
    );
    const ids = new Set(verifying.map((c) => c.job_id));
    const landed = settled.filter((c) => ids.has(c.job_id));
    expect(landed.some((c) => c.status === 'valid' || c.status === 'catch-all')).toBe(true);
    for (const c of landed.filter((c) => c.email && (c.status === 'valid' || c.status === 'catch-all'))) {
      expect(sandbox.mail.truthOf(c.email!)).toBe(c.status);
    }
    const { rows: left } = await db.query('SELECT domain FROM contact_rechecks');
    expect(left).toEqual([]);
  }, 200_000);

  /** Some of the search's verified contacts, put back to `verifying` as a process that died mid-verdict left them. */
  async function leftVerifying(count: number): Promise<ContactRow[]> {
    const seen = new Set<string | null>();
    const rows = (await contactsOf(searchId))
      .filter((c) => c.status === 'valid' && c.email && behaviourOf(c.mail_domain) === 'strict')
      .filter((c) => !seen.has(c.mail_domain) && !!seen.add(c.mail_domain))
      .slice(0, count);
    expect(rows.length).toBe(count);
    await db.query(`UPDATE job_contacts SET status = 'verifying', email = NULL WHERE job_id = ANY($1)`, [
      rows.map((r) => r.job_id),
    ]);
    return rows;
  }
  const statusesOf = async (rows: ContactRow[]) =>
    (
      await db.query<{ status: string; email: string | null }>(
        'SELECT status, email FROM job_contacts WHERE job_id = ANY($1) ORDER BY job_id',
        [rows.map((r) => r.job_id)],
      )
    ).rows;

  it('asks again for a domain whose worker died once its lease ran out, and not before', async () => {
    const [early, expired] = await leftVerifying(2);
    await db.query(
      `INSERT INTO contact_rechecks (domain, due_at, claimed_by, attempts) VALUES
         ($1, now() + interval '4 minutes', 'dead-worker', 1), ($2, now() - interval '1 second', 'dead-worker', 1)
       ON CONFLICT (domain) DO UPDATE SET due_at = EXCLUDED.due_at, claimed_by = EXCLUDED.claimed_by`,
      [early!.mail_domain, expired!.mail_domain],
    );
    await sweep();
    const [landed] = await pollUntil(
      () => statusesOf([expired!]),
      ([row]) => row?.status !== 'verifying',
    );
    expect(landed).toEqual({ status: 'valid', email: expired!.email });
    // The lease still runs: nobody asks for it yet.
    expect(await statusesOf([early!])).toEqual([{ status: 'verifying', email: null }]);
    await db.query('DELETE FROM contact_rechecks WHERE domain = $1', [early!.mail_domain]);
    await db.query(`UPDATE job_contacts SET status = 'valid', email = $2 WHERE job_id = $1`, [
      early!.job_id,
      early!.email,
    ]);
  });

  it('adopts a verifying contact that has no recheck at all (a crash between two writes), so none stays verifying', async () => {
    const [orphan] = await leftVerifying(1);
    await db.query(`UPDATE job_contacts SET found_at = now() - interval '10 minutes' WHERE job_id = $1`, [
      orphan!.job_id,
    ]);
    await db.query('DELETE FROM contact_rechecks WHERE domain = $1', [orphan!.mail_domain]);
    await sweep();
    const [landed] = await pollUntil(
      () => statusesOf([orphan!]),
      ([row]) => row?.status !== 'verifying',
    );
    expect(landed).toEqual({ status: 'valid', email: orphan!.email });
  });

  it(`leaves the contacts unknown after ${MAX_RECHECKS} rechecks without an answer`, async () => {
    const [stuck] = await leftVerifying(1);
    await db.query(
      `INSERT INTO contact_rechecks (domain, due_at, attempts) VALUES ($1, now() - interval '1 second', $2)
       ON CONFLICT (domain) DO UPDATE SET due_at = EXCLUDED.due_at, attempts = EXCLUDED.attempts`,
      [stuck!.mail_domain, MAX_RECHECKS],
    );
    await sweep();
    const [given] = await pollUntil(
      () => statusesOf([stuck!]),
      ([row]) => row?.status !== 'verifying',
    );
    expect(given).toEqual({ status: 'unknown', email: null });
    const { rows } = await db.query('SELECT 1 FROM contact_rechecks WHERE domain = $1', [stuck!.mail_domain]);
    expect(rows).toEqual([]);
  });
});

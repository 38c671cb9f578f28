import type { Sandbox } from '@app/sandbox';
import type { SearchRequest } from '@app/types';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EnrichmentService } from '../src/enrichment/enrichment.service.js';
import { pollUntil } from './support/poll.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns, startOnlyApp } from './support/stand-ins.js';
import { signIn, type TestApp } from './support/test-app.js';

/** A search of many companies looks up their mail domains a few at a time, not all at once. */
describe('enrichment of a search', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];

  beforeAll(async () => ({ sandbox, db } = await openStandIns()));
  afterAll(() => closeStandIns(sandbox, db, apps));

  it('checks at most ENRICHMENT_CONCURRENCY mail domains at once', async () => {
    // Every verdict waited for here (none left to land later), so the search's own lookups are all there is.
    const t = await startOnlyApp(apps, {
      AUTH_DEV_LOGIN: 'true',
      ...standInEnv(sandbox),
      ENRICHMENT_CONCURRENCY: '2',
      VERIFICATION_WAIT_MS: '120000',
    });
    // Forget what earlier searches learnt, so every domain of this one is checked now.
    await db.query('DELETE FROM job_contacts; DELETE FROM email_checks; DELETE FROM mail_domains');
    const verifier = t.app.nest.get(EnrichmentService).verifier;
    const verifyDomain = verifier.verifyDomain.bind(verifier);
    let inFlight = 0;
    let most = 0;
    let calls = 0;
    vi.spyOn(verifier, 'verifyDomain').mockImplementation(async (...args) => {
      // A greylisted domain is asked again later by the rechecks, which have their own bound.
      if (args[3]?.greylisting !== 'defer') return verifyDomain(...args);
      calls += 1;
      most = Math.max(most, ++inFlight);
      try {
        return await verifyDomain(...args);
      } finally {
        inFlight -= 1;
      }
    });

    const { browser } = await signIn(t);
    const linkedinUrl = `${sandbox.services.jobsSite.url}/jobs/search?keywords=software+engineer&location=Pune`;
    const { requestId } = (await browser.post('/api/scrape-job').send({ linkedinUrl, jobCount: 100 }).expect(202))
      .body as { requestId: string };
    const done = await pollUntil(
      async () => (await browser.get(`/api/scrape-job/${requestId}`).expect(200)).body as SearchRequest,
      (s) => !['pending', 'processing', 'filtering', 'enriching'].includes(s.status),
      120_000,
    );
    expect(done.status).toBe('completed');
    expect(calls).toBeGreaterThan(4);
    expect(most).toBe(2);
  }, 150_000);
});

import type { Sandbox } from '@app/sandbox';
import type pg from 'pg';
import type supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from './support/poll.js';
import { standInEnv } from './support/stand-in-env.js';
import { closeStandIns, openStandIns, startOnlyApp } from './support/stand-ins.js';
import { signIn, type TestApp } from './support/test-app.js';

interface Run {
  id: string;
  status: string;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** Searches of several users sharing the workers: taken round-robin by user, at most N of one user at once. */
describe('the search queue between users', () => {
  let sandbox: Sandbox;
  let db: pg.Client;
  const apps: TestApp[] = [];
  const env = (extra: Record<string, string>) => ({ AUTH_DEV_LOGIN: 'true', ...standInEnv(sandbox), ...extra });

  beforeAll(async () => ({ sandbox, db } = await openStandIns()));
  afterAll(() => closeStandIns(sandbox, db, apps));
  // Nothing a test queued may run on into the next one.
  afterEach(() =>
    db.query(`UPDATE search_requests SET status = 'cancelled' WHERE status IN ('pending', 'processing')`),
  );

  const start = async (browser: supertest.Agent, keywords: string) => {
    const linkedinUrl = `${sandbox.services.jobsSite.url}/jobs/search?keywords=${encodeURIComponent(keywords)}&location=Pune`;
    const res = await browser.post('/api/scrape-job').send({ linkedinUrl, jobCount: 100 }).expect(202);
    return (res.body as { requestId: string }).requestId;
  };
  const runs = async (ids: string[]): Promise<Run[]> =>
    (
      await db.query(
        `SELECT id, status, started_at AS "startedAt", finished_at AS "finishedAt" FROM search_requests
          WHERE id = ANY($1) ORDER BY started_at NULLS LAST, created_at`,
        [ids],
      )
    ).rows as Run[];
  const finished = (r: Run) => !['pending', 'processing', 'filtering', 'enriching'].includes(r.status);

  it("takes searches round-robin by user: one user's ten queued searches do not keep another's waiting", async () => {
    // Everything is queued before any worker runs, so the order is the queue's alone.
    const queuing = await startOnlyApp(apps, env({ RUN_WORKERS: 'false' }));
    const busy = await signIn(queuing);
    const other = await signIn(queuing);
    const busyIds: string[] = [];
    for (let i = 0; i < 10; i++) busyIds.push(await start(busy.browser, 'mobile developer'));
    const otherId = await start(other.browser, 'product manager');

    await startOnlyApp(apps, env({ SEARCH_WORKER_CONCURRENCY: '1' }));
    await pollUntil(async () => (await runs([otherId]))[0]!, finished, 120_000);
    const order = (await runs([...busyIds, otherId])).filter((r) => r.startedAt).map((r) => r.id);
    // The busy user's oldest search first (a tie: nobody served yet), then the other user's, not after all ten.
    expect(order.slice(0, 2)).toEqual([busyIds[0], otherId]);
  }, 180_000);

  it('runs at most SEARCH_MAX_IN_PROGRESS_PER_USER of one user at once; the rest wait, none is refused', async () => {
    const t = await startOnlyApp(apps, env({ SEARCH_WORKER_CONCURRENCY: '3', SEARCH_MAX_IN_PROGRESS_PER_USER: '1' }));
    const { browser } = await signIn(t);
    const ids = [
      await start(browser, 'site reliability engineer'),
      await start(browser, 'data engineer'),
      await start(browser, 'backend developer'),
    ];
    const done = await pollUntil(
      () => runs(ids),
      (rs) => rs.every(finished),
      180_000,
    );
    expect(done.map((r) => r.status)).toEqual(['completed', 'completed', 'completed']);
    for (let i = 1; i < done.length; i++) {
      expect(done[i]!.startedAt!.getTime()).toBeGreaterThanOrEqual(done[i - 1]!.finishedAt!.getTime());
    }
  }, 240_000);
});

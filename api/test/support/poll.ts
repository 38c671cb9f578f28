import type pg from 'pg';

/**
 * Polls `read` until `done` says so, or fails after `timeoutMs` with the last value. The default guards against a
 * hang, not a measure of speed: beside the browser lane on two slow cores a whole search took over 30 s (a fresh-clone
 * CI), so it is 90 s, under the tier's 120 s test timeout.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 90_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting; last value: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}

/**
 * Waits until none of a search's contacts is still `verifying`. A search completes with slow verdicts (a greylisted
 * or tarpitting mail server) still on their way, and they land in the same rows later: a test that reads twice and
 * compares waits for them first, or a verdict landing in between changes what the second read sees.
 */
export async function verdictsSettled(db: pg.ClientBase, searchId: string, timeoutMs = 90_000): Promise<void> {
  await pollUntil(
    async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM job_contacts c JOIN search_results r ON r.job_id = c.job_id
            WHERE r.search_id = $1 AND c.status = 'verifying'`,
          [searchId],
        )
      ).rows[0]!.n,
    (n) => n === 0,
    timeoutMs,
  );
}

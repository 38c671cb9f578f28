import pg from 'pg';

/** The advisory lock key under which processes set up pg-boss's tables and queues one after another. */
const QUEUE_SETUP_LOCK = 'job-assistant:queue-setup';

/**
 * Runs `work` while this process holds the queue-setup advisory lock: a session-level lock on a connection of its
 * own, held while pg-boss works on its pool. Closing the session releases the lock, also when the unlock itself
 * would fail.
 */
export async function withQueueSetupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'job-assistant-queue-setup' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [QUEUE_SETUP_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}

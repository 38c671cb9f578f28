import { afterAll, inject } from 'vitest';
// The one module, not the package's index: a test file need not load every stand-in's server libraries.
import { createTemporaryDatabase } from '@app/sandbox/temporary-database';

let url: string | undefined;

/**
 * Run before every services and integration test file (vitest `setupFiles`): the file gets its own copy of the run's
 * migrated database, dropped (connections and all) after its last test. Whatever a file leaves behind (an app's
 * workers and timers with their own mocked Clock, processes it spawned) can then no longer act on the rows of the
 * files after it, and every file meets the database a new deployment meets: that is how the queue-setup deadlock was
 * found.
 */
export async function openFileDatabase(): Promise<void> {
  const db = await createTemporaryDatabase(
    inject('databaseServerUrl'),
    inject('databaseLabel'),
    inject('databaseTemplate'),
  );
  url = db.url;
  afterAll(() => db.drop());
}

/** This test file's own database. */
export function fileDatabaseUrl(): string {
  if (!url) throw new Error('No test database: api/test/setup-file.ts runs before each services or integration file');
  return url;
}

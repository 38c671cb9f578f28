import { afterAll, inject } from 'vitest';
import { createTemporaryDatabase } from '@app/sandbox';

let url: string | undefined;

/**
 * Run before every integration test file (vitest `setupFiles`): the file gets its own copy of the run's migrated
 * database, dropped after its last test. Files run side by side, and their apps each run workers with their own
 * mocked Clock: on one shared database an outbox worker of one file claimed the due emails of another.
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
  if (!url) throw new Error('No test database: api/test/setup-file.ts runs before each integration test file');
  return url;
}

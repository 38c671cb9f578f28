import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { DataSource } from 'typeorm';
import { createTemporaryDatabase } from '@app/sandbox/temporary-database';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { startEmbeddedPostgres, type RunningDatabase } from '../src/database/embedded-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server, as a URL of its maintenance database (to create and drop databases on). */
    databaseServerUrl: string;
    /** The run's migrated database, which each test file copies (see file-database.ts); nobody connects to it. */
    databaseTemplate: string;
    /** How the copies of this run are named, so the teardown finds any a crashed file left behind. */
    databaseLabel: string;
  }
}

/**
 * One migrated database per run, on DATABASE_URL's server when set (CI), else an embedded PostgreSQL in a temp
 * folder; each test file works on its own copy of it (file-database.ts). Everything is dropped at the end.
 */
export default async function setup(project: TestProject) {
  let embedded: RunningDatabase | undefined;
  let tempDir: string | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-it-'));
    fs.chmodSync(tempDir, 0o755);
    embedded = await startEmbeddedPostgres(tempDir, 0, () => undefined);
    serverUrl = embedded.url;
  }
  const db = await createTemporaryDatabase(serverUrl, 'it');
  const ds = new DataSource({ ...dataSourceOptions(db.url), logging: false });
  await ds.initialize();
  await ds.destroy();
  const label = `itf_${randomBytes(3).toString('hex')}`;
  project.provide('databaseServerUrl', serverUrl);
  project.provide('databaseTemplate', new URL(db.url).pathname.slice(1));
  project.provide('databaseLabel', label);

  return async () => {
    await dropCopies(serverUrl, label);
    await db.drop();
    await embedded?.stop();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}

/** The copies a test file could not drop itself (it crashed, or its worker was stopped). */
async function dropCopies(serverUrl: string, label: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`app_${label}_`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

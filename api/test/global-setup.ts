import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { DataSource } from 'typeorm';
import { createTemporaryDatabase } from '@app/sandbox';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { startEmbeddedPostgres, type RunningDatabase } from '../src/database/embedded-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * One database per run: on DATABASE_URL's server when set (CI), else an embedded PostgreSQL in a temp folder.
 * Migrations run once here; the database is dropped at the end.
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
  project.provide('databaseUrl', db.url);

  return async () => {
    await db.drop();
    await embedded?.stop();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}

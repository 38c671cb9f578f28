import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres.js';

describe('embedded PostgreSQL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-pg-'));
  fs.chmodSync(dataDir, 0o755);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function query(url: string, sql: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }

  it('keeps its data across a stop and a start', async () => {
    const first = await startEmbeddedPostgres(dataDir, 0, () => undefined);
    await query(first.url, 'CREATE TABLE kept (note text)');
    await query(first.url, "INSERT INTO kept VALUES ('survives restarts')");
    await first.stop();

    const second = await startEmbeddedPostgres(dataDir, 0, () => undefined);
    try {
      expect(await query(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'survives restarts' }]);
    } finally {
      await second.stop();
    }
  }, 120_000);
});

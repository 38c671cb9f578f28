import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TemporaryDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A uniquely named database on the PostgreSQL server behind `serverUrl`, for one test run, e2e run or benchmark;
 * `drop()` removes it (closing any connection left open). With `template`, a copy of that database (which nobody
 * may be connected to): migrated once, cloned in a moment.
 */
export async function createTemporaryDatabase(
  serverUrl: string,
  label: string,
  template?: string,
): Promise<TemporaryDatabase> {
  const name = `app_${label}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

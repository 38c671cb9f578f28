import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { fileDatabaseUrl } from './support/file-database.js';

describe('migrations', () => {
  it('have created the tables, and running them again changes nothing', async () => {
    const ds = new DataSource({ ...dataSourceOptions(fileDatabaseUrl()), logging: false });
    await ds.initialize();
    try {
      const tables = await ds.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`);
      expect(tables.map((r: { table_name: string }) => r.table_name)).toEqual(
        expect.arrayContaining(['users', 'sessions', 'migrations']),
      );
      expect(await ds.runMigrations()).toEqual([]);
      expect(await ds.showMigrations()).toBe(false);
    } finally {
      await ds.destroy();
    }
  });
});

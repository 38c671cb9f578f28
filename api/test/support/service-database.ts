import { afterAll } from 'vitest';
import { DataSource } from 'typeorm';
import { Clock } from '../../src/common/clock.js';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { UserEntity } from '../../src/users/user.entity.js';
import { fileDatabaseUrl } from './file-database.js';

export { testConfig } from './test-config.js';

/**
 * The services tier (`*.db-spec.ts`): a room's service is built by hand over its real repositories, on this file's
 * own copy of the migrated template (api/test/setup-file.ts), without booting the app. Closed after the file's last
 * test, before the database is dropped.
 */
export async function serviceDataSource(): Promise<DataSource> {
  // The template is migrated already; a few connections are enough for one file.
  const ds = new DataSource({
    ...dataSourceOptions(fileDatabaseUrl()),
    migrationsRun: false,
    logging: false,
    extra: { max: 4, application_name: 'job-assistant-db-spec' },
  });
  await ds.initialize();
  afterAll(() => ds.destroy());
  return ds;
}

/** A Clock that stands where the test puts it (rooms that inject Clock read the time from it). */
export class FrozenClock extends Clock {
  constructor(private at = new Date('2026-03-02T10:00:00Z')) {
    super();
  }

  override now(): Date {
    return new Date(this.at);
  }

  advance(ms: number): void {
    this.at = new Date(this.at.getTime() + ms);
  }
}

let users = 0;
/** A user row as sign-in leaves one (a unique email unless given). */
export async function insertUser(ds: DataSource, fields: Partial<UserEntity> = {}): Promise<UserEntity> {
  users += 1;
  const repo = ds.getRepository(UserEntity);
  return repo.save(repo.create({ email: `user.${users}@example.com`, ...fields }));
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateRateLimits1795502374032 implements MigrationInterface {
  name = 'CreateRateLimits1795502374032';

  async up(q: QueryRunner): Promise<void> {
    // Per-user budgets of costly calls, in rate-limiter-flexible's layout: key `<budget>:<user id>`, calls counted in
    // the current window, and when the window ends (epoch milliseconds). One row per user and budget, reused.
    await q.query(`
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limits`);
  }
}

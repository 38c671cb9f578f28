import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSiteBudgets1795502197807 implements MigrationInterface {
  name = 'CreateSiteBudgets1795502197807';

  async up(q: QueryRunner): Promise<void> {
    // One row per (site, egress): the request budget every API and worker process shares (jobs-site/site-budget.ts).
    // Instants are milliseconds since the epoch on the database's clock, so processes on machines whose clocks
    // disagree still agree on the schedule. `next_at` is the next free slot (GCRA's theoretical arrival time).
    await q.query(`
      CREATE TABLE site_budgets (
        key text PRIMARY KEY,
        rate double precision NOT NULL,
        rate_at double precision NOT NULL,
        next_at double precision NOT NULL DEFAULT 0,
        resting_until double precision NOT NULL DEFAULT 0,
        halved_at double precision NOT NULL DEFAULT 0,
        strikes integer NOT NULL DEFAULT 0
      )`);
    // A search waiting on the site's limits says until when (its progress shows "continuing at about …").
    await q.query(`ALTER TABLE search_requests ADD COLUMN site_wait_until timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE search_requests DROP COLUMN site_wait_until`);
    await q.query(`DROP TABLE site_budgets`);
  }
}

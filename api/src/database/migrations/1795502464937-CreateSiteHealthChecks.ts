import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSiteHealthChecks1795502464937 implements MigrationInterface {
  name = 'CreateSiteHealthChecks1795502464937';

  async up(q: QueryRunner): Promise<void> {
    // One row per canary run: the fixed query read through the real client, and per page kind what the parsers
    // understood and which strategy answered each field (pages: SitePageYield[] of @app/types). No personal data.
    await q.query(`
      CREATE TABLE site_health_checks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        started_at timestamptz NOT NULL,
        finished_at timestamptz NOT NULL,
        keywords varchar(200) NOT NULL,
        location varchar(200) NOT NULL,
        status varchar(20) NOT NULL CHECK (status IN ('healthy', 'degraded', 'failing', 'unreachable')),
        message text,
        pages jsonb NOT NULL DEFAULT '[]'
      )`);
    await q.query(`CREATE INDEX site_health_checks_started_idx ON site_health_checks (started_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE site_health_checks`);
  }
}

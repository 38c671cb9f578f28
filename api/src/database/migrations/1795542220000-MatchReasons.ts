import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MatchReasons1795542220000 implements MigrationInterface {
  name = 'MatchReasons1795542220000';

  async up(q: QueryRunner): Promise<void> {
    // The match score's reasons (skills, seniority, title, place), strongest first, kept with the score they explain
    // so a result shows the reasons it was scored with. Older results have none.
    await q.query(`ALTER TABLE search_results ADD COLUMN match_reasons jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE search_results DROP COLUMN match_reasons`);
  }
}

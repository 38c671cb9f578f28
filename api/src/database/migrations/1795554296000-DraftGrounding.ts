import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DraftGrounding1795554296000 implements MigrationInterface {
  name = 'DraftGrounding1795554296000';

  async up(q: QueryRunner): Promise<void> {
    // An Apply to All draft keeps its grounding report (evidence and unbacked claims with their offsets) and the
    // generation request it was written from, so the review page re-checks edits against the same sources.
    await q.query(`ALTER TABLE outreach_drafts ADD COLUMN grounding jsonb`);
    await q.query(`ALTER TABLE outreach_drafts ADD COLUMN request jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outreach_drafts DROP COLUMN request`);
    await q.query(`ALTER TABLE outreach_drafts DROP COLUMN grounding`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ResumableDraftBatches1795554295000 implements MigrationInterface {
  name = 'ResumableDraftBatches1795554295000';

  async up(q: QueryRunner): Promise<void> {
    // Apply to All batches are resumed: Applications lists the open ones by what was searched, and starting a new
    // batch from the same search closes the open one (`closed_at`).
    await q.query(`ALTER TABLE outreach_draft_batches ADD COLUMN search_label varchar(420) NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE outreach_draft_batches ADD COLUMN closed_at timestamptz`);
    await q.query(`
      UPDATE outreach_draft_batches b
         SET search_label = concat_ws(' ', nullif(s.keyword, ''), nullif(trim(split_part(s.location, ',', 1)), ''))
        FROM search_requests s
       WHERE s.id = b.search_id`);
    await q.query(`
      CREATE INDEX outreach_draft_batches_open_idx ON outreach_draft_batches (user_id, search_id)
        WHERE closed_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX outreach_draft_batches_open_idx`);
    await q.query(`ALTER TABLE outreach_draft_batches DROP COLUMN closed_at`);
    await q.query(`ALTER TABLE outreach_draft_batches DROP COLUMN search_label`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StreamedResultsAndRechecks1795510000000 implements MigrationInterface {
  name = 'StreamedResultsAndRechecks1795510000000';

  async up(q: QueryRunner): Promise<void> {
    // Where the listing goes on: the next `start` to read (a search reads listing pages only while it needs cards);
    // null once the listing ended. A resumed run, or an identical search within the hour, continues from there.
    await q.query(`ALTER TABLE search_requests ADD COLUMN listing_next_start integer`);
    // A mail domain whose verdicts are still coming (greylisting, a slow server): its contacts show `verifying` until
    // a worker asks again. `due_at` is when it may be taken; a taker pushes it a lease ahead (`claimed_by`), so a
    // worker that dies with it leaves it due again.
    await q.query(`
      CREATE TABLE contact_rechecks (
        domain varchar(255) PRIMARY KEY,
        due_at timestamptz NOT NULL,
        attempts smallint NOT NULL DEFAULT 0,
        probe varchar(320),
        claimed_by varchar(100),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX contact_rechecks_due_idx ON contact_rechecks (due_at)`);
    await q.query(`CREATE INDEX job_contacts_verifying_idx ON job_contacts (mail_domain) WHERE status = 'verifying'`);
    // An address the posting itself publishes is a contact of its own kind (public, like the poster).
    await q.query(`ALTER TABLE job_contacts DROP CONSTRAINT job_contacts_source_check`);
    await q.query(`ALTER TABLE job_contacts ADD CONSTRAINT job_contacts_source_check
      CHECK (source IN ('poster', 'posting', 'provider', 'role', 'none'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE job_contacts SET source = 'role' WHERE source = 'posting'`);
    await q.query(`ALTER TABLE job_contacts DROP CONSTRAINT job_contacts_source_check`);
    await q.query(`ALTER TABLE job_contacts ADD CONSTRAINT job_contacts_source_check
      CHECK (source IN ('poster', 'provider', 'role', 'none'))`);
    await q.query(`UPDATE job_contacts SET status = 'unknown' WHERE status = 'verifying'`);
    await q.query(`DROP INDEX job_contacts_verifying_idx`);
    await q.query(`DROP TABLE contact_rechecks`);
    await q.query(`ALTER TABLE search_requests DROP COLUMN listing_next_start`);
  }
}

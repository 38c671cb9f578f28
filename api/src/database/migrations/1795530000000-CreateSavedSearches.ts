import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSavedSearches1795530000000 implements MigrationInterface {
  name = 'CreateSavedSearches1795530000000';

  async up(q: QueryRunner): Promise<void> {
    // A search the user keeps: run every morning (their timezone); its latest run and what that run found new.
    await q.query(`
      CREATE TABLE saved_searches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        keyword varchar(200) NOT NULL,
        location varchar(200) NOT NULL,
        work_type smallint,
        linkedin_url text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_run_at timestamptz,
        last_search_id uuid REFERENCES search_requests (id) ON DELETE SET NULL,
        settled_search_id uuid,
        last_settled_at timestamptz,
        new_jobs_search_id uuid,
        new_jobs integer NOT NULL DEFAULT 0,
        seen_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX saved_searches_user_url_key ON saved_searches (user_id, linkedin_url)`);
    // Every job a saved search has ever found, and the run that found it first: a later run's job missing here is new.
    await q.query(`
      CREATE TABLE saved_search_jobs (
        saved_search_id uuid NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
        job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        first_search_id uuid REFERENCES search_requests (id) ON DELETE SET NULL,
        first_seen_at timestamptz NOT NULL,
        notified_at timestamptz,
        PRIMARY KEY (saved_search_id, job_id)
      )`);
    await q.query(
      `CREATE INDEX saved_search_jobs_unnotified_idx ON saved_search_jobs (saved_search_id) WHERE notified_at IS NULL`,
    );
    await q.query(
      `ALTER TABLE search_requests ADD COLUMN saved_search_id uuid REFERENCES saved_searches (id) ON DELETE SET NULL`,
    );
    await q.query(`CREATE INDEX search_requests_saved_search_idx ON search_requests (saved_search_id)`);
    // One digest a day per user (their local date), written before it is sent: a retry or a crash never sends two.
    await q.query(`
      CREATE TABLE notification_digests (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        local_date date NOT NULL,
        status varchar(10) NOT NULL CONSTRAINT notification_digests_status_check
          CHECK (status IN ('sending', 'sent', 'failed')),
        jobs integer NOT NULL,
        message_id varchar(998),
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        PRIMARY KEY (user_id, local_date)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification_digests`);
    await q.query(`DROP INDEX search_requests_saved_search_idx`);
    await q.query(`ALTER TABLE search_requests DROP COLUMN saved_search_id`);
    await q.query(`DROP TABLE saved_search_jobs`);
    await q.query(`DROP TABLE saved_searches`);
  }
}

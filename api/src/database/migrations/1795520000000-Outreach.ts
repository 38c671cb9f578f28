import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Outreach1795520000000 implements MigrationInterface {
  name = 'Outreach1795520000000';

  async up(q: QueryRunner): Promise<void> {
    // The outbox lives in the same rows as every send, so a scheduled email is claimed, sent and swept ('unknown')
    // by the same rules: 'scheduled' waits for send_at, 'cancelled' never goes.
    await q.query(`ALTER TABLE email_applications DROP CONSTRAINT email_applications_status_check`);
    await q.query(`
      ALTER TABLE email_applications ADD CONSTRAINT email_applications_status_check
        CHECK (status IN ('scheduled', 'sending', 'sent', 'failed', 'unknown', 'cancelled'))`);
    await q.query(`
      ALTER TABLE email_applications
        ADD COLUMN send_at timestamptz,
        ADD COLUMN attach_resume boolean NOT NULL DEFAULT false,
        ADD COLUMN follow_up_of uuid REFERENCES email_applications (id) ON DELETE CASCADE,
        ADD COLUMN follow_up_number smallint,
        ADD COLUMN message_id varchar(998),
        ADD COLUMN thread_id varchar(100),
        ADD COLUMN reply_detected_at timestamptz,
        ADD CONSTRAINT email_applications_follow_up_check
          CHECK ((follow_up_of IS NULL) = (follow_up_number IS NULL))`);
    // The dispatcher's question: which scheduled emails are due.
    await q.query(`CREATE INDEX email_applications_due_idx ON email_applications (send_at) WHERE status = 'scheduled'`);
    // A mailbox's pace: its sends (and claims) by time.
    await q.query(
      `CREATE INDEX email_applications_account_attempt_idx ON email_applications (mail_account_id, attempted_at)`,
    );
    await q.query(`CREATE INDEX email_applications_follow_up_idx ON email_applications (follow_up_of)`);
    // One follow-up of each number per thread: the automatic and the explicit one cannot both be scheduled.
    await q.query(`
      CREATE UNIQUE INDEX email_applications_follow_up_number_key ON email_applications (follow_up_of, follow_up_number)
        WHERE status NOT IN ('cancelled', 'failed')`);

    await q.query(`ALTER TABLE user_settings ADD COLUMN outreach jsonb NOT NULL DEFAULT '{}'`);

    // Reply detection: an SMTP mailbox's IMAP inbox (password sealed like the SMTP one), or Gmail's headers scope.
    await q.query(`
      ALTER TABLE mail_accounts
        ADD COLUMN imap_host varchar(255),
        ADD COLUMN imap_port integer,
        ADD COLUMN imap_secure boolean,
        ADD COLUMN imap_username varchar(320),
        ADD COLUMN imap_secret_ciphertext text,
        ADD COLUMN gmail_metadata boolean NOT NULL DEFAULT false,
        ADD COLUMN replies_checked_at timestamptz`);

    // Apply to All: a review list drafted one by one in the background.
    await q.query(`
      CREATE TABLE outreach_draft_batches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        search_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX outreach_draft_batches_user_idx ON outreach_draft_batches (user_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE outreach_drafts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        batch_id uuid NOT NULL REFERENCES outreach_draft_batches (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        position integer NOT NULL,
        site_job_id varchar(40) NOT NULL,
        job_title varchar(300) NOT NULL,
        company_name varchar(300) NOT NULL,
        recipient varchar(320) NOT NULL,
        job_url varchar(2048),
        company_website varchar(2048),
        status varchar(10) NOT NULL CONSTRAINT outreach_drafts_status_check
          CHECK (status IN ('pending', 'ready', 'failed', 'skipped', 'approved')),
        subject varchar(998),
        body text,
        warnings jsonb NOT NULL DEFAULT '[]',
        generator varchar(10),
        error text,
        application_id uuid REFERENCES email_applications (id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX outreach_drafts_batch_idx ON outreach_drafts (batch_id, position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE outreach_drafts`);
    await q.query(`DROP TABLE outreach_draft_batches`);
    await q.query(`
      ALTER TABLE mail_accounts
        DROP COLUMN imap_host, DROP COLUMN imap_port, DROP COLUMN imap_secure, DROP COLUMN imap_username,
        DROP COLUMN imap_secret_ciphertext, DROP COLUMN gmail_metadata, DROP COLUMN replies_checked_at`);
    await q.query(`ALTER TABLE user_settings DROP COLUMN outreach`);
    await q.query(`DROP INDEX email_applications_follow_up_number_key`);
    await q.query(`DROP INDEX email_applications_follow_up_idx`);
    await q.query(`DROP INDEX email_applications_account_attempt_idx`);
    await q.query(`DROP INDEX email_applications_due_idx`);
    await q.query(
      `DELETE FROM email_applications WHERE status IN ('scheduled', 'cancelled') OR follow_up_of IS NOT NULL`,
    );
    await q.query(`
      ALTER TABLE email_applications
        DROP CONSTRAINT email_applications_follow_up_check,
        DROP COLUMN send_at, DROP COLUMN attach_resume, DROP COLUMN follow_up_of, DROP COLUMN follow_up_number,
        DROP COLUMN message_id, DROP COLUMN thread_id, DROP COLUMN reply_detected_at`);
    await q.query(`ALTER TABLE email_applications DROP CONSTRAINT email_applications_status_check`);
    await q.query(`
      ALTER TABLE email_applications ADD CONSTRAINT email_applications_status_check
        CHECK (status IN ('sending', 'sent', 'failed', 'unknown'))`);
  }
}

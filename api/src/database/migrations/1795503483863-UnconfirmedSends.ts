import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UnconfirmedSends1795503483863 implements MigrationInterface {
  name = 'UnconfirmedSends1795503483863';

  async up(q: QueryRunner): Promise<void> {
    // 'unknown': the app stopped while sending (a crash after the row was written 'sending'); the user says what
    // happened. attempted_at is when the current attempt began (a failed row retried with its key begins again).
    await q.query(`ALTER TABLE email_applications DROP CONSTRAINT email_applications_status_check`);
    await q.query(`
      ALTER TABLE email_applications ADD CONSTRAINT email_applications_status_check
        CHECK (status IN ('sending', 'sent', 'failed', 'unknown'))`);
    await q.query(`ALTER TABLE email_applications ADD COLUMN attempted_at timestamptz`);
    await q.query(`UPDATE email_applications SET attempted_at = created_at`);
    await q.query(`ALTER TABLE email_applications ALTER COLUMN attempted_at SET NOT NULL`);
    await q.query(`ALTER TABLE email_applications ALTER COLUMN attempted_at SET DEFAULT now()`);
    // The sweeper's question: which sends have been on their way for too long.
    await q.query(
      `CREATE INDEX email_applications_sending_idx ON email_applications (attempted_at) WHERE status = 'sending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX email_applications_sending_idx`);
    await q.query(`ALTER TABLE email_applications DROP COLUMN attempted_at`);
    await q.query(`UPDATE email_applications SET status = 'failed' WHERE status = 'unknown'`);
    await q.query(`ALTER TABLE email_applications DROP CONSTRAINT email_applications_status_check`);
    await q.query(`
      ALTER TABLE email_applications ADD CONSTRAINT email_applications_status_check
        CHECK (status IN ('sending', 'sent', 'failed'))`);
  }
}

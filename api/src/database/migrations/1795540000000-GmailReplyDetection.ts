import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GmailReplyDetection1795540000000 implements MigrationInterface {
  name = 'GmailReplyDetection1795540000000';

  async up(q: QueryRunner): Promise<void> {
    // The headers-only Gmail grant (gmail.metadata, added by incremental authorization) is kept apart from the
    // send-only one, sealed the same way, so turning reply detection off forgets it and sending goes on unchanged.
    // reply_detection_problem says in a sentence why detection stopped by itself (Google withdrew the grant).
    await q.query(`
      ALTER TABLE mail_accounts
        ADD COLUMN gmail_metadata_ciphertext text,
        ADD COLUMN reply_detection_problem varchar(500),
        ADD CONSTRAINT mail_accounts_gmail_metadata_check
          CHECK (NOT gmail_metadata OR (provider = 'gmail' AND gmail_metadata_ciphertext IS NOT NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE mail_accounts
        DROP CONSTRAINT mail_accounts_gmail_metadata_check,
        DROP COLUMN reply_detection_problem,
        DROP COLUMN gmail_metadata_ciphertext`);
  }
}

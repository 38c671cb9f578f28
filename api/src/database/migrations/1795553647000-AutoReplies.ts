import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AutoReplies1795553647000 implements MigrationInterface {
  name = 'AutoReplies1795553647000';

  async up(q: QueryRunner): Promise<void> {
    // An automatic reply (out of office) seen in the mailbox: shown on the application ("auto-reply: away until …"),
    // never taken for the person's answer.
    await q.query(`ALTER TABLE email_applications ADD COLUMN auto_reply varchar(100)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE email_applications DROP COLUMN auto_reply`);
  }
}

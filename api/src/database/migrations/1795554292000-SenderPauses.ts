import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SenderPauses1795554292000 implements MigrationInterface {
  name = 'SenderPauses1795554292000';

  async up(q: QueryRunner): Promise<void> {
    // Sender protection: an address whose hard bounces reach 3 of its last 20 emails (or 5 of 100) stops sending
    // until the user resumes it. Kept on every account row of the address (they share one pace); bounces count from
    // the last resume.
    await q.query(`
      ALTER TABLE mail_accounts
        ADD COLUMN sending_paused_at timestamptz,
        ADD COLUMN sending_pause_reason varchar(200),
        ADD COLUMN sending_resumed_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE mail_accounts
        DROP COLUMN sending_paused_at, DROP COLUMN sending_pause_reason, DROP COLUMN sending_resumed_at`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Bounces1795554291000 implements MigrationInterface {
  name = 'Bounces1795554291000';

  async up(q: QueryRunner): Promise<void> {
    // A hard bounce makes an application 'bounced' (it left, but never arrived); `bounce` says what the report said
    // ("bounced: 5.1.1", or a soft bounce's "delivery delayed: 4.2.2" on an application still 'sent').
    await q.query(`ALTER TABLE email_applications DROP CONSTRAINT email_applications_status_check`);
    await q.query(`
      ALTER TABLE email_applications ADD CONSTRAINT email_applications_status_check
        CHECK (status IN ('scheduled', 'sending', 'sent', 'failed', 'unknown', 'cancelled', 'bounced'))`);
    await q.query(`ALTER TABLE email_applications ADD COLUMN bounce varchar(100)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE email_applications SET status = 'sent' WHERE status = 'bounced'`);
    await q.query(`ALTER TABLE email_applications DROP COLUMN bounce`);
    await q.query(`ALTER TABLE email_applications DROP CONSTRAINT email_applications_status_check`);
    await q.query(`
      ALTER TABLE email_applications ADD CONSTRAINT email_applications_status_check
        CHECK (status IN ('scheduled', 'sending', 'sent', 'failed', 'unknown', 'cancelled'))`);
  }
}

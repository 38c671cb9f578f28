import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RecipientClock1795554293000 implements MigrationInterface {
  name = 'RecipientClock1795554293000';

  async up(q: QueryRunner): Promise<void> {
    // An outbox email's recipient's zone and place (from the job's location; null when unknown), and whether it goes
    // in their working hours alone because the user's sending hours never meet them.
    await q.query(`ALTER TABLE email_applications ADD COLUMN recipient_time_zone varchar(64)`);
    await q.query(`ALTER TABLE email_applications ADD COLUMN recipient_place varchar(100)`);
    await q.query(`ALTER TABLE email_applications ADD COLUMN recipient_hours_only boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE email_applications DROP COLUMN recipient_hours_only`);
    await q.query(`ALTER TABLE email_applications DROP COLUMN recipient_place`);
    await q.query(`ALTER TABLE email_applications DROP COLUMN recipient_time_zone`);
  }
}

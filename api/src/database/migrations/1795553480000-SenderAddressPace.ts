import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SenderAddressPace1795553480000 implements MigrationInterface {
  name = 'SenderAddressPace1795553480000';

  async up(q: QueryRunner): Promise<void> {
    // The daily limit and spacing count by sending address (every user and account sending from it), not by
    // account row: the pace queries look rows up by lower(from_address) and time.
    await q.query(
      `CREATE INDEX email_applications_sender_attempt_idx ON email_applications (lower(from_address), attempted_at)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX email_applications_sender_attempt_idx`);
  }
}

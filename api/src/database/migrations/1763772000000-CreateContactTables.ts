import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateContactTables1763772000000 implements MigrationInterface {
  name = 'CreateContactTables1763772000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_domains (
        domain varchar(255) PRIMARY KEY,
        mx_hosts jsonb NOT NULL DEFAULT '[]',
        has_mail_server boolean NOT NULL,
        accepts_all boolean,
        email_pattern varchar(40),
        checked_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE email_checks (
        address varchar(320) PRIMARY KEY,
        status varchar(16) NOT NULL CONSTRAINT email_checks_status_check
          CHECK (status IN ('valid', 'catch-all', 'invalid', 'unknown', 'error')),
        reason text NOT NULL,
        disposable boolean NOT NULL DEFAULT false,
        role boolean NOT NULL DEFAULT false,
        mx_host varchar(255),
        checked_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE job_contacts (
        job_id uuid PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
        source varchar(10) NOT NULL CONSTRAINT job_contacts_source_check
          CHECK (source IN ('poster', 'provider', 'role', 'none')),
        name varchar(200),
        title varchar(300),
        title_class varchar(20),
        email varchar(320),
        status varchar(16),
        mail_domain varchar(255),
        found_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX job_contacts_mail_domain_idx ON job_contacts (mail_domain)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE job_contacts`);
    await q.query(`DROP TABLE email_checks`);
    await q.query(`DROP TABLE mail_domains`);
  }
}

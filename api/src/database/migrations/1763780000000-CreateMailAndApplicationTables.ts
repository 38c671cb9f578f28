import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMailAndApplicationTables1763780000000 implements MigrationInterface {
  name = 'CreateMailAndApplicationTables1763780000000';

  async up(q: QueryRunner): Promise<void> {
    // A mailbox the user sends from. Secrets (Gmail tokens, SMTP password) only as AES-256-GCM ciphertext.
    await q.query(`
      CREATE TABLE mail_accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        provider varchar(10) NOT NULL CONSTRAINT mail_accounts_provider_check CHECK (provider IN ('gmail', 'smtp')),
        email_address varchar(320) NOT NULL,
        is_default boolean NOT NULL DEFAULT false,
        needs_reauth boolean NOT NULL DEFAULT false,
        secret_ciphertext text NOT NULL,
        smtp_host varchar(255),
        smtp_port integer,
        smtp_secure boolean,
        smtp_username varchar(320),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX mail_accounts_user_provider_address_key ON mail_accounts (user_id, provider, lower(email_address))`,
    );
    await q.query(`CREATE UNIQUE INDEX mail_accounts_one_default_key ON mail_accounts (user_id) WHERE is_default`);

    // Every email sent, as it left. A row is written 'sending' before the provider is called: the unique
    // idempotency key is what makes a retry or double click never send twice.
    await q.query(`
      CREATE TABLE email_applications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        mail_account_id uuid REFERENCES mail_accounts (id) ON DELETE SET NULL,
        idempotency_key varchar(100),
        status varchar(10) NOT NULL CONSTRAINT email_applications_status_check
          CHECK (status IN ('sending', 'sent', 'failed')),
        job_title varchar(300) NOT NULL,
        company_name varchar(300) NOT NULL,
        company_email varchar(320) NOT NULL,
        email_subject varchar(998) NOT NULL,
        email_body text,
        job_url varchar(2048),
        company_website varchar(2048),
        provider varchar(10) NOT NULL CONSTRAINT email_applications_provider_check CHECK (provider IN ('gmail', 'smtp')),
        from_address varchar(320) NOT NULL,
        provider_message_id varchar(998),
        error text,
        sent_at timestamptz,
        outcome varchar(10) CONSTRAINT email_applications_outcome_check
          CHECK (outcome IN ('replied', 'interview', 'rejected')),
        outcome_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX email_applications_idempotency_key ON email_applications (user_id, idempotency_key)`,
    );
    await q.query(`CREATE INDEX email_applications_user_sent_idx ON email_applications (user_id, sent_at DESC)`);
    await q.query(
      `CREATE INDEX email_applications_user_recipient_idx ON email_applications (user_id, lower(company_email))`,
    );
    await q.query(`CREATE INDEX email_applications_user_job_idx ON email_applications (user_id, job_url)`);

    await q.query(`
      CREATE TABLE user_settings (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        language varchar(5) NOT NULL DEFAULT 'en',
        timezone varchar(64) NOT NULL DEFAULT 'America/New_York',
        notifications jsonb NOT NULL DEFAULT '{}',
        privacy jsonb NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_settings`);
    await q.query(`DROP TABLE email_applications`);
    await q.query(`DROP TABLE mail_accounts`);
  }
}

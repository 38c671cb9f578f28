import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsersAndSessions1763766000000 implements MigrationInterface {
  name = 'CreateUsersAndSessions1763766000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(320) NOT NULL,
        oidc_issuer varchar(512),
        oidc_subject varchar(255),
        first_name varchar(100),
        last_name varchar(100),
        profile_image_url varchar(2048),
        role varchar(16) NOT NULL DEFAULT 'user' CONSTRAINT users_role_check CHECK (role IN ('user', 'staff')),
        terms_accepted_at timestamptz,
        last_sign_in_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);
    await q.query(`CREATE UNIQUE INDEX users_oidc_identity_key ON users (oidc_issuer, oidc_subject)`);

    // Server-side sessions in the shape connect-pg-simple reads and writes.
    await q.query(`
      CREATE TABLE sessions (
        sid varchar PRIMARY KEY,
        sess json NOT NULL,
        expire timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX sessions_expire_idx ON sessions (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP TABLE users`);
  }
}

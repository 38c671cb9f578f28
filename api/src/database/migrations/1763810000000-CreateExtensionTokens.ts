import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateExtensionTokens1763810000000 implements MigrationInterface {
  name = 'CreateExtensionTokens1763810000000';

  async up(q: QueryRunner): Promise<void> {
    // The browser extension's device tokens: only the SHA-256 of the secret is kept, so a copy of the database
    // signs nobody in. Deleting the account deletes them; revoking deletes the row.
    await q.query(`
      CREATE TABLE extension_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash varchar(64) NOT NULL UNIQUE,
        label varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await q.query(`CREATE INDEX extension_tokens_user_idx ON extension_tokens (user_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE extension_tokens`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateResumes1763771000000 implements MigrationInterface {
  name = 'CreateResumes1763771000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE resumes (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        text text NOT NULL,
        file_name varchar(255) NOT NULL,
        mime_type varchar(100) NOT NULL,
        file_data bytea NOT NULL,
        size_bytes integer NOT NULL,
        uploaded_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE resumes`);
  }
}

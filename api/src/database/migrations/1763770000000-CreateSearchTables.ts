import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSearchTables1763770000000 implements MigrationInterface {
  name = 'CreateSearchTables1763770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE companies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug varchar(255) NOT NULL,
        name varchar(300) NOT NULL,
        logo text, tagline text, description text,
        industry varchar(200), size varchar(100), headquarters varchar(300), founded varchar(50),
        specialties jsonb NOT NULL DEFAULT '[]',
        website text,
        organization_type varchar(100),
        employee_count integer,
        found boolean NOT NULL DEFAULT true,
        fetched_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX companies_slug_key ON companies (slug)`);

    await q.query(`
      CREATE TABLE jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        site_job_id varchar(40) NOT NULL,
        title varchar(500) NOT NULL,
        company_name varchar(300), company_slug varchar(255), company_logo text, company_linkedin_url text,
        location varchar(300), posted_date date, salary varchar(300),
        description text,
        experience_level varchar(100), employment_type varchar(100), job_function varchar(200), industries varchar(300),
        link text NOT NULL, apply_url text,
        poster_name varchar(200), poster_title varchar(300), poster_linkedin_url text, poster_image_url text,
        detail_fetched_at timestamptz,
        removed boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX jobs_site_job_id_key ON jobs (site_job_id)`);
    await q.query(`CREATE INDEX jobs_company_slug_idx ON jobs (company_slug)`);

    await q.query(`
      CREATE TABLE search_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status varchar(16) NOT NULL DEFAULT 'pending' CONSTRAINT search_requests_status_check
          CHECK (status IN ('pending', 'processing', 'filtering', 'enriching', 'completed', 'failed', 'cancelled')),
        linkedin_url text NOT NULL,
        keyword varchar(200) NOT NULL,
        location varchar(200) NOT NULL,
        geo_id varchar(40),
        work_type smallint,
        time_range varchar(20),
        job_count integer NOT NULL,
        resume_text text,
        listing_job_ids jsonb,
        listing_pages integer NOT NULL DEFAULT 0,
        cards_found integer NOT NULL DEFAULT 0,
        details_fetched integer NOT NULL DEFAULT 0,
        details_total integer NOT NULL DEFAULT 0,
        companies_fetched integer NOT NULL DEFAULT 0,
        jobs_kept integer NOT NULL DEFAULT 0,
        requests_made integer NOT NULL DEFAULT 0,
        progress_percent smallint NOT NULL DEFAULT 0,
        error_message text,
        attempts smallint NOT NULL DEFAULT 0,
        worker_id varchar(100),
        heartbeat_at timestamptz,
        started_at timestamptz,
        finished_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX search_requests_user_created_idx ON search_requests (user_id, created_at)`);
    await q.query(`CREATE INDEX search_requests_in_progress_idx ON search_requests (heartbeat_at)
      WHERE status IN ('pending', 'processing', 'filtering', 'enriching')`);

    await q.query(`
      CREATE TABLE search_results (
        search_id uuid NOT NULL REFERENCES search_requests (id) ON DELETE CASCADE,
        job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        rank integer NOT NULL,
        match_score smallint,
        matched_skills jsonb NOT NULL DEFAULT '[]',
        missing_skills jsonb NOT NULL DEFAULT '[]',
        PRIMARY KEY (search_id, job_id)
      )`);
    await q.query(`CREATE INDEX search_results_search_rank_idx ON search_results (search_id, rank)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE search_results`);
    await q.query(`DROP TABLE search_requests`);
    await q.query(`DROP TABLE jobs`);
    await q.query(`DROP TABLE companies`);
  }
}

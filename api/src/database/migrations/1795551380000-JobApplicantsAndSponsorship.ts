import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobApplicantsAndSponsorship1795551380000 implements MigrationInterface {
  name = 'JobApplicantsAndSponsorship1795551380000';

  async up(q: QueryRunner): Promise<void> {
    // What the job page says: how many applied (a number and whether it is exact, a floor, or "be among the first
    // N"), and whether the description offers visa sponsorship or says there is none. Rows read before stay null
    // until their page is read again.
    await q.query(`
      ALTER TABLE jobs
        ADD COLUMN applicants_count integer CHECK (applicants_count >= 0),
        ADD COLUMN applicants_qualifier varchar(20) CHECK (applicants_qualifier IN ('exact', 'over', 'among-first')),
        ADD COLUMN visa_sponsorship varchar(20) CHECK (visa_sponsorship IN ('offered', 'not-offered')),
        ADD CONSTRAINT jobs_applicants_check CHECK ((applicants_count IS NULL) = (applicants_qualifier IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE jobs
        DROP CONSTRAINT jobs_applicants_check,
        DROP COLUMN visa_sponsorship,
        DROP COLUMN applicants_qualifier,
        DROP COLUMN applicants_count`);
  }
}

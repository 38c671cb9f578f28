import type { ApplicantQualifier, VisaSponsorship } from '@app/types';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A job posting of the networking site, stored once and shared by every search that finds it. The jobs room owns
 * the table: search writes the postings it reads, enrichment lands a domain's late verdicts on them.
 */
@Entity({ name: 'jobs' })
export class JobEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('jobs_site_job_id_key', { unique: true })
  @Column({ name: 'site_job_id', type: 'varchar', length: 40 })
  siteJobId!: string;

  @Column({ type: 'varchar', length: 500 }) title!: string;
  @Column({ name: 'company_name', type: 'varchar', length: 300, nullable: true }) companyName!: string | null;
  @Column({ name: 'company_slug', type: 'varchar', length: 255, nullable: true }) companySlug!: string | null;
  @Column({ name: 'company_logo', type: 'text', nullable: true }) companyLogo!: string | null;
  @Column({ name: 'company_linkedin_url', type: 'text', nullable: true }) companyLinkedinUrl!: string | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) location!: string | null;
  @Column({ name: 'posted_date', type: 'date', nullable: true }) postedDate!: string | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) salary!: string | null;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @Column({ name: 'experience_level', type: 'varchar', length: 100, nullable: true }) experienceLevel!: string | null;
  @Column({ name: 'employment_type', type: 'varchar', length: 100, nullable: true }) employmentType!: string | null;
  @Column({ name: 'job_function', type: 'varchar', length: 200, nullable: true }) jobFunction!: string | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) industries!: string | null;
  /** How many applied when the page was read: a number and whether it is exact, a floor or "among the first". */
  @Column({ name: 'applicants_count', type: 'integer', nullable: true }) applicantsCount!: number | null;
  @Column({ name: 'applicants_qualifier', type: 'varchar', length: 20, nullable: true })
  applicantsQualifier!: ApplicantQualifier | null;
  @Column({ name: 'visa_sponsorship', type: 'varchar', length: 20, nullable: true })
  visaSponsorship!: VisaSponsorship | null;
  @Column({ type: 'text' }) link!: string;
  @Column({ name: 'apply_url', type: 'text', nullable: true }) applyUrl!: string | null;
  @Column({ name: 'poster_name', type: 'varchar', length: 200, nullable: true }) posterName!: string | null;
  @Column({ name: 'poster_title', type: 'varchar', length: 300, nullable: true }) posterTitle!: string | null;
  @Column({ name: 'poster_linkedin_url', type: 'text', nullable: true }) posterLinkedinUrl!: string | null;
  @Column({ name: 'poster_image_url', type: 'text', nullable: true }) posterImageUrl!: string | null;

  /** When the job page itself was read; null while only the listing card is known. */
  @Column({ name: 'detail_fetched_at', type: 'timestamptz', nullable: true })
  detailFetchedAt!: Date | null;

  /** The site answered 404: the posting is gone. */
  @Column({ type: 'boolean', default: false })
  removed!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

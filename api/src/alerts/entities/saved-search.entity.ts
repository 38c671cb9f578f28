import type { WorkType } from '@app/types';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A search the user keeps. It runs every morning in their timezone (or when they ask); each run is an ordinary search
 * (`search_requests.saved_search_id`), and once it ends its jobs are compared with every earlier run's
 * (saved_search_jobs): those never found before are new.
 */
@Entity({ name: 'saved_searches' })
@Index('saved_searches_user_url_key', ['userId', 'linkedinUrl'], { unique: true })
export class SavedSearchEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'varchar', length: 200 }) keyword!: string;
  @Column({ type: 'varchar', length: 200 }) location!: string;
  @Column({ name: 'work_type', type: 'smallint', nullable: true }) workType!: WorkType | null;
  @Column({ name: 'linkedin_url', type: 'text' }) linkedinUrl!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  /** When the latest run started. */
  @Column({ name: 'last_run_at', type: 'timestamptz', nullable: true }) lastRunAt!: Date | null;
  @Column({ name: 'last_search_id', type: 'uuid', nullable: true }) lastSearchId!: string | null;
  /** The latest run whose end was taken in (its jobs compared when it completed). */
  @Column({ name: 'settled_search_id', type: 'uuid', nullable: true }) settledSearchId!: string | null;
  @Column({ name: 'last_settled_at', type: 'timestamptz', nullable: true }) lastSettledAt!: Date | null;
  /** The latest completed run, and how many of its jobs no earlier run had found. */
  @Column({ name: 'new_jobs_search_id', type: 'uuid', nullable: true }) newJobsSearchId!: string | null;
  @Column({ name: 'new_jobs', type: 'integer', default: 0 }) newJobs!: number;
  /** When the user last opened its new jobs; jobs first found after it are unseen (the app's badge). */
  @Column({ name: 'seen_at', type: 'timestamptz', nullable: true }) seenAt!: Date | null;
}

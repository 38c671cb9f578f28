import type { SearchStatus, WorkType } from '@app/types';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One search a user started: its parameters, where it is, and real counters of the work done. */
@Entity({ name: 'search_requests' })
@Index('search_requests_user_created_idx', ['userId', 'createdAt'])
export class SearchRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: SearchStatus;

  @Column({ name: 'linkedin_url', type: 'text' }) linkedinUrl!: string;
  // The URL parsed once when the search starts (a SiteSearch, column by column): the pipeline reads these.
  @Column({ type: 'varchar', length: 200 }) keyword!: string;
  @Column({ type: 'varchar', length: 200 }) location!: string;
  @Column({ name: 'geo_id', type: 'varchar', length: 40, nullable: true }) geoId!: string | null;
  @Column({ name: 'work_type', type: 'smallint', nullable: true }) workType!: WorkType | null;
  @Column({ name: 'time_range', type: 'varchar', length: 20, nullable: true }) timeRange!: string | null;
  @Column({ name: 'job_count', type: 'integer' }) jobCount!: number;
  @Column({ name: 'resume_text', type: 'text', nullable: true }) resumeText!: string | null;

  /** A run of this saved search (alerts/): it reads the listing afresh, as new postings are its point. */
  @Column({ name: 'saved_search_id', type: 'uuid', nullable: true }) savedSearchId!: string | null;

  /** Site job ids the listing pages gave so far, in order; a resumed run and an identical search within the hour reuse them. */
  @Column({ name: 'listing_job_ids', type: 'jsonb', nullable: true }) listingJobIds!: string[] | null;
  /** The next listing `start` to read when more cards are wanted; null once the listing ended. */
  @Column({ name: 'listing_next_start', type: 'integer', nullable: true }) listingNextStart!: number | null;

  @Column({ name: 'listing_pages', type: 'integer', default: 0 }) listingPages!: number;
  @Column({ name: 'cards_found', type: 'integer', default: 0 }) cardsFound!: number;
  @Column({ name: 'details_fetched', type: 'integer', default: 0 }) detailsFetched!: number;
  @Column({ name: 'details_total', type: 'integer', default: 0 }) detailsTotal!: number;
  @Column({ name: 'companies_fetched', type: 'integer', default: 0 }) companiesFetched!: number;
  @Column({ name: 'jobs_kept', type: 'integer', default: 0 }) jobsKept!: number;
  @Column({ name: 'requests_made', type: 'integer', default: 0 }) requestsMade!: number;
  @Column({ name: 'progress_percent', type: 'smallint', default: 0 }) progressPercent!: number;

  /** While the site's shared budget makes the run wait long: until about when (shown in its progress). */
  @Column({ name: 'site_wait_until', type: 'timestamptz', nullable: true }) siteWaitUntil!: Date | null;

  @Column({ name: 'error_message', type: 'text', nullable: true }) errorMessage!: string | null;

  /** Runs started for this search (a crashed worker's search is resumed a bounded number of times). */
  @Column({ type: 'smallint', default: 0 }) attempts!: number;
  @Column({ name: 'worker_id', type: 'varchar', length: 100, nullable: true }) workerId!: string | null;
  @Column({ name: 'heartbeat_at', type: 'timestamptz', nullable: true }) heartbeatAt!: Date | null;
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true }) startedAt!: Date | null;
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true }) finishedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

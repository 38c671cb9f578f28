import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A job some run of a saved search found, the run that found it first, and whether a digest has told of it. */
@Entity({ name: 'saved_search_jobs' })
export class SavedSearchJobEntity {
  @PrimaryColumn({ name: 'saved_search_id', type: 'uuid' }) savedSearchId!: string;
  @PrimaryColumn({ name: 'job_id', type: 'uuid' }) jobId!: string;
  @Column({ name: 'first_search_id', type: 'uuid', nullable: true }) firstSearchId!: string | null;
  @Column({ name: 'first_seen_at', type: 'timestamptz' }) firstSeenAt!: Date;
  /** When a digest took it in (listed, or passed over for having no contact); null: not yet. */
  @Column({ name: 'notified_at', type: 'timestamptz', nullable: true }) notifiedAt!: Date | null;
}

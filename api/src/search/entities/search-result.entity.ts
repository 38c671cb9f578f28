import type { MatchReason } from '@app/types';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { JobEntity } from '../../jobs/job.entity.js';

/** A job delivered by a search, in rank order, with its fit to the resume the search ran with. */
@Entity({ name: 'search_results' })
export class SearchResultEntity {
  @PrimaryColumn({ name: 'search_id', type: 'uuid' })
  searchId!: string;

  @PrimaryColumn({ name: 'job_id', type: 'uuid' })
  jobId!: string;

  @ManyToOne(() => JobEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id' })
  job!: JobEntity;

  @Column({ type: 'integer' }) rank!: number;
  @Column({ name: 'match_score', type: 'smallint', nullable: true }) matchScore!: number | null;
  @Column({ name: 'matched_skills', type: 'jsonb', default: () => "'[]'" }) matchedSkills!: string[];
  @Column({ name: 'missing_skills', type: 'jsonb', default: () => "'[]'" }) missingSkills!: string[];
  /** The score's reasons, strongest first (empty for results scored before they were kept). */
  @Column({ name: 'match_reasons', type: 'jsonb', default: () => "'[]'" }) matchReasons!: MatchReason[];
}

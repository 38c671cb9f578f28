import type { GenerateEmailRequest, GroundingReport, OutreachDraftStatus } from '@app/types';
import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One email of a review list: 'pending' until the background drafter writes it ('ready' or 'failed'). */
@Entity({ name: 'outreach_drafts' })
export class OutreachDraftEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'batch_id', type: 'uuid' }) batchId!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'integer' }) position!: number;
  @Column({ name: 'site_job_id', type: 'varchar', length: 40 }) siteJobId!: string;
  @Column({ name: 'job_title', type: 'varchar', length: 300 }) jobTitle!: string;
  @Column({ name: 'company_name', type: 'varchar', length: 300 }) companyName!: string;
  @Column({ type: 'varchar', length: 320 }) recipient!: string;
  @Column({ name: 'job_url', type: 'varchar', length: 2048, nullable: true }) jobUrl!: string | null;
  @Column({ name: 'company_website', type: 'varchar', length: 2048, nullable: true }) companyWebsite!: string | null;
  @Column({ type: 'varchar', length: 10 }) status!: OutreachDraftStatus;
  @Column({ type: 'varchar', length: 998, nullable: true }) subject!: string | null;
  @Column({ type: 'text', nullable: true }) body!: string | null;
  @Column({ type: 'jsonb', default: [] }) warnings!: string[];
  /** The grounding check of the written draft (null: pending, failed, or written before it was kept). */
  @Column({ type: 'jsonb', nullable: true }) grounding!: GroundingReport | null;
  /** The generation request the draft was written from: the review page's re-check uses the same sources. */
  @Column({ type: 'jsonb', nullable: true }) request!: GenerateEmailRequest | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) generator!: 'llm' | 'template' | null;
  @Column({ type: 'text', nullable: true }) error!: string | null;
  @Column({ name: 'application_id', type: 'uuid', nullable: true }) applicationId!: string | null;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

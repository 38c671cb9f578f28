import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One Apply to All: the chosen jobs of a search to draft an email for, reviewed one by one, resumable. */
@Entity({ name: 'outreach_draft_batches' })
export class OutreachDraftBatchEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'search_id', type: 'uuid' }) searchId!: string;
  /** What was searched ('react developer Bengaluru'), as Applications names an open batch. */
  @Column({ name: 'search_label', type: 'varchar', length: 420 }) searchLabel!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  /** Set when a new batch of the same search replaced it; open until then while drafts wait for the user. */
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true }) closedAt!: Date | null;
}

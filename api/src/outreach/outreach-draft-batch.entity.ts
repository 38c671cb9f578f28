import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One Apply to All: the jobs of a search to draft an email for, reviewed one by one. */
@Entity({ name: 'outreach_draft_batches' })
export class OutreachDraftBatchEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'search_id', type: 'uuid' }) searchId!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

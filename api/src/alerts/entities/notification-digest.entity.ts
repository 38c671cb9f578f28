import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * The one job alert digest of a user's day (their timezone), written 'sending' before it is handed to the mail
 * server: a retry, a second process or a crash never sends a second one that day.
 */
@Entity({ name: 'notification_digests' })
export class NotificationDigestEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  /** YYYY-MM-DD in the user's timezone. */
  @PrimaryColumn({ name: 'local_date', type: 'date' }) localDate!: string;
  @Column({ type: 'varchar', length: 10 }) status!: 'sending' | 'sent' | 'failed';
  @Column({ type: 'integer' }) jobs!: number;
  @Column({ name: 'message_id', type: 'varchar', length: 998, nullable: true }) messageId!: string | null;
  @Column({ type: 'text', nullable: true }) error!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true }) sentAt!: Date | null;
}

import type { MailProvider } from '@app/types';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A mailbox the user sends from. `secretCiphertext` is AES-256-GCM (see crypto); it never leaves the server. */
@Entity({ name: 'mail_accounts' })
export class MailAccountEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'varchar', length: 10 }) provider!: MailProvider;
  @Column({ name: 'email_address', type: 'varchar', length: 320 }) emailAddress!: string;
  @Column({ name: 'is_default', type: 'boolean', default: false }) isDefault!: boolean;
  @Column({ name: 'needs_reauth', type: 'boolean', default: false }) needsReauth!: boolean;
  @Column({ name: 'secret_ciphertext', type: 'text', select: false }) secretCiphertext!: string;
  @Column({ name: 'smtp_host', type: 'varchar', length: 255, nullable: true }) smtpHost!: string | null;
  @Column({ name: 'smtp_port', type: 'integer', nullable: true }) smtpPort!: number | null;
  @Column({ name: 'smtp_secure', type: 'boolean', nullable: true }) smtpSecure!: boolean | null;
  @Column({ name: 'smtp_username', type: 'varchar', length: 320, nullable: true }) smtpUsername!: string | null;
  @Column({ name: 'imap_host', type: 'varchar', length: 255, nullable: true }) imapHost!: string | null;
  @Column({ name: 'imap_port', type: 'integer', nullable: true }) imapPort!: number | null;
  @Column({ name: 'imap_secure', type: 'boolean', nullable: true }) imapSecure!: boolean | null;
  @Column({ name: 'imap_username', type: 'varchar', length: 320, nullable: true }) imapUsername!: string | null;
  @Column({ name: 'imap_secret_ciphertext', type: 'text', nullable: true, select: false })
  imapSecretCiphertext!: string | null;
  /** The Gmail grant includes the headers-only scope (gmail.metadata): replies can be seen. */
  @Column({ name: 'gmail_metadata', type: 'boolean', default: false }) gmailMetadata!: boolean;
  /** The headers-only grant's credentials (sealed like `secretCiphertext`), kept apart from the send-only ones. */
  @Column({ name: 'gmail_metadata_ciphertext', type: 'text', nullable: true, select: false })
  gmailMetadataCiphertext!: string | null;
  /** Why reply detection stopped by itself, in a sentence (Google withdrew the grant); null when it did not. */
  @Column({ name: 'reply_detection_problem', type: 'varchar', length: 500, nullable: true })
  replyDetectionProblem!: string | null;
  @Column({ name: 'replies_checked_at', type: 'timestamptz', nullable: true }) repliesCheckedAt!: Date | null;
  /** Sender protection: when and why the address stopped sending (too many hard bounces); null while it sends. */
  @Column({ name: 'sending_paused_at', type: 'timestamptz', nullable: true }) sendingPausedAt!: Date | null;
  @Column({ name: 'sending_pause_reason', type: 'varchar', length: 200, nullable: true })
  sendingPauseReason!: string | null;
  /** The user's last resume: bounces before it no longer count. */
  @Column({ name: 'sending_resumed_at', type: 'timestamptz', nullable: true }) sendingResumedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

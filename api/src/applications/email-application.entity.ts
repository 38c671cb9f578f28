import type { ApplicationOutcome, MailProvider } from '@app/types';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * `unknown`: left 'sending' by a process that stopped mid-send; only the user can say whether it went.
 * `scheduled`: in the outbox until `send_at`; `cancelled`: taken out of it before it went.
 */
export type EmailApplicationStatus = 'scheduled' | 'sending' | 'sent' | 'failed' | 'unknown' | 'cancelled' | 'bounced';

/**
 * One email the user sent, exactly as it left. Written 'sending' before the provider is called (the unique
 * `(user_id, idempotency_key)` makes a retry never send twice), then 'sent' with the provider's message id, or
 * 'failed'. A 'sending' row older than SEND_UNCONFIRMED_AFTER_SECONDS becomes 'unknown' (UnconfirmedSendsSweeper).
 */
@Entity({ name: 'email_applications' })
export class EmailApplicationEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'mail_account_id', type: 'uuid', nullable: true }) mailAccountId!: string | null;
  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, nullable: true }) idempotencyKey!: string | null;
  @Column({ type: 'varchar', length: 10 }) status!: EmailApplicationStatus;
  @Column({ name: 'job_title', type: 'varchar', length: 300 }) jobTitle!: string;
  @Column({ name: 'company_name', type: 'varchar', length: 300 }) companyName!: string;
  @Column({ name: 'company_email', type: 'varchar', length: 320 }) companyEmail!: string;
  @Column({ name: 'email_subject', type: 'varchar', length: 998 }) emailSubject!: string;
  @Column({ name: 'email_body', type: 'text', nullable: true }) emailBody!: string | null;
  @Column({ name: 'job_url', type: 'varchar', length: 2048, nullable: true }) jobUrl!: string | null;
  @Column({ name: 'company_website', type: 'varchar', length: 2048, nullable: true }) companyWebsite!: string | null;
  @Column({ type: 'varchar', length: 10 }) provider!: MailProvider;
  @Column({ name: 'from_address', type: 'varchar', length: 320 }) fromAddress!: string;
  @Column({ name: 'provider_message_id', type: 'varchar', length: 998, nullable: true })
  providerMessageId!: string | null;
  @Column({ type: 'text', nullable: true }) error!: string | null;
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true }) sentAt!: Date | null;
  /** When the current attempt began (a 'failed' row retried with its key begins again). */
  @Column({ name: 'attempted_at', type: 'timestamptz' }) attemptedAt!: Date;
  @Column({ type: 'varchar', length: 10, nullable: true }) outcome!: ApplicationOutcome | null;
  @Column({ name: 'outcome_at', type: 'timestamptz', nullable: true }) outcomeAt!: Date | null;
  /** Outbox: when it is due (the dispatcher claims it then, within the mailbox's pace); null for a send now. */
  @Column({ name: 'send_at', type: 'timestamptz', nullable: true }) sendAt!: Date | null;
  @Column({ name: 'attach_resume', type: 'boolean', default: false }) attachResume!: boolean;
  /** A follow-up: the first email of its thread, and which follow-up (1, 2). */
  @Column({ name: 'follow_up_of', type: 'uuid', nullable: true }) followUpOf!: string | null;
  @Column({ name: 'follow_up_number', type: 'smallint', nullable: true }) followUpNumber!: number | null;
  /** The RFC 5322 Message-ID this email left with (a follow-up's In-Reply-To; what reply detection looks for). */
  @Column({ name: 'message_id', type: 'varchar', length: 998, nullable: true }) messageId!: string | null;
  /** Gmail's thread id, when sent through Gmail (a follow-up goes into it). */
  @Column({ name: 'thread_id', type: 'varchar', length: 100, nullable: true }) threadId!: string | null;
  /** A reply was seen in the mailbox and marked the outcome 'replied'. */
  @Column({ name: 'reply_detected_at', type: 'timestamptz', nullable: true }) replyDetectedAt!: Date | null;
  /** The last automatic reply seen ("auto-reply: away until …"); it answers nothing. */
  @Column({ name: 'auto_reply', type: 'varchar', length: 100, nullable: true }) autoReply!: string | null;
  /** What a delivery report said ("bounced: 5.1.1"; a soft one's "delivery delayed: 4.2.2"). */
  @Column({ type: 'varchar', length: 100, nullable: true }) bounce!: string | null;
  /** Outbox: the recipient's IANA zone and the place it is named by (from the job's location); null when unknown. */
  @Column({ name: 'recipient_time_zone', type: 'varchar', length: 64, nullable: true })
  recipientTimeZone!: string | null;
  @Column({ name: 'recipient_place', type: 'varchar', length: 100, nullable: true }) recipientPlace!: string | null;
  /** Outbox: the user's sending hours never meet the recipient's working hours, so it goes in theirs. */
  @Column({ name: 'recipient_hours_only', type: 'boolean', default: false }) recipientHoursOnly!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

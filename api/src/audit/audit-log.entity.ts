import type { AuditAction } from '@app/types';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One staff read of users' data. It holds no personal data: ids that turn NULL when an account is deleted, and the
 * SHA-256 of those ids (see the migration 1763800000000-CreateAuditAndRetention for why).
 */
@Entity({ name: 'audit_log' })
export class AuditLogEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' }) id!: string;
  @Column({ type: 'timestamptz', default: () => 'now()' }) at!: Date;
  @Column({ name: 'staff_user_id', type: 'uuid', nullable: true }) staffUserId!: string | null;
  @Column({ name: 'staff_ref', type: 'varchar', length: 64 }) staffRef!: string;
  @Column({ name: 'subject_user_id', type: 'uuid', nullable: true }) subjectUserId!: string | null;
  @Column({ name: 'subject_ref', type: 'varchar', length: 64, nullable: true }) subjectRef!: string | null;
  @Column({ type: 'varchar', length: 40 }) action!: AuditAction;
  @Column({ type: 'jsonb', default: () => `'{}'` }) detail!: AuditDetail;
}

/** What was read, never what it contained: flat facts such as a list's name and page. */
export type AuditDetail = Record<string, string | number | boolean | null>;

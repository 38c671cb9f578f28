import type { VerificationStatus } from '@app/types';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The verdict on one address, reused for 30 days. */
@Entity({ name: 'email_checks' })
export class EmailCheckEntity {
  @PrimaryColumn({ type: 'varchar', length: 320 }) address!: string;
  @Column({ type: 'varchar', length: 16 }) status!: VerificationStatus;
  @Column({ type: 'text' }) reason!: string;
  @Column({ type: 'boolean', default: false }) disposable!: boolean;
  @Column({ type: 'boolean', default: false }) role!: boolean;
  @Column({ name: 'mx_host', type: 'varchar', length: 255, nullable: true }) mxHost!: string | null;
  @Column({ name: 'checked_at', type: 'timestamptz' }) checkedAt!: Date;
}

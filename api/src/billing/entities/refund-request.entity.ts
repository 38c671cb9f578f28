import type { RefundRequest } from '@app/types';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A first-time subscriber's refund request, for staff to review. One per account. */
@Entity({ name: 'refund_requests' })
export class RefundRequestEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'varchar', length: 16, default: 'paddle' }) provider!: string;
  @Column({ name: 'provider_transaction_id', type: 'varchar', length: 64 }) providerTransactionId!: string;
  @Column({ name: 'charged_at', type: 'timestamptz' }) chargedAt!: Date;
  @Column({ name: 'amount_minor', type: 'bigint', nullable: true }) amountMinor!: string | null;
  @Column({ type: 'varchar', length: 3, nullable: true }) currency!: string | null;
  @Column({ type: 'text', nullable: true }) reason!: string | null;
  @Column({ type: 'varchar', length: 16, default: 'requested' }) status!: RefundRequest['status'];
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

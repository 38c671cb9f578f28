import type { PaidSubscriptionStatus } from '@app/types';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A paid subscription as the payment provider last reported it (see BillingWebhookService). */
@Entity({ name: 'subscriptions' })
export class SubscriptionEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'varchar', length: 16, default: 'paddle' }) provider!: string;
  @Column({ name: 'provider_subscription_id', type: 'varchar', length: 64 }) providerSubscriptionId!: string;
  @Column({ name: 'provider_customer_id', type: 'varchar', length: 64, nullable: true })
  providerCustomerId!: string | null;
  @Column({ type: 'varchar', length: 16 }) status!: PaidSubscriptionStatus;
  @Column({ name: 'price_id', type: 'varchar', length: 64, nullable: true }) priceId!: string | null;
  @Column({ type: 'varchar', length: 3, nullable: true }) currency!: string | null;
  @Column({ name: 'current_period_starts_at', type: 'timestamptz', nullable: true })
  currentPeriodStartsAt!: Date | null;
  @Column({ name: 'current_period_ends_at', type: 'timestamptz', nullable: true }) currentPeriodEndsAt!: Date | null;
  @Column({ name: 'next_billed_at', type: 'timestamptz', nullable: true }) nextBilledAt!: Date | null;
  @Column({ name: 'scheduled_change_action', type: 'varchar', length: 16, nullable: true })
  scheduledChangeAction!: string | null;
  @Column({ name: 'scheduled_change_at', type: 'timestamptz', nullable: true }) scheduledChangeAt!: Date | null;
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true }) startedAt!: Date | null;
  @Column({ name: 'paused_at', type: 'timestamptz', nullable: true }) pausedAt!: Date | null;
  @Column({ name: 'canceled_at', type: 'timestamptz', nullable: true }) canceledAt!: Date | null;
  /** occurred_at of the newest event applied; older events arriving later are not applied. */
  @Column({ name: 'last_event_at', type: 'timestamptz' }) lastEventAt!: Date;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

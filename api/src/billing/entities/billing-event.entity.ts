import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type BillingEventOutcome = 'applied' | 'stale' | 'ignored' | 'unmatched';

/** One webhook event, stored once (unique provider event id): the audit trail and the replay guard. */
@Entity({ name: 'billing_events' })
export class BillingEventEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar', length: 16, default: 'paddle' }) provider!: string;
  @Column({ name: 'provider_event_id', type: 'varchar', length: 64 }) providerEventId!: string;
  @Column({ name: 'event_type', type: 'varchar', length: 64 }) eventType!: string;
  @Column({ name: 'occurred_at', type: 'timestamptz' }) occurredAt!: Date;
  @Column({ name: 'user_id', type: 'uuid', nullable: true }) userId!: string | null;
  @Column({ name: 'provider_subscription_id', type: 'varchar', length: 64, nullable: true })
  providerSubscriptionId!: string | null;
  @Column({ name: 'provider_transaction_id', type: 'varchar', length: 64, nullable: true })
  providerTransactionId!: string | null;
  /** bigint arrives from pg as a string. */
  @Column({ name: 'amount_minor', type: 'bigint', nullable: true }) amountMinor!: string | null;
  @Column({ type: 'varchar', length: 3, nullable: true }) currency!: string | null;
  @Column({ type: 'varchar', length: 16 }) outcome!: BillingEventOutcome;
  @Column({ type: 'jsonb' }) payload!: unknown;
  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' }) receivedAt!: Date;
}

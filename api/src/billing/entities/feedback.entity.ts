import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One person's answer to a feedback question (the account's, else the browser session's). */
@Entity({ name: 'feedback' })
export class FeedbackEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar', length: 32 }) kind!: 'payment_interest';
  @Column({ name: 'user_id', type: 'uuid', nullable: true }) userId!: string | null;
  @Column({ name: 'session_key', type: 'varchar', length: 128, nullable: true }) sessionKey!: string | null;
  @Column({ name: 'would_pay', type: 'boolean' }) wouldPay!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Free searches a user started in one calendar month (UTC). */
@Entity({ name: 'search_quota_usage' })
export class SearchQuotaUsageEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  /** First day of the month, YYYY-MM-DD. */
  @PrimaryColumn({ type: 'date' }) month!: string;
  @Column({ type: 'integer', default: 0 }) searches!: number;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt!: Date;
}

import type { SiteHealthStatus, SitePageYield } from '@app/types';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One canary run against the site (see the migration CreateSiteHealthChecks). */
@Entity({ name: 'site_health_checks' })
export class SiteHealthCheckEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'started_at', type: 'timestamptz' }) startedAt!: Date;
  @Column({ name: 'finished_at', type: 'timestamptz' }) finishedAt!: Date;
  @Column({ type: 'varchar', length: 200 }) keywords!: string;
  @Column({ type: 'varchar', length: 200 }) location!: string;
  @Column({ type: 'varchar', length: 20 }) status!: SiteHealthStatus;
  @Column({ type: 'text', nullable: true }) message!: string | null;
  @Column({ type: 'jsonb' }) pages!: SitePageYield[];
}

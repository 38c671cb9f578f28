import type { ContactSource, TitleClass, VerificationStatus } from '@app/types';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Who to write to about a job, shared by every search and user. `source` says how they were found: the poster
 * shown on the posting or an address the posting publishes (unlocked for everyone), a decision maker from a
 * people-data provider, or a role address of the company (both Pro). `verifying`: a slow mail server's verdict is
 * still coming (ContactRechecks lands it in this row).
 */
@Entity({ name: 'job_contacts' })
export class JobContactEntity {
  @PrimaryColumn({ name: 'job_id', type: 'uuid' }) jobId!: string;
  @Column({ type: 'varchar', length: 10 }) source!: ContactSource | 'none';
  @Column({ type: 'varchar', length: 200, nullable: true }) name!: string | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) title!: string | null;
  @Column({ name: 'title_class', type: 'varchar', length: 20, nullable: true }) titleClass!: TitleClass | null;
  @Column({ type: 'varchar', length: 320, nullable: true }) email!: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) status!: VerificationStatus | null;
  @Column({ name: 'mail_domain', type: 'varchar', length: 255, nullable: true }) mailDomain!: string | null;
  @Column({ name: 'found_at', type: 'timestamptz' }) foundAt!: Date;
}

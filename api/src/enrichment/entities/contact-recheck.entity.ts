import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A mail domain whose verdicts are still coming: its contacts show `verifying` until a worker asks its mail server
 * again (ContactRechecks). Taking one pushes `dueAt` a lease ahead, so a worker that dies with it leaves it due.
 */
@Entity({ name: 'contact_rechecks' })
export class ContactRecheckEntity {
  @PrimaryColumn({ type: 'varchar', length: 255 }) domain!: string;
  @Column({ name: 'due_at', type: 'timestamptz' }) dueAt!: Date;
  @Column({ type: 'smallint', default: 0 }) attempts!: number;
  /** The catch-all probe of the first session: a greylisting server lets exactly what it saw through. */
  @Column({ type: 'varchar', length: 320, nullable: true }) probe!: string | null;
  /** The process working on it, while its lease runs. */
  @Column({ name: 'claimed_by', type: 'varchar', length: 100, nullable: true }) claimedBy!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

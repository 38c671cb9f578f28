import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What is known about a mail domain: its mail servers, whether it accepts every address, its address pattern. */
@Entity({ name: 'mail_domains' })
export class MailDomainEntity {
  @PrimaryColumn({ type: 'varchar', length: 255 }) domain!: string;
  @Column({ name: 'mx_hosts', type: 'jsonb', default: () => "'[]'" }) mxHosts!: string[];
  @Column({ name: 'has_mail_server', type: 'boolean' }) hasMailServer!: boolean;
  /** Null until a probe told (probing off, or the server would not say). */
  @Column({ name: 'accepts_all', type: 'boolean', nullable: true }) acceptsAll!: boolean | null;
  /** The address pattern confirmed here once (e.g. "first.last"); tried first next time. */
  @Column({ name: 'email_pattern', type: 'varchar', length: 40, nullable: true }) emailPattern!: string | null;
  @Column({ name: 'checked_at', type: 'timestamptz' }) checkedAt!: Date;
}

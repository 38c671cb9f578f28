import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A company page of the networking site, fetched once and shared by every search and user while fresh. */
@Entity({ name: 'companies' })
export class CompanyEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('companies_slug_key', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  slug!: string;

  @Column({ type: 'varchar', length: 300 })
  name!: string;

  @Column({ type: 'text', nullable: true }) logo!: string | null;
  @Column({ type: 'text', nullable: true }) tagline!: string | null;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) industry!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) size!: string | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) headquarters!: string | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) founded!: string | null;
  @Column({ type: 'jsonb', default: () => "'[]'" }) specialties!: string[];
  @Column({ type: 'text', nullable: true }) website!: string | null;

  @Column({ name: 'organization_type', type: 'varchar', length: 100, nullable: true })
  organizationType!: string | null;

  @Column({ name: 'employee_count', type: 'integer', nullable: true })
  employeeCount!: number | null;

  /** False when the site answered 404 for the slug (remembered, so it is not asked again while fresh). */
  @Column({ type: 'boolean', default: true })
  found!: boolean;

  @Column({ name: 'fetched_at', type: 'timestamptz' })
  fetchedAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

import type { UserRole } from '@app/types';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'users' })
@Index('users_oidc_identity_key', ['oidcIssuer', 'oidcSubject'], { unique: true })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stored lower-cased; unique. */
  @Index('users_email_key', { unique: true })
  @Column({ type: 'varchar', length: 320 })
  email!: string;

  @Column({ name: 'oidc_issuer', type: 'varchar', length: 512, nullable: true })
  oidcIssuer!: string | null;

  @Column({ name: 'oidc_subject', type: 'varchar', length: 255, nullable: true })
  oidcSubject!: string | null;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName!: string | null;

  @Column({ name: 'profile_image_url', type: 'varchar', length: 2048, nullable: true })
  profileImageUrl!: string | null;

  @Column({ type: 'varchar', length: 16, default: 'user' })
  role!: UserRole;

  @Column({ name: 'terms_accepted_at', type: 'timestamptz', nullable: true })
  termsAcceptedAt!: Date | null;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A revocable device token of the browser extension. Only the SHA-256 of the secret is stored. */
@Entity({ name: 'extension_tokens' })
export class ExtensionTokenEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'token_hash', type: 'varchar', length: 64, select: false }) tokenHash!: string;
  @Column({ type: 'varchar', length: 100 }) label!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true }) lastUsedAt!: Date | null;
}

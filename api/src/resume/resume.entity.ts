import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A user's one saved resume: the original file and the text read from it. */
@Entity({ name: 'resumes' })
export class ResumeEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' }) text!: string;
  @Column({ name: 'file_name', type: 'varchar', length: 255 }) fileName!: string;
  @Column({ name: 'mime_type', type: 'varchar', length: 100 }) mimeType!: string;
  @Column({ name: 'file_data', type: 'bytea', select: false }) fileData!: Buffer;
  @Column({ name: 'size_bytes', type: 'integer' }) sizeBytes!: number;
  @Column({ name: 'uploaded_at', type: 'timestamptz' }) uploadedAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

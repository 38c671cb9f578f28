import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ResumeEntity } from './resume.entity.js';

/** The resumes table's SQL: at most one row per user. */
@Injectable()
export class ResumeRepository {
  constructor(@InjectRepository(ResumeEntity) private readonly resumes: Repository<ResumeEntity>) {}

  /** The row without the file's bytes (the entity leaves them out unless asked). */
  findByUser(userId: string): Promise<ResumeEntity | null> {
    return this.resumes.findOneBy({ userId });
  }

  /** The row with the original file's bytes. */
  findWithFile(userId: string): Promise<ResumeEntity | null> {
    return this.resumes
      .createQueryBuilder('r')
      .addSelect('r.fileData')
      .where('r.userId = :userId', { userId })
      .getOne();
  }

  /** Stores the user's resume, replacing any earlier one. */
  async upsert(
    row: Pick<ResumeEntity, 'userId' | 'text' | 'fileName' | 'mimeType' | 'fileData' | 'sizeBytes' | 'uploadedAt'>,
  ): Promise<void> {
    await this.resumes.upsert(row, { conflictPaths: ['userId'] });
  }
}

import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { COPY, type ResumeUploadResponse, type SavedResume } from '@app/types';
import { Repository } from 'typeorm';
import { DomainError } from '../common/errors/domain-error.js';
import { detectFileKind, type FileKind } from './file-kind.js';
import { ResumeEntity } from './resume.entity.js';
import { extractResumeText } from './resume-text.js';

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** Accepted names and what their content must turn out to be. */
const EXTENSIONS: Record<string, FileKind> = {
  '.txt': 'text',
  '.pdf': 'pdf',
  '.docx': 'docx',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
};
const MIME: Record<FileKind, string> = {
  text: 'text/plain',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export class InvalidResumeFileError extends DomainError {
  constructor() {
    super(415, 'invalid_file_type', COPY.invalidFileType);
  }
}

@Injectable()
export class ResumeService {
  constructor(@InjectRepository(ResumeEntity) private readonly resumes: Repository<ResumeEntity>) {}

  async saved(userId: string): Promise<SavedResume> {
    const resume = await this.resumes.findOneBy({ userId });
    return { hasResume: !!resume, resumeText: resume?.text ?? null, fileName: resume?.fileName ?? null };
  }

  /** Checks the file by name and content, reads its text, and keeps both (replacing any earlier resume). */
  async upload(userId: string, file: { originalname: string; buffer: Buffer }): Promise<ResumeUploadResponse> {
    const expected = EXTENSIONS[path.extname(file.originalname).toLowerCase()];
    const actual = detectFileKind(file.buffer);
    // A .txt may hold any text; every other kind must be what its name says.
    if (!expected || !actual || actual !== expected) throw new InvalidResumeFileError();
    const text = await extractResumeText(actual, file.buffer);
    const fileName = path.basename(file.originalname).slice(0, 255);
    await this.resumes.upsert(
      {
        userId,
        text,
        fileName,
        mimeType: MIME[actual],
        fileData: file.buffer,
        sizeBytes: file.buffer.length,
        uploadedAt: new Date(),
      },
      { conflictPaths: ['userId'] },
    );
    return { text, fileName };
  }
}

import { Injectable } from '@nestjs/common';
import type { ResumeUploadResponse, SavedResume } from '@app/types';
import { acceptedKind, detectFileKind, MIME_TYPES, storedFileName } from './file-kind.js';
import { OcrService } from './ocr.service.js';
import { PdfReaderService } from './pdf-reader.service.js';
import { InvalidResumeFileError, ResumeNotFoundError } from './resume.errors.js';
import { ResumeRepository } from './resume.repository.js';
import { extractResumeText } from './resume-text.js';

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** The saved original, as uploaded. */
export interface ResumeFile {
  fileName: string;
  mimeType: string;
  data: Buffer;
}

@Injectable()
export class ResumeService {
  constructor(
    private readonly resumes: ResumeRepository,
    private readonly ocr: OcrService,
    private readonly pdf: PdfReaderService,
  ) {}

  async saved(userId: string): Promise<SavedResume> {
    const resume = await this.resumes.findByUser(userId);
    return { hasResume: !!resume, resumeText: resume?.text ?? null, fileName: resume?.fileName ?? null };
  }

  /** The original file of the user's resume. */
  async file(userId: string): Promise<ResumeFile> {
    const resume = await this.resumes.findWithFile(userId);
    if (!resume) throw new ResumeNotFoundError();
    return { fileName: resume.fileName, mimeType: resume.mimeType, data: resume.fileData };
  }

  /** Checks the file by name and content, reads its text, and keeps both (replacing any earlier resume). */
  async upload(userId: string, file: { originalname: string; buffer: Buffer }): Promise<ResumeUploadResponse> {
    const fileName = storedFileName(file.originalname);
    const kind = acceptedKind(fileName, detectFileKind(file.buffer));
    if (!kind) throw new InvalidResumeFileError();
    // The OCR and PDF threads take people in turn: each reader is asked in this user's name.
    const text = await extractResumeText(kind, file.buffer, {
      ocr: { recognize: (image) => this.ocr.recognize(image, userId) },
      pdf: { read: (bytes, options) => this.pdf.read(bytes, options, userId) },
    });
    await this.resumes.upsert({
      userId,
      text,
      fileName,
      mimeType: MIME_TYPES[kind],
      fileData: file.buffer,
      sizeBytes: file.buffer.length,
      uploadedAt: new Date(),
    });
    return { text, fileName };
  }
}

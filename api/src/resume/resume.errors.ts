import { type ApiErrorCode, COPY } from '@app/types';
import { DomainError } from '../common/errors/domain-error.js';

/** What a person is told when a file holds no text we can read (any type: text, PDF, DOCX, image). */
export const NO_READABLE_TEXT =
  "We couldn't read any text in this file. Please upload a PDF with selectable text, a DOCX, or a clear photo of your resume.";

/** The name or the content is not one of the accepted types, or the two disagree. */
export class InvalidResumeFileError extends DomainError {
  constructor() {
    super(415, 'invalid_file_type', COPY.invalidFileType);
  }
}

/** The file is of an accepted type but no resume text can be read from it. */
export class ResumeUnreadableError extends DomainError {
  constructor(message: string = NO_READABLE_TEXT, code: ApiErrorCode = 'resume_unreadable') {
    super(422, code, message);
  }
}

export class ResumeNotFoundError extends DomainError {
  constructor() {
    super(404, 'resume_not_found', "You haven't uploaded a resume yet.");
  }
}

/** Too many files are waiting to be read (OCR or PDF); the upload can simply be tried again shortly. */
export class OcrBusyError extends DomainError {
  constructor() {
    super(503, 'ocr_busy', "We're reading a lot of resumes right now. Please try again in a minute.");
  }
}

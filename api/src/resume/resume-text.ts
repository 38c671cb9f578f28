import { DomainError } from '../common/errors/domain-error.js';
import type { FileKind } from './file-kind.js';

export class ResumeUnreadableError extends DomainError {
  constructor(message: string) {
    super(422, 'resume_unreadable', message);
  }
}

/** Normalises extracted text: unified line breaks, no trailing spaces, at most one blank line in a row. */
export function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The resume's text. Never invented and never silently empty: a file without readable text is refused. */
export async function extractResumeText(kind: FileKind, bytes: Buffer): Promise<string> {
  let text: string;
  switch (kind) {
    case 'text':
      text = bytes.toString('utf8').replace(/^\uFEFF/, '');
      break;
    case 'pdf': {
      const { extractText, getDocumentProxy } = await import('unpdf');
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      text = (await extractText(pdf, { mergePages: true })).text;
      if (!text.trim()) {
        throw new ResumeUnreadableError(
          'This PDF has no text layer (it looks scanned). Upload a PDF exported from your editor, or a .txt file.',
        );
      }
      break;
    }
    case 'docx': {
      const mammoth = await import('mammoth');
      text = (await mammoth.extractRawText({ buffer: bytes })).value;
      break;
    }
    default:
      throw new ResumeUnreadableError('Image resumes cannot be read yet. Please upload a PDF, DOCX or .txt file.');
  }
  const clean = tidy(text);
  if (clean.length < 20) throw new ResumeUnreadableError('We could not find any text in this file.');
  return clean;
}

import path from 'node:path';
import { RESUME_EXTENSIONS, type ResumeExtension } from '@app/types';

const isResumeExtension = (ext: string): ext is ResumeExtension =>
  (RESUME_EXTENSIONS as readonly string[]).includes(ext);

/** What an uploaded file really is, judged by its first bytes (magic numbers), not by its name. */
export type FileKind = 'pdf' | 'docx' | 'png' | 'jpeg' | 'webp' | 'text';

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);

export function detectFileKind(buf: Buffer): FileKind | null {
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  // DOCX is a zip whose entries include word/document.xml.
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04]) && buf.includes('word/')) return 'docx';
  if (isText(buf)) return 'text';
  return null;
}

/** UTF-8 (optionally with a BOM) without NUL bytes or other binary control characters. */
function isText(buf: Buffer): boolean {
  if (buf.length === 0) return false;
  const sample = buf.subarray(0, 64 * 1024);
  for (const byte of sample) {
    if (byte === 0 || (byte < 0x09 && byte !== 0x07) || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) return false;
  }
  return !new TextDecoder('utf-8', { fatal: false }).decode(sample).includes('\uFFFD');
}

/** Accepted names (the shared list) and what their content must turn out to be. */
const EXTENSIONS: Record<ResumeExtension, FileKind> = {
  '.txt': 'text',
  '.pdf': 'pdf',
  '.docx': 'docx',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
};
const IMAGE_KINDS: ReadonlySet<FileKind> = new Set(['jpeg', 'png', 'webp']);
/** What a kind is stored and served as. */
export const MIME_TYPES: Record<FileKind, string> = {
  text: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * Whether a file named `fileName` with content of `actual` kind is accepted. Content must match the name's kind;
 * only among images is a mismatch tolerated (a PNG saved as .jpg is common and harmless: it is read and stored by
 * what it really is).
 */
export function acceptedKind(fileName: string, actual: FileKind | null): FileKind | null {
  const extension = path.extname(fileName).toLowerCase();
  const expected = isResumeExtension(extension) ? EXTENSIONS[extension] : undefined;
  if (!expected || !actual) return null;
  if (actual === expected || (IMAGE_KINDS.has(actual) && IMAGE_KINDS.has(expected))) return actual;
  return null;
}

/** The name as stored and shown: no folders (either slash), no control characters, at most 255 characters. */
export function storedFileName(originalName: string): string {
  const base = path.win32
    .basename(originalName)
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '')
    .trim();
  return Array.from(base).slice(0, 255).join('');
}

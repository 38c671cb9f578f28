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

import type { FileKind } from './file-kind.js';
import { type ImageKind, imageSize } from './image-size.js';
import { cleanOcrText, countLetters } from './ocr-text.js';
import type { PdfReading, PdfReadOptions } from './pdf-reader.service.js';
import { ResumeUnreadableError } from './resume.errors.js';
import { checkZip } from './zip-guard.js';

/** What reads the files that need more than a string decode; `OcrService` and `PdfReaderService` in the app. */
export interface ResumeReaders {
  /** The raw text in an image (PNG, JPEG or WebP bytes). */
  ocr: { recognize(image: Buffer): Promise<string> };
  /** Each page's text layer, and page images for the pages that need OCR. */
  pdf: { read(bytes: Buffer, options: PdfReadOptions): Promise<PdfReading> };
}

/** Fewer letters than this in a whole file is no resume; on a PDF page, a reason to read the page as an image. */
export const MIN_LETTERS = 30;
/** Pages of a PDF, from the first, that are read by OCR when they have no text layer; later pages are not. */
export const OCR_MAX_PAGES = 5;
/** Images larger than this are refused before decoding (a 300 dpi A4 page is 8.7 MP, a 12 MP photo is common). */
export const OCR_MAX_PIXELS = 40_000_000;
/** A .docx that unpacks to more than this is refused before it is parsed (a resume's is well under 5 MB). */
export const DOCX_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
/** PDF pages are rendered for OCR with their longer side this many pixels (≈ 200 dpi on A4 or Letter). */
export const RENDER_LONG_SIDE_PX = 2400;

/** Normalises extracted text: unified line breaks, no trailing spaces, at most one blank line in a row. */
export function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The resume's text. Never invented and never silently empty: a file without readable text is refused with a
 * 422 that says what to upload instead. Images are read by OCR; so are the pages of a PDF without a text layer.
 */
export async function extractResumeText(kind: FileKind, bytes: Buffer, readers: ResumeReaders): Promise<string> {
  let text: string;
  switch (kind) {
    case 'text':
      text = bytes.toString('utf8').replace(/^\uFEFF/, '');
      break;
    case 'pdf':
      text = await pdfText(bytes, readers);
      break;
    case 'docx':
      text = await docxText(bytes);
      break;
    case 'png':
    case 'jpeg':
    case 'webp':
      text = await imageText(kind, bytes, readers.ocr);
      break;
  }
  const clean = tidy(text);
  if (countLetters(clean) < MIN_LETTERS) throw new ResumeUnreadableError();
  return clean;
}

async function imageText(kind: ImageKind, bytes: Buffer, ocr: ResumeReaders['ocr']): Promise<string> {
  const size = imageSize(kind, bytes);
  if (!size) {
    throw new ResumeUnreadableError(
      "We couldn't open this image; it may be damaged. Please upload it again, or upload a PDF or DOCX.",
      'image_unreadable',
    );
  }
  if (size.width * size.height > OCR_MAX_PIXELS) {
    throw new ResumeUnreadableError(
      `This image is too large to read (${size.width} × ${size.height} pixels). ` +
        `Please upload an image of at most ${OCR_MAX_PIXELS / 1_000_000} megapixels, or a PDF.`,
      'image_too_large',
    );
  }
  return cleanOcrText(await ocr.recognize(bytes));
}

/**
 * Each page's text layer; a page with almost none (a scan, or a scan stamped "Scanned with …") among the first
 * OCR_MAX_PAGES is rendered and read by OCR, keeping whichever reading has more letters.
 */
async function pdfText(bytes: Buffer, readers: ResumeReaders): Promise<string> {
  const { pages, images } = await readers.pdf.read(bytes, {
    ocrPages: OCR_MAX_PAGES,
    minLetters: MIN_LETTERS,
    longSidePx: RENDER_LONG_SIDE_PX,
    maxImagePixels: OCR_MAX_PIXELS,
  });
  const texts = pages.map(tidyPdfPage);
  for (const { page, png } of images) {
    const read = cleanOcrText(await readers.ocr.recognize(png));
    if (countLetters(read) > countLetters(texts[page] ?? '')) texts[page] = read;
  }
  return texts.join('\n\n');
}

/** Collapses runs of spaces inside lines the way unpdf's merged text does, keeping the line structure. */
function tidyPdfPage(text: string): string {
  return text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

const DOCX_DAMAGED =
  'This DOCX file could not be opened; it may be damaged. Please save it again from your editor and upload it.';

async function docxText(bytes: Buffer): Promise<string> {
  const zip = checkZip(bytes, DOCX_MAX_UNPACKED_BYTES);
  if (zip === 'too-large') {
    throw new ResumeUnreadableError(
      `This DOCX file is too large once unpacked (over ${DOCX_MAX_UNPACKED_BYTES / 1024 / 1024} MB). ` +
        'Please save a copy without large images, or upload a PDF.',
      'docx_too_large',
    );
  }
  if (zip === 'damaged') throw new ResumeUnreadableError(DOCX_DAMAGED, 'docx_damaged');
  const mammoth = await import('mammoth');
  try {
    return (await mammoth.extractRawText({ buffer: bytes })).value;
  } catch {
    throw new ResumeUnreadableError(DOCX_DAMAGED, 'docx_damaged');
  }
}

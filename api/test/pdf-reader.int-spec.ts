import { threadId as mainThreadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { PdfReaderService, type PdfReadOptions } from '../src/resume/pdf-reader.service.js';
import { ResumeUnreadableError } from '../src/resume/resume.errors.js';
import { passwordProtectedPdf, scannedPdf, textPdf } from './support/minimal-pdf.js';
import { RESUME_LINES, textImage } from './support/resume-files.js';

const OPTIONS: PdfReadOptions = { ocrPages: 5, minLetters: 30, longSidePx: 1200, maxImagePixels: 40_000_000 };
const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

describe('PDF reader thread', { timeout: 60_000 }, () => {
  const readers: PdfReaderService[] = [];
  const reader = (options?: ConstructorParameters<typeof PdfReaderService>[0]) => {
    const r = new PdfReaderService(options);
    readers.push(r);
    return r;
  };
  afterEach(async () => {
    await Promise.all(readers.splice(0).map((r) => r.onApplicationShutdown()));
  });

  it('reads text layers in a thread of its own, started on first use and reused', async () => {
    const pdf = reader();
    expect(pdf.threadId).toBeNull();
    const first = await pdf.read(textPdf([['Grace Hopper, compiler pioneer and rear admiral'], ['Page two']]), OPTIONS);
    expect(first.pages).toEqual(['Grace Hopper, compiler pioneer and rear admiral', 'Page two']);
    const thread = pdf.threadId;
    expect(thread).not.toBeNull();
    expect(thread).not.toBe(mainThreadId);
    await pdf.read(textPdf([['Another PDF']]), OPTIONS);
    expect(pdf.threadId).toBe(thread);
  });

  it('renders only the pages without enough text, within the first pages asked for, as PNGs of the size asked', async () => {
    const jpeg = textImage(RESUME_LINES, { format: 'jpeg', width: 637, height: 825 });
    const scan = { jpeg, width: 637, height: 825 };
    const pdf = scannedPdf([scan, scan, scan]);
    const reading = await reader().read(pdf, { ...OPTIONS, ocrPages: 2 });
    expect(reading.pages).toEqual(['', '', '']);
    expect(reading.images.map((i) => i.page)).toEqual([0, 1]);
    const png = reading.images[0]!.png;
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(png.readUInt32BE(16)).toBe(Math.round((612 * 1200) / 792)); // width
    expect(png.readUInt32BE(20)).toBe(1200); // height
  });

  it('leaves the bytes it was given intact', async () => {
    const bytes = textPdf([['Grace Hopper, compiler pioneer']]);
    const copy = Buffer.from(bytes);
    await reader().read(bytes, OPTIONS);
    expect(bytes.equals(copy)).toBe(true);
  });

  it('answers a damaged or password-protected PDF with a clear 422 and keeps working', async () => {
    const pdf = reader();
    const damaged = await pdf.read(Buffer.from('%PDF-1.7\nnot a PDF\n'), OPTIONS).catch((e: unknown) => e);
    expect(damaged).toBeInstanceOf(ResumeUnreadableError);
    expect((damaged as ResumeUnreadableError).code).toBe('pdf_damaged');
    const locked = await pdf.read(passwordProtectedPdf(), OPTIONS).catch((e: unknown) => e);
    expect((locked as ResumeUnreadableError).message).toBe(
      'This PDF is password-protected. Please upload a copy without a password.',
    );
    expect((await pdf.read(textPdf([['Still reading']]), OPTIONS)).pages).toEqual(['Still reading']);
  });

  it('gives up on a PDF that takes longer than its time limit, then reads the next one with a fresh thread', async () => {
    const pdf = reader({ timeoutMs: 20 });
    const jpeg = textImage(RESUME_LINES, { format: 'jpeg' });
    const slow = scannedPdf([{ jpeg, width: 1275, height: 1650 }]);
    const error = await pdf.read(slow, { ...OPTIONS, longSidePx: 2400 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResumeUnreadableError);
    expect((error as ResumeUnreadableError).code).toBe('pdf_too_complex');
    expect(pdf.threadId).toBeNull();
  });

  it('stops its thread on application shutdown and reads nothing afterwards', async () => {
    const pdf = reader();
    await pdf.read(textPdf([['Grace Hopper']]), OPTIONS);
    expect(pdf.threadId).not.toBeNull();
    await pdf.onApplicationShutdown();
    expect(pdf.threadId).toBeNull();
    await expect(pdf.read(textPdf([['Grace Hopper']]), OPTIONS)).rejects.toThrow(/shut down/);
  });
});

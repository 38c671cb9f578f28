import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OcrService } from '../src/resume/ocr.service.js';
import { PdfReaderService } from '../src/resume/pdf-reader.service.js';
import { minimalPdf, passwordProtectedPdf, scannedPdf, textPdf } from './support/minimal-pdf.js';
import { docx, RESUME_LINES, textImage } from './support/resume-files.js';
import { zip } from './support/zip.js';
import { startTestApp, uniqueEmail, type TestApp } from './support/test-app.js';

const TEXT = 'Ada Lovelace\nFrontend developer, 5 years of React and TypeScript.\nBSc Mathematics.';
const INVALID_TYPE = 'Invalid file type: Please upload a .txt, .pdf, .docx, .jpg, .jpeg, .png, or .webp file';
const NO_TEXT =
  "We couldn't read any text in this file. Please upload a PDF with selectable text, a DOCX, or a clear photo of your resume.";
/** Words of RESUME_LINES that OCR must get right for the text to be useful. */
const OCR_WORDS = ['Katherine', 'Johnson', 'Data Engineer', 'PostgreSQL', 'Kubernetes', 'Mathematics'];

describe('resume upload', { timeout: 60_000 }, () => {
  let t: TestApp;
  let browser: ReturnType<TestApp['browser']>;
  beforeAll(async () => {
    // One user uploads every kind of file here: the upload budget is rate-limits.int-spec's subject, not this one's.
    t = await startTestApp({ AUTH_DEV_LOGIN: 'true', RATE_LIMIT_RESUME_UPLOAD: '1000/1000 per 1h' });
    browser = t.browser();
    await browser
      .post('/api/auth/dev-login')
      .send({ email: uniqueEmail('resume') })
      .expect(200);
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const upload = (content: Buffer | string, filename: string) =>
    browser.post('/api/resume/upload').attach('resume', Buffer.from(content), filename);

  it('starts with no resume, and says so when the file is asked for', async () => {
    const res = await browser.get('/api/user/resume').expect(200);
    expect(res.body).toEqual({ hasResume: false, resumeText: null, fileName: null });
    const file = await browser.get('/api/user/resume/file').expect(404);
    expect(file.body.message).toBe("You haven't uploaded a resume yet.");
  });

  it('reads and saves a text resume', async () => {
    const res = await upload(TEXT, 'ada.txt').expect(200);
    expect(res.body).toEqual({ text: TEXT, fileName: 'ada.txt' });
    const saved = await browser.get('/api/user/resume').expect(200);
    expect(saved.body).toEqual({ hasResume: true, resumeText: TEXT, fileName: 'ada.txt' });
    const me = await browser.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ resumeText: TEXT, resumeFileName: 'ada.txt' });
  });

  it('reads the text layer of a PDF and replaces the earlier resume', async () => {
    const res = await upload(
      minimalPdf(['Grace Hopper', 'Senior backend engineer: Node.js, SQL, AWS']),
      'grace.pdf',
    ).expect(200);
    expect(res.body.text).toContain('Grace Hopper');
    expect(res.body.text).toContain('Node.js, SQL, AWS');
    expect((await browser.get('/api/user/resume').expect(200)).body.fileName).toBe('grace.pdf');
  });

  it('reads every page of a two-page PDF, in order', async () => {
    const pdf = textPdf([
      ['Grace Hopper', 'Experience: Harvard Mark I programmer, 1944 to 1949'],
      ['Education: PhD Mathematics, Yale University', 'Languages: COBOL, FLOW-MATIC'],
    ]);
    const { text } = (await upload(pdf, 'grace-2-pages.pdf').expect(200)).body;
    expect(text).toContain('Harvard Mark I programmer');
    expect(text).toContain('PhD Mathematics, Yale University');
    expect(text.indexOf('Harvard')).toBeLessThan(text.indexOf('Yale'));
  });

  it('reads a Word document (.docx)', async () => {
    const file = docx([
      'Margaret Hamilton',
      'Software engineering lead, Apollo guidance computer',
      'MIT, 1960 to 1976',
    ]);
    const res = await upload(file, 'margaret.docx').expect(200);
    expect(res.body.text).toBe(
      'Margaret Hamilton\n\nSoftware engineering lead, Apollo guidance computer\n\nMIT, 1960 to 1976',
    );
  });

  it.each(['png', 'jpeg', 'webp'] as const)('reads a %s photo of a resume with OCR', async (format) => {
    const name = `katherine.${format === 'jpeg' ? 'jpg' : format}`;
    const res = await upload(textImage(RESUME_LINES, { format }), name).expect(200);
    for (const word of OCR_WORDS) expect(res.body.text).toContain(word);
    expect(res.body.text.split('\n')[0]).toBe('Katherine Johnson');
    const saved = await browser.get('/api/user/resume').expect(200);
    expect(saved.body).toMatchObject({ hasResume: true, fileName: name, resumeText: res.body.text });
  });

  it('reads a scanned PDF (pages that are only pictures) with OCR', async () => {
    const jpeg = textImage(RESUME_LINES, { format: 'jpeg' });
    const second = textImage(['References', 'Dorothy Vaughan, supervisor, West Area Computing'], { format: 'jpeg' });
    const pdf = scannedPdf([
      { jpeg, width: 1275, height: 1650 },
      { jpeg: second, width: 1275, height: 1650 },
    ]);
    const { text } = (await upload(pdf, 'scan.pdf').expect(200)).body;
    for (const word of OCR_WORDS) expect(text).toContain(word);
    expect(text).toContain('West Area Computing');
    expect(text.indexOf('Katherine')).toBeLessThan(text.indexOf('Dorothy'));
  });

  it('reads a scanned PDF even when a scanner app stamped a line of text on it', async () => {
    const jpeg = textImage(RESUME_LINES, { format: 'jpeg' });
    const pdf = scannedPdf([{ jpeg, width: 1275, height: 1650, stamp: 'Scanned with CamScanner' }]);
    const { text } = (await upload(pdf, 'stamped.pdf').expect(200)).body;
    for (const word of OCR_WORDS) expect(text).toContain(word);
  });

  it('refuses a blank image, a blank scan and an empty text file, saying what to upload instead', async () => {
    const before = (await browser.get('/api/user/resume').expect(200)).body;
    const blank = textImage([], { format: 'png' });
    expect((await upload(blank, 'blank.png').expect(422)).body.message).toBe(NO_TEXT);
    const blankScan = scannedPdf([{ jpeg: textImage([], { format: 'jpeg' }), width: 1275, height: 1650 }]);
    expect((await upload(blankScan, 'blank-scan.pdf').expect(422)).body.message).toBe(NO_TEXT);
    expect((await upload('   \n  ', 'empty.txt').expect(422)).body.message).toBe(NO_TEXT);
    expect((await upload('Hi.\n', 'short.txt').expect(422)).body.message).toBe(NO_TEXT);
    // The earlier resume is kept, never replaced by an empty one.
    expect((await browser.get('/api/user/resume').expect(200)).body).toEqual(before);
  });

  it('says plainly when an image, a PDF or a DOCX is damaged', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await upload(png, 'scan.png').expect(422)).body.message).toMatch(/couldn't open this image/);
    const cutJpeg = textImage(RESUME_LINES, { format: 'jpeg' }).subarray(0, 2000);
    expect((await upload(cutJpeg, 'cut.jpg').expect(422)).body.message).toMatch(/couldn't open this image|read any/);
    const pdf = Buffer.from('%PDF-1.7\nthis is not really a PDF at all\n');
    expect((await upload(pdf, 'broken.pdf').expect(422)).body.message).toMatch(/PDF could not be opened/);
    expect((await upload(passwordProtectedPdf(), 'locked.pdf').expect(422)).body.message).toBe(
      'This PDF is password-protected. Please upload a copy without a password.',
    );
    const brokenDocx = Buffer.concat([Buffer.from('PK\x03\x04word/document.xml'), Buffer.alloc(64)]);
    expect((await upload(brokenDocx, 'broken.docx').expect(422)).body.message).toMatch(/DOCX file could not be opened/);
  });

  it('refuses an image too large to read before decoding it', async () => {
    // A PNG header that claims 10,000 × 10,000 pixels (a decompression bomb would look like this).
    const ihdr = Buffer.from('0000000d494844520000271000002710080200000000000000', 'hex');
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ihdr, Buffer.alloc(1000)]);
    const res = await upload(png, 'huge.png').expect(422);
    expect(res.body.message).toContain('10000 × 10000 pixels');
  });

  it('refuses a DOCX that would unpack to more than 64 MB (a zip bomb) before parsing it', async () => {
    const bomb = zip({
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': Buffer.alloc(70 * 1024 * 1024, ' '),
    });
    const res = await upload(bomb, 'bomb.docx').expect(422);
    expect(res.body.message).toMatch(/too large once unpacked \(over 64 MB\)/);
  });

  it('refuses a file whose content is not what its name says, with the spec message', async () => {
    const res = await upload(minimalPdf(['x']), 'resume.txt').expect(415);
    expect(res.body.message).toBe(INVALID_TYPE);
    const png = textImage(['Katherine Johnson'], { format: 'png', width: 200, height: 100, fontPx: 16 });
    const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), Buffer.alloc(200)]);
    for (const [content, name] of [
      [png, 'resume.pdf'],
      [exe, 'resume.txt'],
      [exe, 'resume.exe'],
      ['just text', 'resume.pdf'],
      [docx(['Katherine Johnson']), 'resume.pdf'],
      [minimalPdf(['Katherine Johnson']), 'resume.docx'],
      [minimalPdf(['Katherine Johnson']), 'resume.png'],
      [TEXT, 'resume.doc'],
      [TEXT, 'resume'],
    ] as const) {
      const refused = await upload(content, name);
      expect({ name, status: refused.status, message: refused.body.message }).toEqual({
        name,
        status: 415,
        message: INVALID_TYPE,
      });
    }
  });

  it('accepts an image whose extension names another image type, and keeps its real type', async () => {
    const png = textImage(RESUME_LINES, { format: 'png' });
    const res = await upload(png, 'photo.jpg').expect(200);
    expect(res.body.text).toContain('Katherine Johnson');
    const file = await browser.get('/api/user/resume/file').expect(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('refuses a file over 5 MB with 413 and the limit', async () => {
    const res = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 'a'), 'big.txt').expect(413);
    expect(res.body.message).toBe('The resume file is larger than the 5 MB limit.');
  });

  it('asks for a file when none was sent', async () => {
    const res = await browser.post('/api/resume/upload').field('note', 'x').expect(400);
    expect(res.body.message).toMatch(/Choose a resume file/);
  });

  it('gives back the original file as a download with its exact bytes, type and name', async () => {
    const pdf = textPdf([['Grace Hopper', 'Senior backend engineer: Node.js, SQL, AWS'], ['Page two: COBOL']]);
    await upload(pdf, 'grace-hopper.pdf').expect(200);
    const res = await browser
      .get('/api/user/resume/file')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(res.body as Buffer, pdf)).toBe(0);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(pdf.length));
    expect(res.headers['content-disposition']).toBe('attachment; filename="grace-hopper.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps a non-ASCII file name and sends it RFC 5987 encoded', async () => {
    const name = 'Résumé José (2024).txt';
    const res = await upload(TEXT, name).expect(200);
    expect(res.body.fileName).toBe(name);
    const file = await browser.get('/api/user/resume/file').expect(200);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Resume Jose (2024).txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Jos%C3%A9%20%282024%29.txt`,
    );
    expect(file.text).toBe(TEXT);
  });

  it('gives the file only to its signed-in owner', async () => {
    await t.browser().get('/api/user/resume/file').expect(401);
    const other = t.browser();
    await other
      .post('/api/auth/dev-login')
      .send({ email: uniqueEmail('resume-other') })
      .expect(200);
    await other.get('/api/user/resume/file').expect(404);
  });

  /**
   * Starts `work`, and once `reading` says the file is being read asks for the health check: the answer must come
   * fast and first.
   */
  async function healthWhile(work: Promise<{ status: number }>, reading: Promise<void>) {
    let done = false;
    const running = work.then((res) => ((done = true), res));
    await reading;
    const start = performance.now();
    await t.http.get('/api/health').expect(200);
    const healthMs = performance.now() - start;
    expect(done).toBe(false);
    expect((await running).status).toBe(200);
    return healthMs;
  }

  it('keeps answering other requests while an image is being read', async () => {
    const lines = Array.from({ length: 8 }, () => RESUME_LINES).flat();
    const image = textImage(lines, { format: 'png', fontPx: 24 });
    const ocr = t.app.nest.get(OcrService);
    const recognize = ocr.recognize.bind(ocr);
    const reading = new Promise<void>((resolve) => {
      vi.spyOn(ocr, 'recognize').mockImplementationOnce((...args) => {
        resolve();
        return recognize(...args);
      });
    });
    expect(await healthWhile(upload(image, 'busy.png'), reading)).toBeLessThan(1000);
  });

  it('keeps answering other requests while a scanned PDF is rendered and read', async () => {
    const page = { jpeg: textImage(RESUME_LINES, { format: 'jpeg' }), width: 1275, height: 1650 };
    const pdf = t.app.nest.get(PdfReaderService);
    const read = pdf.read.bind(pdf);
    const reading = new Promise<void>((resolve) => {
      vi.spyOn(pdf, 'read').mockImplementationOnce((...args) => {
        resolve();
        return read(...args);
      });
    });
    expect(await healthWhile(upload(scannedPdf([page, page]), 'busy-scan.pdf'), reading)).toBeLessThan(1000);
  });
});

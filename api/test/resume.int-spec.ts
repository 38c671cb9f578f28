import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf } from './support/minimal-pdf.js';
import { startTestApp, uniqueEmail, type TestApp } from './support/test-app.js';

const TEXT = 'Ada Lovelace\nFrontend developer, 5 years of React and TypeScript.\nBSc Mathematics.';

describe('resume upload', () => {
  let t: TestApp;
  let browser: ReturnType<TestApp['browser']>;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_DEV_LOGIN: 'true' });
    browser = t.browser();
    await browser
      .post('/api/auth/dev-login')
      .send({ email: uniqueEmail('resume') })
      .expect(200);
  });
  afterAll(() => t.close());

  const upload = (content: Buffer | string, filename: string) =>
    browser.post('/api/resume/upload').attach('resume', Buffer.from(content), filename);

  it('starts with no resume', async () => {
    const res = await browser.get('/api/user/resume').expect(200);
    expect(res.body).toEqual({ hasResume: false, resumeText: null, fileName: null });
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

  it('refuses a file whose content is not what its name says, with the spec message', async () => {
    const res = await upload(minimalPdf(['x']), 'resume.txt').expect(415);
    expect(res.body.message).toBe('Invalid file type: Please upload a .txt, .pdf, .jpg, .jpeg, .png, or .webp file');
    await upload(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), 'resume.exe').expect(415);
    await upload('just text', 'resume.pdf').expect(415);
  });

  it('says plainly when an image resume cannot be read yet', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const res = await upload(png, 'scan.png').expect(422);
    expect(res.body.message).toMatch(/Image resumes cannot be read yet/);
  });

  it('refuses a file over 5 MB with 413 and the limit', async () => {
    const res = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 'a'), 'big.txt').expect(413);
    expect(res.body.message).toContain('5 MB');
  });

  it('asks for a file when none was sent', async () => {
    const res = await browser.post('/api/resume/upload').field('note', 'x').expect(400);
    expect(res.body.message).toMatch(/Choose a resume file/);
  });

  it('refuses a text file without real text', async () => {
    const res = await upload('   \n  ', 'empty.txt');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

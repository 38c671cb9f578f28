import { describe, expect, it } from 'vitest';
import { isAcceptedResumeFile, RESUME_ACCEPT } from './resume-file';

describe('isAcceptedResumeFile', () => {
  it('accepts text, PDF, Word and image resumes by extension, in any case', () => {
    for (const name of ['cv.txt', 'CV.PDF', 'cv.docx', 'scan.jpg', 'scan.JPEG', 'photo.png', 'photo.webp']) {
      expect(isAcceptedResumeFile({ name, type: '' })).toBe(true);
    }
  });

  it('refuses other documents even when the browser reports an accepted type', () => {
    expect(isAcceptedResumeFile({ name: 'cv.pages', type: 'application/pdf' })).toBe(false);
    expect(isAcceptedResumeFile({ name: 'cv.doc', type: '' })).toBe(false);
    expect(isAcceptedResumeFile({ name: 'archive.pdf.zip', type: 'application/zip' })).toBe(false);
  });

  it('goes by type when the name has no extension', () => {
    expect(isAcceptedResumeFile({ name: 'resume', type: 'application/pdf' })).toBe(true);
    expect(isAcceptedResumeFile({ name: 'resume', type: 'application/msword' })).toBe(false);
  });

  it('lists the accepted extensions for the file picker', () => {
    expect(RESUME_ACCEPT).toBe('.txt,.pdf,.docx,.jpg,.jpeg,.png,.webp');
  });
});

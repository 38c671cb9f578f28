import { describe, expect, it } from 'vitest';
import { COPY } from './copy.js';
import { RESUME_EXTENSIONS } from './limits.js';

describe('copy the spec asks for', () => {
  it("names every accepted resume type in the invalid-file message, Word's .docx included", () => {
    expect(COPY.invalidFileType).toBe(
      'Invalid file type: Please upload a .txt, .pdf, .docx, .jpg, .jpeg, .png, or .webp file',
    );
    for (const extension of RESUME_EXTENSIONS) expect(COPY.invalidFileType).toContain(extension);
  });

  it("has the 'Resume Loaded' toast and the Gmail sign-in prompt in the spec's words", () => {
    expect(COPY.resumeLoaded).toBe('Resume Loaded');
    expect(COPY.compose.gmailSignInPrompt).toBe(
      'To send emails directly from Gmail, please sign in with your Google account first.',
    );
  });

  it('gives the sign-in error toast a fixed sentence per code, and the general one for any other text', () => {
    expect(COPY.signInError('access_denied')).toBe('Sign-in was cancelled. You can try again whenever you like.');
    expect(COPY.signInError('temporarily_unavailable')).toMatch(/not available right now/);
    for (const code of ['Call support at +1-555-0100', 'constructor', '__proto__', 'toString', '']) {
      expect(COPY.signInError(code)).toBe(COPY.signInFailed);
    }
  });
});

describe('COPY.search for a search the site had no job for', () => {
  it('names the search it had nothing for (the toast keeps the spec’s counts)', () => {
    expect(COPY.search.complete(0, 0, 0)).toBe(
      'Found 0 jobs, filtered to 0 quality leads, enriched 0 with contact emails',
    );
    expect(COPY.search.noMatches('underwater welder', 'Lyon')).toBe('No jobs matched "underwater welder" in Lyon');
  });
});

import { describe, expect, it } from 'vitest';
import { safeReturnPath, withQuery } from './return-path.js';

describe('safeReturnPath', () => {
  it('keeps a path on this app with its query and fragment', () => {
    expect(safeReturnPath('/results/abc?tab=all#top')).toBe('/results/abc?tab=all#top');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('answers /dashboard for anything that could leave the app', () => {
    for (const value of [
      undefined,
      '',
      'dashboard',
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      ['/results'],
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(safeReturnPath(value)).toBe('/dashboard');
    }
  });
});

describe('withQuery', () => {
  it('adds parameters and keeps the existing ones and the fragment', () => {
    expect(withQuery('/results/abc?tab=all#top', { gmail: 'success', auto_apply: 'true', skip: undefined })).toBe(
      '/results/abc?tab=all&gmail=success&auto_apply=true#top',
    );
  });
});

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

describe('safeReturnPath and dot segments', () => {
  it('never answers a protocol-relative path, however the path normalises', () => {
    for (const value of ['/.//evil.example', '/..//evil.example/x', '/%2e//evil.example', '/a/..//evil.example']) {
      const path = safeReturnPath(value);
      expect(path.startsWith('//'), `${value} → ${path}`).toBe(false);
      expect(new URL(path, 'https://app.example').origin).toBe('https://app.example');
    }
    expect(safeReturnPath('/.//evil.example')).toBe('/evil.example');
    expect(withQuery('/.//evil.example', { gmail: 'success' })).toBe('/evil.example?gmail=success');
  });
});

describe('withQuery', () => {
  it('adds parameters and keeps the existing ones and the fragment', () => {
    expect(withQuery('/results/abc?tab=all#top', { gmail: 'success', auto_apply: 'true', skip: undefined })).toBe(
      '/results/abc?tab=all&gmail=success&auto_apply=true#top',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { illFormedTextAt } from './validation.pipe.js';

describe('illFormedTextAt', () => {
  it('names the field of a lone surrogate, nested and in lists', () => {
    expect(illFormedTextAt({ to: 'a\udfff@example.com' })).toBe('to');
    expect(illFormedTextAt({ imap: { host: 'x\ud800' } })).toBe('imap.host');
    expect(illFormedTextAt({ ids: ['1', '2\udc00'] })).toBe('ids[1]');
    expect(illFormedTextAt({ ['k\ud800']: 1 })).toBe('k\ud800');
    expect(illFormedTextAt('\udfff', 'q')).toBe('q');
  });

  it('accepts paired surrogates (emoji, rare scripts) and non-text values', () => {
    expect(illFormedTextAt({ name: 'Ada 🚀 𝒜', n: 1, b: true, none: null, list: [] })).toBeNull();
  });
});

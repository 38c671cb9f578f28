import { describe, expect, it } from 'vitest';
import { displayName, formatBytes, pageCount } from './people';

describe('admin helpers', () => {
  it('names a user by first and last name, else by email', () => {
    expect(displayName({ firstName: 'Jane', lastName: 'Doe', email: 'j@x.io' })).toBe('Jane Doe');
    expect(displayName({ firstName: 'Jane', lastName: null, email: 'j@x.io' })).toBe('Jane');
    expect(displayName({ firstName: null, lastName: null, email: 'j@x.io' })).toBe('j@x.io');
  });

  it('writes sizes in B, KB and MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});

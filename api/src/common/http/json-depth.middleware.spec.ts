import { describe, expect, it } from 'vitest';
import { depthExceeds } from './json-depth.middleware.js';

describe('depthExceeds', () => {
  it('counts objects and arrays, not scalars, and stops at the limit', () => {
    expect(depthExceeds({ a: { b: [1, 'x'] } }, 3)).toBe(false);
    expect(depthExceeds({ a: { b: [[1]] } }, 3)).toBe(true);
    expect(depthExceeds('text', 0)).toBe(false);
    expect(depthExceeds(JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`), 16)).toBe(true);
  });

  it('treats a raw body as one value', () => {
    expect(depthExceeds(Buffer.alloc(1_000_000), 1)).toBe(false);
  });
});

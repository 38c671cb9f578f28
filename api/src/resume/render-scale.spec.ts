import { describe, expect, it } from 'vitest';
import { renderScale } from './render-scale.js';

describe('renderScale', () => {
  it('gives a Letter or A4 page its longer side in the pixels asked for', () => {
    expect(792 * renderScale(612, 792, 2400)).toBeCloseTo(2400);
    expect(842 * renderScale(595, 842, 2400)).toBeCloseTo(2400);
    expect(792 * renderScale(792, 612, 2400)).toBeCloseTo(2400);
  });

  it('keeps huge and tiny pages within 0.25 and 5', () => {
    expect(renderScale(20_000, 20_000, 2400)).toBe(0.25);
    expect(renderScale(100, 50, 2400)).toBe(5);
  });

  it('renders a page without a size at scale 1', () => {
    expect(renderScale(0, 0, 2400)).toBe(1);
    expect(renderScale(Number.NaN, 10, 2400)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';

import { isoDate } from './dates.js';

// The relative wording ("3 days ago", "vor 3 Tagen", …) is read by @app/types' dateFromRelativeText, tested there.
describe('isoDate', () => {
  it('keeps the calendar date of a date or timestamp and refuses anything else', () => {
    expect(isoDate('2024-09-16')).toBe('2024-09-16');
    expect(isoDate(' 2024-09-16T07:12:04.000Z ')).toBe('2024-09-16');
    expect(isoDate('2024-02-30')).toBeNull();
    expect(isoDate('yesterday')).toBeNull();
    expect(isoDate(null)).toBeNull();
  });
});

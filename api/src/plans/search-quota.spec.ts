import { describe, expect, it } from 'vitest';
import { monthOf, nextMonthStart } from './search-quota.service.js';

describe('the calendar month of the Free quota (UTC)', () => {
  it('names the month by its first day', () => {
    expect(monthOf(new Date('2026-01-31T23:59:59Z'))).toBe('2026-01-01');
    expect(monthOf(new Date('2026-02-01T00:00:00Z'))).toBe('2026-02-01');
  });

  it('resets at midnight UTC on the first of the next month, across a year end', () => {
    expect(nextMonthStart(new Date('2026-01-15T08:00:00Z')).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(nextMonthStart(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

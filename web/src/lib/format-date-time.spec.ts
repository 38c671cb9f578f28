import { describe, expect, it } from 'vitest';
import { formatAdminDate, formatSearchDate } from './format-date-time';

describe('formatAdminDate', () => {
  it('writes month, zero-padded day, year and 24-hour time', () => {
    expect(formatAdminDate('2025-03-05T14:07:00Z', 'UTC')).toBe('Mar 05, 2025 14:07');
  });

  it('pads midnight as 00, never 24', () => {
    expect(formatAdminDate('2024-12-31T00:03:00Z', 'UTC')).toBe('Dec 31, 2024 00:03');
  });

  it('shows the time in the given time zone', () => {
    expect(formatAdminDate('2025-01-01T20:30:00Z', 'Asia/Kolkata')).toBe('Jan 02, 2025 02:00');
  });

  it('says N/A for a missing date', () => {
    expect(formatAdminDate(null)).toBe('N/A');
    expect(formatAdminDate(undefined)).toBe('N/A');
    expect(formatAdminDate('')).toBe('N/A');
    expect(formatAdminDate('   ')).toBe('N/A');
  });

  it('keeps a value it cannot read as it came', () => {
    expect(formatAdminDate('yesterday')).toBe('yesterday');
    expect(formatAdminDate('2025-13-45T99:00:00Z')).toBe('2025-13-45T99:00:00Z');
  });
});

describe('formatSearchDate', () => {
  it('writes month, zero-padded day, year and 24-hour time', () => {
    expect(formatSearchDate('2025-03-05T14:07:00Z', 'UTC')).toBe('Mar 05, 2025 at 14:07');
  });

  it('pads midnight as 00, never 24', () => {
    expect(formatSearchDate('2024-12-31T00:03:00Z', 'UTC')).toBe('Dec 31, 2024 at 00:03');
  });

  it('shows the time in the given time zone', () => {
    expect(formatSearchDate('2025-01-01T20:30:00Z', 'Asia/Kolkata')).toBe('Jan 02, 2025 at 02:00');
  });

  it('says N/A for a missing date and keeps an unparseable one as it came', () => {
    expect(formatSearchDate(null)).toBe('N/A');
    expect(formatSearchDate('')).toBe('N/A');
    expect(formatSearchDate('yesterday')).toBe('yesterday');
  });
});

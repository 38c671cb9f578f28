import { describe, expect, it } from 'vitest';
import {
  browserTimeZone,
  formatAdminDate,
  formatDateTime,
  formatDayMonth,
  recipientHoursOnlyNote,
  scheduledTimeLabel,
  formatSearchDate,
  fromZonedLocal,
  isTimeZone,
  timeZoneChoices,
  timeZoneOptionLabel,
  toZonedLocal,
} from './time.js';

// The tests read as if the browser were in UTC unless they say otherwise.
const inUtcBrowser = (value: string | null | undefined, timeZone?: string, at = false) =>
  formatDateTime(value, { at, timeZone, browserZone: 'UTC' });

describe('formatDateTime (admin form)', () => {
  it('writes month, zero-padded day, year and 24-hour time', () => {
    expect(inUtcBrowser('2025-03-05T14:07:00Z', 'UTC')).toBe('Mar 05, 2025 14:07');
  });

  it('pads midnight as 00, never 24', () => {
    expect(inUtcBrowser('2024-12-31T00:03:00Z', 'UTC')).toBe('Dec 31, 2024 00:03');
  });

  it('shows the time in the given time zone and names it when it is not the browser’s', () => {
    expect(inUtcBrowser('2025-01-01T20:30:00Z', 'Asia/Kolkata')).toBe('Jan 02, 2025 02:00 (Kolkata time)');
    expect(formatDateTime('2025-01-01T20:30:00Z', { timeZone: 'Asia/Kolkata', browserZone: 'Asia/Kolkata' })).toBe(
      'Jan 02, 2025 02:00',
    );
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

  it('names no zone when none is given or the one given is the browser’s own', () => {
    expect(formatAdminDate('2025-03-05T14:07:00Z')).not.toContain('time)');
    expect(formatSearchDate('2025-03-05T14:07:00Z', browserTimeZone())).not.toContain('time)');
  });
});

describe('formatSearchDate form', () => {
  it('writes month, zero-padded day, year and 24-hour time with "at"', () => {
    expect(inUtcBrowser('2025-03-05T14:07:00Z', 'UTC', true)).toBe('Mar 05, 2025 at 14:07');
    expect(inUtcBrowser('2025-03-05T14:07:00Z', 'America/New_York', true)).toBe(
      'Mar 05, 2025 at 09:07 (New York time)',
    );
  });

  it('says N/A for a missing date and keeps an unparseable one as it came', () => {
    expect(formatSearchDate(null)).toBe('N/A');
    expect(formatSearchDate('')).toBe('N/A');
    expect(formatSearchDate('yesterday')).toBe('yesterday');
  });
});

describe('zones', () => {
  it('knows every IANA zone and refuses anything else', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });

  it('offers the spec’s four first, then every other zone once', () => {
    const choices = timeZoneChoices();
    expect(choices.slice(0, 4)).toEqual([
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
    ]);
    expect(choices).toContain('Asia/Kolkata');
    expect(choices).toContain('UTC');
    expect(new Set(choices).size).toBe(choices.length);
    expect(choices.length).toBeGreaterThan(300);
  });

  it('labels a zone with its city and offset', () => {
    expect(timeZoneOptionLabel('Asia/Kolkata')).toBe('Kolkata time (Asia/Kolkata, UTC+05:30)');
    expect(timeZoneOptionLabel('America/New_York', new Date('2025-01-15T12:00:00Z'))).toBe(
      'New York time (America/New_York, UTC-05:00)',
    );
  });

  it('reads a picked local time on the user’s clock, not the browser’s, both ways', () => {
    expect(fromZonedLocal('2025-03-05T11:00', 'Asia/Kolkata')?.toISOString()).toBe('2025-03-05T05:30:00.000Z');
    expect(toZonedLocal(new Date('2025-03-05T05:30:00Z'), 'Asia/Kolkata')).toBe('2025-03-05T11:00');
    // New York in summer time (EDT, UTC-4).
    expect(fromZonedLocal('2025-07-01T09:00', 'America/New_York')?.toISOString()).toBe('2025-07-01T13:00:00.000Z');
    expect(fromZonedLocal('soon', 'Asia/Kolkata')).toBeNull();
  });
});

describe('renamed zones', () => {
  it('offers Asia/Kolkata even where the runtime still calls it Asia/Calcutta, and treats both as one', () => {
    expect(timeZoneChoices()).not.toContain('Asia/Calcutta');
    expect(formatDateTime('2025-01-01T20:30:00Z', { timeZone: 'Asia/Kolkata', browserZone: 'Asia/Calcutta' })).toBe(
      'Jan 02, 2025 02:00',
    );
  });
});

describe('formatDayMonth', () => {
  it("names the day on the user's calendar", () => {
    // 20:00 UTC on 11 Nov is already 12 Nov in Kolkata.
    expect(formatDayMonth('2026-11-11T20:00:00Z', 'UTC')).toBe('11 Nov');
    expect(formatDayMonth('2026-11-11T20:00:00Z', 'Asia/Kolkata')).toBe('12 Nov');
  });
});

describe('when a scheduled email goes, on the recipient’s clock and the user’s', () => {
  const now = new Date('2030-01-06T12:00:00Z'); // Sunday
  const bengaluru = { recipientTimeZone: 'Asia/Kolkata', recipientPlace: 'Bengaluru' };
  const tuesday10InKolkata = '2030-01-08T04:30:00.000Z';

  it('shows both clocks when the zones differ, even at the same hour (Colombo keeps India’s offset)', () => {
    expect(
      scheduledTimeLabel(tuesday10InKolkata, bengaluru, { userZone: 'Asia/Colombo', browserZone: 'Asia/Colombo', now }),
    ).toBe('Tue 10:00 in Bengaluru · 10:00 yours');
  });

  it('shows one time when both are one zone, and only the user’s when the recipient’s is unknown', () => {
    const kolkata = { userZone: 'Asia/Kolkata', browserZone: 'Asia/Kolkata', now };
    expect(scheduledTimeLabel(tuesday10InKolkata, bengaluru, kolkata)).toBe('Tue 10:00 in Bengaluru');
    const unknown = { recipientTimeZone: null, recipientPlace: null };
    expect(scheduledTimeLabel(tuesday10InKolkata, unknown, kolkata)).toBe('Tue 10:00');
    // Not the browser's zone: named.
    expect(scheduledTimeLabel(tuesday10InKolkata, unknown, { ...kolkata, browserZone: 'Europe/London' })).toBe(
      'Tue 10:00 (Kolkata time)',
    );
  });

  it('names the user’s day when it is another, and their zone when it is not the browser’s', () => {
    const sanFrancisco = { recipientTimeZone: 'America/Los_Angeles', recipientPlace: 'San Francisco' };
    // Monday 23:00 in San Francisco (PST) is Tuesday 12:30 in Kolkata.
    expect(
      scheduledTimeLabel('2030-01-08T07:00:00.000Z', sanFrancisco, {
        userZone: 'Asia/Kolkata',
        browserZone: 'Europe/London',
        now,
      }),
    ).toBe('Mon 23:00 in San Francisco · Tue 12:30 yours (Kolkata time)');
  });

  it('gives the date as well when a week or more away, where a weekday alone would mislead', () => {
    expect(
      scheduledTimeLabel('2030-01-15T04:30:00.000Z', bengaluru, {
        userZone: 'Asia/Kolkata',
        browserZone: 'Asia/Kolkata',
        now,
      }),
    ).toBe('Tue, Jan 15 10:00 in Bengaluru');
  });

  it('says why an email goes outside the user’s sending hours', () => {
    expect(recipientHoursOnlyNote('Bengaluru')).toBe(
      'Goes in Bengaluru’s working hours (09:00–17:30 on weekdays): your sending hours never meet them.',
    );
  });
});

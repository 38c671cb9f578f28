import { describe, expect, it } from 'vitest';

import { dateFromRelative, isoDate } from './dates.js';

describe('isoDate', () => {
  it('keeps the calendar date of a date or timestamp and refuses anything else', () => {
    expect(isoDate('2024-09-16')).toBe('2024-09-16');
    expect(isoDate(' 2024-09-16T07:12:04.000Z ')).toBe('2024-09-16');
    expect(isoDate('2024-02-30')).toBeNull();
    expect(isoDate('yesterday')).toBeNull();
    expect(isoDate(null)).toBeNull();
  });
});

describe('dateFromRelative', () => {
  const now = new Date('2024-09-18T10:00:00Z');

  it.each([
    ['3 days ago', '2024-09-15'],
    ['1 day ago', '2024-09-17'],
    ['2 weeks ago', '2024-09-04'],
    ['1 month ago', '2024-08-18'],
    ['2 months ago', '2024-07-18'],
    ['1 year ago', '2023-09-18'],
    ['5 hours ago', '2024-09-18'],
    ['11 hours ago', '2024-09-17'],
    ['32 minutes ago', '2024-09-18'],
    ['Reposted 1 week ago', '2024-09-11'],
    ['30+ days ago', '2024-08-19'],
    ['Just now', '2024-09-18'],
  ])('turns "%s" into %s', (text, expected) => {
    expect(dateFromRelative(text, now)).toBe(expected);
  });

  it('clamps month arithmetic to the end of the shorter month', () => {
    expect(dateFromRelative('1 month ago', new Date('2024-03-31T12:00:00Z'))).toBe('2024-02-29');
  });

  it('answers null for wording it cannot read rather than guessing', () => {
    expect(dateFromRelative('il y a 3 jours', now)).toBeNull();
    expect(dateFromRelative('', now)).toBeNull();
    expect(dateFromRelative(null, now)).toBeNull();
    expect(dateFromRelative('3 days ago', new Date(Number.NaN))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { barHeightPercent, formatResponseRate, formatResponseTime, lastWeeks, weekLabel } from './analytics-view';

describe('the weekly bar', () => {
  it('is full at 10 applications and proportional below', () => {
    expect(barHeightPercent(10)).toBe(100);
    expect(barHeightPercent(5)).toBe(50);
    expect(barHeightPercent(1)).toBe(10);
  });

  it('caps at a full bar above 10', () => {
    expect(barHeightPercent(14)).toBe(100);
  });

  it('is empty for no applications or nonsense', () => {
    expect(barHeightPercent(0)).toBe(0);
    expect(barHeightPercent(-2)).toBe(0);
    expect(barHeightPercent(Number.NaN)).toBe(0);
  });
});

describe('the analytics figures', () => {
  it('shows a dash, not 0, for the response time while no reply is marked', () => {
    expect(formatResponseTime(null)).toBe('—');
    expect(formatResponseTime(undefined)).toBe('—');
  });

  it('shows the response time in days with one decimal', () => {
    expect(formatResponseTime(2.345)).toBe('2.3 days');
    expect(formatResponseTime(1)).toBe('1 day');
    expect(formatResponseTime(0.25)).toBe('0.3 days');
  });

  it('rounds the response rate to a whole percent', () => {
    expect(formatResponseRate(33.333)).toBe('33%');
  });

  it('keeps the last 8 weeks and labels them by their Monday', () => {
    const weeks = Array.from({ length: 10 }, (_, i) => ({
      week: `2025-01-${String(i + 1).padStart(2, '0')}`,
      count: i,
    }));
    expect(lastWeeks(weeks).map((w) => w.count)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(weekLabel('2025-03-03')).toBe('Mar 3');
    expect(weekLabel('W10')).toBe('W10');
  });
});

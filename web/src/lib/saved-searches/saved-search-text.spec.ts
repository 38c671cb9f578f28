import type { SavedSearch } from '@app/types';
import { describe, expect, it } from 'vitest';
import { describeSavedSearch, lastRunText, nextRunText, unseenTotal } from './saved-search-text';

const saved = (patch: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 'a',
  keyword: 'frontend developer',
  location: 'Bangalore',
  workType: 1,
  linkedinUrl: 'https://www.linkedin.com/jobs/search?keywords=frontend+developer',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastRunAt: null,
  lastRun: null,
  newJobs: 0,
  unseenNewJobs: 0,
  nextRunAt: '2026-11-02T12:00:00.000Z',
  ...patch,
});
const format = (iso: string) => iso.slice(0, 10);

describe('saved search words', () => {
  it('describes what it searches', () => {
    expect(describeSavedSearch(saved())).toBe('frontend developer · Bangalore · On-site');
    expect(describeSavedSearch(saved({ workType: null }))).toBe('frontend developer · Bangalore');
  });

  it('says how its latest run went', () => {
    expect(lastRunText(saved(), format)).toBe('Not run yet');
    const ran = { lastRunAt: '2026-11-02T12:00:00.000Z' };
    expect(
      lastRunText(saved({ ...ran, lastRun: { searchId: 's', status: 'enriching', errorMessage: null } }), format),
    ).toBe('Running since 2026-11-02');
    expect(
      lastRunText(
        saved({ ...ran, newJobs: 3, lastRun: { searchId: 's', status: 'completed', errorMessage: null } }),
        format,
      ),
    ).toBe('Last run 2026-11-02: 3 new jobs');
    expect(
      lastRunText(saved({ ...ran, lastRun: { searchId: 's', status: 'completed', errorMessage: null } }), format),
    ).toBe('Last run 2026-11-02: nothing new');
    expect(
      lastRunText(
        saved({ ...ran, lastRun: { searchId: 's', status: 'failed', errorMessage: 'LinkedIn said no' } }),
        format,
      ),
    ).toBe('Last run 2026-11-02 failed: LinkedIn said no');
  });

  it('adds up the unseen new jobs for the badge', () => {
    expect(unseenTotal([saved({ unseenNewJobs: 2 }), saved({ unseenNewJobs: 5 })])).toBe(7);
    expect(unseenTotal(undefined)).toBe(0);
  });

  it('says when it runs next in words that agree with “every morning at 07:00”', () => {
    const now = new Date('2026-11-27T12:45:00.000Z');
    // Saved in the evening: this morning's run is due now, so the card does not show this minute as a schedule.
    const due = saved({ nextRunAt: '2026-11-27T12:45:00.000Z' });
    expect(nextRunText(due, format, ' (Kolkata time)', now)).toBe(
      'Runs by itself shortly (this morning’s run is still due), then every morning at 07:00 (Kolkata time)',
    );
    expect(nextRunText(due, format, ' (Kolkata time)', now)).not.toContain('2026-11-27');
    const tomorrow = saved({ nextRunAt: '2026-11-28T01:30:00.000Z' });
    expect(nextRunText(tomorrow, format, '', now)).toBe(
      'Runs by itself next at 2026-11-28, and every morning at 07:00',
    );
  });
});

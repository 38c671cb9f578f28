import { describe, expect, it } from 'vitest';
import { splitJobs } from './job-counts.js';

describe('a search’s jobs counted once', () => {
  it('takes the locked jobs out of those with a contact (the spec’s freeJobs)', () => {
    expect(splitJobs({ total: 40, canApplyCount: 25, lockedJobs: 10 })).toEqual({
      open: 15,
      locked: 10,
      withoutContact: 15,
    });
  });

  it('adds up to the total, whatever the plan', () => {
    for (const counts of [
      { total: 100, canApplyCount: 60, lockedJobs: 0 },
      { total: 100, canApplyCount: 60, lockedJobs: 60 },
      { total: 7, canApplyCount: 0, lockedJobs: 0 },
    ]) {
      const split = splitJobs(counts);
      expect(split.open + split.locked + split.withoutContact).toBe(counts.total);
    }
  });
});

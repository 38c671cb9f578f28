import type { Job, MatchScore } from '@app/types';
import { makeJob } from '@app/types/testing';
import { describe, expect, it } from 'vitest';
import { companyInitials, isLockedJob, previewText, searchHeading } from './job-helpers';

const job = (match: MatchScore | null = null, extra: Partial<Job> = {}): Job => makeJob({ match, ...extra });

describe('previewText', () => {
  it('keeps text of 300 characters or fewer whole', () => {
    const text = 'x'.repeat(300);
    expect(previewText(text)).toEqual({ text, cut: false });
  });

  it('cuts longer text at 300 characters and adds an ellipsis', () => {
    const result = previewText(`${'y'.repeat(300)}z`);
    expect(result.cut).toBe(true);
    expect(result.text).toBe(`${'y'.repeat(300)}...`);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(previewText('one two three', 8).text).toBe('one two...');
  });
});

describe('companyInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(companyInitials('Acme Corp International')).toBe('AC');
    expect(companyInitials('stripe')).toBe('S');
    expect(companyInitials('Ünited (Labs)')).toBe('ÜL');
  });

  it('falls back to a question mark', () => {
    expect(companyInitials('  ')).toBe('?');
    expect(companyInitials('— &')).toBe('?');
  });
});

describe('isLockedJob', () => {
  it('is locked only when the job says so', () => {
    expect(isLockedJob(job())).toBe(false);
    expect(isLockedJob(job(null, { locked: true }))).toBe(true);
  });
});

describe('searchHeading', () => {
  it('names the search by what was searched, not by its id', () => {
    expect(
      searchHeading({ keyword: 'frontend developer', location: 'Bengaluru, Karnataka, India' }, 'Search AD5D63A1'),
    ).toBe('Frontend developer · Bengaluru, Karnataka, India');
    expect(searchHeading({ keyword: 'data scientist', location: '' }, 'Search AD5D63A1')).toBe('Data scientist');
  });

  it('falls back to the id when nothing was searched for', () => {
    expect(searchHeading({ keyword: '', location: ' ' }, 'Search AD5D63A1')).toBe('Search AD5D63A1');
  });
});

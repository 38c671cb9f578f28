import type { Job, MatchScore } from '@app/types';
import { makeJob } from '@app/types/testing';
import { describe, expect, it } from 'vitest';
import { companyInitials, isLockedJob, previewText, sortJobsByMatch } from './job-helpers';

const job = (match: MatchScore | null = null, extra: Partial<Job> = {}): Job => makeJob({ match, ...extra });
const score = (n: number): MatchScore => ({ score: n, matchedSkills: [], missingSkills: [] });

describe('sortJobsByMatch', () => {
  it('puts the best match first and unscored jobs last, in their original order', () => {
    const [a, b, c, d] = [job(score(40)), job(null), job(score(90)), job(null)];
    expect(sortJobsByMatch([a, b, c, d])).toEqual([c, a, b, d]);
  });

  it('keeps the order of equal scores and of lists without scores', () => {
    const [a, b] = [job(score(70)), job(score(70))];
    expect(sortJobsByMatch([a, b])).toEqual([a, b]);
    const plain = [job(), job(), job()];
    expect(sortJobsByMatch(plain)).toEqual(plain);
  });

  it('does not change the list it was given', () => {
    const list = [job(score(1)), job(score(99))];
    const copy = [...list];
    sortJobsByMatch(list);
    expect(list).toEqual(copy);
  });
});

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

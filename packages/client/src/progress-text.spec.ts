import type { Job, SearchProgress, SearchRequest } from '@app/types';
import { describe, expect, it } from 'vitest';
import { completionCounts, displayPercent, progressCountersText, siteWaitText } from './progress-text.js';

const progress = (over: Partial<SearchProgress> = {}): SearchProgress => ({
  percent: 0,
  listingPages: 0,
  cardsFound: 0,
  detailsFetched: 0,
  detailsTotal: 0,
  companiesFetched: 0,
  jobsKept: 0,
  siteWaitUntil: null,
  ...over,
});

const job = (siteJobId: string): Job =>
  ({ siteJobId, title: `Job ${siteJobId}`, companyName: 'Acme', link: `https://x.test/${siteJobId}` }) as Job;

const search = (over: Partial<SearchRequest> = {}): SearchRequest => ({
  id: 'a1b2c3d4-0000',
  requestId: 'a1b2c3d4-0000',
  status: 'completed',
  createdAt: '2025-01-01T00:00:00Z',
  finishedAt: null,
  linkedinUrl: 'https://x.test/jobs?keywords=a',
  params: { keyword: 'a', location: 'b', workType: 1, jobCount: 100 },
  errorMessage: null,
  totalJobsFound: null,
  progress: progress(),
  enrichedResults: null,
  freeJobsShown: null,
  proJobsShown: null,
  ...over,
});

describe('displayPercent', () => {
  it('rounds and clamps to 0–100', () => {
    expect(displayPercent(41.6)).toBe(42);
    expect(displayPercent(-3)).toBe(0);
    expect(displayPercent(130)).toBe(100);
    expect(displayPercent(Number.NaN)).toBe(0);
    expect(displayPercent(undefined)).toBe(0);
  });
});

describe('progressCountersText', () => {
  it('says nothing before any counter moved', () => {
    expect(progressCountersText(progress())).toBeNull();
    expect(progressCountersText(null)).toBeNull();
  });

  it('puts the real counters in words', () => {
    expect(progressCountersText(progress({ cardsFound: 120, detailsFetched: 40 }))).toBe(
      '120 jobs found · 40 details read',
    );
    expect(
      progressCountersText(
        progress({ cardsFound: 1200, detailsFetched: 40, detailsTotal: 120, companiesFetched: 1, jobsKept: 1 }),
      ),
    ).toBe('1,200 jobs found · 40 of 120 details read · 1 company read · 1 quality lead');
  });
});

describe('completionCounts', () => {
  it('reads found, kept and enriched from the finished search', () => {
    const done = search({
      totalJobsFound: 140,
      progress: progress({ cardsFound: 140, jobsKept: 96 }),
      enrichedResults: {
        jobs: [job('1'), job('2')],
        freeJobs: 2,
        canApplyCount: 2,
        lockedJobs: 0,
        verificationOff: false,
      },
    });
    expect(completionCounts(done)).toEqual({ found: 140, kept: 96, enriched: 2 });
  });

  it('falls back to the counters and the delivered list when totals are missing', () => {
    const done = search({
      progress: progress({ cardsFound: 30 }),
      enrichedResults: {
        jobs: [job('1'), job('2'), job('3')],
        freeJobs: 0,
        canApplyCount: 0,
        lockedJobs: 0,
        verificationOff: false,
      },
    });
    expect(completionCounts(done)).toEqual({ found: 30, kept: 3, enriched: 0 });
  });
});

describe('siteWaitText', () => {
  it('says the site is limiting requests and when the search continues, in local time', () => {
    const until = new Date(2026, 10, 21, 14, 5, 30);
    expect(siteWaitText(progress({ siteWaitUntil: until.toISOString() }), 'en-GB')).toBe(
      'LinkedIn is limiting requests; continuing at about 14:05',
    );
    expect(siteWaitText(progress())).toBeNull();
    expect(siteWaitText(undefined)).toBeNull();
  });
});

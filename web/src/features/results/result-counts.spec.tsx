import type { SearchRequest } from '@app/types';
import { makeJob } from '@app/types/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchCounts } from '../dashboard/SearchCounts';
import { ResultsHeader } from './ResultsHeader';

/** The text of the element with `data-testid`, from static markup. */
function textOf(html: string, testId: string): string | undefined {
  return new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1];
}
const widthOf = (html: string, testId: string) =>
  Number(new RegExp(`style="width:([\\d.]+)%"[^>]*data-testid="${testId}"`).exec(html)?.[1]);

/** A Free viewer's finished search: 10 jobs, 6 with a contact of which 4 are locked (a discovered contact). */
function freeViewersSearch(): SearchRequest {
  const open = [1, 2].map(() => makeJob());
  const locked = [1, 2, 3, 4].map(() => makeJob({ locked: true, jobPosterEmail: null, emailVerificationStatus: null }));
  const none = [1, 2, 3, 4].map(() =>
    makeJob({ canApply: false, jobPosterEmail: null, emailVerificationStatus: null }),
  );
  const jobs = [...open, ...locked, ...none];
  return {
    id: '3f2a9c1e-0000-4000-8000-000000000000',
    requestId: '3f2a9c1e-0000-4000-8000-000000000000',
    status: 'completed',
    createdAt: '2026-11-02T10:00:00.000Z',
    finishedAt: '2026-11-02T10:03:00.000Z',
    linkedinUrl: 'https://www.linkedin.com/jobs/search?keywords=x',
    params: { keyword: 'frontend developer', location: 'Pune', workType: 1, jobCount: 100 },
    errorMessage: null,
    totalJobsFound: 10,
    progress: {
      percent: 100,
      listingPages: 1,
      cardsFound: 10,
      detailsFetched: 10,
      detailsTotal: 10,
      companiesFetched: 5,
      jobsKept: 10,
      siteWaitUntil: null,
    },
    // As the server counts them: canApplyCount includes the locked jobs, freeJobs does not.
    enrichedResults: { jobs, freeJobs: 2, canApplyCount: 6, lockedJobs: 4, verificationOff: false },
    freeJobsShown: 6,
    proJobsShown: 4,
  };
}

describe('counting a search’s jobs once', () => {
  it('shows the results header’s “with contact” as freeJobs, not with the locked jobs again', () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ResultsHeader search={freeViewersSearch()} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(textOf(html, 'results-count')).toBe('10');
    expect(textOf(html, 'count-with-contact')).toBe('2');
    expect(textOf(html, 'count-locked')).toBe('4');
  });

  it('gives the dashboard’s stacked bar each job once, so its parts never pass the whole', () => {
    const html = renderToStaticMarkup(<SearchCounts total={10} canApplyCount={6} lockedJobs={4} />);
    expect(textOf(html, 'count-with-contact')).toBe('2');
    expect(textOf(html, 'count-locked')).toBe('4');
    expect(widthOf(html, 'bar-with-contact')).toBe(20);
    expect(widthOf(html, 'bar-locked')).toBe(40);
  });

  it('shows everything with a contact as open for a viewer who sees every contact', () => {
    const html = renderToStaticMarkup(<SearchCounts total={10} canApplyCount={6} lockedJobs={0} />);
    expect(textOf(html, 'count-with-contact')).toBe('6');
    expect(widthOf(html, 'bar-with-contact') + widthOf(html, 'bar-locked')).toBe(60);
  });

  it('says nothing of locked jobs to a viewer whose plan hides none (no “0 locked” on Pro)', () => {
    const search = freeViewersSearch();
    const pro = { ...search, enrichedResults: { ...search.enrichedResults!, freeJobs: 6, lockedJobs: 0 } };
    const header = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ResultsHeader search={pro} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(header).not.toContain('count-locked');
    const bar = renderToStaticMarkup(<SearchCounts total={10} canApplyCount={6} lockedJobs={0} />);
    expect(bar).not.toContain('count-locked');
  });
});

import type { SearchProgress, SearchRequest } from '@app/types';

/** A percent fit for display: a whole number from 0 to 100. */
export function displayPercent(percent: number | null | undefined): number {
  if (percent === null || percent === undefined || Number.isNaN(percent)) return 0;
  return Math.round(Math.min(100, Math.max(0, percent)));
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The pipeline's real counters in words, e.g. '120 jobs found · 40 of 120 details read'; null before any counts. */
export function progressCountersText(progress: SearchProgress | null | undefined): string | null {
  if (!progress) return null;
  const parts: string[] = [];
  if (progress.cardsFound > 0) parts.push(count(progress.cardsFound, 'job found', 'jobs found'));
  if (progress.detailsFetched > 0) {
    parts.push(
      progress.detailsTotal > 0
        ? `${progress.detailsFetched.toLocaleString('en-US')} of ${count(progress.detailsTotal, 'detail read', 'details read')}`
        : count(progress.detailsFetched, 'detail read', 'details read'),
    );
  }
  if (progress.companiesFetched > 0) parts.push(count(progress.companiesFetched, 'company read', 'companies read'));
  if (progress.jobsKept > 0) parts.push(count(progress.jobsKept, 'quality lead', 'quality leads'));
  return parts.length ? parts.join(' · ') : null;
}

/**
 * Why a search is slow when the site is limiting requests: 'LinkedIn is limiting requests; continuing at about 14:05'
 * (the viewer's local time); null when the search is not waiting.
 */
export function siteWaitText(progress: SearchProgress | null | undefined, locale?: string): string | null {
  if (!progress?.siteWaitUntil) return null;
  const at = new Date(progress.siteWaitUntil).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  return `LinkedIn is limiting requests; continuing at about ${at}`;
}

/** The three numbers of the 'Search Complete' toast: listings found, jobs kept after filtering, jobs with a contact. */
export function completionCounts(search: SearchRequest): { found: number; kept: number; enriched: number } {
  const results = search.enrichedResults;
  return {
    found: search.totalJobsFound ?? search.progress.cardsFound,
    kept: search.progress.jobsKept > 0 ? search.progress.jobsKept : (results?.jobs.length ?? 0),
    enriched: results?.canApplyCount ?? 0,
  };
}

import { isSearchInProgress, WORK_TYPE_LABELS, type SavedSearch } from '@app/types';

/** "frontend developer · Bangalore · On-site". */
export const describeSavedSearch = (s: Pick<SavedSearch, 'keyword' | 'location' | 'workType'>): string =>
  [s.keyword, s.location, s.workType ? WORK_TYPE_LABELS[s.workType] : null].filter(Boolean).join(' · ');

/** Whether its latest run is still going. */
export const isRunning = (s: SavedSearch): boolean => !!s.lastRun && isSearchInProgress(s.lastRun.status);

/** What the card says about the latest run, in words. */
export function lastRunText(s: SavedSearch, format: (iso: string) => string): string {
  if (!s.lastRun || !s.lastRunAt) return 'Not run yet';
  if (isRunning(s)) return `Running since ${format(s.lastRunAt)}`;
  const when = format(s.lastRunAt);
  if (s.lastRun.status === 'failed') return `Last run ${when} failed: ${s.lastRun.errorMessage ?? 'no reason given'}`;
  if (s.lastRun.status === 'cancelled') return `Last run ${when} was stopped`;
  return `Last run ${when}: ${s.newJobs === 0 ? 'nothing new' : `${s.newJobs} new ${s.newJobs === 1 ? 'job' : 'jobs'}`}`;
}

/** The nav badge: new jobs of every saved search the user has not looked at yet. */
export const unseenTotal = (searches: readonly SavedSearch[] | undefined): number =>
  (searches ?? []).reduce((sum, s) => sum + s.unseenNewJobs, 0);

import { isSearchInProgress, SAVED_SEARCH_RUN_HOUR, WORK_TYPE_LABELS, type SavedSearch } from '@app/types';

/** "07:00": the morning run's hour on the user's clock. */
export const MORNING_RUN_TIME = `${String(SAVED_SEARCH_RUN_HOUR).padStart(2, '0')}:00`;

/**
 * When it runs next, agreeing with "every morning at 07:00": a search that missed this morning's run (new, or
 * saved after 07:00) is due now and runs at the scheduler's next check, so it says so instead of showing this
 * minute as if it were a schedule. `zone` names the user's zone when it is not the browser's.
 */
export function nextRunText(s: SavedSearch, format: (iso: string) => string, zone = '', now = new Date()): string {
  if (Date.parse(s.nextRunAt) <= now.getTime() + 60_000) {
    return `Runs by itself shortly (this morning’s run is still due), then every morning at ${MORNING_RUN_TIME}${zone}`;
  }
  return `Runs by itself next at ${format(s.nextRunAt)}, and every morning at ${MORNING_RUN_TIME}${zone}`;
}

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

import type { SearchStatus } from '@app/types';

/** Tips shown while a search runs (every 25 s in the search window, every 5 s on the results page). */
export const SEARCH_TIPS = [
  'Deep Search reads up to 1000 listings: slower, but more leads.',
  'Every job is scored against your resume, so the best fits come first.',
  'An email that answers the job’s own requirements reads as personal, not mass-sent.',
  'Keep your resume current in Settings: a better resume gives better matches.',
] as const;

/** What the pipeline is doing in each running status; the results page rotates through them every 25 s. */
export const STATUS_MESSAGES: Record<SearchStatus, readonly string[]> = {
  pending: ['Your search is queued…', 'Waiting for a worker to pick up your search…'],
  processing: ['Reading job listings…', 'Opening each job for its full description…', 'Reading company pages…'],
  filtering: ['Removing duplicates and stale postings…', 'Scoring each job against your resume…'],
  enriching: ['Looking for the people hiring…', 'Checking that contact emails are deliverable…'],
  completed: ['Search complete!'],
  failed: ['The search stopped.'],
  cancelled: ['The search was cancelled.'],
};

export const MODAL_TIP_MS = 25_000;
export const RESULTS_STATUS_MESSAGE_MS = 25_000;
export const RESULTS_TIP_MS = 5_000;

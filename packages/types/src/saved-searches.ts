import type { IsoDate, Job } from './entities.js';
import type { SearchStatus, WorkType } from './enums.js';

/** Saved searches run by themselves every morning at this hour, in the user's timezone (Settings → Regional). */
export const SAVED_SEARCH_RUN_HOUR = 7;
/** The most saved searches one user keeps. */
export const SAVED_SEARCHES_MAX = 10;
/** Jobs each run of a saved search reads: a quick search (the newest postings come first). */
export const SAVED_SEARCH_JOB_COUNT = 100;
/** A digest lists at most this many jobs; the rest are counted and wait in the app. */
export const DIGEST_MAX_JOBS = 20;

/** A search the user keeps: it runs every morning and says which jobs no earlier run of it had found. */
export interface SavedSearch {
  id: string;
  keyword: string;
  location: string;
  workType: WorkType | null;
  /** The search page it runs (the location as the site's typeahead resolved it). */
  linkedinUrl: string;
  createdAt: IsoDate;
  /** When the latest run started; null before the first. */
  lastRunAt: IsoDate | null;
  /** The latest run: a search whose results page is /results/{searchId}; null before the first. */
  lastRun: { searchId: string; status: SearchStatus; errorMessage: string | null } | null;
  /** Jobs the latest completed run found that no earlier run of this saved search had. */
  newJobs: number;
  /** New jobs found since the user last opened this saved search's new jobs (the app's badge counts these). */
  unseenNewJobs: number;
  /** When it runs next by itself: the user's next morning, or now when this morning's run is still to start. */
  nextRunAt: IsoDate;
}

/** `POST /api/saved-searches`: what the search form asks (the location goes through the site's typeahead). */
export interface CreateSavedSearchRequest {
  keyword: string;
  location: string;
  /** 1 on-site, 2 remote, 3 hybrid; form values may arrive as strings. */
  workType: WorkType | '1' | '2' | '3';
}

/** One job a saved search found new, with the run it came from. */
export interface SavedSearchJob {
  job: Job;
  /** The run that first found it (its results page), null when that run was removed. */
  searchId: string | null;
  firstSeenAt: IsoDate;
  /** Found after the user last opened this saved search's new jobs. */
  unseen: boolean;
}

/** `GET /api/saved-searches/:id/new-jobs`: the latest run's new jobs and any not looked at yet, newest first. */
export interface SavedSearchNewJobs {
  savedSearch: SavedSearch;
  jobs: SavedSearchJob[];
}

import type { IsoDate } from './entities.js';

/** The page kinds of the networking site whose markup the API reads. */
export type SitePageKind = 'listing' | 'job' | 'company';

/**
 * How the last canary found the site: `healthy` (every page read by today's strategies), `degraded` (read, but some
 * fields by fallbacks or some pages not understood), `failing` (most pages of a kind not understood, or no job read),
 * `unreachable` (the site refused or did not answer, so the markup could not be judged).
 */
export type SiteHealthStatus = 'healthy' | 'degraded' | 'failing' | 'unreachable';

/** How many records of a page kind had one field answered by one strategy (`none`: no strategy answered). */
export interface SiteFieldReading {
  field: string;
  strategy: string;
  count: number;
  /** Answered by a fallback, not by the strategy today's markup answers: the site is drifting. */
  fallback: boolean;
}

/** One page kind in one canary run: pages asked for, understood, and what they yielded. */
export interface SitePageYield {
  kind: SitePageKind;
  pages: number;
  understood: number;
  /** Cards on listing pages, postings with a title, companies with a name. */
  records: number;
  readings: SiteFieldReading[];
  /** What could not be read, in the parsers' words (for maintainers). */
  problems: string[];
}

/** `POST /api/admin/site-health/run` and the newest of `GET /api/admin/site-health`. */
export interface SiteHealthCheck {
  id: string;
  startedAt: IsoDate;
  finishedAt: IsoDate;
  query: { keywords: string; location: string };
  status: SiteHealthStatus;
  /** Why the run could not finish (the site refused us, or had no job for the fixed search), else null. */
  message: string | null;
  pages: SitePageYield[];
}

/** `GET /api/admin/site-health` (staff): the last canary in full, the ones before it in short, and when it runs. */
export interface SiteHealth {
  latest: SiteHealthCheck | null;
  recent: Pick<SiteHealthCheck, 'id' | 'startedAt' | 'status'>[];
  /** The cron (UTC) the canary runs on, or null when it is off; and its fixed query. */
  schedule: { cron: string | null; keywords: string; location: string };
}

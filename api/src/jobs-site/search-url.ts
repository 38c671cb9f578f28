import type { WorkType } from '@app/types';
import { NotAJobsSiteUrlError } from './jobs-site.errors.js';

/** What a search on the site is made of; the public URL and the guest listing endpoint both carry it. */
export interface SiteSearch {
  keywords: string;
  location: string;
  geoId: string | null;
  workType: WorkType | null;
  /** f_TPR: r86400 (a day), r604800 (a week), r2592000 (a month). */
  timeRange: string | null;
}

const WORK_TYPES = new Set(['1', '2', '3']);
const TIME_RANGES = new Set(['r86400', 'r604800', 'r2592000']);

function searchParams(s: SiteSearch): URLSearchParams {
  const p = new URLSearchParams({ keywords: s.keywords, location: s.location });
  if (s.geoId) p.set('geoId', s.geoId);
  if (s.workType) p.set('f_WT', String(s.workType));
  if (s.timeRange) p.set('f_TPR', s.timeRange);
  return p;
}

/** The search as a person opens it on the site (what the app shows and stores). */
export function publicSearchUrl(baseUrl: string, s: SiteSearch): string {
  return `${new URL('/jobs/search', baseUrl).href}?${searchParams(s).toString()}`;
}

/** One page of cards from the guest listing endpoint; `start` advances by the cards received. */
export function listingPath(s: SiteSearch, start: number): string {
  const p = searchParams(s);
  p.set('start', String(start));
  return `/jobs-guest/jobs/api/seeMoreJobPostings/search?${p.toString()}`;
}

export const jobPostingPath = (siteJobId: string) => `/jobs-guest/jobs/api/jobPosting/${encodeURIComponent(siteJobId)}`;
export const companyPath = (slug: string) => `/company/${encodeURIComponent(slug)}`;
export const geoTypeaheadPath = (query: string) =>
  `/jobs-guest/api/typeaheadHits?${new URLSearchParams({ typeaheadType: 'GEO', query }).toString()}`;

/**
 * Reads a user-supplied search URL. Only the configured site's /jobs/search pages are accepted: nothing else is
 * ever fetched from user input.
 */
export function parsePublicSearchUrl(url: string, baseUrl: string): SiteSearch {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new NotAJobsSiteUrlError('linkedinUrl');
  }
  if (parsed.origin !== new URL(baseUrl).origin || !/^\/jobs\/search\/?$/.test(parsed.pathname)) {
    throw new NotAJobsSiteUrlError('linkedinUrl');
  }
  const q = parsed.searchParams;
  const keywords = (q.get('keywords') ?? '').trim();
  if (!keywords) throw new NotAJobsSiteUrlError('linkedinUrl (with keywords)');
  const wt = q.get('f_WT');
  const tpr = q.get('f_TPR');
  return {
    keywords,
    location: (q.get('location') ?? '').trim(),
    geoId: /^\d+$/.test(q.get('geoId') ?? '') ? q.get('geoId') : null,
    workType: wt && WORK_TYPES.has(wt) ? (Number(wt) as WorkType) : null,
    timeRange: tpr && TIME_RANGES.has(tpr) ? tpr : null,
  };
}

/** `https://site/company/acme?trk=…` → `acme`; null for anything that is not a company page of the site. */
export function companySlug(url: string | null, baseUrl: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, baseUrl);
    if (parsed.origin !== new URL(baseUrl).origin) return null;
    return /^\/company\/([^/?#]+)\/?/.exec(parsed.pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}

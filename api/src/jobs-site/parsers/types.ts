// What the parsers read from the networking site's public pages. Every field the page does not show is null
// (never guessed); text is trimmed, whitespace collapsed and HTML entities decoded.

import type { ApplicantCount, CompanyProfile, VisaSponsorship } from '@app/types';

import type { ReadBy } from './strategies.js';

/** One card of a listing page (`/jobs-guest/jobs/api/seeMoreJobPostings/search`). */
export interface SearchCard {
  siteJobId: string;
  title: string | null;
  companyName: string | null;
  /** The company page without query string (country hosts folded onto the site's base URL). */
  companyLinkedinUrl: string | null;
  companyLogo: string | null;
  location: string | null;
  /** YYYY-MM-DD: the card's `time[datetime]`, else approximated from its "3 days ago". */
  postedDate: string | null;
  salary: string | null;
  /** The badge under the card ("Actively Hiring", "Be an early applicant"). */
  benefits: string | null;
  /** The job's page without tracking parameters. */
  link: string;
  /** Which strategy answered each field (see FIELD_STRATEGIES.listing). */
  readBy: ReadBy<'listing'>;
}

/** A job page: the full `/jobs/view/{id}` page or the `/jobs-guest/jobs/api/jobPosting/{id}` fragment. */
export interface JobPosting {
  siteJobId: string | null;
  title: string | null;
  companyName: string | null;
  companyLogo: string | null;
  companyLinkedinUrl: string | null;
  location: string | null;
  /** YYYY-MM-DD: the page's structured data when present, otherwise approximated from `postedAgo`. */
  postedDate: string | null;
  /** The page's own wording, e.g. "2 weeks ago". */
  postedAgo: string | null;
  /** The page's own wording, e.g. "Over 200 applicants", "Oltre 200 candidati". */
  applicants: string | null;
  /** The same as a number and its kind: { count: 200, qualifier: 'over' }. */
  applicantCount: ApplicantCount | null;
  salary: string | null;
  /** Plain text; paragraphs, line breaks and list items stay on their own lines. */
  description: string | null;
  /** The description's markup exactly as the page gives it. */
  descriptionHtml: string | null;
  /** The criteria in English whatever the page's language ("Livello medio-alto" → "Mid-Senior level"). */
  experienceLevel: string | null;
  employmentType: string | null;
  jobFunction: string | null;
  industries: string | null;
  /** What the description says of visa sponsorship (sponsorship.ts). */
  visaSponsorship: VisaSponsorship | null;
  /** `{base}/jobs/view/{id}`. */
  link: string | null;
  /** The off-site application page, when the posting has one. */
  applyUrl: string | null;
  jobPosterName: string | null;
  jobPosterTitle: string | null;
  jobPosterLinkedinUrl: string | null;
  jobPosterImageUrl: string | null;
  /** Which strategy answered each field (see FIELD_STRATEGIES.job). */
  readBy: ReadBy<'job'>;
}

/**
 * A company page (`/company/{slug}`): the spec's company profile (its `size` is the page's band, e.g.
 * "501-1,000 employees") plus what the page adds.
 */
export interface CompanyPage extends CompanyProfile {
  slug: string | null;
  organizationType: string | null;
  employeeCount: number | null;
  /** Which strategy answered each field (see FIELD_STRATEGIES.company). */
  readBy: ReadBy<'company'>;
}

/** One answer of the location typeahead (`/jobs-guest/api/typeaheadHits?typeaheadType=GEO`). */
export interface GeoHit {
  id: string;
  displayName: string;
}

export type BlockKind = 'authwall' | 'rate-limited';

export interface SearchPageOptions {
  /** The site's base URL; links are built on it. */
  baseUrl: string;
  /** "Now" for turning "3 days ago" into a date. */
  now: Date;
}

export interface JobPageOptions {
  /** The site's base URL; links are built on it. */
  baseUrl: string;
  /** "Now" for turning "3 days ago" into a date. */
  now: Date;
  /** Used when the page itself does not name its job id (some fragments). */
  siteJobId?: string;
}

export interface CompanyPageOptions {
  baseUrl: string;
}

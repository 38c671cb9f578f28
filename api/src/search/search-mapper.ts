import {
  PUBLIC_CONTACT_SOURCES,
  WORK_TYPE_LABELS,
  type ContactSource,
  type Job,
  type MatchScore,
  type SearchProgress,
  type SearchRequest,
  type SearchSummary,
} from '@app/types';
import type { CompanyEntity } from '../companies/company.entity.js';
import type { JobContactEntity } from '../enrichment/entities/job-contact.entity.js';
import type { JobEntity } from '../jobs/job.entity.js';
import type { SearchRequestEntity } from './entities/search-request.entity.js';

const BULLET = /^\s*(?:[-•*▪◦·]|\d+[.)])\s+(.+)$/;
const REQUIREMENTS_HEADING =
  /^(requirements?|qualifications?|what (we're|we are) looking for|what you('ll| will)? bring|must[- ]haves?|you (should )?have|skills( required)?|who you are)\b/i;

/**
 * The requirements part of a description: the lines under a heading such as "Requirements" or "What we're
 * looking for" (until a blank line), else any bulleted lines. At most eight; null when there are none.
 */
export function requirementsOf(description: string | null): string | null {
  if (!description) return null;
  const lines = description.split('\n').map((l) => l.trim());
  const heading = lines.findIndex((l) => l.length < 60 && REQUIREMENTS_HEADING.test(l));
  let items: string[] = [];
  if (heading >= 0) {
    let i = heading + 1;
    while (i < lines.length && !lines[i]) i++;
    for (; i < lines.length && lines[i]; i++) items.push(BULLET.exec(lines[i]!)?.[1] ?? lines[i]!);
  }
  if (!items.length) items = lines.map((l) => BULLET.exec(l)?.[1]).filter((l): l is string => !!l);
  return items.length ? items.slice(0, 8).join('\n') : null;
}

export function progressOf(s: SearchRequestEntity): SearchProgress {
  return {
    percent: s.progressPercent,
    listingPages: s.listingPages,
    cardsFound: s.cardsFound,
    detailsFetched: s.detailsFetched,
    detailsTotal: s.detailsTotal,
    companiesFetched: s.companiesFetched,
    jobsKept: s.jobsKept,
    siteWaitUntil: s.siteWaitUntil?.toISOString() ?? null,
  };
}

const paramsOf = (s: SearchRequestEntity) => ({
  keyword: s.keyword,
  location: s.location,
  workType: s.workType,
  jobCount: s.jobCount,
});

/** A contact someone can write to: a valid address, or the likeliest one at a domain that accepts every address. */
export const isReachable = (c: JobContactEntity | undefined): boolean =>
  !!c?.email && (c.status === 'valid' || c.status === 'catch-all');

/** A contact the posting itself shows: its poster, or an address it publishes. Open on every plan. */
export const isPublicSource = (source: JobContactEntity['source']): boolean =>
  PUBLIC_CONTACT_SOURCES.includes(source as ContactSource);

/**
 * The plan rule, applied on the server: a contact the posting shows (its poster, or an address it publishes) is open
 * to everyone; one that had to be discovered (a decision maker, a role address) is Pro, and a Free viewer gets none of
 * its fields.
 */
export const isLockedFor = (c: JobContactEntity | undefined, seesProContacts: boolean): boolean =>
  isReachable(c) && !isPublicSource(c!.source) && !seesProContacts;

export interface JobView {
  job: JobEntity;
  company: CompanyEntity | undefined;
  contact: JobContactEntity | undefined;
  match: MatchScore | null;
}

export function toJob(
  view: JobView,
  toProfile: (c: CompanyEntity) => Job['company'],
  workType: SearchRequestEntity['workType'],
  seesProContacts: boolean,
): Job {
  const { job, company, contact } = view;
  const locked = isLockedFor(contact, seesProContacts);
  const reachable = isReachable(contact);
  return {
    siteJobId: job.siteJobId,
    title: job.title,
    companyName: job.companyName ?? company?.name ?? '',
    companyLogo: job.companyLogo ?? company?.logo ?? null,
    companyWebsite: company?.website ?? null,
    companyLinkedinUrl: job.companyLinkedinUrl,
    location: job.location,
    postedDate: job.postedDate,
    workType: workType ? WORK_TYPE_LABELS[workType] : null,
    experienceLevel: job.experienceLevel,
    employmentType: job.employmentType,
    salary: job.salary,
    applicants:
      job.applicantsCount !== null && job.applicantsQualifier !== null
        ? { count: job.applicantsCount, qualifier: job.applicantsQualifier }
        : null,
    visaSponsorship: job.visaSponsorship,
    canApply: reachable,
    locked,
    description: job.description,
    requirement: requirementsOf(job.description),
    link: job.link,
    jobUrl: job.link,
    applyUrl: job.applyUrl,
    // A decision maker found by a provider stands in for a poster the posting did not show (when visible).
    jobPosterName: job.posterName ?? (contact?.source === 'provider' && !locked ? contact.name : null),
    jobPosterTitle: job.posterTitle ?? (contact?.source === 'provider' && !locked ? contact.title : null),
    jobPosterLinkedinUrl: job.posterLinkedinUrl,
    jobPosterImageUrl: job.posterImageUrl,
    jobPosterEmail: reachable && !locked ? contact!.email : null,
    // A verdict still on its way says so; it names no address, so it tells a Free viewer nothing locked.
    emailVerificationStatus:
      reachable && !locked ? contact!.status : contact?.status === 'verifying' ? 'verifying' : null,
    contactSource: reachable && !locked && contact!.source !== 'none' ? contact!.source : null,
    match: view.match,
    company: company ? toProfile(company) : null,
  };
}

/** `verificationOff`: the server cannot verify addresses (see EnrichedResults). */
export function toSearchRequest(s: SearchRequestEntity, jobs: Job[] | null, verificationOff = false): SearchRequest {
  const canApplyCount = jobs?.filter((j) => j.canApply).length ?? 0;
  const lockedJobs = jobs?.filter((j) => j.locked).length ?? 0;
  return {
    id: s.id,
    requestId: s.id,
    status: s.status,
    createdAt: s.createdAt.toISOString(),
    finishedAt: s.finishedAt?.toISOString() ?? null,
    linkedinUrl: s.linkedinUrl,
    params: paramsOf(s),
    errorMessage: s.errorMessage,
    totalJobsFound: s.cardsFound || null,
    progress: progressOf(s),
    enrichedResults: jobs
      ? { jobs, freeJobs: canApplyCount - lockedJobs, canApplyCount, lockedJobs, verificationOff }
      : null,
    freeJobsShown: jobs ? jobs.length - lockedJobs : null,
    proJobsShown: jobs ? lockedJobs : null,
  };
}

export function toSummary(
  s: SearchRequestEntity,
  counts: { total: number; canApply: number; locked: number } | undefined,
): SearchSummary {
  const done = s.status === 'completed';
  return {
    id: s.id,
    status: s.status,
    createdAt: s.createdAt.toISOString(),
    linkedinUrl: s.linkedinUrl,
    params: paramsOf(s),
    progress: progressOf(s),
    totalJobs: done ? (counts?.total ?? 0) : null,
    canApplyCount: done ? (counts?.canApply ?? 0) : null,
    lockedJobs: done ? (counts?.locked ?? 0) : null,
    errorMessage: s.errorMessage,
  };
}

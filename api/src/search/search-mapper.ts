import { WORK_TYPE_LABELS, type Job, type SearchProgress, type SearchRequest, type SearchSummary } from '@app/types';
import type { CompanyEntity } from '../companies/company.entity.js';
import type { JobEntity } from './entities/job.entity.js';
import type { SearchRequestEntity } from './entities/search-request.entity.js';
import type { SearchResultEntity } from './entities/search-result.entity.js';

const REQUIREMENT_LINE = /^\s*(?:[-•*▪◦·]|\d+[.)])\s+(.+)$/;

/** The description's list items, which is where postings put their requirements. */
export function requirementsOf(description: string | null): string | null {
  if (!description) return null;
  const items = description
    .split('\n')
    .map((line) => REQUIREMENT_LINE.exec(line)?.[1]?.trim())
    .filter((line): line is string => !!line);
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
  };
}

const paramsOf = (s: SearchRequestEntity) => ({
  keyword: s.keyword,
  location: s.location,
  workType: s.workType,
  jobCount: s.jobCount,
});

export function toJob(
  result: SearchResultEntity,
  job: JobEntity,
  company: CompanyEntity | undefined,
  toProfile: (c: CompanyEntity) => Job['company'],
  workType: SearchRequestEntity['workType'],
): Job {
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
    // Contact discovery fills these; until a deliverable address is found nobody can apply by email.
    canApply: false,
    description: job.description,
    requirement: requirementsOf(job.description),
    link: job.link,
    jobUrl: job.link,
    applyUrl: job.applyUrl,
    jobPosterName: job.posterName,
    jobPosterTitle: job.posterTitle,
    jobPosterLinkedinUrl: job.posterLinkedinUrl,
    jobPosterImageUrl: job.posterImageUrl,
    jobPosterEmail: null,
    emailVerificationStatus: null,
    match:
      result.matchScore === null
        ? null
        : { score: result.matchScore, matchedSkills: result.matchedSkills, missingSkills: result.missingSkills },
    company: company ? toProfile(company) : null,
  };
}

export function toSearchRequest(s: SearchRequestEntity, jobs: Job[] | null): SearchRequest {
  const canApplyCount = jobs?.filter((j) => j.canApply).length ?? 0;
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
    enrichedResults: jobs ? { jobs, freeJobs: canApplyCount, canApplyCount, lockedJobs: 0 } : null,
    freeJobsShown: jobs ? jobs.length : null,
    proJobsShown: jobs ? 0 : null,
  };
}

export function toSummary(
  s: SearchRequestEntity,
  counts: { total: number; canApply: number } | undefined,
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
    lockedJobs: done ? 0 : null,
    errorMessage: s.errorMessage,
  };
}

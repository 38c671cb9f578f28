import type { JobPosting } from '../jobs-site/parsers/index.js';
import { companySlug } from '../jobs-site/search-url.js';
import type { JobEntity } from '../jobs/job.entity.js';

/** A job row's fields from its page; what the listing card already said wins where the page is vaguer. */
export function jobFieldsFromPosting(
  p: JobPosting,
  row: Partial<JobEntity> | null,
  baseUrl: string,
  fetchedAt = new Date(),
): Partial<JobEntity> {
  return {
    title: p.title || row?.title || '',
    companyName: p.companyName ?? row?.companyName ?? null,
    companyLinkedinUrl: p.companyLinkedinUrl ?? row?.companyLinkedinUrl ?? null,
    companySlug: companySlug(p.companyLinkedinUrl, baseUrl) ?? row?.companySlug ?? null,
    companyLogo: row?.companyLogo ?? p.companyLogo,
    location: p.location ?? row?.location ?? null,
    // The card's date is exact; the page's is often "2 weeks ago".
    postedDate: row?.postedDate ?? p.postedDate,
    salary: p.salary ?? row?.salary ?? null,
    description: p.description,
    experienceLevel: p.experienceLevel,
    employmentType: p.employmentType,
    jobFunction: p.jobFunction,
    industries: p.industries,
    applicantsCount: p.applicantCount?.count ?? null,
    applicantsQualifier: p.applicantCount?.qualifier ?? null,
    visaSponsorship: p.visaSponsorship,
    applyUrl: p.applyUrl,
    posterName: p.jobPosterName,
    posterTitle: p.jobPosterTitle,
    posterLinkedinUrl: p.jobPosterLinkedinUrl,
    posterImageUrl: p.jobPosterImageUrl,
    removed: false,
    detailFetchedAt: fetchedAt,
  };
}

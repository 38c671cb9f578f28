import type { Job } from '@app/types';

let seq = 0;

/** A job with unique values, for the compose specs (not exported from the package). */
export function makeJob(patch: Partial<Job> = {}): Job {
  seq += 1;
  return {
    siteJobId: `site-${seq}`,
    title: `Engineer ${seq}`,
    companyName: `Company ${seq}`,
    companyLogo: null,
    companyWebsite: null,
    companyLinkedinUrl: null,
    location: null,
    postedDate: null,
    workType: null,
    experienceLevel: null,
    employmentType: null,
    salary: null,
    canApply: true,
    locked: false,
    description: 'Build things',
    requirement: null,
    link: `https://jobs.example/view/${seq}`,
    jobUrl: null,
    applyUrl: null,
    jobPosterName: null,
    jobPosterTitle: null,
    jobPosterLinkedinUrl: null,
    jobPosterImageUrl: null,
    jobPosterEmail: `hiring${seq}@company.example`,
    emailVerificationStatus: 'valid',
    match: null,
    company: null,
    ...patch,
  };
}

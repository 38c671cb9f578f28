import type { Job } from './entities.js';

let seq = 0;

/**
 * A job for specs, with unique values: a contact shown with a verified address, no score. Test-only: reached as
 * '@app/types/testing', never from the package's entry.
 */
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
    contactSource: 'poster',
    match: null,
    company: null,
    ...patch,
  };
}

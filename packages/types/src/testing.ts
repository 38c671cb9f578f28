import type { EmailApplication, Job, SearchRequest } from './entities.js';

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
    applicants: null,
    visaSponsorship: null,
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

/** A search for specs: completed with `jobs` (locked ones counted), or in the state `patch` says. */
export function makeSearch(patch: Partial<SearchRequest> = {}, jobs: Job[] = []): SearchRequest {
  seq += 1;
  const id = `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  const locked = jobs.filter((j) => j.locked).length;
  return {
    id,
    requestId: id,
    status: 'completed',
    createdAt: '2026-03-02T10:00:00.000Z',
    finishedAt: '2026-03-02T10:05:00.000Z',
    linkedinUrl: 'https://www.linkedin.com/jobs/search?keywords=engineer',
    params: { keyword: 'engineer', location: 'Berlin', workType: 1, jobCount: 100 },
    errorMessage: null,
    totalJobsFound: jobs.length,
    progress: {
      percent: 100,
      listingPages: 1,
      cardsFound: jobs.length,
      detailsFetched: jobs.length,
      detailsTotal: jobs.length,
      companiesFetched: 0,
      jobsKept: jobs.length,
      siteWaitUntil: null,
    },
    enrichedResults: {
      jobs,
      freeJobs: jobs.length - locked,
      canApplyCount: jobs.filter((j) => j.canApply).length,
      lockedJobs: locked,
      verificationOff: false,
    },
    freeJobsShown: jobs.length - locked,
    proJobsShown: locked,
    ...patch,
  };
}

/** An application for specs: sent through Gmail, no outcome yet. */
export function makeApplication(patch: Partial<EmailApplication> = {}): EmailApplication {
  seq += 1;
  return {
    id: `00000000-0000-4000-9000-${String(seq).padStart(12, '0')}`,
    userId: '00000000-0000-4000-a000-000000000001',
    jobTitle: `Engineer ${seq}`,
    companyName: `Company ${seq}`,
    companyEmail: `hiring${seq}@company.example`,
    emailSubject: `Application for Engineer ${seq}`,
    emailBody: 'Hello,\n\nI would like to apply.',
    status: 'sent',
    sentAt: '2026-03-02T10:00:00.000Z',
    sentFolderUrl: null,
    jobUrl: null,
    companyWebsite: null,
    provider: 'gmail',
    fromAddress: 'me@example.com',
    providerMessageId: null,
    outcome: null,
    outcomeAt: null,
    replyDetectedAt: null,
    autoReply: null,
    bounce: null,
    followUps: { sent: 0, scheduled: 0 },
    resumeAttached: false,
    ...patch,
  };
}

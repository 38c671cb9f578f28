/** Lifecycle of a search request (spec §4). The first four are "in progress" and polled. */
export const SEARCH_STATUSES = [
  'pending',
  'processing',
  'filtering',
  'enriching',
  'completed',
  'failed',
  'cancelled',
] as const;
export type SearchStatus = (typeof SEARCH_STATUSES)[number];

export const IN_PROGRESS_STATUSES: readonly SearchStatus[] = ['pending', 'processing', 'filtering', 'enriching'];
export const isSearchInProgress = (status: SearchStatus): boolean => IN_PROGRESS_STATUSES.includes(status);

/** The networking site's `f_WT` values. */
export const WorkType = { OnSite: 1, Remote: 2, Hybrid: 3 } as const;
export type WorkType = (typeof WorkType)[keyof typeof WorkType];
export const WORK_TYPE_LABELS: Record<WorkType, string> = { 1: 'On-site', 2: 'Remote', 3: 'Hybrid' };

/**
 * Outcome of checking that an address is deliverable. `verifying`: the mail server is slow to say (greylisting, a
 * tarpit); the verdict lands later in the same contact, while the search goes on without it.
 */
export const VERIFICATION_STATUSES = ['valid', 'catch-all', 'invalid', 'unknown', 'error', 'verifying'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/**
 * How a job's contact was found: the poster the posting shows, an address the posting itself publishes ("send your CV
 * to jobs@…"), a decision maker from a people-data provider, or a role address of the company. The first two are
 * public (open on every plan); the others are Pro.
 */
export const CONTACT_SOURCES = ['poster', 'posting', 'provider', 'role'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];
export const PUBLIC_CONTACT_SOURCES: readonly ContactSource[] = ['poster', 'posting'];

/** `GET /api/scrape-job/:id/jobs` filters: any job; a contact to write to (valid or catch-all); verified; none. */
export const JOB_CONTACT_FILTERS = ['any', 'valid', 'verified', 'none'] as const;
export type JobContactFilter = (typeof JOB_CONTACT_FILTERS)[number];
/** Best match first, newest posting first, or fewest applicants first. */
export const JOB_SORTS = ['match', 'date', 'applicants'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const USER_ROLES = ['user', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export type Theme = 'light' | 'dark';

/** What came of a sent application, as the user marks it. */
export const APPLICATION_OUTCOMES = ['replied', 'interview', 'rejected'] as const;
export type ApplicationOutcome = (typeof APPLICATION_OUTCOMES)[number];

/**
 * Where an application email stands as Applications shows it: `sending` (handed to the mail provider, no answer yet),
 * `sent` (the provider took it), or `unknown` (the app stopped while sending it and could not confirm it left; the
 * user checks the Sent folder and marks it), or `bounced` (its delivery report said the address does not exist).
 */
export const APPLICATION_STATUSES = ['sending', 'sent', 'unknown', 'bounced'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** How an email leaves: the user's Gmail (send-only scope) or any mailbox over SMTP. */
export const MAIL_PROVIDERS = ['gmail', 'smtp'] as const;
export type MailProvider = (typeof MAIL_PROVIDERS)[number];

import type { IsoDate, User } from './entities.js';
import type { ApplicationOutcome, MailProvider, SearchStatus, WorkType } from './enums.js';

/** One page of a staff list. `page` starts at 1. */
export interface Paginated<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const ADMIN_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** The last page a list may ask for (100 000 pages of 100 rows is ten million): bounds the database's OFFSET. */
export const ADMIN_PAGE_MAX = 100_000;

/** Query of every staff list: paging, a "contains" search, and optionally one user's rows only. */
export interface AdminListQuery {
  page?: number;
  pageSize?: number;
  /** Case-insensitive text to find (emails, names, and the list's own text fields). */
  q?: string;
  /** Only this user's rows (not on the users list). */
  userId?: string;
}

/** `GET /api/admin/users-detailed`: a user with counts of what they have. */
export interface AdminUser extends Pick<
  User,
  'id' | 'email' | 'firstName' | 'lastName' | 'profileImageUrl' | 'role' | 'createdAt'
> {
  lastSignInAt: IsoDate | null;
  hasResume: boolean;
  searchCount: number;
  applicationCount: number;
  /** Mail accounts connected for sending (any provider). */
  mailAccountCount: number;
}

/** A mailbox as staff see it: its state, never a token or password (spec: mail credential, admin). */
export interface AdminMailAccount {
  id: string;
  userId: string;
  userEmail: string;
  provider: MailProvider;
  emailAddress: string;
  /** Usable for sending: the provider has not refused the stored grant. */
  isActive: boolean;
  needsReauth: boolean;
  isDefault: boolean;
  createdAt: IsoDate;
  updatedAt: IsoDate;
  /** SMTP host and port (never the password); null for Gmail. */
  smtpServer: string | null;
}

/** `GET /api/admin/users/:id`: the profile, counts and mail connection status (an audited read). */
export interface AdminUserDetail extends AdminUser {
  termsAcceptedAt: IsoDate | null;
  updatedAt: IsoDate;
  resume: AdminResumeInfo | null;
  mailAccounts: AdminMailAccount[];
  /** Searches by status, e.g. { completed: 3, failed: 1 }. */
  searchesByStatus: Partial<Record<SearchStatus, number>>;
  /** Sent emails and what came of them. */
  applications: { sent: number; replied: number; interview: number; rejected: number };
}

export interface AdminResumeInfo {
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  uploadedAt: IsoDate;
}

/** `GET /api/admin/users/:id/resume`: the saved resume's text (an audited read). */
export interface AdminResume extends AdminResumeInfo {
  text: string;
}

/** `GET /api/admin/job-requests-detailed`. */
export interface AdminJobRequest {
  id: string;
  userId: string;
  userEmail: string;
  status: SearchStatus;
  createdAt: IsoDate;
  finishedAt: IsoDate | null;
  linkedinUrl: string;
  keyword: string;
  location: string;
  workType: WorkType | null;
  jobCount: number;
  /** Cards the listing pages returned. */
  totalJobsFound: number;
  /** Jobs delivered after filtering. */
  jobsKept: number;
  errorMessage: string | null;
}

/** `GET /api/admin/email-applications-detailed`: the record of a sent email, without its body. */
export interface AdminEmailApplication {
  id: string;
  userId: string;
  userEmail: string;
  status: 'sending' | 'sent' | 'failed' | 'unknown';
  jobTitle: string;
  companyName: string;
  companyEmail: string;
  emailSubject: string;
  sentAt: IsoDate | null;
  createdAt: IsoDate;
  jobUrl: string | null;
  companyWebsite: string | null;
  provider: MailProvider;
  fromAddress: string;
  outcome: ApplicationOutcome | null;
}

/** What staff did; every read of users' data leaves one. */
export const AUDIT_ACTIONS = [
  'users.list',
  'job-requests.list',
  'email-applications.list',
  'mail-accounts.list',
  'user.view',
  'resume.view',
  'resume.download',
  'user.export',
  'refund-requests.list',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'users.list': 'Listed users',
  'job-requests.list': 'Listed job searches',
  'email-applications.list': 'Listed applications',
  'mail-accounts.list': 'Listed mail accounts',
  'user.view': 'Opened profile',
  'resume.view': 'Viewed resume',
  'resume.download': 'Downloaded resume',
  'user.export': 'Exported data',
  'refund-requests.list': 'Listed refund requests',
};

/** `GET /api/admin/audit-log`. Emails are shown while the accounts exist; a deleted one is known by its ref. */
export interface AuditLogEntry {
  id: string;
  at: IsoDate;
  action: AuditAction;
  staffUserId: string | null;
  staffEmail: string | null;
  /** SHA-256 of the staff member's user id; stays when the account is deleted. */
  staffRef: string;
  subjectUserId: string | null;
  subjectEmail: string | null;
  /** SHA-256 of the subject's user id; null for reads of a whole list. */
  subjectRef: string | null;
  /** What was read (a list's name and page, whether a search text was used), never the data itself. */
  detail: Record<string, string | number | boolean | null>;
}

export interface AuditLogQuery {
  page?: number;
  pageSize?: number;
  /** Rows about this user. */
  userId?: string;
  action?: AuditAction;
}

/** `DELETE /api/account`: the person types their account's email to confirm. */
export interface DeleteAccountRequest {
  confirmEmail: string;
}

export interface DeleteAccountResponse {
  deleted: true;
}

/**
 * A person's data as one JSON file (`GET /api/account/export`, and staff's `GET /api/admin/users/:id/export`).
 * `tables` holds the rows of every table that belongs to the user, found from the database's own foreign keys, so a
 * new table is exported without anyone listing it. Secrets and file bytes are left out, and `omitted` says which
 * columns and why.
 */
export interface UserDataExport {
  format: 'jobreach-user-data/1';
  exportedAt: IsoDate;
  userId: string;
  /** The `users` row. */
  account: Record<string, unknown>;
  /** Table name → the user's rows, column names as stored. */
  tables: Record<string, Record<string, unknown>[]>;
  /** Table name → column → why it is not in the file. */
  omitted: Record<string, Record<string, string>>;
  /** When staff read this account's data, and what (the audit log; who is not said). */
  staffAccess: { at: IsoDate; action: AuditAction }[];
}

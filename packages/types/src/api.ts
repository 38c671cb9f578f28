import type {
  CompanyProfile,
  EmailApplication,
  Job,
  PaymentInterestSummary,
  SearchFormValues,
  SearchRequest,
  UserSettings,
} from './entities.js';
import type { ApplicationOutcome, JobContactFilter, JobSort, MailProvider, WorkType } from './enums.js';
import type { ApiErrorCode } from './error-codes.js';
import type { ImapSettingsRequest, JobContacted, OutreachSettings } from './outreach.js';

/** Every error the API answers has this body (one exception filter, see api/src/common). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Set by domain errors so clients can tell cases apart without parsing prose. */
  code?: ApiErrorCode;
  /** Facts a client acts on, e.g. the earlier send behind a 409 `duplicate_send`. */
  details?: Record<string, unknown>;
}

export interface HealthResponse {
  status: 'ok' | 'degraded';
  db: 'ok' | 'down';
  queue: 'ok' | 'down';
}

export interface DevLoginRequest {
  email: string;
  firstName?: string;
  lastName?: string;
}

export interface AcceptTermsResponse {
  termsAcceptedAt: string;
}

export interface GenerateUrlRequest {
  keyword: string;
  location: string;
  /** 1 on-site, 2 remote, 3 hybrid; form values may arrive as strings. */
  workType: WorkType | '1' | '2' | '3';
}
export interface GenerateUrlResponse {
  linkedinUrl?: string;
  message?: string;
  error?: string;
}

export interface StartSearchRequest {
  linkedinUrl: string;
  resumeText?: string;
  jobCount: SearchFormValues['jobCount'];
}
export interface StartSearchResponse {
  requestId: string;
}

/**
 * `GET /api/scrape-job/:id/jobs` query, all optional: the jobs a search delivered so far (while it runs, and after),
 * filtered, sorted and paged in the database.
 */
export interface SearchJobsQuery {
  /** 1-based; default 1. */
  page?: number;
  /** Default SEARCH_JOBS_PAGE.defaultSize, at most SEARCH_JOBS_PAGE.maxSize. */
  pageSize?: number;
  /** `verified`: only a verified address; `valid`: any contact to write to (verified or catch-all); `none`: none. */
  contact?: JobContactFilter;
  /** Only jobs whose fit to the resume is at least this (0–100). */
  minMatch?: number;
  /** Leave out jobs the user already emailed about. */
  hideApplied?: boolean;
  /**
   * `match` (default): best fit first; `date`: newest posting first; `applicants`: fewest applicants first ("Be
   * among the first 25" just before "25", "Over 200" just after "200"; jobs whose page gave no count last).
   */
  sort?: JobSort;
  /** Only jobs whose description offers visa sponsorship (one that says there is none is never among them). */
  sponsorship?: boolean;
}
export interface SearchJobsPage {
  items: Job[];
  /** The page's jobs this user already reached, by site job id (a job left out was not contacted). */
  contacted: Record<string, JobContacted>;
  /** Jobs matching the filters so far (it grows while the search runs). */
  total: number;
  page: number;
  pageSize: number;
}

/** `POST /api/scrape-job/:id/abort` answers the search as it is after cancelling. */
export type AbortSearchResponse = SearchRequest;

export interface ResumeUploadResponse {
  text: string;
  fileName: string;
}

export interface ScrapeCompanyRequest {
  companyLinkedinUrl: string;
}
export interface ScrapeCompanyResponse {
  success: boolean;
  company?: CompanyProfile;
}

export interface GenerateEmailRequest {
  companyName: string;
  jobDescription: string;
  jobTitle: string;
  /** Optional: the server uses the saved resume when it is missing. */
  resumeText?: string;
  /** The contact the email goes to, so it can greet them by name and title. */
  posterName?: string;
  posterTitle?: string;
  /** The company profile when it was scraped (`POST /api/scrape-company`). */
  company?: CompanyProfile;
  /** The networking site's job id, when known (lets the server read its stored description and company). */
  siteJobId?: string;
  /**
   * The address the email goes to. When given, the email greets `posterName` only: never the job's stored poster
   * (another person), and nobody by name at a shared mailbox (careers@, jobs@, hr@).
   */
  recipientEmail?: string;
  /**
   * 1 for the first draft, 2 for the first Regenerate, and so on: each asks for a different draft (the built-in
   * writer opens with the next-best achievement or another wording). Past the last one it can write, the API
   * answers 409 `no_other_draft` with the reason.
   */
  attempt?: number;
}
export interface GenerateEmailResponse {
  success: boolean;
  email?: { subject: string; body: string };
  generator?: 'llm' | 'template';
  /** The unbacked claims' sentences (the same as `grounding.unbacked[].warning`), for callers that only list them. */
  warnings?: string[];
  /** The grounding check of the draft: what it could not back, and what the resume backs, with the line behind it. */
  grounding?: GroundingReport;
  error?: string;
}

/** What a claim is about (the grounding check's kinds; the API's checker reads them from here). */
export const GROUNDING_CLAIM_KINDS = [
  'employer',
  'school',
  'degree',
  'certification',
  'title',
  'years',
  'team',
  'metric',
  'skill',
  'language',
  'location',
  'award',
  'publication',
] as const;
export type GroundingClaimKind = (typeof GROUNDING_CLAIM_KINDS)[number];

/** A claim of a draft the resume does not back. `at` is where its words start in `${subject}\n${body}`. */
export interface UnbackedClaim {
  kind: GroundingClaimKind;
  text: string;
  at: number;
  /** A sentence the user understands: what the email says, and that the resume does not back it. */
  warning: string;
}

/** A claim of a draft the resume backs, with the resume line behind it (the evidence shown in the compose dialog). */
export interface BackedClaim {
  kind: GroundingClaimKind;
  text: string;
  at: number;
  /** The line of the resume that holds the backing words. */
  evidence: string;
}

/**
 * One claim as the language model listed it (its quote is never trusted: every check verifies it against the
 * resume in code). The compose dialog sends the list back with a re-check, so the model's findings follow the
 * user's edits without another model call.
 */
export interface ModelClaim {
  claim: string;
  kind: GroundingClaimKind;
  about: 'sender' | 'company';
  resumeQuote: string | null;
}

export interface GroundingReport {
  unbacked: UnbackedClaim[];
  backed: BackedClaim[];
  /** The model's claim list for this draft; null when no model was asked (none configured, or the call failed). */
  modelClaims: ModelClaim[] | null;
}

/**
 * `POST /api/compose/check`: the grounding check of an edited draft, against the same sources as the generation
 * (the same fields as `GenerateEmailRequest`), without a model call.
 */
export interface CheckEmailRequest extends GenerateEmailRequest {
  subject: string;
  body: string;
  /** The model's claim list of the generated draft (`GenerateEmailResponse.grounding.modelClaims`), re-verified. */
  modelClaims?: ModelClaim[];
}
export type CheckEmailResponse = GroundingReport;

export interface SendEmailRequest {
  to: string;
  subject: string;
  body: string;
  jobTitle: string;
  companyName: string;
  jobUrl?: string;
  companyWebsite?: string;
  /** One key per composed email: a retry or double click with the same key never sends twice. */
  idempotencyKey?: string;
  /** Send although this job or recipient already got an email in the last 30 days (answered 409 otherwise). */
  confirmDuplicate?: boolean;
  /** Attach the saved resume file (its own name); absent: the user's setting decides. */
  attachResume?: boolean;
}
export interface SendEmailResponse {
  success: boolean;
  sentViaGmail?: boolean;
  needsGmailAuth?: boolean;
  gmailComposeUrl?: string;
  mailtoLink?: string;
  requiresSignIn?: boolean;
  error?: string;
  /** Which mailbox sent it, and the application recorded for it. */
  sentVia?: MailProvider;
  application?: EmailApplication;
}

/**
 * `details` of the 429 `daily_limit_reached` answer to a direct send: the mailbox address sent its day's limit (every
 * user and account sending from it counted). Nothing was sent; the outbox ('Send later') takes it at the next slot.
 */
export interface DailyLimitDetails {
  fromAddress: string;
  dailyLimit: number;
  /** The start of the user's next day (their timezone), when the limit counts afresh. */
  resetsAt: string;
}

/** `details` of the 409 `duplicate_send` answer: the earlier email to this job or recipient. */
export interface DuplicateSendDetails {
  applicationId: string;
  sentAt: string;
  to: string;
  jobTitle: string;
  companyName: string;
  subject: string;
  /** Why it matched: the same job, or the same recipient. */
  reason: 'same-job' | 'same-recipient';
  /**
   * The earlier email was `sent`; is `sending` right now; or is `unknown` (the app stopped while sending it, so it may
   * have gone), or is `scheduled` in the outbox (`sentAt` is then when it is due). `sentAt` is when it was sent, or
   * when sending began. Absent from older servers: sent.
   */
  status?: 'sent' | 'sending' | 'unknown' | 'scheduled';
}

/** `POST /api/mail/smtp`: verified by connecting before it is stored. */
export interface SmtpAccountRequest {
  emailAddress: string;
  host: string;
  port: number;
  /** true: TLS from the start (465); false: STARTTLS when offered (587). */
  secure: boolean;
  username: string;
  password: string;
  /** The same mailbox's IMAP inbox, to see replies (checked by logging in before it is stored). */
  imap?: ImapSettingsRequest;
}

/** `GET /api/email-applications` query: all optional. */
export interface EmailApplicationsQuery {
  /** Matches job title, company, recipient or subject. */
  q?: string;
  /** An outcome, or 'none' for applications not marked yet. */
  outcome?: ApplicationOutcome | 'none';
}

/** `PATCH /api/email-applications/:id`: mark what came of it (null clears). A 409 while its delivery is unknown. */
export interface MarkOutcomeRequest {
  outcome: ApplicationOutcome | null;
}

/** `POST /api/email-applications/:id/delivery`: the user says whether an `unknown` email was sent. */
export interface ConfirmDeliveryRequest {
  sent: boolean;
}
/** The application, now `sent`; null when marked not sent (it leaves Applications, and its key may send again). */
export interface ConfirmDeliveryResponse {
  application: EmailApplication | null;
}

/** `PUT /api/user/settings`: everything but the email, all fields optional. */
export type UpdateSettingsRequest = Partial<
  Omit<UserSettings, 'email' | 'notifications' | 'privacy' | 'outreach' | 'notificationEmailsAvailable'>
> & {
  notifications?: Partial<UserSettings['notifications']>;
  privacy?: Partial<UserSettings['privacy']>;
  outreach?: Partial<Omit<OutreachSettings, 'dailyLimitMax' | 'spacingSeconds' | 'followUps'>> & {
    followUps?: Partial<OutreachSettings['followUps']>;
  };
};

export interface PaymentInterestRequest {
  wouldPay: boolean;
}
/** `POST /api/feedback/payment-interest` answers the real share of answers so far. */
export type PaymentInterestResponse = PaymentInterestSummary;

/**
 * `POST /api/billing/checkout`: what the web needs to open the Paddle.js overlay. The script comes from
 * `paddleJsUrl`; the overlay is opened with `priceId`, the customer's email and `customData` (which ties the
 * resulting subscription to this account).
 */
export interface CheckoutResponse {
  paddleJsUrl: string;
  environment: 'sandbox' | 'production';
  clientToken: string;
  priceId: string;
  currency: string;
  price: number;
  customer: { email: string };
  customData: { userId: string };
}

/** `details` of the 402 `search_quota_exceeded` answer. */
export interface SearchQuotaExceededDetails {
  limit: number;
  used: number;
  resetsAt: string;
  upgradeUrl: string;
}

/** `POST /api/billing/refund-request`. */
export interface RefundRequestBody {
  reason?: string;
}

/** `POST /api/contacts/lookup`: a job URL of the networking site; answers the Job with its contact. */
export interface ContactLookupRequest {
  jobUrl: string;
}

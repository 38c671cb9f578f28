import type {
  ApplicationOutcome,
  ApplicationStatus,
  ContactSource,
  MailProvider,
  SearchStatus,
  UserRole,
  VerificationStatus,
  WorkType,
} from './enums.js';
import type { OutreachSettings, ReplyDetection } from './outreach.js';

/** ISO-8601 timestamp as it travels over JSON. */
export type IsoDate = string;

/** The signed-in user as `GET /api/auth/user` answers it. Secrets and file bytes never travel here. */
export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: UserRole;
  createdAt: IsoDate;
  termsAcceptedAt: IsoDate | null;
  /** 'active' while a paid or trial plan runs; null means Free. */
  subscriptionStatus: string | null;
  subscriptionExpiresAt: IsoDate | null;
  resumeText: string | null;
  resumeFileName: string | null;
  resumeUploadedAt: IsoDate | null;
}

export interface SavedResume {
  hasResume: boolean;
  resumeText: string | null;
  fileName: string | null;
}

export interface SearchFormValues {
  keyword: string;
  location: string;
  workType: WorkType;
  jobCount: number;
  resumeText?: string;
}

/** What a reason of a match score is about. */
export type MatchReasonKind = 'skills' | 'otherSkills' | 'title' | 'years' | 'level' | 'workType' | 'location';

/** One reason behind a match score: a true sentence about the resume and the ad, and how much it moved the score. */
export interface MatchReason {
  kind: MatchReasonKind;
  /** Whether it raised the score or held it down. */
  polarity: 'plus' | 'minus';
  /** Points of the 0–100 score it accounts for; reasons come strongest first. */
  weight: number;
  /** Short and user-facing, e.g. "4 of 5 must-have skills", "Asks 8+ years, you have 4". */
  text: string;
}

/** Fit of a job against the user's resume, 0–100, with the skills that drove it and its reasons. */
export interface MatchScore {
  score: number;
  matchedSkills: string[];
  missingSkills: string[];
  /** Strongest first; empty for results scored before reasons existed. */
  reasons: MatchReason[];
}

/**
 * How many people applied, as the job page says it: an exact count ("157 applicants"), a floor ("Over 200
 * applicants"), or the site's invitation to be early ("Be among the first 25 applicants": fewer than that so far).
 */
export const APPLICANT_QUALIFIERS = ['exact', 'over', 'among-first'] as const;
export type ApplicantQualifier = (typeof APPLICANT_QUALIFIERS)[number];
export interface ApplicantCount {
  count: number;
  qualifier: ApplicantQualifier;
}

/** The applicant count in plain words, as the site would say it in English. */
export function applicantCountText({ count, qualifier }: ApplicantCount): string {
  if (qualifier === 'among-first') return `Be among the first ${count} applicants`;
  const noun = count === 1 ? 'applicant' : 'applicants';
  return qualifier === 'over' ? `Over ${count} ${noun}` : `${count} ${noun}`;
}

/**
 * What the description says of visa sponsorship: it offers it, or it says there is none (a refusal wins over any
 * offer in the same text). Null when it says nothing of it.
 */
export const VISA_SPONSORSHIP = ['offered', 'not-offered'] as const;
export type VisaSponsorship = (typeof VISA_SPONSORSHIP)[number];
export const VISA_SPONSORSHIP_TEXT: Record<VisaSponsorship, string> = {
  offered: 'Mentions visa sponsorship',
  'not-offered': 'No visa sponsorship',
};

export interface Job {
  /** The networking site's job id. */
  siteJobId: string;
  title: string;
  companyName: string;
  companyLogo: string | null;
  companyWebsite: string | null;
  companyLinkedinUrl: string | null;
  location: string | null;
  postedDate: IsoDate | null;
  workType: string | null;
  experienceLevel: string | null;
  employmentType: string | null;
  salary: string | null;
  /** How many applied, as the job page said when it was read; null when it did not say. */
  applicants: ApplicantCount | null;
  visaSponsorship: VisaSponsorship | null;
  /** True when a deliverable contact (valid or catch-all) was found for this job. */
  canApply: boolean;
  /** The contact exists but is Pro-only for this viewer: its fields are withheld by the server. */
  locked: boolean;
  description: string | null;
  /** Requirements lines taken from the description. */
  requirement: string | null;
  /** The job's URL on the networking site. */
  link: string;
  jobUrl: string | null;
  /** Off-site apply URL when the posting has one. */
  applyUrl: string | null;
  jobPosterName: string | null;
  jobPosterTitle: string | null;
  jobPosterLinkedinUrl: string | null;
  jobPosterImageUrl: string | null;
  jobPosterEmail: string | null;
  /**
   * The contact's verification: `verifying` while a slow mail server is still asked (no address yet; it lands
   * later); null when there is no contact, or it is locked for this viewer.
   */
  emailVerificationStatus: VerificationStatus | null;
  /** How the shown contact was found (null when none is shown, or it is locked). */
  contactSource: ContactSource | null;
  match: MatchScore | null;
  company: CompanyProfile | null;
}

export interface EnrichedResults {
  jobs: Job[];
  freeJobs: number;
  canApplyCount: number;
  lockedJobs: number;
  /**
   * This server cannot verify addresses (SMTP probing off, e.g. port 25 blocked, and no verification service):
   * addresses not verified before stay unknown, so most jobs get no contact to write to. The results say so
   * (COPY.search.verificationOff).
   */
  verificationOff: boolean;
}

export interface SearchParams {
  keyword: string;
  location: string;
  workType: WorkType | null;
  jobCount: number;
}

/** Real counters of a running or finished search; the web derives percent bands and labels from them. */
export interface SearchProgress {
  /** 0–100, from the pipeline's counters (never a timer). */
  percent: number;
  listingPages: number;
  cardsFound: number;
  detailsFetched: number;
  detailsTotal: number;
  companiesFetched: number;
  /** Jobs left after filtering (dedupe, stale, empty). */
  jobsKept: number;
  /** The site is limiting requests and the search waits until about then; null when it is not waiting. */
  siteWaitUntil: IsoDate | null;
}

export interface SearchRequest {
  id: string;
  requestId: string;
  userId?: string;
  status: SearchStatus;
  createdAt: IsoDate;
  finishedAt: IsoDate | null;
  linkedinUrl: string;
  params: SearchParams;
  errorMessage: string | null;
  /** Cards the listing pages returned (before filtering). */
  totalJobsFound: number | null;
  progress: SearchProgress;
  /** Present once the search completed. */
  enrichedResults: EnrichedResults | null;
  freeJobsShown: number | null;
  proJobsShown: number | null;
}

/** A search as the dashboard lists it: no job list, just its counts. */
export interface SearchSummary {
  id: string;
  status: SearchStatus;
  createdAt: IsoDate;
  linkedinUrl: string;
  params: SearchParams;
  progress: SearchProgress;
  /** Jobs delivered (after filtering), when completed. */
  totalJobs: number | null;
  canApplyCount: number | null;
  lockedJobs: number | null;
  errorMessage: string | null;
}

export interface CompanyProfile {
  name: string;
  logo: string | null;
  tagline: string | null;
  description: string | null;
  industry: string | null;
  size: string | null;
  headquarters: string | null;
  founded: string | null;
  specialties: string[];
  website: string | null;
  linkedinUrl: string | null;
}

/** One email the user sent, exactly as it left (spec §3 plus what the applications page shows). */
export interface EmailApplication {
  id: string;
  userId: string;
  jobTitle: string;
  companyName: string;
  /** The recipient. */
  companyEmail: string;
  emailSubject: string;
  /** The plain-text body as sent; null when the user's privacy setting keeps bodies out of storage. */
  emailBody: string | null;
  /** `unknown`: the app stopped while sending it and could not confirm it left (never resent by itself). */
  status: ApplicationStatus;
  /** When it was sent; for an `unknown` one, when sending began. */
  sentAt: IsoDate;
  /** An `unknown` one sent through Gmail: Gmail's Sent folder searched for this recipient; otherwise null. */
  sentFolderUrl: string | null;
  jobUrl: string | null;
  companyWebsite: string | null;
  provider: MailProvider;
  /** The mailbox it was sent from. */
  fromAddress: string;
  /** Gmail's message id, or the SMTP Message-ID. */
  providerMessageId: string | null;
  outcome: ApplicationOutcome | null;
  outcomeAt: IsoDate | null;
  /** A reply was seen in the mailbox (IMAP or Gmail's headers) and marked the outcome `replied` by itself. */
  replyDetectedAt: IsoDate | null;
  /** An automatic reply was seen ("auto-reply: away until 7 December", or "auto-reply"); it answers nothing. */
  autoReply: string | null;
  /** What a delivery report said: "bounced: 5.1.1" (status `bounced`), or a soft bounce's "delivery delayed: 4.2.2". */
  bounce: string | null;
  /** Follow-ups sent in this email's thread, and those waiting in the outbox. */
  followUps: { sent: number; scheduled: number };
  /** The saved resume file went with it. */
  resumeAttached: boolean;
}

/** A mailbox the user connected for sending. Secrets never travel. */
export interface MailAccount {
  id: string;
  provider: MailProvider;
  emailAddress: string;
  /** Sending uses the default account. */
  isDefault: boolean;
  /** The provider refused the stored grant (Gmail `invalid_grant`); reconnect to send again. */
  needsReauth: boolean;
  createdAt: IsoDate;
  /** SMTP connection settings (never the password). */
  smtp: { host: string; port: number; secure: boolean; username: string } | null;
  /** IMAP settings for reply detection (never the password); null when none were given. */
  imap: { host: string; port: number; secure: boolean; username: string } | null;
  /** How replies to this mailbox's emails are seen; null: they must be marked by hand. */
  replyDetection: ReplyDetection;
  /**
   * Why reply detection stopped by itself, in a sentence to show (Google withdrew the headers permission); null when
   * it did not. Cleared when the user allows it again or turns it off.
   */
  replyDetectionProblem: string | null;
  /**
   * Sending from this address is paused because too many emails bounced (every account of the address shares it);
   * null while it sends. The user resumes it by hand (POST /api/mail/accounts/:id/resume).
   */
  sendingPause: SendingPause | null;
}

/** Why and since when an address stopped sending: its hard bounces reached 3 of its last 20 emails, or 5 of 100. */
export interface SendingPause {
  since: IsoDate;
  /** "3 of the last 20 emails bounced". */
  reason: string;
}

/** `jobAlerts`: the daily digest of saved searches' new jobs (sent from the app's own address); the others are saved only. */
export const NOTIFICATION_SETTINGS = ['jobAlerts', 'applicationUpdates', 'weeklySummary', 'productNews'] as const;
export type NotificationSetting = (typeof NOTIFICATION_SETTINGS)[number];

/** The Settings page's values, persisted per user (DESIGN.md §6: settings persist). */
export interface UserSettings {
  firstName: string | null;
  lastName: string | null;
  /** Read-only: it comes from the sign-in account. */
  email: string;
  language: 'en' | 'es' | 'fr' | 'de';
  timezone: string;
  notifications: Record<NotificationSetting, boolean>;
  /** Read-only: this server can send notification emails (NOTIFY_SMTP_URL is set); job alerts stay in the app otherwise. */
  notificationEmailsAvailable: boolean;
  privacy: {
    /** Keep the body of each sent email with the application record (off: only subject and metadata). */
    storeSentEmailBodies: boolean;
  };
  /** The outbox's pace and follow-ups. */
  outreach: OutreachSettings;
}

export interface DashboardStats {
  totalJobsScraped: number;
  totalApplicationsSent: number;
  recentSearches: SearchSummary[];
}

export interface AnalyticsStats {
  totalApplications: number;
  /** Percent, 0–100. */
  responseRate: number;
  /** Days from sending to the marked answer; null while no answer is marked. */
  averageResponseTime: number | null;
  interviewsScheduled: number;
  /** Percent, 0–100, of first emails that bounced (hard) among those sent; they are not in `responseRate`. */
  bounceRate: number;
  /** The last 8 weeks, oldest first; `week` is the Monday that starts it (YYYY-MM-DD, the user's timezone). */
  weeklyApplications: { week: string; count: number }[];
  totalJobsScraped: number;
}

/** `GET /api/user-location`: the Pro price in the visitor's currency (INR for India, USD otherwise). */
export interface PricingInfo {
  currency: string;
  price: number;
  symbol: string;
}

/** Which plan a user is on, decided by the server: Free, the no-card Pro trial, or paid Pro. */
export type PlanName = 'free' | 'trial' | 'pro';

/** Paddle's subscription statuses, which a stored subscription follows. */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'paused', 'canceled'] as const;
export type PaidSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Searches left this calendar month (UTC); `limit` null means unlimited (trial and Pro). */
export interface SearchQuota {
  limit: number | null;
  used: number;
  remaining: number | null;
  /** Start of next month (UTC), when a limited quota resets; null when unlimited. */
  resetsAt: IsoDate | null;
}

/** `GET /api/subscription-status`. */
export interface SubscriptionStatus {
  /** A paid Pro subscription is running (the trial does not count). */
  hasActiveSubscription: boolean;
  /** End of the paid period: the next renewal, or the end after a scheduled cancellation. */
  expiresAt: IsoDate | null;
  plan: PlanName;
  /** End of the account's no-card trial; null when the account never had one. */
  trialEndsAt: IsoDate | null;
  /** The paid subscription's status as the payment provider reports it; null without one. */
  status: PaidSubscriptionStatus | null;
  /** The paid subscription ends at `expiresAt` instead of renewing. */
  cancelAtPeriodEnd: boolean;
  /** The next renewal charge: when, and Pro's price in the subscription's currency; null when none is due. */
  nextCharge: (PricingInfo & { at: IsoDate }) | null;
  searches: SearchQuota;
  /** The first charge can still be refunded (first-time subscribers, within the refund window). */
  refund: { eligibleUntil: IsoDate | null; requested: RefundRequest | null };
}

/** A refund a user asked for; staff review it (policy: within 7 days of the first charge). */
export interface RefundRequest {
  id: string;
  userId: string;
  status: 'requested' | 'approved' | 'rejected' | 'refunded';
  reason: string | null;
  chargedAt: IsoDate;
  /** Amount of the charge in the currency's minor unit (cents, paise). */
  amountMinor: number | null;
  currency: string | null;
  providerTransactionId: string;
  createdAt: IsoDate;
  /** Staff view only: whose request it is. */
  userEmail?: string;
}

/** Answers to the payment-interest question so far; `yesShare` is null while there are too few to mean much. */
export interface PaymentInterestSummary {
  answers: number;
  /** Percent 0–100 of answers that said yes, rounded; null below the minimum number of answers. */
  yesShare: number | null;
  /** How many answers a share needs before it is shown. */
  minAnswers: number;
}

export interface MailStatus {
  authorized: boolean;
  needsRefresh: boolean;
  isConnected: boolean;
  /** Whether this server can connect Gmail at all (Google sign-in for sending is configured). */
  gmailAvailable: boolean;
}

/** Plan the visitor picked on /pricing, kept in browser storage. */
export interface SelectedPlan {
  plan: string;
  price: number;
  currency: string;
}

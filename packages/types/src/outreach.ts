import type { IsoDate } from './entities.js';
import type { ContactSource, MailProvider } from './enums.js';
import type { GenerateEmailRequest, GroundingReport, SendEmailRequest } from './api.js';

/**
 * Where an email of the outbox stands: `scheduled` (waiting for its slot), `sending` (handed to the mailbox now),
 * `sent`, `failed` (the provider refused it), `unknown` (the app stopped mid-send; never resent by itself) or
 * `cancelled` (by the user, by a marked outcome or a detected reply).
 */
export const OUTBOX_STATUSES = ['scheduled', 'sending', 'sent', 'failed', 'unknown', 'cancelled', 'bounced'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** One email of the outbox: a first email, or a follow-up in its thread. */
export interface OutboxItem extends RecipientClockFields {
  id: string;
  status: OutboxStatus;
  /** The first email's application id when this is a follow-up; null for a first email. */
  followUpOf: string | null;
  /** 1 or 2 for a follow-up; null for a first email. */
  followUpNumber: number | null;
  /** When it is due (scheduled), or was due. */
  sendAt: IsoDate | null;
  sentAt: IsoDate | null;
  to: string;
  subject: string;
  /** The text as it will leave (always kept until sent; afterwards as the privacy setting says). */
  body: string | null;
  jobTitle: string;
  companyName: string;
  jobUrl: string | null;
  attachResume: boolean;
  provider: MailProvider;
  fromAddress: string;
  /** Why it failed or was cancelled, in a sentence; null otherwise. */
  reason: string | null;
}

/**
 * The recipient's clock an outbox email is planned on: their IANA zone and the place it is named by ("Bengaluru"), from
 * the job's location (both null when unknown: the user's zone stood in), and whether it goes in their working hours
 * alone because the user's sending hours never meet them.
 */
export interface RecipientClockFields {
  recipientTimeZone: string | null;
  recipientPlace: string | null;
  recipientHoursOnly: boolean;
}

/** `POST /api/outbox`: the send-email body, plus when (never before the mailbox's next allowed slot). */
export interface ScheduleEmailRequest extends SendEmailRequest {
  /** The earliest time to send; absent: the next allowed slot. */
  sendAt?: IsoDate;
  /** A draft of an Apply to All review list this email comes from (marked approved). */
  draftId?: string;
  /** The job's location as the site writes it, when the job is not one the app stored ("Bengaluru, Karnataka, India"). */
  jobLocation?: string;
}
export interface ScheduleEmailResponse extends RecipientClockFields {
  id: string;
  status: 'scheduled';
  sendAt: IsoDate;
}

/**
 * `PATCH /api/outbox/:id`: change a scheduled email before it goes (its text, or its time: planned like `sendAt`
 * of `POST /api/outbox`, at the mailbox's next allowed slot at or after it). 409 once it is sending or sent.
 */
export interface UpdateOutboxItemRequest {
  subject?: string;
  body?: string;
  sendAt?: IsoDate;
}

/** `POST /api/email-applications/:id/follow-ups`: the follow-up is drafted by the generator unless `body` is given. */
export interface ScheduleFollowUpRequest {
  sendAt?: IsoDate;
  body?: string;
}

/** The pace and the follow-ups of the outbox, per user (Settings → Sending). */
export interface OutreachSettings {
  /** Emails a day per mailbox, at most `dailyLimitMax` (SEND_DAILY_MAX). */
  dailyLimit: number;
  /** Read-only: the server's ceiling of `dailyLimit`. */
  dailyLimitMax: number;
  /** Read-only: the least time between two sends of one mailbox (SEND_SPACING_SECONDS; a little more at random). */
  spacingSeconds: number;
  /** Sending hours in the user's timezone: from `start` o'clock until `end` o'clock (0–24). */
  sendingHours: { start: number; end: number };
  /** Days emails go out, ISO weekdays (1 Monday … 7 Sunday). */
  sendingDays: number[];
  /** Attach the saved resume file to each email unless the email says otherwise. */
  attachResume: boolean;
  /** Follow up in the same thread after so many business days without an answer (off by default). */
  followUps: { enabled: boolean; afterBusinessDays: number; count: 1 | 2 };
  /**
   * Outbox emails also keep to the recipient's working hours (09:00–17:30 on their weekdays, in the zone of the job's
   * location); on by default.
   */
  inRecipientHours: boolean;
}

export const SEND_DAILY_LIMIT_DEFAULT = 20;
export const FOLLOW_UP_MAX = 2;
/** The most jobs one Apply to All drafts. */
export const MAX_BULK_DRAFTS = 50;

/**
 * `POST /api/draft-batches`: draft an email for each chosen job of a search (absent: the default choice of
 * `GET /api/draft-batches/selection/:searchId`). The server refuses a job already contacted, queued or answered, and a
 * second person of one company unless `severalPerCompany` says the user chose them.
 */
export interface DraftBatchRequest {
  searchId: string;
  siteJobIds?: string[];
  /** The user ticked more than one person at a company on purpose. */
  severalPerCompany?: boolean;
  /** An open batch of this search exists and the user chose to start a new one: the open one is closed. */
  startNew?: boolean;
}

/**
 * This user already reached a job: emailed its contact or about its page (`at`: when the last went), has an email to
 * them waiting in the outbox, or got an answer; `bounced` when every email that went came back (the address is then
 * invalid for everyone, and the card no longer offers it). Apply to All will not choose such a job, and its results
 * card says so.
 */
export type JobContacted =
  { kind: 'emailed'; at: IsoDate } | { kind: 'bounced'; at: IsoDate } | { kind: 'queued' } | { kind: 'replied' };

/** One job with a contact this user may write to, as Apply to All's selection shows it. */
export interface ApplyAllCandidate {
  siteJobId: string;
  title: string;
  companyName: string;
  /** Jobs of one company share it (the name, case and spaces aside). */
  companyKey: string;
  to: string;
  contactName: string | null;
  contactSource: ContactSource | null;
  /** Ticked by default: not contacted, and the company's chosen person (the poster, else the best verified). */
  ticked: boolean;
  /** Set when it cannot be chosen. */
  contacted: JobContacted | null;
  /** Another job's contact speaks for this company by default (that job's id); null when this one does. */
  sameCompanyAs: string | null;
}

/** An Apply to All not finished yet: drafts still to write, review or approve. */
export interface OpenDraftBatch {
  id: string;
  searchId: string;
  /** What was searched ('react developer Bengaluru'). */
  searchLabel: string;
  createdAt: IsoDate;
  drafts: number;
  /** Drafts neither approved nor skipped. */
  toReview: number;
}

/** `GET /api/draft-batches/selection/:searchId`: the jobs to choose from, the limit, and an open batch to resume. */
export interface ApplyAllSelection {
  searchId: string;
  candidates: ApplyAllCandidate[];
  /** The most drafts one batch holds. */
  limit: number;
  openBatch: OpenDraftBatch | null;
}

export const OUTREACH_DRAFT_STATUSES = ['pending', 'ready', 'failed', 'skipped', 'approved'] as const;
export type OutreachDraftStatus = (typeof OUTREACH_DRAFT_STATUSES)[number];

/** One email of an Apply to All review list. */
export interface OutreachDraft {
  id: string;
  siteJobId: string;
  jobTitle: string;
  companyName: string;
  to: string;
  jobUrl: string | null;
  companyWebsite: string | null;
  status: OutreachDraftStatus;
  subject: string | null;
  body: string | null;
  /** Claims the grounding check could not find in the resume (as for one email). */
  warnings: string[];
  /** The grounding report of the written draft: unbacked claims and backed ones with their resume line. */
  grounding: GroundingReport | null;
  /** The generation request it was written from; `POST /api/compose/check` re-checks an edit against it. */
  request: GenerateEmailRequest;
  generator: 'llm' | 'template' | null;
  /** Why drafting failed, in a sentence. */
  error: string | null;
  /** The outbox email it became once approved. */
  applicationId: string | null;
}

export interface DraftBatch {
  id: string;
  searchId: string;
  createdAt: IsoDate;
  /** `drafting` while drafts are still being written (one by one, in the background). */
  status: 'drafting' | 'ready';
  drafts: OutreachDraft[];
}

/** `PATCH /api/draft-batches/:id/drafts/:draftId`: skip a draft (or take it back). */
export interface UpdateDraftRequest {
  skipped: boolean;
}

/** IMAP settings of an SMTP mailbox, for reply detection; the SMTP login is used when none is given. */
export interface ImapSettingsRequest {
  host: string;
  port: number;
  /** true: TLS from the start (993); false: STARTTLS when offered (143). */
  secure: boolean;
  username?: string;
  password?: string;
}

/** How replies to a mailbox's emails are seen: its IMAP inbox, Gmail's headers (optional consent), or not at all. */
export type ReplyDetection = 'imap' | 'gmail-metadata' | null;

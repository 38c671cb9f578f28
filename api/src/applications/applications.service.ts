import { Injectable } from '@nestjs/common';
import {
  type ConfirmDeliveryRequest,
  type ConfirmDeliveryResponse,
  type EmailApplication,
  type EmailApplicationsQuery,
  type Job,
  type JobContacted,
  type MarkOutcomeRequest,
} from '@app/types';
import {
  ApplicationBouncedError,
  ApplicationNotFoundError,
  DeliveryKnownError,
  DeliveryUnconfirmedError,
  StillSendingError,
} from './applications.errors.js';
import type { EmailApplicationEntity } from './email-application.entity.js';
import { type ContactedRow, EmailApplicationsRepository } from './email-applications.repository.js';
import { toEmailApplication } from './email-application.mapper.js';

/** When the last of these emails went. */
const lastOf = (rows: ContactedRow[]): string =>
  rows.reduce((max, r) => (r.at > max ? r.at : max), rows[0]!.at).toISOString();

/** The most a list answers; the page searches and filters on the server, so this is a lot of history. */
const LIST_LIMIT = 500;

/**
 * Rows Applications shows: being sent (from the first moment, so an email never seems lost while its provider
 * answers), sent, and interrupted mid-send ('unknown', until the user says what happened).
 */
const LISTED: EmailApplicationEntity['status'][] = ['sending', 'sent', 'unknown', 'bounced'];

/**
 * What the user sent: listed, opened and marked with what came of it; an 'unknown' one (the app stopped mid-send)
 * marked sent or not sent. Sending itself lives in mail/.
 */
@Injectable()
export class ApplicationsService {
  constructor(private readonly applications: EmailApplicationsRepository) {}

  /**
   * The jobs this user already reached, by site job id: an application or an outbox email to the job's address or
   * for the job's page (a job whose contact is hidden or missing is matched by its page alone). Answered (an outcome
   * or a detected reply) wins over waiting in the outbox, then over sent; bounced only when every one that went did.
   */
  async contactedJobs(
    userId: string,
    jobs: readonly Pick<Job, 'siteJobId' | 'jobPosterEmail' | 'link' | 'jobUrl'>[],
  ): Promise<Map<string, JobContacted>> {
    const addressOf = (job: (typeof jobs)[number]) => job.jobPosterEmail?.toLowerCase() ?? null;
    const addresses = jobs.map(addressOf).filter((a): a is string => a !== null);
    const urls = jobs.flatMap((job) => [job.link, job.jobUrl].filter((u): u is string => !!u));
    if (addresses.length === 0 && urls.length === 0) return new Map();
    const rows = await this.applications.contacted(userId, addresses, urls);
    const found = new Map<string, JobContacted>();
    for (const job of jobs) {
      const address = addressOf(job);
      const mine = rows.filter(
        (r) => r.email === address || (r.job_url !== null && (r.job_url === job.link || r.job_url === job.jobUrl)),
      );
      if (mine.length === 0) continue;
      const sent = mine.filter((r) => r.status !== 'scheduled' && r.status !== 'sending');
      const delivered = sent.filter((r) => r.status !== 'bounced');
      found.set(
        job.siteJobId,
        mine.some((r) => r.answered)
          ? { kind: 'replied' }
          : sent.length < mine.length
            ? { kind: 'queued' }
            : delivered.length > 0
              ? { kind: 'emailed', at: lastOf(delivered) }
              : { kind: 'bounced', at: lastOf(sent) },
      );
    }
    return found;
  }

  async list(userId: string, query: EmailApplicationsQuery = {}): Promise<EmailApplication[]> {
    const rows = await this.applications.listFirstEmails(userId, LISTED, query, LIST_LIMIT);
    const counts = await this.followUpCounts(rows.map((r) => r.id));
    return rows.map((r) => toEmailApplication(r, counts.get(r.id)));
  }

  async get(userId: string, id: string): Promise<EmailApplication> {
    const row = await this.owned(userId, id);
    return toEmailApplication(row, (await this.followUpCounts([row.id])).get(row.id));
  }

  /** Follow-ups sent (or maybe sent) and waiting in the outbox, per first email. */
  private async followUpCounts(ids: string[]): Promise<Map<string, EmailApplication['followUps']>> {
    const counts = new Map<string, EmailApplication['followUps']>();
    if (ids.length === 0) return counts;
    const rows = await this.applications.followUpCounts(ids);
    for (const r of rows) counts.set(r.id, { sent: r.sent, scheduled: r.scheduled });
    return counts;
  }

  /**
   * Marks what came of it. Any outcome cancels the follow-ups still waiting in the outbox, in the same transaction
   * (the outbox's claim locks the same row, so a follow-up is either on its way already or never goes).
   */
  async markOutcome(userId: string, id: string, { outcome }: MarkOutcomeRequest): Promise<EmailApplication> {
    const row = await this.owned(userId, id);
    if (row.status === 'sending') throw new StillSendingError();
    if (row.status === 'unknown') throw new DeliveryUnconfirmedError();
    // Clearing an outcome marked before the bounce came stays allowed.
    if (row.status === 'bounced' && outcome !== null) throw new ApplicationBouncedError();
    if (row.outcome !== outcome) {
      row.outcome = outcome;
      row.outcomeAt = outcome ? new Date() : null;
      if (!outcome) row.replyDetectedAt = null;
      await this.applications.markOutcome(row, outcome);
    }
    return this.get(userId, row.id);
  }

  /**
   * The user checked their Sent folder. Sent: it becomes 'sent' (at the time sending began). Not sent: 'failed', so
   * it leaves the list and its idempotency key may send it again. Nothing is sent here.
   */
  async confirmDelivery(
    userId: string,
    id: string,
    { sent }: ConfirmDeliveryRequest,
  ): Promise<ConfirmDeliveryResponse> {
    const row = await this.owned(userId, id);
    if (row.status === 'sending') throw new StillSendingError();
    if (row.status === 'sent') {
      if (sent) return { application: toEmailApplication(row) };
      throw new DeliveryKnownError();
    }
    if (sent) {
      const done = { status: 'sent' as const, sentAt: row.attemptedAt, error: null };
      await this.applications.settleUnknown(row.id, done);
      Object.assign(row, done);
      return { application: await this.get(userId, row.id) };
    }
    await this.applications.settleUnknown(row.id, { status: 'failed', error: 'Marked as not sent.' });
    return { application: null };
  }

  countSent(userId: string): Promise<number> {
    return this.applications.countSentFirstEmails(userId);
  }

  private async owned(userId: string, id: string): Promise<EmailApplicationEntity> {
    const row = await this.applications.findOwnedFirstEmail(userId, id, LISTED);
    if (!row) throw new ApplicationNotFoundError();
    return row;
  }
}

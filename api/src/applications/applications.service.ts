import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type ConfirmDeliveryRequest,
  type ConfirmDeliveryResponse,
  type EmailApplication,
  type EmailApplicationsQuery,
  type MarkOutcomeRequest,
} from '@app/types';
import { Brackets, In, IsNull, Repository } from 'typeorm';
import {
  ApplicationBouncedError,
  ApplicationNotFoundError,
  DeliveryKnownError,
  DeliveryUnconfirmedError,
  StillSendingError,
} from './applications.errors.js';
import { EmailApplicationEntity } from './email-application.entity.js';
import { toEmailApplication } from './email-application.mapper.js';

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
  constructor(
    @InjectRepository(EmailApplicationEntity) private readonly applications: Repository<EmailApplicationEntity>,
  ) {}

  async list(userId: string, query: EmailApplicationsQuery = {}): Promise<EmailApplication[]> {
    const qb = this.applications
      .createQueryBuilder('a')
      .where('a.user_id = :userId', { userId })
      .andWhere('a.status IN (:...listed)', { listed: LISTED })
      .andWhere('a.follow_up_of IS NULL')
      .orderBy('coalesce(a.sent_at, a.attempted_at)', 'DESC')
      .take(LIST_LIMIT);
    if (query.q) {
      const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere(
        new Brackets((w) => {
          for (const column of ['job_title', 'company_name', 'company_email', 'email_subject']) {
            w.orWhere(`a.${column} ILIKE :like`, { like });
          }
        }),
      );
    }
    if (query.outcome === 'none') qb.andWhere('a.outcome IS NULL');
    else if (query.outcome) qb.andWhere('a.outcome = :outcome', { outcome: query.outcome });
    const rows = await qb.getMany();
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
    const rows = await this.applications.query<{ id: string; sent: number; scheduled: number }[]>(
      `SELECT follow_up_of AS id,
              count(*) FILTER (WHERE status IN ('sent', 'unknown'))::int AS sent,
              count(*) FILTER (WHERE status IN ('scheduled', 'sending'))::int AS scheduled
         FROM email_applications WHERE follow_up_of = ANY($1) GROUP BY follow_up_of`,
      [ids],
    );
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
      await this.applications.manager.transaction(async (tx) => {
        await tx.update(
          EmailApplicationEntity,
          { id: row.id },
          { outcome: row.outcome, outcomeAt: row.outcomeAt, replyDetectedAt: row.replyDetectedAt },
        );
        if (outcome) {
          await tx.update(
            EmailApplicationEntity,
            { followUpOf: row.id, status: 'scheduled' },
            { status: 'cancelled', error: `Cancelled: the application was marked ${outcome}.` },
          );
        }
      });
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
      await this.applications.update({ id: row.id, status: 'unknown' }, done);
      Object.assign(row, done);
      return { application: await this.get(userId, row.id) };
    }
    await this.applications.update(
      { id: row.id, status: 'unknown' },
      { status: 'failed', error: 'Marked as not sent.' },
    );
    return { application: null };
  }

  countSent(userId: string): Promise<number> {
    return this.applications.countBy({ userId, status: 'sent', followUpOf: IsNull() });
  }

  private async owned(userId: string, id: string): Promise<EmailApplicationEntity> {
    const row = await this.applications.findOneBy({ id, userId, status: In(LISTED), followUpOf: IsNull() });
    if (!row) throw new ApplicationNotFoundError();
    return row;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type ConfirmDeliveryRequest,
  type ConfirmDeliveryResponse,
  type EmailApplication,
  type EmailApplicationsQuery,
  type MarkOutcomeRequest,
} from '@app/types';
import { Brackets, In, Repository } from 'typeorm';
import { ApplicationNotFoundError, DeliveryKnownError, DeliveryUnconfirmedError } from './applications.errors.js';
import { EmailApplicationEntity } from './email-application.entity.js';
import { toEmailApplication } from './email-application.mapper.js';

/** The most a list answers; the page searches and filters on the server, so this is a lot of history. */
const LIST_LIMIT = 500;

/** Rows Applications shows: sent, and interrupted mid-send ('unknown', until the user says what happened). */
const LISTED: EmailApplicationEntity['status'][] = ['sent', 'unknown'];

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
    return (await qb.getMany()).map(toEmailApplication);
  }

  async get(userId: string, id: string): Promise<EmailApplication> {
    return toEmailApplication(await this.owned(userId, id));
  }

  async markOutcome(userId: string, id: string, { outcome }: MarkOutcomeRequest): Promise<EmailApplication> {
    const row = await this.owned(userId, id);
    if (row.status === 'unknown') throw new DeliveryUnconfirmedError();
    if (row.outcome !== outcome) {
      row.outcome = outcome;
      row.outcomeAt = outcome ? new Date() : null;
      await this.applications.update({ id: row.id }, { outcome: row.outcome, outcomeAt: row.outcomeAt });
    }
    return toEmailApplication(row);
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
    if (row.status === 'sent') {
      if (sent) return { application: toEmailApplication(row) };
      throw new DeliveryKnownError();
    }
    if (sent) {
      const done = { status: 'sent' as const, sentAt: row.attemptedAt, error: null };
      await this.applications.update({ id: row.id, status: 'unknown' }, done);
      return { application: toEmailApplication(Object.assign(row, done)) };
    }
    await this.applications.update(
      { id: row.id, status: 'unknown' },
      { status: 'failed', error: 'Marked as not sent.' },
    );
    return { application: null };
  }

  countSent(userId: string): Promise<number> {
    return this.applications.countBy({ userId, status: 'sent' });
  }

  private async owned(userId: string, id: string): Promise<EmailApplicationEntity> {
    const row = await this.applications.findOneBy({ id, userId, status: In(LISTED) });
    if (!row) throw new ApplicationNotFoundError();
    return row;
  }
}

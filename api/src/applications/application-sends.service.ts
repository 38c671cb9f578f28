import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EmailApplication } from '@app/types';
import { In, Repository } from 'typeorm';
import { EmailApplicationEntity } from './email-application.entity.js';
import { toEmailApplication } from './email-application.mapper.js';

/** Rows of an email that went, or may have: sent, on its way, interrupted, or in the outbox. */
const MAY_HAVE_GONE: EmailApplicationEntity['status'][] = ['sent', 'sending', 'unknown', 'scheduled', 'bounced'];

/**
 * The application rows as sending writes them (mail/'s SendEmailService and UnconfirmedSendsSweeper decide when):
 * one row per idempotency key (unique per user), written 'sending' before the provider is called, then 'sent' or
 * 'failed'; a 'sending' row never confirmed becomes 'unknown'. Each call is one statement, as the send path relies
 * on: the unique index, not a transaction, decides between two requests racing with one key.
 */
@Injectable()
export class ApplicationSendsService {
  constructor(
    @InjectRepository(EmailApplicationEntity) private readonly applications: Repository<EmailApplicationEntity>,
  ) {}

  /** A row as the API answers it. */
  asApplication(row: EmailApplicationEntity): EmailApplication {
    return toEmailApplication(row);
  }

  byKey(userId: string, idempotencyKey: string): Promise<EmailApplicationEntity | null> {
    return this.applications.findOneBy({ userId, idempotencyKey });
  }

  byId(id: string): Promise<EmailApplicationEntity> {
    return this.applications.findOneByOrFail({ id });
  }

  /** Writes a new 'sending' row for the key; its id, or null when a row of that key exists already (a race). */
  async insertSending(
    userId: string,
    idempotencyKey: string,
    fields: Partial<EmailApplicationEntity>,
  ): Promise<string | null> {
    // ON CONFLICT DO NOTHING: a concurrent request with the same key is expected, not an error to log.
    const inserted = await this.applications
      .createQueryBuilder()
      .insert()
      .values({ ...fields, userId, idempotencyKey, status: 'sending' })
      .orIgnore()
      .returning(['id'])
      .execute();
    return (inserted.raw as { id: string }[])[0]?.id ?? null;
  }

  /** Turns a 'failed' or 'cancelled' row back to 'sending' with `fields`; false when it was in another state. */
  async retryAsSending(id: string, fields: Partial<EmailApplicationEntity>): Promise<boolean> {
    const retried = await this.applications.update(
      { id, status: In(['failed', 'cancelled']) },
      { ...fields, status: 'sending' },
    );
    return retried.affected === 1;
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.applications.update({ id }, { status: 'failed', error });
  }

  /** Whatever state the row is in: a send marked 'unknown' meanwhile is known now. */
  async markSent(id: string, fields: Partial<EmailApplicationEntity>): Promise<void> {
    await this.applications.update({ id }, { ...fields, status: 'sent' });
  }

  /**
   * The latest first email of the user that went or may have since `since`, to this job (`jobUrl`) or else this
   * recipient (any case), other than the row of `idempotencyKey`; `sameJob` says which matched.
   */
  async latestMayHaveGone(
    userId: string,
    idempotencyKey: string,
    since: Date,
    to: { jobUrl: string | null; recipient: string },
  ): Promise<{ row: EmailApplicationEntity; sameJob: boolean } | null> {
    const query = this.applications
      .createQueryBuilder('a')
      .where('a.userId = :userId AND a.status IN (:...statuses)', { userId, statuses: MAY_HAVE_GONE })
      .andWhere('a.followUpOf IS NULL')
      .andWhere('coalesce(a.sentAt, a.attemptedAt) > :since', { since })
      .andWhere('a.idempotencyKey IS DISTINCT FROM :idempotencyKey', { idempotencyKey })
      .orderBy('coalesce(a.sent_at, a.attempted_at)', 'DESC')
      .limit(1);
    const sameJob = to.jobUrl
      ? await query.clone().andWhere('a.jobUrl = :jobUrl', { jobUrl: to.jobUrl }).getOne()
      : null;
    if (sameJob) return { row: sameJob, sameJob: true };
    const sameRecipient = await query
      .clone()
      .andWhere('lower(a.companyEmail) = lower(:to)', { to: to.recipient })
      .getOne();
    return sameRecipient ? { row: sameRecipient, sameJob: false } : null;
  }

  /** Every row still 'sending' whose attempt began before `before` becomes 'unknown' with `error`; those rows. */
  async markUnconfirmed(before: Date, error: string): Promise<{ id: string; user_id: string }[]> {
    const result = await this.applications
      .createQueryBuilder()
      .update()
      .set({ status: 'unknown', error })
      .where(`status = 'sending' AND attempted_at < :before`, { before })
      .returning(['id', 'userId'])
      .execute();
    return result.raw as { id: string; user_id: string }[];
  }
}

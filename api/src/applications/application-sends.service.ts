import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EmailApplication } from '@app/types';
import { In, Repository, type EntityManager } from 'typeorm';
import { EmailApplicationEntity } from './email-application.entity.js';
import { toEmailApplication } from './email-application.mapper.js';

/** First key of pg_advisory_xact_lock(int, int) for a sending address (the outbox's mailbox lock before). */
const SENDER_LOCK = 0x0b0c;

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

  /*
   * One pace per mailbox address, whoever sends from it: direct sends, the outbox and follow-ups of every user and
   * account that connected the address count together (Gmail judges the address, not our account rows). These run
   * inside a transaction; the lock is the transaction's.
   */

  /** Serialises planning, claiming and direct sends of one address (case-insensitive) until `tx` ends. */
  async lockSender(tx: EntityManager, address: string): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext(lower($2)))', [SENDER_LOCK, address]);
  }

  /**
   * When the address sends: attempts (sent, sending, unknown, failed) since `since`, and with `withScheduled` the
   * emails scheduled from it; `exceptId` leaves one row out (the one being claimed).
   */
  async senderTimes(
    tx: EntityManager,
    address: string,
    since: Date,
    withScheduled: boolean,
    exceptId?: string,
  ): Promise<Date[]> {
    const rows = await tx.query<{ at: Date }[]>(
      `SELECT coalesce(sent_at, attempted_at) AS at FROM email_applications
        WHERE lower(from_address) = lower($1) AND status IN ('sent', 'sending', 'unknown', 'failed', 'bounced')
          AND attempted_at >= $2 AND id IS DISTINCT FROM $4
       UNION ALL
       SELECT send_at AS at FROM email_applications
        WHERE $3 AND lower(from_address) = lower($1) AND status = 'scheduled' AND id IS DISTINCT FROM $4`,
      [address, since, withScheduled, exceptId ?? null],
    );
    return rows.map((r) => new Date(r.at));
  }

  /** Emails that left (or may have) from the address in [start, end): failed attempts do not count for the day. */
  async sentFromOnDay(tx: EntityManager, address: string, start: Date, end: Date): Promise<number> {
    const rows = await tx.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM email_applications
        WHERE lower(from_address) = lower($1) AND status IN ('sent', 'sending', 'unknown', 'bounced')
          AND coalesce(sent_at, attempted_at) >= $2 AND coalesce(sent_at, attempted_at) < $3`,
      [address, start, end],
    );
    return rows[0]?.n ?? 0;
  }

  /** Writes a new 'sending' row for the key; its id, or null when a row of that key exists already (a race). */
  async insertSending(
    userId: string,
    idempotencyKey: string,
    fields: Partial<EmailApplicationEntity>,
    tx?: EntityManager,
  ): Promise<string | null> {
    // ON CONFLICT DO NOTHING: a concurrent request with the same key is expected, not an error to log.
    const inserted = await (tx?.getRepository(EmailApplicationEntity) ?? this.applications)
      .createQueryBuilder()
      .insert()
      .values({ ...fields, userId, idempotencyKey, status: 'sending' })
      .orIgnore()
      .returning(['id'])
      .execute();
    return (inserted.raw as { id: string }[])[0]?.id ?? null;
  }

  /** Turns a 'failed' or 'cancelled' row back to 'sending' with `fields`; false when it was in another state. */
  async retryAsSending(id: string, fields: Partial<EmailApplicationEntity>, tx?: EntityManager): Promise<boolean> {
    const retried = await (tx?.getRepository(EmailApplicationEntity) ?? this.applications).update(
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

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { managerOf, type Tx } from '../common/transaction.js';
import { EmailApplicationEntity } from './email-application.entity.js';

/** First key of pg_advisory_xact_lock(int, int) for a sending address (the outbox's mailbox lock before). */
const SENDER_LOCK = 0x0b0c;

/** Rows of an email that went, or may have: sent, on its way, interrupted, or in the outbox. */
const MAY_HAVE_GONE: EmailApplicationEntity['status'][] = ['sent', 'sending', 'unknown', 'scheduled', 'bounced'];

/**
 * The email_applications rows as sending writes and counts them: the SQL of ApplicationSendsService, which says
 * what each call is for. A method given `tx` runs inside the caller's transaction.
 */
@Injectable()
export class ApplicationSendsRepository {
  constructor(
    @InjectRepository(EmailApplicationEntity) private readonly applications: Repository<EmailApplicationEntity>,
  ) {}

  byKey(userId: string, idempotencyKey: string): Promise<EmailApplicationEntity | null> {
    return this.applications.findOneBy({ userId, idempotencyKey });
  }

  byId(id: string): Promise<EmailApplicationEntity> {
    return this.applications.findOneByOrFail({ id });
  }

  /** Serialises planning, claiming and direct sends of one address (case-insensitive) until `tx` ends. */
  async lockSender(tx: Tx, address: string): Promise<void> {
    await managerOf(tx).query('SELECT pg_advisory_xact_lock($1, hashtext(lower($2)))', [SENDER_LOCK, address]);
  }

  /**
   * When the address sends: attempts (sent, sending, unknown, failed) since `since`, and with `withScheduled` the
   * emails scheduled from it; `exceptId` leaves one row out (the one being claimed).
   */
  async senderTimes(tx: Tx, address: string, since: Date, withScheduled: boolean, exceptId?: string): Promise<Date[]> {
    const rows = await managerOf(tx).query<{ at: Date }[]>(
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
  async sentFromOnDay(tx: Tx, address: string, start: Date, end: Date): Promise<number> {
    const rows = await managerOf(tx).query<{ n: number }[]>(
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
    tx?: Tx,
  ): Promise<string | null> {
    // ON CONFLICT DO NOTHING: a concurrent request with the same key is expected, not an error to log.
    const inserted = await managerOf(tx, this.applications.manager)
      .getRepository(EmailApplicationEntity)
      .createQueryBuilder()
      .insert()
      .values({ ...fields, userId, idempotencyKey, status: 'sending' })
      .orIgnore()
      .returning(['id'])
      .execute();
    return (inserted.raw as { id: string }[])[0]?.id ?? null;
  }

  /** Turns a 'failed' or 'cancelled' row back to 'sending' with `fields`; false when it was in another state. */
  async retryAsSending(id: string, fields: Partial<EmailApplicationEntity>, tx?: Tx): Promise<boolean> {
    const retried = await managerOf(tx, this.applications.manager)
      .getRepository(EmailApplicationEntity)
      .update({ id, status: In(['failed', 'cancelled']) }, { ...fields, status: 'sending' });
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

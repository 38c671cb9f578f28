import { Injectable } from '@nestjs/common';
import type { EmailApplication } from '@app/types';
import type { Tx } from '../common/transaction.js';
import { ApplicationSendsRepository } from './application-sends.repository.js';
import type { EmailApplicationEntity } from './email-application.entity.js';
import { toEmailApplication } from './email-application.mapper.js';

/**
 * The application rows as sending writes them (mail/'s SendEmailService and UnconfirmedSendsSweeper decide when):
 * one row per idempotency key (unique per user), written 'sending' before the provider is called, then 'sent' or
 * 'failed'; a 'sending' row never confirmed becomes 'unknown'. Each call is one statement, as the send path relies
 * on: the unique index, not a transaction, decides between two requests racing with one key. The statements are
 * ApplicationSendsRepository's.
 */
@Injectable()
export class ApplicationSendsService {
  constructor(private readonly rows: ApplicationSendsRepository) {}

  /** A row as the API answers it. */
  asApplication(row: EmailApplicationEntity): EmailApplication {
    return toEmailApplication(row);
  }

  byKey(userId: string, idempotencyKey: string): Promise<EmailApplicationEntity | null> {
    return this.rows.byKey(userId, idempotencyKey);
  }

  byId(id: string): Promise<EmailApplicationEntity> {
    return this.rows.byId(id);
  }

  /*
   * One pace per mailbox address, whoever sends from it: direct sends, the outbox and follow-ups of every user and
   * account that connected the address count together (Gmail judges the address, not our account rows). These run
   * inside a transaction; the lock is the transaction's.
   */

  /** Serialises planning, claiming and direct sends of one address (case-insensitive) until `tx` ends. */
  lockSender(tx: Tx, address: string): Promise<void> {
    return this.rows.lockSender(tx, address);
  }

  /**
   * When the address sends: attempts (sent, sending, unknown, failed) since `since`, and with `withScheduled` the
   * emails scheduled from it; `exceptId` leaves one row out (the one being claimed).
   */
  senderTimes(tx: Tx, address: string, since: Date, withScheduled: boolean, exceptId?: string): Promise<Date[]> {
    return this.rows.senderTimes(tx, address, since, withScheduled, exceptId);
  }

  /** Emails that left (or may have) from the address in [start, end): failed attempts do not count for the day. */
  sentFromOnDay(tx: Tx, address: string, start: Date, end: Date): Promise<number> {
    return this.rows.sentFromOnDay(tx, address, start, end);
  }

  /** Writes a new 'sending' row for the key; its id, or null when a row of that key exists already (a race). */
  insertSending(
    userId: string,
    idempotencyKey: string,
    fields: Partial<EmailApplicationEntity>,
    tx?: Tx,
  ): Promise<string | null> {
    return this.rows.insertSending(userId, idempotencyKey, fields, tx);
  }

  /** Turns a 'failed' or 'cancelled' row back to 'sending' with `fields`; false when it was in another state. */
  retryAsSending(id: string, fields: Partial<EmailApplicationEntity>, tx?: Tx): Promise<boolean> {
    return this.rows.retryAsSending(id, fields, tx);
  }

  markFailed(id: string, error: string): Promise<void> {
    return this.rows.markFailed(id, error);
  }

  /** Whatever state the row is in: a send marked 'unknown' meanwhile is known now. */
  markSent(id: string, fields: Partial<EmailApplicationEntity>): Promise<void> {
    return this.rows.markSent(id, fields);
  }

  /**
   * The latest first email of the user that went or may have since `since`, to this job (`jobUrl`) or else this
   * recipient (any case), other than the row of `idempotencyKey`; `sameJob` says which matched.
   */
  latestMayHaveGone(
    userId: string,
    idempotencyKey: string,
    since: Date,
    to: { jobUrl: string | null; recipient: string },
  ): Promise<{ row: EmailApplicationEntity; sameJob: boolean } | null> {
    return this.rows.latestMayHaveGone(userId, idempotencyKey, since, to);
  }

  /** Every row still 'sending' whose attempt began before `before` becomes 'unknown' with `error`; those rows. */
  markUnconfirmed(before: Date, error: string): Promise<{ id: string; user_id: string }[]> {
    return this.rows.markUnconfirmed(before, error);
  }
}

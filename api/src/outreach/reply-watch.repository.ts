import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EmailApplicationEntity } from '../applications/email-application.entity.js';

/** A sent email of a thread being looked at: its first email, our Message-ID and Gmail's thread, to whom, when. */
export interface ThreadRow {
  first_id: string;
  message_id: string | null;
  thread_id: string | null;
  from_address: string;
  company_email: string;
  sent_at: Date;
}

/** The application a hard bounce landed on: where it went and which address sent it. */
export interface BouncedRow {
  company_email: string;
  from_address: string;
}

/**
 * The SQL of reply detection (ReplyWatch decides when and what): the mailboxes and first emails to look at, their
 * threads, and what an answer writes on the applications (a reply or a hard bounce: the application and the
 * cancelling of its follow-ups in one transaction).
 */
@Injectable()
export class ReplyWatchRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The mailboxes that can see replies and have first emails sent after `since` still unanswered. */
  async mailboxesToCheck(since: Date): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT DISTINCT m.id FROM mail_accounts m
         JOIN email_applications a ON a.mail_account_id = m.id
        WHERE ((m.imap_host IS NOT NULL AND a.message_id IS NOT NULL) OR (m.gmail_metadata AND a.thread_id IS NOT NULL))
          AND a.status = 'sent' AND a.follow_up_of IS NULL AND a.outcome IS NULL AND a.sent_at > $1`,
      [since],
    );
    return rows.map((r) => r.id);
  }

  /** The mailbox's latest `limit` unanswered first emails sent after `since`, newest first. */
  unansweredFirsts(mailAccountId: string, since: Date, limit: number): Promise<{ id: string; user_id: string }[]> {
    return this.dataSource.query<{ id: string; user_id: string }[]>(
      `SELECT id, user_id FROM email_applications
        WHERE mail_account_id = $1 AND status = 'sent' AND follow_up_of IS NULL AND outcome IS NULL
          AND (message_id IS NOT NULL OR thread_id IS NOT NULL) AND sent_at > $2
        ORDER BY sent_at DESC LIMIT $3`,
      [mailAccountId, since, limit],
    );
  }

  /** Notes when the mailbox was last looked at. */
  async markChecked(mailAccountId: string, now: Date): Promise<void> {
    await this.dataSource.query(`UPDATE mail_accounts SET replies_checked_at = $2 WHERE id = $1`, [mailAccountId, now]);
  }

  /** The application `id`, or null. */
  application(id: string): Promise<EmailApplicationEntity | null> {
    return this.dataSource.getRepository(EmailApplicationEntity).findOneBy({ id });
  }

  /** The sent emails of these first emails' threads (they and their follow-ups) that can be matched to an answer. */
  threadsOf(firstIds: string[]): Promise<ThreadRow[]> {
    return this.dataSource.query<ThreadRow[]>(
      `SELECT coalesce(follow_up_of, id) AS first_id, message_id, thread_id, from_address, company_email, sent_at
         FROM email_applications
        WHERE (id = ANY($1) OR follow_up_of = ANY($1)) AND status IN ('sent', 'unknown')
          AND (message_id IS NOT NULL OR thread_id IS NOT NULL)`,
      [firstIds],
    );
  }

  /** A soft bounce's note on the application (written only when it changes). */
  async noteBounce(firstId: string, note: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE email_applications SET bounce = $2 WHERE id = $1 AND bounce IS DISTINCT FROM $2`,
      [firstId, note],
    );
  }

  /**
   * A hard bounce: the sent application becomes 'bounced' with `note` and its scheduled follow-ups are cancelled
   * with `cancelled`, in one transaction. Null when it was not 'sent' (nothing to record).
   */
  async recordHardBounce(firstId: string, note: string, cancelled: string): Promise<BouncedRow | null> {
    return this.dataSource.transaction(async (tx) => {
      const rows = await tx.query<[BouncedRow[], number]>(
        `UPDATE email_applications SET status = 'bounced', bounce = $2 WHERE id = $1 AND status = 'sent'
          RETURNING company_email, from_address`,
        [firstId, note],
      );
      await tx.query(
        `UPDATE email_applications SET status = 'cancelled', error = $2
          WHERE follow_up_of = $1 AND status = 'scheduled'`,
        [firstId, cancelled],
      );
      return rows[0][0] ?? null;
    });
  }

  /** An automatic reply's note on the application (written only when it changes). */
  async noteAutoReply(firstId: string, note: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE email_applications SET auto_reply = $2 WHERE id = $1 AND auto_reply IS DISTINCT FROM $2`,
      [firstId, note],
    );
  }

  /**
   * Outcome 'replied' at `now` (unless one was marked) and the scheduled follow-ups cancelled with `cancelled`, in
   * one transaction; `onMarked` runs inside it when this call set the outcome.
   */
  async markReplied(firstId: string, now: Date, cancelled: string, onMarked: () => void): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      // An UPDATE answers [rows, affected count].
      const result: [unknown, number] = await tx.query(
        `UPDATE email_applications SET outcome = 'replied', outcome_at = $2, reply_detected_at = $2
          WHERE id = $1 AND outcome IS NULL`,
        [firstId, now],
      );
      await tx.query(
        `UPDATE email_applications SET status = 'cancelled', error = $2
          WHERE follow_up_of = $1 AND status = 'scheduled'`,
        [firstId, cancelled],
      );
      if (result[1] > 0) onMarked();
    });
  }
}

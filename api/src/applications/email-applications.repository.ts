import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ApplicationOutcome, EmailApplicationsQuery, VerificationStatus } from '@app/types';
import { Brackets, In, IsNull, Repository } from 'typeorm';
import { EmailApplicationEntity } from './email-application.entity.js';

/** Follow-ups of one first email: sent (or maybe sent) and still waiting in the outbox. */
export interface FollowUpCountRow {
  id: string;
  sent: number;
  scheduled: number;
}

/** A first email as the CSV export lists it. */
export interface ExportRow {
  sent_at: Date;
  company_name: string;
  job_title: string;
  job_url: string | null;
  company_email: string;
  verification: VerificationStatus | null;
  email_subject: string;
  outcome: ApplicationOutcome | null;
  status: 'sent' | 'unknown';
  follow_ups_sent: number;
}

/** An email of the user's to a job's address or for its page, as "already contacted" reads it. */
export interface ContactedRow {
  email: string;
  job_url: string | null;
  status: string;
  answered: boolean;
  at: Date;
}

/** The email_applications table's SQL as the Applications page reads and marks it (sending lives in mail/). */
@Injectable()
export class EmailApplicationsRepository {
  constructor(
    @InjectRepository(EmailApplicationEntity) private readonly applications: Repository<EmailApplicationEntity>,
  ) {}

  /** The user's emails (not cancelled or failed) to these addresses (lower-cased) or for these job pages. */
  contacted(userId: string, addresses: string[], urls: string[]): Promise<ContactedRow[]> {
    return this.applications.query<ContactedRow[]>(
      `SELECT lower(company_email) AS email, job_url, status,
              (outcome IS NOT NULL OR reply_detected_at IS NOT NULL) AS answered,
              coalesce(sent_at, attempted_at) AS at
         FROM email_applications
        WHERE user_id = $1 AND status NOT IN ('cancelled', 'failed')
          AND (lower(company_email) = ANY($2) OR job_url = ANY($3))`,
      [userId, addresses, urls],
    );
  }

  /** The user's first emails in `statuses`, newest first, searched and filtered as the page asks. */
  listFirstEmails(
    userId: string,
    statuses: readonly EmailApplicationEntity['status'][],
    query: EmailApplicationsQuery,
    limit: number,
  ): Promise<EmailApplicationEntity[]> {
    const qb = this.applications
      .createQueryBuilder('a')
      .where('a.user_id = :userId', { userId })
      .andWhere('a.status IN (:...listed)', { listed: statuses })
      .andWhere('a.follow_up_of IS NULL')
      .orderBy('coalesce(a.sent_at, a.attempted_at)', 'DESC')
      .take(limit);
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
    return qb.getMany();
  }

  /** Follow-up counts for these first emails (those with none are absent). */
  followUpCounts(ids: string[]): Promise<FollowUpCountRow[]> {
    return this.applications.query<FollowUpCountRow[]>(
      `SELECT follow_up_of AS id,
              count(*) FILTER (WHERE status IN ('sent', 'unknown'))::int AS sent,
              count(*) FILTER (WHERE status IN ('scheduled', 'sending'))::int AS scheduled
         FROM email_applications WHERE follow_up_of = ANY($1) GROUP BY follow_up_of`,
      [ids],
    );
  }

  /**
   * Writes the outcome and, when there is one, cancels the follow-ups still waiting, in one transaction (the
   * outbox's claim locks the same row, so a follow-up is either on its way already or never goes).
   */
  async markOutcome(
    row: Pick<EmailApplicationEntity, 'id' | 'outcome' | 'outcomeAt' | 'replyDetectedAt'>,
    outcome: ApplicationOutcome | null,
  ): Promise<void> {
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

  /** Settles an 'unknown' row (interrupted mid-send); a row in any other status is left as it is. */
  async settleUnknown(
    id: string,
    change: Pick<EmailApplicationEntity, 'status' | 'error'> & Partial<Pick<EmailApplicationEntity, 'sentAt'>>,
  ): Promise<void> {
    await this.applications.update({ id, status: 'unknown' }, change);
  }

  countSentFirstEmails(userId: string): Promise<number> {
    return this.applications.countBy({ userId, status: 'sent', followUpOf: IsNull() });
  }

  /** The user's first email with this id in `statuses`, or null. */
  findOwnedFirstEmail(
    userId: string,
    id: string,
    statuses: readonly EmailApplicationEntity['status'][],
  ): Promise<EmailApplicationEntity | null> {
    return this.applications.findOneBy({ id, userId, status: In([...statuses]), followUpOf: IsNull() });
  }

  /**
   * The user's sent (or maybe sent) first emails, oldest first, with follow-ups counted. The recipient's verdict as
   * last checked: the verifier's cache, else the contact row that named this address (read across, for the export).
   */
  exportRows(userId: string): Promise<ExportRow[]> {
    return this.applications.query<ExportRow[]>(
      `SELECT coalesce(a.sent_at, a.attempted_at) AS sent_at, a.company_name, a.job_title, a.job_url, a.company_email,
              coalesce(ec.status, jc.status) AS verification, a.email_subject, a.outcome, a.status,
              (SELECT count(*) FROM email_applications f
                WHERE f.follow_up_of = a.id AND f.status IN ('sent', 'unknown'))::int AS follow_ups_sent
         FROM email_applications a
         LEFT JOIN email_checks ec ON ec.address = lower(a.company_email)
         LEFT JOIN LATERAL (
           SELECT c.status FROM job_contacts c
            WHERE lower(c.email) = lower(a.company_email) AND c.status IS NOT NULL
            ORDER BY c.found_at DESC LIMIT 1
         ) jc ON true
        WHERE a.user_id = $1 AND a.status IN ('sent', 'unknown') AND a.follow_up_of IS NULL
        ORDER BY coalesce(a.sent_at, a.attempted_at), a.created_at`,
      [userId],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { managerOf, type Tx, txOf } from '../common/transaction.js';
import { EmailApplicationEntity } from '../applications/email-application.entity.js';

/**
 * The application rows as follow-ups read them: a first email, its thread's last email and how many follow-ups it
 * has, and the first email's row lock that orders planning a follow-up against marking an outcome.
 */
@Injectable()
export class FollowUpsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `fn` in one transaction. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => fn(txOf(manager)));
  }

  /** The application `id` (of `userId` when given), or null. */
  application(id: string, userId?: string): Promise<EmailApplicationEntity | null> {
    return this.dataSource
      .getRepository(EmailApplicationEntity)
      .findOneBy(userId === undefined ? { id } : { id, userId });
  }

  /** The application `id` read under a row lock (FOR UPDATE) inside `tx`, or null. */
  lockApplication(tx: Tx, id: string): Promise<EmailApplicationEntity | null> {
    return managerOf(tx)
      .getRepository(EmailApplicationEntity)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** When the latest follow-up of the thread (sent or waiting) went or is due; null when there is none. */
  async lastFollowUpAt(firstId: string): Promise<Date | null> {
    const rows: { at: Date | null }[] = await this.dataSource.query(
      `SELECT max(coalesce(sent_at, send_at)) AS at FROM email_applications
        WHERE follow_up_of = $1 AND status NOT IN ('cancelled', 'failed')`,
      [firstId],
    );
    return rows[0]?.at ? new Date(rows[0].at) : null;
  }

  /** Follow-ups sent, on their way or waiting (not cancelled, not failed); inside `tx` when given. */
  async countActive(firstId: string, tx?: Tx): Promise<number> {
    const rows = await managerOf(tx, this.dataSource.manager).query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM email_applications
        WHERE follow_up_of = $1 AND status NOT IN ('cancelled', 'failed')`,
      [firstId],
    );
    return rows[0]?.n ?? 0;
  }
}

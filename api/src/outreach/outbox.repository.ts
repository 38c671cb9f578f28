import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type FindOptionsWhere, In, type Repository } from 'typeorm';
import { managerOf, type Tx, txOf } from '../common/transaction.js';
import { EmailApplicationEntity } from '../applications/email-application.entity.js';
import { OutreachDraftEntity } from './outreach-draft.entity.js';

/** The columns an update may set (TypeORM's own partial type). */
type ApplicationFields = Parameters<Repository<EmailApplicationEntity>['update']>[1];

/**
 * The outbox's rows (application rows with a send time, and the drafts they came from) as OutboxService schedules,
 * lists, edits and cancels them and OutboxDispatcher claims and sends them. The locking statements run in the
 * caller's transaction (`transaction`), in the caller's order (the dispatcher: the email's row lock, the sender's
 * lock in applications, the first email's shared lock, then the update); this only says how each is written.
 */
@Injectable()
export class OutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `fn` in one transaction. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => fn(txOf(manager)));
  }

  /** Up to `limit` scheduled emails due at `now`, soonest first, of addresses not in `paused` (lower-cased). */
  async due(now: Date, limit: number, paused: string[]): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM email_applications
        WHERE status = 'scheduled' AND send_at <= $1 AND lower(from_address) <> ALL($3::text[])
        ORDER BY send_at LIMIT $2`,
      [now, limit, paused],
    );
    return rows.map((r) => r.id);
  }

  /** The email `id` while it is scheduled, or null. */
  scheduled(id: string): Promise<EmailApplicationEntity | null> {
    return this.dataSource.getRepository(EmailApplicationEntity).findOneBy({ id, status: 'scheduled' });
  }

  /** The email `id` while it is scheduled, its row locked (FOR UPDATE) in `tx`; null when it is not. */
  lockScheduled(tx: Tx, id: string): Promise<EmailApplicationEntity | null> {
    return managerOf(tx)
      .getRepository(EmailApplicationEntity)
      .findOne({ where: { id, status: 'scheduled' }, lock: { mode: 'pessimistic_write' } });
  }

  /** The application `id` under a shared lock (FOR SHARE) in `tx`, or null. */
  lockForShare(tx: Tx, id: string): Promise<EmailApplicationEntity | null> {
    return managerOf(tx)
      .getRepository(EmailApplicationEntity)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_read' } });
  }

  /** Sets `fields` on the rows matching `where` (inside `tx` when given). */
  async update(where: FindOptionsWhere<EmailApplicationEntity>, fields: ApplicationFields, tx?: Tx): Promise<void> {
    await managerOf(tx, this.dataSource.manager).getRepository(EmailApplicationEntity).update(where, fields);
  }

  /** The application `id`; throws when it is gone. */
  byIdOrFail(id: string): Promise<EmailApplicationEntity> {
    return this.dataSource.getRepository(EmailApplicationEntity).findOneByOrFail({ id });
  }

  /** The follow-ups of `firstId` that went (sent or unknown), in their order. */
  sentFollowUps(firstId: string): Promise<EmailApplicationEntity[]> {
    return this.dataSource.getRepository(EmailApplicationEntity).find({
      where: { followUpOf: firstId, status: In(['sent', 'unknown']) },
      order: { followUpNumber: 'ASC' },
    });
  }

  /** Sets `fields` on the rows matching `where`; how many rows changed. */
  async updateCount(
    where: FindOptionsWhere<EmailApplicationEntity>,
    fields: ApplicationFields,
  ): Promise<number | undefined> {
    return (await this.dataSource.getRepository(EmailApplicationEntity).update(where, fields)).affected;
  }

  /** The user's application of this idempotency key, or null. */
  byKey(userId: string, idempotencyKey: string): Promise<EmailApplicationEntity | null> {
    return this.dataSource.getRepository(EmailApplicationEntity).findOneBy({ userId, idempotencyKey });
  }

  /** The user's application `id`, or null. */
  owned(id: string, userId: string): Promise<EmailApplicationEntity | null> {
    return this.dataSource.getRepository(EmailApplicationEntity).findOneBy({ id, userId });
  }

  /** The application `id` with its row locked (FOR UPDATE) in `tx`; throws when it is gone. */
  lockOrFail(tx: Tx, id: string): Promise<EmailApplicationEntity> {
    return managerOf(tx)
      .getRepository(EmailApplicationEntity)
      .findOneOrFail({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Inserts a new application row in `tx`. */
  insertIn(tx: Tx, fields: Partial<EmailApplicationEntity>): Promise<EmailApplicationEntity> {
    const repo = managerOf(tx).getRepository(EmailApplicationEntity);
    return repo.save(repo.create(fields));
  }

  /** The draft `id` approved in `tx` as application `applicationId`, with the subject and text that went. */
  async approveDraft(tx: Tx, id: string, applicationId: string, subject: string, body: string) {
    await managerOf(tx)
      .getRepository(OutreachDraftEntity)
      .update({ id }, { status: 'approved', applicationId, subject, body });
  }

  /** The user's draft `id` while it can still be approved (ready, failed or pending), or null. */
  approvableDraft(userId: string, id: string): Promise<OutreachDraftEntity | null> {
    return this.dataSource
      .getRepository(OutreachDraftEntity)
      .findOneBy({ id, userId, status: In(['ready', 'failed', 'pending']) });
  }

  /** The user's outbox: what waits (soonest first), then what went or was taken out since `since`; at most 300. */
  listOf(userId: string, since: Date): Promise<EmailApplicationEntity[]> {
    return this.dataSource
      .getRepository(EmailApplicationEntity)
      .createQueryBuilder('a')
      .where('a.user_id = :userId', { userId })
      .andWhere('(a.send_at IS NOT NULL OR a.follow_up_of IS NOT NULL)')
      .andWhere(`(a.status IN ('scheduled', 'sending') OR coalesce(a.sent_at, a.attempted_at) > :since)`, { since })
      .orderBy(`CASE WHEN a.status = 'scheduled' THEN 0 ELSE 1 END`)
      .addOrderBy(`CASE WHEN a.status = 'scheduled' THEN a.send_at END`, 'ASC')
      .addOrderBy('coalesce(a.sent_at, a.attempted_at)', 'DESC')
      .take(300)
      .getMany();
  }
}

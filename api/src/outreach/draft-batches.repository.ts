import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type FindOptionsWhere, type Repository } from 'typeorm';
import { managerOf, type SqlExecutor, sqlExecutorOf, type Tx, txOf } from '../common/transaction.js';
import { OutreachDraftBatchEntity } from './outreach-draft-batch.entity.js';
import { OutreachDraftEntity } from './outreach-draft.entity.js';

/** A draft still waiting for the user: its batch is open while it has one. */
const WAITING = `status IN ('pending', 'ready', 'failed')`;

/** The columns a draft update may set (TypeORM's own partial type). */
type DraftFields = Parameters<Repository<OutreachDraftEntity>['update']>[1];

/** An open batch as its list shows it. */
export interface OpenBatchRow {
  id: string;
  search_id: string;
  search_label: string;
  created_at: Date;
  drafts: number;
  to_review: number;
}

/**
 * The draft batches and their drafts as DraftBatchesService writes and reads them; a batch is started in one
 * transaction (`transaction`): the open batches of the search locked, closed when asked, the new one and its drafts
 * inserted, and its pg-boss job created on the same connection (`executorOf`).
 */
@Injectable()
export class DraftBatchesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `fn` in one transaction. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => fn(txOf(manager)));
  }

  /** pg-boss's executor over `tx`: a job sent through it exists exactly when the transaction commits. */
  executorOf(tx: Tx): SqlExecutor {
    return sqlExecutorOf(tx);
  }

  /** The user's open batches of the search (with a draft still waiting), row-locked (FOR UPDATE) in `tx`. */
  lockOpen(tx: Tx, userId: string, searchId: string): Promise<OutreachDraftBatchEntity[]> {
    return managerOf(tx)
      .getRepository(OutreachDraftBatchEntity)
      .createQueryBuilder('b')
      .setLock('pessimistic_write')
      .where('b.user_id = :userId AND b.search_id = :searchId AND b.closed_at IS NULL', { userId, searchId })
      .andWhere(`EXISTS (SELECT 1 FROM outreach_drafts d WHERE d.batch_id = b.id AND d.${WAITING})`)
      .getMany();
  }

  /** Closes these batches at `at`, in `tx`. */
  async close(tx: Tx, ids: string[], at: Date): Promise<void> {
    await managerOf(tx).getRepository(OutreachDraftBatchEntity).update(ids, { closedAt: at });
  }

  /** Inserts a batch in `tx`. */
  insertBatch(tx: Tx, batch: Partial<OutreachDraftBatchEntity>): Promise<OutreachDraftBatchEntity> {
    return managerOf(tx).getRepository(OutreachDraftBatchEntity).save(batch);
  }

  /** Inserts a batch's drafts in `tx`. */
  async insertDrafts(tx: Tx, drafts: Partial<OutreachDraftEntity>[]): Promise<void> {
    await managerOf(tx).getRepository(OutreachDraftEntity).insert(drafts);
  }

  /** The user's open batches (all, or the search's), newest first, with their counts. */
  openOf(userId: string, searchId: string | null): Promise<OpenBatchRow[]> {
    return this.dataSource.query<OpenBatchRow[]>(
      `SELECT b.id, b.search_id, b.search_label, b.created_at,
              count(*)::int AS drafts, count(*) FILTER (WHERE d.${WAITING})::int AS to_review
         FROM outreach_draft_batches b JOIN outreach_drafts d ON d.batch_id = b.id
        WHERE b.user_id = $1 AND b.closed_at IS NULL AND ($2::uuid IS NULL OR b.search_id = $2)
        GROUP BY b.id
       HAVING count(*) FILTER (WHERE d.${WAITING}) > 0
        ORDER BY b.created_at DESC`,
      [userId, searchId],
    );
  }

  /** The batch `id` (the user's, when given), or null. */
  batch(id: string, userId?: string): Promise<OutreachDraftBatchEntity | null> {
    return this.dataSource
      .getRepository(OutreachDraftBatchEntity)
      .findOneBy(userId === undefined ? { id } : { id, userId });
  }

  /** The batch's drafts in their order. */
  draftsOf(batchId: string): Promise<OutreachDraftEntity[]> {
    return this.dataSource.getRepository(OutreachDraftEntity).find({ where: { batchId }, order: { position: 'ASC' } });
  }

  /** The user's draft `id` of the batch, or null. */
  draft(id: string, batchId: string, userId: string): Promise<OutreachDraftEntity | null> {
    return this.dataSource.getRepository(OutreachDraftEntity).findOneBy({ id, batchId, userId });
  }

  /** The batch's first draft still to be written, or null. */
  nextPending(batchId: string): Promise<OutreachDraftEntity | null> {
    return this.dataSource
      .getRepository(OutreachDraftEntity)
      .findOne({ where: { batchId, status: 'pending' }, order: { position: 'ASC' } });
  }

  /** Sets `fields` on the drafts matching `where`. */
  async updateDrafts(where: FindOptionsWhere<OutreachDraftEntity>, fields: DraftFields): Promise<void> {
    await this.dataSource.getRepository(OutreachDraftEntity).update(where, fields);
  }
}

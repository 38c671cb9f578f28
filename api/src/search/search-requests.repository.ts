import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IN_PROGRESS_STATUSES, type SearchStatus } from '@app/types';
import { DataSource, type DeepPartial, In, IsNull, Repository } from 'typeorm';
import { managerOf, type SqlExecutor, sqlExecutorOf, type Tx, txOf } from '../common/transaction.js';
import { SearchRequestEntity } from './entities/search-request.entity.js';

/** Serialises claims across every process, so the per-user cap holds however many workers ask at once. */
const CLAIM_LOCK = 0x5ea6c4;

/** What a run writes every second: its counters, percent and phase. */
export type SearchCounters = Pick<
  SearchRequestEntity,
  | 'listingPages'
  | 'cardsFound'
  | 'detailsFetched'
  | 'detailsTotal'
  | 'companiesFetched'
  | 'jobsKept'
  | 'requestsMade'
  | 'progressPercent'
  | 'status'
>;

/**
 * The search_requests rows as the queue of record: the SQL of claiming, heartbeats, counters, completion and the
 * sweep. SearchQueue and SearchPipeline decide when each happens (and give the time); this says how.
 */
@Injectable()
export class SearchRequestsRepository {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(SearchRequestEntity) private readonly searches: Repository<SearchRequestEntity>,
  ) {}

  /** A new row (not stored yet). */
  create(fields: DeepPartial<SearchRequestEntity>): SearchRequestEntity {
    return this.searches.create(fields);
  }

  /** Runs `fn` in one transaction. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.searches.manager.transaction((manager) => fn(txOf(manager)));
  }

  /** pg-boss's executor over `tx`: a job sent through it exists exactly when the transaction commits. */
  executorOf(tx: Tx): SqlExecutor {
    return sqlExecutorOf(tx);
  }

  /** Stores the new row inside `tx`. */
  insertIn(tx: Tx, row: SearchRequestEntity): Promise<SearchRequestEntity> {
    return managerOf(tx).save(row);
  }

  /** The user's search `id`, or null when it is not theirs. */
  findOwned(id: string, userId: string): Promise<SearchRequestEntity | null> {
    return this.searches.findOneBy({ id, userId });
  }

  /** The latest `take` searches the user started by hand (saved searches' runs left out), newest first. */
  recentStartedBy(userId: string, take: number): Promise<SearchRequestEntity[]> {
    return this.searches.find({
      where: { userId, savedSearchId: IsNull() },
      order: { createdAt: 'DESC' },
      take,
    });
  }

  /** Cancels the search when it is still in progress (a finished one stays as it is). */
  async cancelInProgress(id: string, now: Date): Promise<void> {
    await this.searches.update(
      { id, status: In([...IN_PROGRESS_STATUSES]) },
      { status: 'cancelled', finishedAt: now, errorMessage: null },
    );
  }

  /**
   * Takes the fairest search that waits for a worker (in progress, held by none) among users with fewer than
   * `maxPerUser` running: fewest searches running, then least recently served, then oldest. Taken for `workerId`,
   * attempt counted; null when none waits.
   */
  async claimFairest(workerId: string, maxPerUser: number, now: Date): Promise<string | null> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [CLAIM_LOCK]);
      const rows = await tx.query<{ id: string }[]>(
        `WITH waiting AS (
           SELECT DISTINCT user_id FROM search_requests WHERE status = ANY($1) AND worker_id IS NULL
         ), users AS (
           SELECT w.user_id,
                  (SELECT count(*) FROM search_requests h
                    WHERE h.user_id = w.user_id AND h.status = ANY($1) AND h.worker_id IS NOT NULL) AS running,
                  (SELECT max(started_at) FROM search_requests u WHERE u.user_id = w.user_id) AS served
             FROM waiting w
         )
         SELECT next.id FROM users
           JOIN LATERAL (
             SELECT s.id, s.created_at FROM search_requests s
              WHERE s.user_id = users.user_id AND s.status = ANY($1) AND s.worker_id IS NULL
              ORDER BY s.created_at LIMIT 1
           ) next ON true
          WHERE users.running < $2
          ORDER BY users.running, users.served NULLS FIRST, next.created_at
          LIMIT 1`,
        [IN_PROGRESS_STATUSES, maxPerUser],
      );
      const id = rows[0]?.id;
      if (!id) return null;
      await tx.query(
        `UPDATE search_requests
            SET worker_id = $2, heartbeat_at = $3, attempts = attempts + 1,
                status = CASE WHEN status = 'pending' THEN 'processing' ELSE status END,
                started_at = coalesce(started_at, $3), updated_at = $3
          WHERE id = $1`,
        [id, workerId, now],
      );
      return id;
    });
  }

  /**
   * The searches `userId` started by hand that have not finished (waiting or running), counted inside `tx` under a
   * lock of that user's, so concurrent starts count one another and a cap on this number cannot be overshot.
   */
  async lockAndCountUnfinished(userId: string, tx: Tx): Promise<number> {
    await managerOf(tx).query(`SELECT pg_advisory_xact_lock(hashtext('search-starts:' || $1))`, [userId]);
    const rows = await managerOf(tx).query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM search_requests
        WHERE user_id = $1 AND saved_search_id IS NULL AND status = ANY($2)`,
      [userId, IN_PROGRESS_STATUSES],
    );
    return rows[0]?.count ?? 0;
  }

  /** A search that waits for a worker, of a user under the cap, unchanged since `since` (null: any). */
  async findWaiting(maxPerUser: number, since: Date | null): Promise<string | null> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT s.id FROM search_requests s
        WHERE s.status = ANY($1) AND s.worker_id IS NULL AND ($3::timestamptz IS NULL OR s.updated_at < $3)
          AND (SELECT count(*) FROM search_requests h
                WHERE h.user_id = s.user_id AND h.status = ANY($1) AND h.worker_id IS NOT NULL) < $2
        LIMIT 1`,
      [IN_PROGRESS_STATUSES, maxPerUser, since],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * Clears the worker of every search in progress whose heartbeat is older than `heartbeatBefore` (one sweeper wins
   * each row, inside `tx`), and says which were cleared with their attempts so far.
   */
  async releaseAbandoned(heartbeatBefore: Date, now: Date, tx: Tx): Promise<{ id: string; attempts: number }[]> {
    const rows = await managerOf(tx).query<[{ id: string; attempts: number }[], number]>(
      `UPDATE search_requests s
          SET worker_id = NULL, heartbeat_at = NULL, updated_at = $3
        WHERE s.id IN (
          SELECT id FROM search_requests
           WHERE status = ANY($1) AND worker_id IS NOT NULL AND heartbeat_at < $2
           FOR UPDATE SKIP LOCKED)
        RETURNING s.id, s.attempts`,
      [IN_PROGRESS_STATUSES, heartbeatBefore, now],
    );
    return rows[0];
  }

  /** The search `workerId` holds, or null when another took it (or it is gone). */
  async findHeld(id: string, workerId: string): Promise<SearchRequestEntity | null> {
    return this.searches.findOneBy({ id, workerId });
  }

  /**
   * The heartbeat: writes a run's counters (its phase only while in progress) and how long the site makes it wait,
   * while `workerId` still holds it; answers the row's status (a cancel shows here), undefined when not held.
   */
  async writeCounters(
    id: string,
    workerId: string,
    c: SearchCounters,
    siteWaitUntil: Date | null,
    now: Date,
  ): Promise<SearchStatus | undefined> {
    const rows: unknown = await this.dataSource.query(
      `UPDATE search_requests
          SET listing_pages = $3, cards_found = $4, details_fetched = $5, details_total = $6,
              companies_fetched = $7, jobs_kept = $8, requests_made = $9, progress_percent = $10,
              status = CASE WHEN status = ANY($12) THEN $11 ELSE status END,
              site_wait_until = $13, heartbeat_at = $14, updated_at = $14
        WHERE id = $1 AND worker_id = $2
        RETURNING status`,
      [
        id,
        workerId,
        c.listingPages,
        c.cardsFound,
        c.detailsFetched,
        c.detailsTotal,
        c.companiesFetched,
        c.jobsKept,
        c.requestsMade,
        c.progressPercent,
        c.status,
        IN_PROGRESS_STATUSES,
        siteWaitUntil,
        now,
      ],
    );
    const [[row] = []] = rows as [{ status: SearchStatus }[]?];
    return row?.status;
  }

  /** The listing read so far (site job ids in order, where the next page starts), kept for a resume or reuse. */
  async saveListing(id: string, listingJobIds: string[], listingNextStart: number | null, cardsFound: number) {
    await this.searches.update({ id }, { listingJobIds, listingNextStart, cardsFound });
  }

  /** The completed search of `url` finished after `since` with the longest listing read (the latest of those). */
  async findRecentListing(url: string, since: Date): Promise<SearchRequestEntity | null> {
    return this.searches
      .createQueryBuilder('s')
      .where('s.linkedin_url = :url AND s.status = :status AND s.listing_job_ids IS NOT NULL', {
        url,
        status: 'completed',
      })
      .andWhere('s.finished_at > :since', { since })
      .orderBy('jsonb_array_length(s.listing_job_ids)', 'DESC')
      .addOrderBy('s.finished_at', 'DESC')
      .getOne();
  }

  /**
   * Completes a search still in progress (row locked) with its counters; its result rows other than `keptJobIds`
   * (an earlier, interrupted run's) are removed. False when it was no longer in progress (cancelled meanwhile).
   */
  async complete(id: string, keptJobIds: string[], counters: SearchCounters, now: Date): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const [row] = await tx.query<{ status: SearchStatus }[]>(
        `SELECT status FROM search_requests WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!row || !IN_PROGRESS_STATUSES.includes(row.status)) return false;
      await tx.query(`DELETE FROM search_results WHERE search_id = $1 AND NOT (job_id = ANY($2::uuid[]))`, [
        id,
        keptJobIds,
      ]);
      await tx.update(
        SearchRequestEntity,
        { id },
        {
          ...counters,
          status: 'completed',
          progressPercent: 100,
          jobsKept: keptJobIds.length,
          errorMessage: null,
          siteWaitUntil: null,
          finishedAt: now,
          heartbeatAt: now,
        },
      );
      return true;
    });
  }

  /** Ends a search in progress as failed with `message` (inside `tx` when given). */
  async fail(id: string, message: string, now: Date, tx?: Tx): Promise<void> {
    await managerOf(tx, this.searches.manager).update(
      SearchRequestEntity,
      { id, status: In([...IN_PROGRESS_STATUSES]) },
      { status: 'failed', errorMessage: message, siteWaitUntil: null, finishedAt: now },
    );
  }
}

import { Injectable } from '@nestjs/common';
import type { SearchStatus, WorkType } from '@app/types';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { managerOf, type Tx, txOf } from '../common/transaction.js';

/** The SQL of the user's morning run times and its three parameters (SavedSearchRunsService.morningSql). */
export interface MorningSql {
  sql: string;
  tomorrow: string;
  params: [Date, string, number];
}

/** A saved search as listed: with its latest run, its new and unseen jobs and its next run time. */
export interface SavedSearchRow {
  id: string;
  keyword: string;
  location: string;
  work_type: WorkType | null;
  linkedin_url: string;
  created_at: Date;
  last_run_at: Date | null;
  last_search_id: string | null;
  run_status: SearchStatus | null;
  run_error: string | null;
  new_jobs: number;
  unseen: number;
  next_run_at: Date;
}

/** A saved search row with its latest run's status, read under the row's lock. */
export interface LockedSavedSearch {
  id: string;
  user_id: string;
  linkedin_url: string;
  last_run_at: Date | null;
  last_search_id: string | null;
  settled_search_id: string | null;
  run_status: SearchStatus | null;
}

/** A job a saved search found new, as its new-jobs page lists it. */
export interface SavedSearchJobRow {
  job_id: string;
  first_search_id: string | null;
  first_seen_at: Date;
  unseen: boolean;
}

/**
 * saved_searches and saved_search_jobs as SavedSearchesService keeps them and SavedSearchRunsService starts and
 * settles their runs. The locking statements run in the caller's transaction (`transaction`), in the caller's order
 * (the saved search's row lock first); this only says how each is written.
 */
@Injectable()
export class SavedSearchesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `fn` in one transaction. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => fn(txOf(manager)));
  }

  /** How many saved searches the user has. */
  async countOf(userId: string): Promise<number> {
    const [{ count }] = await this.dataSource.query<[{ count: number }]>(
      `SELECT count(*)::int AS count FROM saved_searches WHERE user_id = $1`,
      [userId],
    );
    return count;
  }

  /** Inserts a saved search; its id, or null when the user already saves that URL. */
  async insert(
    userId: string,
    // As the form gave them: the work type a number from the URL or the form's, the URL as generateUrl answered it.
    fields: { keyword: string; location: string; workType: number | null | undefined; linkedinUrl: string | undefined },
    now: Date,
  ): Promise<string | null> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO saved_searches (user_id, keyword, location, work_type, linkedin_url, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, linkedin_url) DO NOTHING
       RETURNING id`,
      [userId, fields.keyword, fields.location, fields.workType, fields.linkedinUrl, now],
    );
    return rows[0]?.id ?? null;
  }

  /** The id of the user's saved search of that URL, if any. */
  async idByUrl(userId: string, linkedinUrl: string | undefined): Promise<string | null> {
    const [existing] = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM saved_searches WHERE user_id = $1 AND linkedin_url = $2`,
      [userId, linkedinUrl],
    );
    return existing?.id ?? null;
  }

  /** Deletes the user's saved search `id`: false when there was none. */
  async delete(id: string, userId: string): Promise<boolean> {
    const [deleted] = await this.dataSource.query<[unknown[], number]>(
      `DELETE FROM saved_searches WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId],
    );
    return deleted.length > 0;
  }

  /** The latest completed run's new jobs and any found since the user last looked, newest first (500 at most). */
  newJobs(id: string, userId: string): Promise<SavedSearchJobRow[]> {
    return this.dataSource.query<SavedSearchJobRow[]>(
      `SELECT j.job_id, j.first_search_id, j.first_seen_at, (j.first_seen_at > coalesce(s.seen_at, '-infinity')) AS unseen
         FROM saved_search_jobs j JOIN saved_searches s ON s.id = j.saved_search_id
        WHERE s.id = $1 AND s.user_id = $2
          AND (j.first_search_id = s.new_jobs_search_id OR j.first_seen_at > coalesce(s.seen_at, '-infinity'))
        ORDER BY j.first_seen_at DESC, j.job_id
        LIMIT 500`,
      [id, userId],
    );
  }

  /** The user looked at its new jobs at `now`. */
  async markSeen(id: string, userId: string, now: Date): Promise<void> {
    await this.dataSource.query(`UPDATE saved_searches SET seen_at = $3 WHERE id = $1 AND user_id = $2`, [
      id,
      userId,
      now,
    ]);
  }

  /** The user's saved searches (or only `id`), oldest first, with their next run time from `morning`. */
  views(userId: string, id: string | null, { sql: morning, tomorrow, params }: MorningSql): Promise<SavedSearchRow[]> {
    // Next run: this morning's when it is still ahead; now when this morning's has not started; else tomorrow's.
    return this.dataSource.query<SavedSearchRow[]>(
      `SELECT s.id, s.keyword, s.location, s.work_type, s.linkedin_url, s.created_at, s.last_run_at,
              s.last_search_id, r.status AS run_status, r.error_message AS run_error, s.new_jobs,
              (SELECT count(*)::int FROM saved_search_jobs j
                WHERE j.saved_search_id = s.id AND j.first_seen_at > coalesce(s.seen_at, '-infinity')) AS unseen,
              CASE WHEN $1::timestamptz < ${morning} THEN ${morning}
                   WHEN s.last_run_at IS NULL OR s.last_run_at < ${morning} THEN $1::timestamptz
                   ELSE ${tomorrow} END AS next_run_at
         FROM saved_searches s
         LEFT JOIN search_requests r ON r.id = s.last_search_id
         LEFT JOIN user_settings us ON us.user_id = s.user_id
        WHERE s.user_id = $4 AND ($5::uuid IS NULL OR s.id = $5)
        ORDER BY s.created_at, s.id`,
      [...params, userId, id],
    );
  }

  /** Saved searches whose run this morning (per `morning`) has not started, longest waiting first (500 at most). */
  due({ sql: morning, params }: MorningSql): Promise<{ id: string; user_id: string; morning: Date }[]> {
    return this.dataSource.query<{ id: string; user_id: string; morning: Date }[]>(
      `SELECT s.id, s.user_id, ${morning} AS morning
         FROM saved_searches s
         LEFT JOIN user_settings us ON us.user_id = s.user_id
        WHERE $1::timestamptz >= ${morning} AND (s.last_run_at IS NULL OR s.last_run_at < ${morning})
        ORDER BY s.last_run_at NULLS FIRST
        LIMIT 500`,
      params,
    );
  }

  /** The saved search with its latest run's status, its row locked (FOR UPDATE) in `tx`; null when it is gone. */
  async lock(tx: Tx, savedSearchId: string): Promise<LockedSavedSearch | null> {
    const rows = await managerOf(tx).query<LockedSavedSearch[]>(
      `SELECT s.id, s.user_id, s.linkedin_url, s.last_run_at, s.last_search_id, s.settled_search_id,
              r.status AS run_status
         FROM saved_searches s LEFT JOIN search_requests r ON r.id = s.last_search_id
        WHERE s.id = $1
          FOR UPDATE OF s`,
      [savedSearchId],
    );
    return rows[0] ?? null;
  }

  /** Records the run `searchId` started at `at` as the saved search's latest (in `tx`). */
  async setLastRun(tx: Tx, id: string, searchId: string, at: Date): Promise<void> {
    await managerOf(tx).query(`UPDATE saved_searches SET last_search_id = $2, last_run_at = $3 WHERE id = $1`, [
      id,
      searchId,
      at,
    ]);
  }

  /** Saved searches whose latest run ended (not in `inProgress`) and was not taken in, of one user or everyone. */
  async endedUnsettled(inProgress: readonly SearchStatus[], userId: string | null): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT s.id FROM saved_searches s JOIN search_requests r ON r.id = s.last_search_id
        WHERE s.last_search_id IS DISTINCT FROM s.settled_search_id AND NOT (r.status = ANY($1))
          AND ($2::uuid IS NULL OR s.user_id = $2)`,
      [inProgress, userId],
    );
    return rows.map((r) => r.id);
  }

  /** The saved search whose latest run is `searchId`, if any. */
  async ofRun(searchId: string): Promise<{ id: string; user_id: string } | null> {
    const rows = await this.dataSource.query<{ id: string; user_id: string }[]>(
      `SELECT id, user_id FROM saved_searches WHERE last_search_id = $1`,
      [searchId],
    );
    return rows[0] ?? null;
  }

  /** Records the run's jobs no earlier run found, with the run as their first (in `tx`); answers how many. */
  async insertNewJobs(tx: Tx, id: string, runId: string, now: Date): Promise<number> {
    const inserted = await managerOf(tx).query<unknown[]>(
      `INSERT INTO saved_search_jobs (saved_search_id, job_id, first_search_id, first_seen_at)
       SELECT $1, r.job_id, $2, $3 FROM search_results r WHERE r.search_id = $2
       ON CONFLICT (saved_search_id, job_id) DO NOTHING
       RETURNING job_id`,
      [id, runId, now],
    );
    return inserted.length;
  }

  /** The completed run `runId` is taken in, with `newJobs` new jobs (in `tx`). */
  async settleCompleted(tx: Tx, id: string, runId: string, now: Date, newJobs: number): Promise<void> {
    await managerOf(tx).query(
      `UPDATE saved_searches
          SET settled_search_id = $2, last_settled_at = $3, new_jobs_search_id = $2, new_jobs = $4
        WHERE id = $1`,
      [id, runId, now, newJobs],
    );
  }

  /** The failed or cancelled run `runId` is taken in, the last count left as it was (in `tx`). */
  async settleUnfinished(tx: Tx, id: string, runId: string, now: Date): Promise<void> {
    await managerOf(tx).query(`UPDATE saved_searches SET settled_search_id = $2, last_settled_at = $3 WHERE id = $1`, [
      id,
      runId,
      now,
    ]);
  }
}

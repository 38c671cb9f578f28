import { Injectable } from '@nestjs/common';
import type { SearchStatus, WorkType } from '@app/types';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { managerOf, type Tx, txOf } from '../common/transaction.js';

/** A new job a digest may speak of, with its contact. */
export interface CandidateRow {
  saved_search_id: string;
  job_id: string;
  search_id: string | null;
  title: string;
  company_name: string | null;
  location: string | null;
  contact_name: string | null;
  contact_title: string | null;
  has_contact: boolean;
}

/**
 * notification_digests and the notified mark of saved_search_jobs as JobAlertDigestsService claims, sends and fails
 * a day's digest. The claim and the failure run in the caller's transaction (`transaction`), in the caller's order.
 */
@Injectable()
export class JobAlertDigestsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `fn` in one transaction. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => fn(txOf(manager)));
  }

  /** Users with job alerts on and new jobs since `since` that no digest took in. */
  async usersWithNewJobs(since: Date): Promise<string[]> {
    const users = await this.dataSource.query<{ user_id: string }[]>(
      `SELECT DISTINCT s.user_id FROM saved_search_jobs j
         JOIN saved_searches s ON s.id = j.saved_search_id
         JOIN user_settings us ON us.user_id = s.user_id AND (us.notifications ->> 'jobAlerts') = 'true'
        WHERE j.notified_at IS NULL AND j.first_seen_at > $1`,
      [since],
    );
    return users.map((u) => u.user_id);
  }

  /** How many of the user's saved searches have a run in progress (`inProgress`) or ended and not taken in. */
  async pendingRuns(userId: string, inProgress: readonly SearchStatus[]): Promise<number> {
    const [{ pending }] = await this.dataSource.query<[{ pending: number }]>(
      `SELECT count(*)::int AS pending FROM saved_searches s LEFT JOIN search_requests r ON r.id = s.last_search_id
        WHERE s.user_id = $1
          AND (r.status = ANY($2) OR (s.last_search_id IS NOT NULL AND s.last_search_id IS DISTINCT FROM s.settled_search_id))`,
      [userId, inProgress],
    );
    return pending;
  }

  /** Whether the user's digest of `localDate` was written. */
  async exists(userId: string, localDate: string): Promise<boolean> {
    const already = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM notification_digests WHERE user_id = $1 AND local_date = $2`,
      [userId, localDate],
    );
    return already.length > 0;
  }

  /** The user's new jobs since `since` no digest took in, newest first, with their contacts. */
  candidates(userId: string, since: Date): Promise<CandidateRow[]> {
    return this.dataSource.query<CandidateRow[]>(
      `SELECT j.saved_search_id, j.job_id, j.first_search_id AS search_id, jb.title, jb.company_name, jb.location,
              coalesce(jb.poster_name, c.name) AS contact_name, coalesce(jb.poster_title, c.title) AS contact_title,
              (c.email IS NOT NULL AND c.status IN ('valid', 'catch-all')) AS has_contact
         FROM saved_search_jobs j
         JOIN saved_searches s ON s.id = j.saved_search_id
         JOIN jobs jb ON jb.id = j.job_id
         LEFT JOIN job_contacts c ON c.job_id = j.job_id
        WHERE s.user_id = $1 AND j.notified_at IS NULL AND j.first_seen_at > $2
        ORDER BY j.first_seen_at DESC, jb.title`,
      [userId, since],
    );
  }

  /** Writes the day's digest row 'sending' with `jobs` jobs (in `tx`): false when the day's was already written. */
  async claim(tx: Tx, userId: string, localDate: string, jobs: number): Promise<boolean> {
    const rows = await managerOf(tx).query<unknown[]>(
      `INSERT INTO notification_digests (user_id, local_date, status, jobs) VALUES ($1, $2, 'sending', $3)
       ON CONFLICT (user_id, local_date) DO NOTHING RETURNING user_id`,
      [userId, localDate, jobs],
    );
    return rows.length > 0;
  }

  /** Marks the jobs taken in by a digest at `at`, or (null) puts them back for the next one (in `tx`). */
  async markNotified(
    tx: Tx,
    rows: readonly Pick<CandidateRow, 'saved_search_id' | 'job_id'>[],
    at: Date | null,
  ): Promise<void> {
    await managerOf(tx).query(
      `UPDATE saved_search_jobs j SET notified_at = $3
         FROM unnest($1::uuid[], $2::uuid[]) AS t(saved_search_id, job_id)
        WHERE j.saved_search_id = t.saved_search_id AND j.job_id = t.job_id`,
      [rows.map((r) => r.saved_search_id), rows.map((r) => r.job_id), at],
    );
  }

  /** The user's saved searches, oldest first, as a digest names them. */
  searchesOf(userId: string): Promise<{ id: string; keyword: string; location: string; work_type: WorkType | null }[]> {
    return this.dataSource.query<{ id: string; keyword: string; location: string; work_type: WorkType | null }[]>(
      `SELECT id, keyword, location, work_type FROM saved_searches WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );
  }

  /** The day's digest went out as `messageId` at `at`. */
  async sent(userId: string, localDate: string, messageId: string, at: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE notification_digests SET status = 'sent', message_id = $3, sent_at = $4
        WHERE user_id = $1 AND local_date = $2`,
      [userId, localDate, messageId, at],
    );
  }

  /** The day's digest was refused with `error` (in `tx`). */
  async failed(tx: Tx, userId: string, localDate: string, error: string): Promise<void> {
    await managerOf(tx).query(
      `UPDATE notification_digests SET status = 'failed', error = $3 WHERE user_id = $1 AND local_date = $2`,
      [userId, localDate, error],
    );
  }
}

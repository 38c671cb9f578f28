import { Injectable } from '@nestjs/common';
import {
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchNewJobs,
  type SearchStatus,
  type WorkType,
} from '@app/types';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock.js';
import { SearchService } from '../search/search.service.js';
import type { UserEntity } from '../users/user.entity.js';
import type { CreateSavedSearchDto } from './dto/create-saved-search.dto.js';
import { SavedSearchRunsService } from './saved-search-runs.service.js';
import { SavedSearchExistsError, SavedSearchLimitError, SavedSearchNotFoundError } from './saved-searches.errors.js';

interface SavedSearchRow {
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

/**
 * A user's saved searches: kept (Pro), listed with their latest run, what it found new and what the user has not
 * looked at yet, run on demand, and removed. Reading them first takes in runs that ended (SavedSearchRunsService), so
 * the list is current even before the background sweep.
 */
@Injectable()
export class SavedSearchesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly searches: SearchService,
    private readonly runs: SavedSearchRunsService,
    private readonly clock: Clock,
  ) {}

  async create(user: UserEntity, dto: CreateSavedSearchDto): Promise<SavedSearch> {
    const [{ count }] = await this.dataSource.query<[{ count: number }]>(
      `SELECT count(*)::int AS count FROM saved_searches WHERE user_id = $1`,
      [user.id],
    );
    if (count >= SAVED_SEARCHES_MAX) throw new SavedSearchLimitError();
    // The location as the site knows it (the same typeahead the search form goes through): an unknown one is a 400.
    const { linkedinUrl } = await this.searches.generateUrl(dto);
    const workType = linkedinUrl ? Number(new URL(linkedinUrl).searchParams.get('f_WT')) || dto.workType : dto.workType;
    const rows = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO saved_searches (user_id, keyword, location, work_type, linkedin_url, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, linkedin_url) DO NOTHING
       RETURNING id`,
      [user.id, dto.keyword, dto.location, workType, linkedinUrl, this.clock.now()],
    );
    if (!rows[0]) {
      const [existing] = await this.dataSource.query<{ id: string }[]>(
        `SELECT id FROM saved_searches WHERE user_id = $1 AND linkedin_url = $2`,
        [user.id, linkedinUrl],
      );
      throw new SavedSearchExistsError(existing?.id ?? '');
    }
    return this.get(user, rows[0].id);
  }

  async list(user: UserEntity): Promise<SavedSearch[]> {
    await this.runs.settleEnded(user.id);
    return (await this.views(user.id, null)).map(toSavedSearch);
  }

  async get(user: UserEntity, id: string): Promise<SavedSearch> {
    const [row] = await this.views(user.id, id);
    if (!row) throw new SavedSearchNotFoundError();
    return toSavedSearch(row);
  }

  async remove(user: UserEntity, id: string): Promise<void> {
    const [deleted] = await this.dataSource.query<[unknown[], number]>(
      `DELETE FROM saved_searches WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, user.id],
    );
    if (!deleted.length) throw new SavedSearchNotFoundError();
  }

  /** Runs it now (202): a run already in progress is answered as it is, not started twice. */
  async runNow(user: UserEntity, id: string): Promise<SavedSearch> {
    await this.get(user, id);
    await this.runs.start(id);
    return this.get(user, id);
  }

  /** The latest completed run's new jobs and any found since the user last looked, newest first. */
  async newJobs(user: UserEntity, id: string): Promise<SavedSearchNewJobs> {
    await this.get(user, id); // theirs, before anything is settled
    await this.runs.settle(id);
    const savedSearch = await this.get(user, id);
    const rows = await this.dataSource.query<
      { job_id: string; first_search_id: string | null; first_seen_at: Date; unseen: boolean }[]
    >(
      `SELECT j.job_id, j.first_search_id, j.first_seen_at, (j.first_seen_at > coalesce(s.seen_at, '-infinity')) AS unseen
         FROM saved_search_jobs j JOIN saved_searches s ON s.id = j.saved_search_id
        WHERE s.id = $1 AND s.user_id = $2
          AND (j.first_search_id = s.new_jobs_search_id OR j.first_seen_at > coalesce(s.seen_at, '-infinity'))
        ORDER BY j.first_seen_at DESC, j.job_id
        LIMIT 500`,
      [id, user.id],
    );
    const jobs = await this.searches.jobsFor(
      user,
      rows.map((r) => ({ jobId: r.job_id, searchId: r.first_search_id })),
      savedSearch.workType,
    );
    return {
      savedSearch,
      jobs: rows.map((r, i) => ({
        job: jobs[i]!,
        searchId: r.first_search_id,
        firstSeenAt: new Date(r.first_seen_at).toISOString(),
        unseen: r.unseen,
      })),
    };
  }

  /** The user opened its new jobs: they stop counting as unseen. */
  async markSeen(user: UserEntity, id: string): Promise<SavedSearch> {
    await this.get(user, id);
    await this.dataSource.query(`UPDATE saved_searches SET seen_at = $3 WHERE id = $1 AND user_id = $2`, [
      id,
      user.id,
      this.clock.now(),
    ]);
    return this.get(user, id);
  }

  private views(userId: string, id: string | null): Promise<SavedSearchRow[]> {
    const now = this.clock.now();
    const { sql: morning, tomorrow, params } = SavedSearchRunsService.morningSql(now);
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
}

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    keyword: row.keyword,
    location: row.location,
    workType: row.work_type,
    linkedinUrl: row.linkedin_url,
    createdAt: new Date(row.created_at).toISOString(),
    lastRunAt: row.last_run_at ? new Date(row.last_run_at).toISOString() : null,
    lastRun:
      row.last_search_id && row.run_status
        ? { searchId: row.last_search_id, status: row.run_status, errorMessage: row.run_error }
        : null,
    newJobs: row.new_jobs,
    unseenNewJobs: row.unseen,
    nextRunAt: new Date(row.next_run_at).toISOString(),
  };
}

import { Injectable } from '@nestjs/common';
import { SAVED_SEARCHES_MAX, type SavedSearch, type SavedSearchNewJobs } from '@app/types';
import { Clock } from '../common/clock.js';
import { SearchService } from '../search/search.service.js';
import type { UserEntity } from '../users/user.entity.js';
import type { CreateSavedSearchDto } from './dto/create-saved-search.dto.js';
import { SavedSearchRunsService } from './saved-search-runs.service.js';
import { SavedSearchExistsError, SavedSearchLimitError, SavedSearchNotFoundError } from './saved-searches.errors.js';
import { SavedSearchesRepository, type SavedSearchRow } from './saved-searches.repository.js';

/**
 * A user's saved searches: kept (Pro), listed with their latest run, what it found new and what the user has not
 * looked at yet, run on demand, and removed. Reading them first takes in runs that ended (SavedSearchRunsService), so
 * the list is current even before the background sweep.
 */
@Injectable()
export class SavedSearchesService {
  constructor(
    private readonly rows: SavedSearchesRepository,
    private readonly searches: SearchService,
    private readonly runs: SavedSearchRunsService,
    private readonly clock: Clock,
  ) {}

  async create(user: UserEntity, dto: CreateSavedSearchDto): Promise<SavedSearch> {
    const count = await this.rows.countOf(user.id);
    if (count >= SAVED_SEARCHES_MAX) throw new SavedSearchLimitError();
    // The location as the site knows it (the same typeahead the search form goes through): an unknown one is a 400.
    const { linkedinUrl } = await this.searches.generateUrl(dto);
    const workType = linkedinUrl ? Number(new URL(linkedinUrl).searchParams.get('f_WT')) || dto.workType : dto.workType;
    const id = await this.rows.insert(
      user.id,
      { keyword: dto.keyword, location: dto.location, workType, linkedinUrl },
      this.clock.now(),
    );
    if (!id) {
      const existing = await this.rows.idByUrl(user.id, linkedinUrl);
      throw new SavedSearchExistsError(existing ?? '');
    }
    return this.get(user, id);
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
    if (!(await this.rows.delete(id, user.id))) throw new SavedSearchNotFoundError();
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
    const rows = await this.rows.newJobs(id, user.id);
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
    await this.rows.markSeen(id, user.id, this.clock.now());
    return this.get(user, id);
  }

  private views(userId: string, id: string | null): Promise<SavedSearchRow[]> {
    return this.rows.views(userId, id, SavedSearchRunsService.morningSql(this.clock.now()));
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

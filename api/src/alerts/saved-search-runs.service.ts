import { Inject, Injectable } from '@nestjs/common';
import { IN_PROGRESS_STATUSES, SAVED_SEARCH_JOB_COUNT, SAVED_SEARCH_RUN_HOUR } from '@app/types';
import type { Logger } from 'pino';
import { Clock } from '../common/clock.js';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { PlansService } from '../plans/plans.service.js';
import { SearchService } from '../search/search.service.js';
import { DEFAULT_SETTINGS } from '../settings/settings.service.js';
import { UsersService } from '../users/users.service.js';
import type { Tx } from '../common/transaction.js';
import { type LockedSavedSearch, type MorningSql, SavedSearchesRepository } from './saved-searches.repository.js';

export type RunStart = 'started' | 'running' | 'not-due' | 'gone';

/**
 * The run time (SAVED_SEARCH_RUN_HOUR) of the user's morning `days` after today, in their timezone (Settings →
 * Regional, the default when never saved; `us` is their user_settings row), for `$1` the time now. PostgreSQL's time
 * zone rules handle daylight saving.
 */
const morningSql = (days: number) =>
  `((($1::timestamptz AT TIME ZONE coalesce(us.timezone, $2))::date + ${days} + make_interval(hours => $3))
    AT TIME ZONE coalesce(us.timezone, $2))`;

/**
 * Runs of saved searches: started every morning in the user's timezone (or when asked), each an ordinary search that
 * waits its turn under SEARCH_MAX_IN_PROGRESS_PER_USER and counts against no monthly quota (saved searches are Pro);
 * then settled: the jobs of a completed run that no earlier run of the same saved search found are marked new.
 * Both steps lock the saved search's row, so any number of processes may try them at once.
 */
@Injectable()
export class SavedSearchRunsService {
  private readonly logger: Logger;

  constructor(
    private readonly rows: SavedSearchesRepository,
    private readonly searches: SearchService,
    private readonly plans: PlansService,
    private readonly users: UsersService,
    private readonly clock: Clock,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ component: 'saved-search-runs' });
  }

  /**
   * The SQL of this morning's and tomorrow morning's run times per user (a query joining `user_settings us`), with
   * their three parameters ($1 now, $2 the default timezone, $3 the hour).
   */
  static morningSql(now: Date): MorningSql {
    return {
      sql: morningSql(0),
      tomorrow: morningSql(1),
      params: [now, DEFAULT_SETTINGS.timezone, SAVED_SEARCH_RUN_HOUR],
    };
  }

  /**
   * Starts this morning's run of every saved search that has not had one since its user's morning began, for users
   * whose plan has saved searches (a lapsed Pro's saved searches wait, untouched). Answers the ids started.
   */
  async startDue(): Promise<string[]> {
    const due = await this.rows.due(SavedSearchRunsService.morningSql(this.clock.now()));
    const started: string[] = [];
    const allowed = new Map<string, boolean>();
    for (const row of due) {
      if (!allowed.has(row.user_id)) {
        const user = await this.users.findById(row.user_id);
        allowed.set(row.user_id, !!user && (await this.plans.has(user, 'savedSearches')));
      }
      if (!allowed.get(row.user_id)) continue;
      try {
        if ((await this.start(row.id, { notBefore: new Date(row.morning) })) === 'started') started.push(row.id);
      } catch (err) {
        this.logger.error({ err, savedSearchId: row.id }, 'Could not start a saved search’s run');
      }
    }
    if (started.length) this.logger.info({ started: started.length }, 'Saved searches’ morning runs started');
    return started;
  }

  /**
   * Starts a run now, unless one is in progress ('running') or, with `notBefore`, one started since then ('not-due').
   * A finished run not yet taken in is settled first, so each run is compared with all the runs before it.
   */
  async start(savedSearchId: string, { notBefore }: { notBefore?: Date } = {}): Promise<RunStart> {
    return this.rows.transaction(async (tx) => {
      const row = await this.rows.lock(tx, savedSearchId);
      if (!row) return 'gone';
      if (row.run_status && IN_PROGRESS_STATUSES.includes(row.run_status)) return 'running';
      if (notBefore && row.last_run_at && row.last_run_at >= notBefore) return 'not-due';
      await this.settleLocked(tx, row);
      const searchId = await this.searches.startSavedSearchRun(
        row.user_id,
        row.id,
        row.linkedin_url,
        SAVED_SEARCH_JOB_COUNT,
        tx,
      );
      await this.rows.setLastRun(tx, row.id, searchId, this.clock.now());
      return 'started';
    });
  }

  /** Takes in the saved search's latest run if it ended and was not yet: true when it did. */
  settle(savedSearchId: string): Promise<boolean> {
    return this.rows.transaction(async (tx) => {
      const row = await this.rows.lock(tx, savedSearchId);
      return row ? this.settleLocked(tx, row) : false;
    });
  }

  /** Settles every ended run not yet taken in, of one user or (`userId` null) of everyone. Answers how many. */
  async settleEnded(userId: string | null): Promise<number> {
    const ids = await this.rows.endedUnsettled(IN_PROGRESS_STATUSES, userId);
    let settled = 0;
    for (const id of ids) if (await this.settle(id)) settled += 1;
    return settled;
  }

  /** The saved search whose latest run is `searchId`, if any. */
  async ofRun(searchId: string): Promise<{ id: string; userId: string } | null> {
    const row = await this.rows.ofRun(searchId);
    return row ? { id: row.id, userId: row.user_id } : null;
  }

  /**
   * A completed run: its jobs no earlier run found are recorded with this run as their first (new); the count is the
   * saved search's `newJobs`. A failed or cancelled run finds nothing new and leaves the last count as it was.
   */
  private async settleLocked(tx: Tx, row: LockedSavedSearch): Promise<boolean> {
    const runId = row.last_search_id;
    if (!runId || runId === row.settled_search_id || !row.run_status) return false;
    if (IN_PROGRESS_STATUSES.includes(row.run_status)) return false;
    const now = this.clock.now();
    if (row.run_status === 'completed') {
      const newJobs = await this.rows.insertNewJobs(tx, row.id, runId, now);
      await this.rows.settleCompleted(tx, row.id, runId, now, newJobs);
      this.logger.info({ savedSearchId: row.id, searchId: runId, newJobs }, 'Saved search run settled');
    } else {
      await this.rows.settleUnfinished(tx, row.id, runId, now);
    }
    return true;
  }
}

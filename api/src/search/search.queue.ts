import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { type BeforeApplicationShutdown, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Tx } from '../common/transaction.js';
import { Clock } from '../common/clock.js';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { PeriodicTask } from '../common/periodic-task.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { QueueService } from '../queue/queue.service.js';
import { MAX_ATTEMPTS, SearchPipeline } from './pipeline/search-pipeline.js';
import { SearchRequestsRepository } from './search-requests.repository.js';
import { SearchRunEvents } from './search-run-events.js';

const QUEUE = 'search.run';
const MAX_SWEEP_MS = 10_000;

interface SearchJobData {
  /** The search that asked for a worker; the worker runs whichever search is fairest, maybe another. */
  searchId: string;
}

/**
 * Searches run on pg-boss workers, so any API or worker process on any machine can take one. The search rows are the
 * queue of record; a pg-boss job only wakes a worker, which then claims the fairest waiting search: users with fewer
 * searches in progress first, then the user served least recently, then the oldest search; never more than
 * SEARCH_MAX_IN_PROGRESS_PER_USER of one user at once (the rest wait, they are not refused).
 *
 * Crash safety: a search's job is created in the same transaction as its row, so no row waits for a job that never
 * came. A sweeper resumes searches whose worker stopped writing for SEARCH_HEARTBEAT_TIMEOUT_SECONDS (clearing the
 * worker and creating the job in one transaction), fails them after MAX_ATTEMPTS runs, and wakes a worker for any
 * search that waits with no job to wake one. Time comes from the Clock, so tests move it instead of waiting.
 */
@Injectable()
export class SearchQueue implements OnModuleInit, BeforeApplicationShutdown {
  private readonly workerId = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly shutdown = new AbortController();
  private readonly sweeper: PeriodicTask;
  private readonly running = new Set<Promise<unknown>>();
  private readonly logger: Logger;
  private readonly runDurations;

  constructor(
    private readonly queue: QueueService,
    private readonly pipeline: SearchPipeline,
    private readonly searches: SearchRequestsRepository,
    private readonly clock: Clock,
    private readonly events: SearchRunEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
    metrics: MetricsService,
  ) {
    this.logger = rootLogger.child({ component: 'search-queue', workerId: this.workerId });
    this.sweeper = new PeriodicTask(
      () => this.sweep(),
      (err) => this.logger.warn({ err }, 'Sweep failed'),
    );
    this.runDurations = metrics.histogram({
      name: 'search_run_duration_seconds',
      help: 'Search runs by how they ended (completed, failed, cancelled, interrupted, skipped) and how long they took',
      labelNames: ['outcome'],
      buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800],
    });
  }

  async onModuleInit(): Promise<void> {
    await this.queue.ready();
    await this.queue.createQueue(QUEUE, { retryLimit: 0, expireInSeconds: 3 * 3600 });
    if (!this.config.runWorkers) return;
    for (let i = 0; i < this.config.search.workerConcurrency; i++) {
      await this.queue.boss.work<SearchJobData>(QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
        if (!job || this.shutdown.signal.aborted) return;
        const run = this.runNext();
        this.running.add(run);
        try {
          await run;
        } finally {
          this.running.delete(run);
        }
      });
    }
    // A few sweeps per timeout, so an abandoned search waits little longer than the timeout itself.
    this.sweeper.start(Math.min(MAX_SWEEP_MS, Math.max(1000, this.config.search.heartbeatTimeoutMs / 3)));
  }

  /** Asks a worker for `searchId`; inside `tx` the job exists exactly when the transaction commits. */
  async enqueue(searchId: string, tx?: Tx): Promise<void> {
    await this.queue.ready();
    await this.queue.boss.send(
      QUEUE,
      { searchId } satisfies SearchJobData,
      tx ? { db: this.searches.executorOf(tx) } : {},
    );
  }

  /** Claims the fairest waiting search and runs it; then wakes another worker if searches still wait. */
  private async runNext(): Promise<void> {
    const searchId = await this.claimNext();
    if (!searchId) return;
    const timer = this.runDurations.startTimer();
    const outcome = await this.pipeline.run(searchId, this.workerId, this.shutdown.signal);
    timer({ outcome });
    this.logger.info({ searchId, outcome }, 'Search run ended');
    if (outcome === 'completed' || outcome === 'failed' || outcome === 'cancelled') {
      // Not awaited: a listener (a saved search's digest) may send mail; the worker takes the next search meanwhile.
      const told = this.events.ended(searchId);
      this.running.add(told);
      void told.finally(() => this.running.delete(told));
    }
    // This user's next search may have waited for the slot just freed, and its own job may be spent already.
    if (!this.shutdown.signal.aborted && (await this.waiting(null))) await this.enqueue(searchId);
  }

  /** The fairest waiting search (SearchRequestsRepository.claimFairest), taken for this worker. */
  private async claimNext(): Promise<string | null> {
    return this.searches.claimFairest(this.workerId, this.config.search.maxInProgressPerUser, this.clock.now());
  }

  /** A search that waits for a worker, of a user under the cap, unchanged since `since` (null: any). */
  private async waiting(since: Date | null): Promise<string | null> {
    return this.searches.findWaiting(this.config.search.maxInProgressPerUser, since);
  }

  /**
   * Resumes abandoned searches (one sweeper wins each row) or fails them when out of attempts, and wakes a worker
   * for searches that wait with no job queued (their job was lost, or a sweeper died between clearing and queuing).
   */
  async sweep(): Promise<void> {
    const resumed = await this.searches.transaction(async (tx) => {
      const abandoned = await this.searches.releaseAbandoned(
        this.ago(this.config.search.heartbeatTimeoutMs),
        this.clock.now(),
        tx,
      );
      for (const { id, attempts } of abandoned) {
        if (attempts >= MAX_ATTEMPTS) {
          await this.pipeline.fail(id, 'This search was interrupted too many times. Please start it again.', tx);
          this.logger.warn({ searchId: id, attempts }, 'Abandoned search failed');
        } else {
          await this.enqueue(id, tx);
          this.logger.info({ searchId: id, attempts }, 'Abandoned search resumed');
        }
      }
      return abandoned.length;
    });
    if (resumed) return;
    const orphan = await this.waiting(this.ago(this.config.search.heartbeatTimeoutMs));
    if (orphan && (await this.queue.boss.getQueueSize(QUEUE)) === 0) {
      await this.enqueue(orphan);
      this.logger.info({ searchId: orphan }, 'Woke a worker for a search no job would start');
    }
  }

  private ago(ms: number): Date {
    return new Date(this.clock.now().getTime() - ms);
  }

  /**
   * Stops taking work, interrupts running searches (they are resumed later), and waits for them to stop — before
   * the database connections close (that happens in onApplicationShutdown).
   */
  async beforeApplicationShutdown(): Promise<void> {
    const sweeping = this.sweeper.stop();
    if (this.config.runWorkers) await this.queue.boss.offWork(QUEUE);
    this.shutdown.abort();
    await Promise.allSettled([...this.running, sweeping]);
  }
}

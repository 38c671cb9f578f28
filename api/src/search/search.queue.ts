import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { type BeforeApplicationShutdown, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { IN_PROGRESS_STATUSES } from '@app/types';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { QueueService } from '../queue/queue.service.js';
import { HEARTBEAT_STALE_SECONDS, MAX_ATTEMPTS, SearchPipeline } from './pipeline/search-pipeline.js';

const QUEUE = 'search.run';
const SWEEP_MS = 10_000;

interface SearchJobData {
  searchId: string;
}

/**
 * Searches run as pg-boss jobs, so any API or worker process on any machine can take one. A sweeper resumes
 * searches whose worker stopped writing (killed, crashed, shut down) and fails them after MAX_ATTEMPTS runs.
 */
@Injectable()
export class SearchQueue implements OnModuleInit, BeforeApplicationShutdown {
  private readonly workerId = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly shutdown = new AbortController();
  private sweeper: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;
  private readonly running = new Set<Promise<unknown>>();
  private readonly logger: Logger;

  constructor(
    private readonly queue: QueueService,
    private readonly pipeline: SearchPipeline,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ component: 'search-queue', workerId: this.workerId });
  }

  async onModuleInit(): Promise<void> {
    await this.queue.ready();
    await this.queue.boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 0, expireInSeconds: 3 * 3600 });
    if (!this.config.runWorkers) return;
    for (let i = 0; i < this.config.search.workerConcurrency; i++) {
      await this.queue.boss.work<SearchJobData>(QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
        if (!job) return;
        const run = this.pipeline.run(job.data.searchId, this.workerId, this.shutdown.signal);
        this.running.add(run);
        try {
          const outcome = await run;
          this.logger.info({ searchId: job.data.searchId, outcome }, 'Search run ended');
        } finally {
          this.running.delete(run);
        }
      });
    }
    const sweepInBackground = () => {
      this.sweeping ??= this.sweep()
        .catch((err: unknown) => this.logger.warn({ err }, 'Sweep failed'))
        .finally(() => (this.sweeping = undefined));
    };
    this.sweeper = setInterval(sweepInBackground, SWEEP_MS);
    sweepInBackground();
  }

  async enqueue(searchId: string): Promise<void> {
    await this.queue.ready();
    await this.queue.boss.send(QUEUE, { searchId } satisfies SearchJobData);
  }

  /** Finds abandoned searches; resumes each (one sweeper wins the row) or fails it when out of attempts. */
  async sweep(): Promise<void> {
    const rows: unknown = await this.dataSource.query(
      `UPDATE search_requests
          SET worker_id = NULL, heartbeat_at = NULL, updated_at = now()
        WHERE status = ANY($1) AND heartbeat_at < now() - make_interval(secs => $2)
        RETURNING id, attempts`,
      [IN_PROGRESS_STATUSES, HEARTBEAT_STALE_SECONDS],
    );
    const [abandoned = []] = rows as [{ id: string; attempts: number }[]?];
    for (const { id, attempts } of abandoned) {
      if (attempts >= MAX_ATTEMPTS) {
        await this.pipeline.fail(id, 'This search was interrupted too many times. Please start it again.');
        this.logger.warn({ searchId: id, attempts }, 'Abandoned search failed');
      } else {
        await this.enqueue(id);
        this.logger.info({ searchId: id, attempts }, 'Abandoned search resumed');
      }
    }
  }

  /**
   * Stops taking work, interrupts running searches (they are resumed later), and waits for them to stop — before
   * the database connections close (that happens in onApplicationShutdown).
   */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.sweeper);
    this.shutdown.abort();
    await Promise.allSettled([...this.running, this.sweeping]);
  }
}

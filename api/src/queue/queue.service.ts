import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { DATABASE_URL } from '../database/database.tokens.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { withQueueSetupLock } from './queue-setup-lock.repository.js';

/**
 * The job queue (pg-boss 10) on the same PostgreSQL as the data, so every API instance and worker on any machine
 * shares one queue. Domains register their queues and workers through this service.
 */
@Injectable()
export class QueueService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(QueueService.name);
  readonly boss: PgBoss;
  private started = false;
  private starting: Promise<void> | undefined;

  constructor(
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    metrics: MetricsService,
  ) {
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      schema: 'pgboss',
      application_name: 'job-assistant-queue',
    });
    this.boss.on('error', (err) => this.logger.error({ err }, 'Queue error'));
    const boss = this.boss;
    const isStarted = () => this.started;
    metrics.gauge({
      name: 'queue_depth',
      help: 'Jobs waiting in each queue (counted when scraped)',
      labelNames: ['queue'],
      async collect() {
        if (!isStarted()) return;
        try {
          for (const { name } of await boss.getQueues()) this.set({ queue: name }, await boss.getQueueSize(name));
        } catch {
          // The database is away: the scrape goes on without the depths (the health check says why).
        }
      },
    });
  }

  async onModuleInit(): Promise<void> {
    await this.ready();
  }

  /** Resolves once pg-boss is started; domains await it before creating queues or workers. */
  ready(): Promise<void> {
    this.starting ??= this.oneAtATime(() => this.boss.start()).then(() => {
      this.started = true;
    });
    return this.starting;
  }

  /** Creates a queue if it does not exist yet (pg-boss's createQueue, one process at a time: see oneAtATime). */
  async createQueue(name: string, options: Omit<PgBoss.Queue, 'name'> = {}): Promise<void> {
    await this.ready();
    await this.oneAtATime(() => this.boss.createQueue(name, { name, ...options }));
  }

  /**
   * Runs pg-boss's schema work under a PostgreSQL advisory lock held by this process. pg-boss 10 creates a queue's
   * partition table and foreign keys without a lock of its own, so an API and two workers booting at once on a new
   * database deadlocked there ("deadlock detected": one of them did not start).
   */
  private oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    return withQueueSetupLock(this.databaseUrl, work);
  }

  /** True when the queue is started and its tables answer. */
  async isHealthy(): Promise<boolean> {
    if (!this.started) return false;
    try {
      await this.boss.getQueues();
      return true;
    } catch {
      return false;
    }
  }

  /** Lets active jobs finish (up to 20 s) before the database goes away. */
  async onApplicationShutdown(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 20_000, wait: true });
  }
}

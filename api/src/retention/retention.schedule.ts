import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { QueueService } from '../queue/queue.service.js';
import { RetentionService } from './retention.service.js';

export const RETENTION_QUEUE = 'retention.daily';
/** Every day at 03:17 UTC (off the hour, when traffic is low). */
export const RETENTION_CRON = '17 3 * * *';

/**
 * Runs the retention purge daily through pg-boss's cron: the schedule lives in the database, so with any number of
 * API and worker processes it fires once a day and one worker takes it.
 */
@Injectable()
export class RetentionSchedule implements OnModuleInit {
  private readonly logger: Logger;

  constructor(
    private readonly queue: QueueService,
    private readonly retention: RetentionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ component: 'retention-schedule' });
  }

  async onModuleInit(): Promise<void> {
    await this.queue.ready();
    // pg-boss 10: the queue must exist before a schedule or a job can use it.
    await this.queue.boss.createQueue(RETENTION_QUEUE, { name: RETENTION_QUEUE, retryLimit: 2, retryDelay: 600 });
    await this.queue.boss.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: 'UTC' });
    if (!this.config.runWorkers) return;
    await this.queue.boss.work(RETENTION_QUEUE, { batchSize: 1 }, async () => {
      const report = await this.retention.purge();
      this.logger.debug({ report }, 'Retention run done');
    });
  }
}

import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { workOnCron } from '../queue/cron-queue.js';
import { QueueService } from '../queue/queue.service.js';
import { RetentionService } from './retention.service.js';

export const RETENTION_QUEUE = 'retention.daily';
/** Every day at 03:17 UTC (off the hour, when traffic is low). */
export const RETENTION_CRON = '17 3 * * *';

/** Runs the retention purge daily through pg-boss's cron (see workOnCron): once a day, whatever the processes. */
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
    const options = { retryLimit: 2, retryDelay: 600, runWorkers: this.config.runWorkers };
    await workOnCron(this.queue, RETENTION_QUEUE, RETENTION_CRON, options, async () => {
      const report = await this.retention.purge();
      this.logger.debug({ report }, 'Retention run done');
    });
  }
}

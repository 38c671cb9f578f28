import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';

import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { workOnCron } from '../queue/cron-queue.js';
import { QueueService } from '../queue/queue.service.js';
import { SiteCanaryService } from './site-canary.service.js';

export const SITE_CANARY_QUEUE = 'site-health.canary';

/** Runs the site canary on SITE_CANARY_CRON (pg-boss cron, see workOnCron); `off` removes the schedule. */
@Injectable()
export class SiteCanarySchedule implements OnModuleInit {
  private readonly logger: Logger;

  constructor(
    private readonly queue: QueueService,
    private readonly canary: SiteCanaryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ component: 'site-canary-schedule' });
  }

  async onModuleInit(): Promise<void> {
    // No retry: the next scheduled run is the retry.
    const options = { retryLimit: 0, runWorkers: this.config.runWorkers };
    await workOnCron(this.queue, SITE_CANARY_QUEUE, this.config.siteCanary.cron, options, async () => {
      const check = await this.canary.run();
      this.logger.debug({ id: check.id, status: check.status }, 'Site canary run done');
    });
  }
}

import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { workOnCron } from '../queue/cron-queue.js';
import { QueueService } from '../queue/queue.service.js';
import { SearchRunEvents } from '../search/search-run-events.js';
import { JobAlertDigestsService } from './job-alert-digests.service.js';
import { SavedSearchRunsService } from './saved-search-runs.service.js';

export const ALERTS_QUEUE = 'alerts.tick';

/**
 * Keeps saved searches going: on SAVED_SEARCH_CRON (pg-boss cron, once across processes) it takes in runs that ended,
 * starts the morning runs that are due (each user's morning, their timezone) and sends the digests that are due.
 * A run that ends in this process is taken in at once, and its user's digest sent when it was the last to end.
 */
@Injectable()
export class AlertsSchedule implements OnModuleInit {
  private readonly logger: Logger;

  constructor(
    private readonly queue: QueueService,
    private readonly runs: SavedSearchRunsService,
    private readonly digests: JobAlertDigestsService,
    private readonly searchRuns: SearchRunEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ component: 'alerts-schedule' });
  }

  async onModuleInit(): Promise<void> {
    this.searchRuns.onEnded((searchId) => this.runEnded(searchId));
    // No retry: the next tick is the retry, and every step is safe to repeat.
    const options = { retryLimit: 0, runWorkers: this.config.runWorkers };
    await workOnCron(this.queue, ALERTS_QUEUE, this.config.savedSearchCron, options, () => this.tick());
  }

  /** One pass: ended runs taken in, due morning runs started, due digests sent. */
  async tick(): Promise<void> {
    const settled = await this.runs.settleEnded(null);
    const started = await this.runs.startDue();
    const digests = await this.digests.sendDue();
    this.logger.debug({ settled, started: started.length, digests }, 'Alerts tick done');
  }

  /** A search ended here: if it was a saved search's run, take it in and send its user's digest if now due. */
  async runEnded(searchId: string): Promise<void> {
    const savedSearch = await this.runs.ofRun(searchId);
    if (!savedSearch) return;
    await this.runs.settle(savedSearch.id);
    await this.digests.sendFor(savedSearch.userId);
  }
}

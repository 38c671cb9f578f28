import { type BeforeApplicationShutdown, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Counter } from 'prom-client';
import { ApplicationSendsService } from '../applications/application-sends.service.js';
import { Clock } from '../common/clock.js';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { PeriodicTask } from '../common/periodic-task.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MetricsService } from '../metrics/metrics.service.js';

const MAX_SWEEP_MS = 30_000;
const UNCONFIRMED = 'The app stopped while sending this email, so we could not confirm it was sent.';

/**
 * A send is written 'sending' before the provider is called. When its process dies before the answer (kill -9, a
 * crash, a lost machine) the row would stay 'sending' for ever: this sweeper, in every process that runs workers,
 * turns a 'sending' row older than SEND_UNCONFIRMED_AFTER_SECONDS into 'unknown'. Nothing is resent: only the user
 * knows whether it reached the Sent folder, and says so in Applications. Time comes from the Clock.
 */
@Injectable()
export class UnconfirmedSendsSweeper implements OnModuleInit, BeforeApplicationShutdown {
  private readonly sweeper: PeriodicTask;
  private readonly logger: Logger;
  private readonly unconfirmed: Counter;

  constructor(
    private readonly applications: ApplicationSendsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
    metrics: MetricsService,
  ) {
    this.logger = rootLogger.child({ component: 'unconfirmed-sends' });
    this.unconfirmed = metrics.counter({
      name: 'email_sends_unconfirmed_total',
      help: "Sends left 'sending' by a process that stopped, turned 'unknown' for the user to confirm",
    });
    this.sweeper = new PeriodicTask(
      () => this.sweep(),
      (err) => this.logger.warn({ err }, 'Sweep of unconfirmed sends failed'),
    );
  }

  onModuleInit(): void {
    if (!this.config.runWorkers) return;
    this.sweeper.start(Math.min(MAX_SWEEP_MS, Math.max(1000, this.config.mail.unconfirmedAfterMs / 2)));
  }

  /** Turns every send unconfirmed for too long into 'unknown'. */
  async sweep(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - this.config.mail.unconfirmedAfterMs);
    const rows = await this.applications.markUnconfirmed(before, UNCONFIRMED);
    for (const row of rows) {
      this.logger.warn({ applicationId: row.id, userId: row.user_id }, 'A send was never confirmed; marked unknown');
    }
    this.unconfirmed.inc(rows.length);
  }

  /** Before the database connections close. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.sweeper.stop();
  }
}

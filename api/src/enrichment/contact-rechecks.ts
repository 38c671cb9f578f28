import { type BeforeApplicationShutdown, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import PQueue from 'p-queue';
import type { Logger } from 'pino';
import { Clock } from '../common/clock.js';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { PeriodicTask } from '../common/periodic-task.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { EnrichmentService, RECHECK_LEASE_MS } from './enrichment.service.js';
import { type ClaimedRecheck, ContactRechecksRepository } from './contact-rechecks.repository.js';

/** Rechecks a domain gets before its contacts are left `unknown` (a server that never answers is not asked forever). */
export const MAX_RECHECKS = 3;
const RECHECKS_AT_ONCE = 4;

/**
 * Lands the verdicts a search did not wait for. Every worker process sweeps `contact_rechecks`: a due domain is
 * leased (its due time pushed RECHECK_LEASE_MS ahead, so a worker that dies with it leaves it due again), its
 * `verifying` contacts are asked again, patiently, and written in the same rows. A domain asked MAX_RECHECKS times
 * without an answer leaves its contacts `unknown`. Contacts left `verifying` with no recheck (which a crash between
 * writes could leave) are adopted after a lease, so none stays `verifying` forever.
 */
@Injectable()
export class ContactRechecks implements OnModuleInit, BeforeApplicationShutdown {
  private readonly sweeper: PeriodicTask;
  private readonly shutdown = new AbortController();
  private readonly logger: Logger;
  private readonly outcomes;

  constructor(
    private readonly rechecks: ContactRechecksRepository,
    private readonly enrichment: EnrichmentService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
    metrics: MetricsService,
  ) {
    this.logger = rootLogger.child({ component: 'contact-rechecks' });
    this.sweeper = new PeriodicTask(
      () => this.sweep(),
      (err) => this.logger.warn({ err }, 'Recheck sweep failed'),
    );
    this.outcomes = metrics.counter({
      name: 'contact_rechecks_total',
      help: 'Domains whose late verdicts a worker asked for again, by outcome (landed, gave-up, failed)',
      labelNames: ['outcome'],
    });
  }

  onModuleInit(): void {
    if (!this.config.runWorkers) return;
    // Often enough that a greylisting retry lands close to when the server allows it.
    this.sweeper.start(Math.max(1000, Math.min(5000, this.config.verification.greylistRetryMs / 2)));
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.shutdown.abort(new Error('shutdown'));
    await this.sweeper.stop();
  }

  /** Adopts orphaned `verifying` contacts, then asks again for every due domain (a few at a time). */
  async sweep(): Promise<void> {
    await this.adoptOrphans();
    const due = await this.claimDue();
    const queue = new PQueue({ concurrency: RECHECKS_AT_ONCE });
    await Promise.all(due.map((claimed) => queue.add(() => this.recheck(claimed))));
  }

  private async adoptOrphans(): Promise<void> {
    const now = this.clock.now();
    await this.rechecks.adoptOrphans(now, new Date(now.getTime() - RECHECK_LEASE_MS));
  }

  private async claimDue(): Promise<ClaimedRecheck[]> {
    const now = this.clock.now();
    return this.rechecks.claimDue(
      now,
      new Date(now.getTime() + RECHECK_LEASE_MS),
      this.enrichment.processId,
      RECHECKS_AT_ONCE * 4,
    );
  }

  private async recheck({ domain, attempts, probe }: ClaimedRecheck): Promise<void> {
    const owner = this.enrichment.processId;
    const waiting = await this.rechecks.verifyingContacts(domain);
    if (!waiting.length) {
      await this.rechecks.drop(domain, owner);
      return;
    }
    if (attempts > MAX_RECHECKS) {
      await this.rechecks.giveUp(domain, owner, () => this.clock.now());
      this.outcomes.inc({ outcome: 'gave-up' });
      this.logger.warn({ domain, attempts }, 'A mail server never gave its verdicts; its contacts stay unknown');
      return;
    }
    const jobs = await this.rechecks.jobsByIds(waiting.map((c) => c.jobId));
    try {
      await this.enrichment.recheck(domain, jobs, probe, owner, this.shutdown.signal);
      this.outcomes.inc({ outcome: 'landed' });
    } catch (err) {
      // The lease runs out and the next sweep (here or elsewhere) asks again, up to MAX_RECHECKS.
      if (!this.shutdown.signal.aborted) {
        this.outcomes.inc({ outcome: 'failed' });
        this.logger.warn({ err, domain }, 'Recheck failed');
      }
    }
  }
}

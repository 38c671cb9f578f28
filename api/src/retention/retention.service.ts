import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { AuditLogService } from '../audit/audit-log.service.js';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DELETE_BATCH, RetentionRepository } from './retention.repository.js';

const DAY_MS = 86_400_000;

export interface RetentionReport {
  /** Rows older than these were removed. */
  requestLogsBefore: string;
  applicationsBefore: string;
  /** Staff audit log rows removed (the request logs this database keeps). */
  requestLogs: number;
  /** Email applications removed (sent, or written and never sent, before the cut). */
  applications: number;
}

/**
 * The retention the legal pages promise, in code (privacy policy: server logs 90 days, application history 2 years).
 *
 * "Request logs" here are the logs of requests this database keeps: the staff audit log, one row per staff request
 * that read users' data. The HTTP request log (pino, with IPs and user agents) goes to stdout and is never stored by
 * the app; its 90 days are the log sink's setting (README). Saved searches are not logs: the policy keeps them until
 * the person deletes them or the account. Payment records (7 years) are the billing module's.
 */
@Injectable()
export class RetentionService {
  private readonly logger: Logger;

  constructor(
    private readonly retention: RetentionRepository,
    private readonly audit: AuditLogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ component: 'retention' });
  }

  /** Removes what is past its time at `now`, says what it removed, and logs it. */
  async purge(now: Date = new Date()): Promise<RetentionReport> {
    const logsCut = new Date(now.getTime() - this.config.retention.requestLogDays * DAY_MS);
    const applicationsCut = new Date(now.getTime() - this.config.retention.applicationsDays * DAY_MS);
    const requestLogs = await this.audit.deleteOlderThan(logsCut);
    // In batches, so a first run on years of history never holds one huge lock.
    let applications = 0;
    for (;;) {
      const n = await this.retention.deleteApplicationsBefore(applicationsCut);
      applications += n;
      if (n < DELETE_BATCH) break;
    }
    const report: RetentionReport = {
      requestLogsBefore: logsCut.toISOString(),
      applicationsBefore: applicationsCut.toISOString(),
      requestLogs,
      applications,
    };
    this.logger.info(
      report,
      `Retention removed ${requestLogs} request log rows and ${applications} email applications`,
    );
    return report;
  }
}

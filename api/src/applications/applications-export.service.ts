import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { SettingsService } from '../settings/settings.service.js';
import { applicationsCsv, applicationsCsvFileName, type ApplicationCsvRow } from './applications-csv.js';
import { EmailApplicationsRepository } from './email-applications.repository.js';

/** A download: its file name, content type and bytes. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/**
 * Every application the user sent (follow-ups counted on their first email, not listed), as a CSV they can take to a spreadsheet or another tracker: the rows Applications
 * lists (sent, and interrupted ones not confirmed yet), oldest first, times in the user's timezone.
 */
@Injectable()
export class ApplicationsExportService {
  constructor(
    private readonly applications: EmailApplicationsRepository,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
  ) {}

  async csv(userId: string): Promise<ExportFile> {
    const rows = await this.applications.exportRows(userId);
    const timeZone = await this.settings.timezoneOf(userId);
    const csvRows = rows.map((r): ApplicationCsvRow => ({
      sentAt: new Date(r.sent_at),
      companyName: r.company_name,
      jobTitle: r.job_title,
      jobUrl: r.job_url,
      recipient: r.company_email,
      verification: r.verification,
      subject: r.email_subject,
      outcome: r.outcome,
      // Follow-ups are rows of their own; a row is a first email, and counts those that went (or may have).
      followUpsSent: r.follow_ups_sent,
      delivery: r.status,
    }));
    return {
      fileName: applicationsCsvFileName(this.clock.now(), timeZone),
      contentType: 'text/csv; charset=utf-8; header=present',
      body: applicationsCsv(csvRows, timeZone),
    };
  }
}

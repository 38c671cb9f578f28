import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ApplicationOutcome, VerificationStatus } from '@app/types';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock.js';
import { SettingsService } from '../settings/settings.service.js';
import { applicationsCsv, applicationsCsvFileName, type ApplicationCsvRow } from './applications-csv.js';
import { EmailApplicationEntity } from './email-application.entity.js';

/** A download: its file name, content type and bytes. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

interface ExportRow {
  sent_at: Date;
  company_name: string;
  job_title: string;
  job_url: string | null;
  company_email: string;
  verification: VerificationStatus | null;
  email_subject: string;
  outcome: ApplicationOutcome | null;
  status: 'sent' | 'unknown';
  follow_ups_sent: number;
}

/**
 * Every application the user sent (follow-ups counted on their first email, not listed), as a CSV they can take to a spreadsheet or another tracker: the rows Applications
 * lists (sent, and interrupted ones not confirmed yet), oldest first, times in the user's timezone.
 */
@Injectable()
export class ApplicationsExportService {
  constructor(
    @InjectRepository(EmailApplicationEntity) private readonly applications: Repository<EmailApplicationEntity>,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
  ) {}

  async csv(userId: string): Promise<ExportFile> {
    // The recipient's verdict as last checked: the verifier's cache, else the contact row that named this address.
    const rows: ExportRow[] = await this.applications.query(
      `SELECT coalesce(a.sent_at, a.attempted_at) AS sent_at, a.company_name, a.job_title, a.job_url, a.company_email,
              coalesce(ec.status, jc.status) AS verification, a.email_subject, a.outcome, a.status,
              (SELECT count(*) FROM email_applications f
                WHERE f.follow_up_of = a.id AND f.status IN ('sent', 'unknown'))::int AS follow_ups_sent
         FROM email_applications a
         LEFT JOIN email_checks ec ON ec.address = lower(a.company_email)
         LEFT JOIN LATERAL (
           SELECT c.status FROM job_contacts c
            WHERE lower(c.email) = lower(a.company_email) AND c.status IS NOT NULL
            ORDER BY c.found_at DESC LIMIT 1
         ) jc ON true
        WHERE a.user_id = $1 AND a.status IN ('sent', 'unknown') AND a.follow_up_of IS NULL
        ORDER BY coalesce(a.sent_at, a.attempted_at), a.created_at`,
      [userId],
    );
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

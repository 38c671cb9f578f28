import type { ApplicationOutcome, VerificationStatus } from '@app/types';
import { stringify } from 'csv-stringify/sync';

/** One application as a row of the CSV export. */
export interface ApplicationCsvRow {
  sentAt: Date;
  companyName: string;
  jobTitle: string;
  jobUrl: string | null;
  recipient: string;
  /** The recipient's address as last verified; null when it never was. */
  verification: VerificationStatus | null;
  subject: string;
  outcome: ApplicationOutcome | null;
  followUpsSent: number;
  /** 'unknown': the app stopped while sending it and nobody confirmed it left. */
  delivery: 'sent' | 'unknown';
}

/** The columns, in order; the date's header names the timezone its times are in. */
export const applicationCsvHeader = (timeZone: string) => [
  `Date (${timeZone})`,
  'Company',
  'Job title',
  'Job link',
  'Recipient',
  'Verification status',
  'Subject',
  'Outcome',
  'Follow-ups sent',
  'Delivery',
];

/** `2026-11-02 14:05` in `timeZone`: a form every spreadsheet reads as a date and time. */
export function spreadsheetDateTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * The applications as a CSV file a spreadsheet opens as is: RFC 4180 (CRLF between records; a field holding a
 * comma, a quote or any line break is quoted, quotes doubled), UTF-8 with a byte order mark so Excel reads accents,
 * and every cell that starts with = + - @ tab or CR prefixed with ' (a spreadsheet would run it as a formula:
 * recipients, subjects and company names come from outside).
 */
export function applicationsCsv(rows: readonly ApplicationCsvRow[], timeZone: string): Buffer {
  const text = stringify(
    [
      applicationCsvHeader(timeZone),
      ...rows.map((r) => [
        spreadsheetDateTime(r.sentAt, timeZone),
        r.companyName,
        r.jobTitle,
        r.jobUrl ?? '',
        r.recipient,
        r.verification ?? 'not checked',
        r.subject,
        r.outcome ?? '',
        String(r.followUpsSent),
        r.delivery === 'unknown' ? 'not confirmed' : 'sent',
      ]),
    ],
    {
      bom: true,
      record_delimiter: 'windows',
      escape_formulas: true,
      // csv-stringify quotes a field holding the record delimiter (CRLF); a lone LF or CR must be quoted too.
      quoted_match: /[\r\n]/,
    },
  );
  return Buffer.from(text, 'utf8');
}

/** `jobreach-applications-2026-11-02.csv`: the day in the user's timezone. */
export function applicationsCsvFileName(at: Date, timeZone: string): string {
  return `jobreach-applications-${spreadsheetDateTime(at, timeZone).slice(0, 10)}.csv`;
}

import { describe, expect, it } from 'vitest';
import {
  applicationsCsv,
  applicationsCsvFileName,
  spreadsheetDateTime,
  type ApplicationCsvRow,
} from './applications-csv.js';

const row = (patch: Partial<ApplicationCsvRow> = {}): ApplicationCsvRow => ({
  sentAt: new Date('2026-11-02T19:05:00Z'),
  companyName: 'Acme',
  jobTitle: 'Backend Engineer',
  jobUrl: 'https://www.linkedin.com/jobs/view/3712345678',
  recipient: 'hiring@acme.example',
  verification: 'valid',
  subject: 'Application for Backend Engineer position at Acme',
  outcome: null,
  followUpsSent: 0,
  delivery: 'sent',
  ...patch,
});

describe('the applications CSV', () => {
  it('starts with a byte order mark and the columns in order, records ending in CRLF', () => {
    const text = applicationsCsv([row()], 'America/New_York').toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, first, last] = text.slice(1).split('\r\n');
    expect(header).toBe(
      'Date (America/New_York),Company,Job title,Job link,Recipient,Verification status,Subject,Outcome,Follow-ups sent,Delivery',
    );
    expect(first).toBe(
      '2026-11-02 14:05,Acme,Backend Engineer,https://www.linkedin.com/jobs/view/3712345678,hiring@acme.example,valid,Application for Backend Engineer position at Acme,,0,sent',
    );
    expect(last).toBe('');
  });

  it('quotes commas, quotes and every kind of line break (RFC 4180)', () => {
    const text = applicationsCsv(
      [
        row({
          companyName: 'Smith, Kapoor & Co',
          jobTitle: 'The "Platform" team',
          subject: 'Line one\nline two\rthree',
        }),
      ],
      'UTC',
    ).toString('utf8');
    expect(text).toContain('"Smith, Kapoor & Co","The ""Platform"" team"');
    expect(text).toContain('"Line one\nline two\rthree"');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    const text = applicationsCsv(
      [
        row({
          companyName: '=HYPERLINK("https://evil.example","Click")',
          jobTitle: '+1 Engineer',
          recipient: '-x@evil.example',
          subject: '@SUM(A1:A9)',
          outcome: null,
        }),
        row({ companyName: '\tTabbed', jobTitle: '\rReturned' }),
      ],
      'UTC',
    ).toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
    expect(text).toContain("'+1 Engineer");
    expect(text).toContain("'-x@evil.example");
    expect(text).toContain("'@SUM(A1:A9)");
    expect(text).toContain("'\tTabbed");
    expect(text).toContain(`"'\rReturned"`);
  });

  it('keeps accents as UTF-8 and says when an address was never checked or a send not confirmed', () => {
    const text = applicationsCsv([row({ companyName: 'Zoë Health', verification: null, delivery: 'unknown' })], 'UTC');
    expect(text.toString('utf8')).toContain('Zoë Health');
    expect(text.toString('utf8')).toMatch(/not checked,.*,not confirmed\r\n$/);
  });

  it('writes times and the file name’s day in the user’s timezone', () => {
    const late = new Date('2026-11-03T03:30:00Z');
    expect(spreadsheetDateTime(late, 'America/Los_Angeles')).toBe('2026-11-02 19:30');
    expect(applicationsCsvFileName(late, 'America/Los_Angeles')).toBe('jobreach-applications-2026-11-02.csv');
  });
});

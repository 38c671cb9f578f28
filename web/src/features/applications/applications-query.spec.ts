import type { EmailApplication } from '@app/types';
import { describe, expect, it } from 'vitest';
import { applicationsQueryFor, OUTCOME_FILTERS, withOutcome } from './applications-query';

let seq = 0;
function application(patch: Partial<EmailApplication> = {}): EmailApplication {
  seq += 1;
  return {
    id: `app-${seq}`,
    userId: 'user-1',
    jobTitle: `Engineer ${seq}`,
    companyName: `Company ${seq}`,
    companyEmail: `hiring${seq}@company.example`,
    emailSubject: `Application ${seq}`,
    emailBody: 'Hello',
    status: 'sent',
    sentAt: '2025-03-01T10:00:00.000Z',
    sentFolderUrl: null,
    jobUrl: null,
    companyWebsite: null,
    provider: 'gmail',
    fromAddress: 'me@gmail.example',
    providerMessageId: null,
    outcome: null,
    outcomeAt: null,
    replyDetectedAt: null,
    autoReply: null,
    bounce: null,
    followUps: { sent: 0, scheduled: 0 },
    resumeAttached: false,
    ...patch,
  };
}

describe('the applications query', () => {
  it('asks for everything with no search and the All filter', () => {
    expect(applicationsQueryFor('', 'all')).toEqual({});
    expect(applicationsQueryFor('   ', 'all')).toEqual({});
  });

  it('passes the trimmed search and the chosen outcome', () => {
    expect(applicationsQueryFor(' acme ', 'interview')).toEqual({ q: 'acme', outcome: 'interview' });
    expect(applicationsQueryFor('', 'rejected')).toEqual({ outcome: 'rejected' });
  });

  it("asks for the unmarked ones with 'Not marked'", () => {
    expect(applicationsQueryFor('', 'none')).toEqual({ outcome: 'none' });
  });

  it('offers All, Not marked, Replied, Interview, Rejected', () => {
    expect(OUTCOME_FILTERS.map((f) => f.label)).toEqual(['All', 'Not marked', 'Replied', 'Interview', 'Rejected']);
  });
});

describe('marking an outcome optimistically', () => {
  it('changes only that application, and clearing removes the date', () => {
    const a = application();
    const b = application();
    const marked = withOutcome([a, b], a.id, 'replied', '2025-03-02T00:00:00.000Z');
    expect(marked[0]).toMatchObject({ outcome: 'replied', outcomeAt: '2025-03-02T00:00:00.000Z' });
    expect(marked[1]).toBe(b);
    expect(withOutcome(marked, a.id, null, 'x')[0]).toMatchObject({ outcome: null, outcomeAt: null });
  });
});

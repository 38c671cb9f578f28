import type { EmailApplication } from '@app/types';
import type { EmailApplicationEntity } from './email-application.entity.js';

/** A sent application as the API answers it. Only 'sent' rows are shown, so `sentAt` is set. */
export function toEmailApplication(row: EmailApplicationEntity): EmailApplication {
  return {
    id: row.id,
    userId: row.userId,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    companyEmail: row.companyEmail,
    emailSubject: row.emailSubject,
    emailBody: row.emailBody,
    sentAt: (row.sentAt ?? row.createdAt).toISOString(),
    jobUrl: row.jobUrl,
    companyWebsite: row.companyWebsite,
    provider: row.provider,
    fromAddress: row.fromAddress,
    providerMessageId: row.providerMessageId,
    outcome: row.outcome,
    outcomeAt: row.outcomeAt?.toISOString() ?? null,
  };
}

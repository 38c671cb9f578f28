import type { EmailApplication } from '@app/types';
import type { EmailApplicationEntity } from './email-application.entity.js';
import { gmailSentSearchUrl } from './sent-folder-link.js';

/**
 * An application as the API answers it: 'sending' and 'sent' rows, and 'unknown' ones (interrupted mid-send) with
 * the time sending began and, for Gmail, a link to its Sent folder searched for the recipient.
 */
export function toEmailApplication(
  row: EmailApplicationEntity,
  followUps: EmailApplication['followUps'] = { sent: 0, scheduled: 0 },
): EmailApplication {
  const unknown = row.status === 'unknown';
  return {
    id: row.id,
    userId: row.userId,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    companyEmail: row.companyEmail,
    emailSubject: row.emailSubject,
    emailBody: row.emailBody,
    status: unknown ? 'unknown' : row.status === 'sending' || row.status === 'bounced' ? row.status : 'sent',
    sentAt: (row.sentAt ?? row.attemptedAt ?? row.createdAt).toISOString(),
    sentFolderUrl: unknown && row.provider === 'gmail' ? gmailSentSearchUrl(row.fromAddress, row.companyEmail) : null,
    jobUrl: row.jobUrl,
    companyWebsite: row.companyWebsite,
    provider: row.provider,
    fromAddress: row.fromAddress,
    providerMessageId: row.providerMessageId,
    outcome: row.outcome,
    outcomeAt: row.outcomeAt?.toISOString() ?? null,
    replyDetectedAt: row.replyDetectedAt?.toISOString() ?? null,
    autoReply: row.autoReply,
    bounce: row.bounce,
    followUps,
    resumeAttached: row.attachResume,
  };
}

import type { OutboxItem, RecipientClockFields } from '@app/types';
import type { EmailApplicationEntity } from '../applications/email-application.entity.js';

/** An outbox email as the API answers it. */
export function toOutboxItem(row: EmailApplicationEntity): OutboxItem {
  return {
    id: row.id,
    status: row.status,
    followUpOf: row.followUpOf,
    followUpNumber: row.followUpNumber,
    sendAt: row.sendAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    to: row.companyEmail,
    subject: row.emailSubject,
    body: row.emailBody,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    jobUrl: row.jobUrl,
    attachResume: row.attachResume,
    provider: row.provider,
    fromAddress: row.fromAddress,
    ...recipientClockOf(row),
    reason: row.status === 'failed' || row.status === 'cancelled' || row.status === 'unknown' ? row.error : null,
  };
}

/** The recipient's clock an outbox row was planned on. */
export const recipientClockOf = (row: EmailApplicationEntity): RecipientClockFields => ({
  recipientTimeZone: row.recipientTimeZone,
  recipientPlace: row.recipientPlace,
  recipientHoursOnly: row.recipientHoursOnly,
});

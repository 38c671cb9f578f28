import type { ApplyAllCandidate } from '@app/types';
import { DomainError } from '../common/errors/domain-error.js';

export class OutboxItemNotFoundError extends DomainError {
  constructor(message = 'That email is not in your outbox.') {
    super(404, 'outbox_item_not_found', message);
  }
}

/** Each 404 names its own resource, so a client can tell a missing list from a missing email. */
export class DraftBatchNotFoundError extends DomainError {
  constructor() {
    super(404, 'draft_batch_not_found', 'That Apply to All list was not found.');
  }
}

export class DraftNotFoundError extends DomainError {
  constructor(message = 'That draft was not found.') {
    super(404, 'draft_not_found', message);
  }
}

/** A follow-up's first email: one the user sent. */
export class SentEmailNotFoundError extends DomainError {
  constructor() {
    super(404, 'application_not_found', 'That application was not found among the emails you sent.');
  }
}

export class SendingMailboxRemovedError extends DomainError {
  constructor() {
    super(404, 'mail_account_not_found', 'The mailbox this email was sent from was removed, so it cannot follow up.');
  }
}

export class AlreadySentError extends DomainError {
  constructor() {
    super(409, 'already_sent', 'This email was already sent.');
  }
}

/** On its way, or interrupted mid-send: it cannot be taken back or scheduled again. */
export class OutboxItemUnderwayError extends DomainError {
  constructor(status: string) {
    super(
      409,
      'send_underway',
      status === 'unknown'
        ? 'The app stopped while sending this email, so it may have gone. Check your Sent folder in Applications.'
        : 'This email is being sent right now.',
    );
  }
}

/** Only a scheduled email can be changed; a cancelled or failed one is scheduled again from its application. */
export class NotScheduledError extends DomainError {
  constructor(status: string) {
    super(
      409,
      'not_scheduled',
      status === 'cancelled'
        ? 'This email was cancelled, so it can no longer be changed.'
        : 'This email is no longer waiting to be sent, so it can no longer be changed.',
    );
  }
}

export class OutboxEditInvalidError extends DomainError {
  constructor(message: string) {
    super(400, 'invalid_outbox_edit', message);
  }
}

/** The outbox sends from the user's own mailbox: there has to be one. */
export class NoMailboxError extends DomainError {
  constructor() {
    super(
      409,
      'no_mailbox',
      'Connect a mailbox (Gmail, or any mailbox over SMTP) in Settings before scheduling emails: they are sent from it.',
    );
  }
}

export class SendAtInvalidError extends DomainError {
  constructor(message: string) {
    super(400, 'invalid_send_at', message);
  }
}

/** A follow-up is never sent to someone who answered (an outcome is marked, or a reply was seen). */
export class ApplicationAnsweredError extends DomainError {
  constructor() {
    super(
      409,
      'application_answered',
      'This application is marked as answered, so no follow-up is sent. Clear its outcome first if that was a mistake.',
    );
  }
}

export class FollowUpsUsedError extends DomainError {
  constructor() {
    super(409, 'follow_ups_used', 'This application already has its two follow-ups (sent or scheduled).');
  }
}

export class FollowUpTextError extends DomainError {
  constructor() {
    super(502, 'follow_up_not_drafted', 'The follow-up could not be written. Try again, or write it yourself.');
  }
}

/** Apply to All found no job it may write to. */
export class DraftBatchEmptyError extends DomainError {
  constructor() {
    super(
      422,
      'no_jobs_with_contact',
      'None of these jobs has a contact you can write to, so there is nothing to draft.',
    );
  }
}

export class DraftApprovedError extends DomainError {
  constructor() {
    super(409, 'draft_approved', 'This draft was approved and is in your outbox; cancel it there instead.');
  }
}

const jobNames = (jobs: ApplyAllCandidate[]): string =>
  jobs
    .slice(0, 3)
    .map((c) => `${c.title} at ${c.companyName}`)
    .join(', ') + (jobs.length > 3 ? ` and ${jobs.length - 3} more` : '');

/** Apply to All names a job whose contact this user already emailed, has queued, or got an answer from. */
export class AlreadyContactedError extends DomainError {
  constructor(jobs: ApplyAllCandidate[]) {
    super(
      409,
      'already_contacted',
      `You already wrote about ${jobNames(jobs)} (sent, waiting in your outbox, or answered): untick ${
        jobs.length === 1 ? 'it' : 'them'
      } and draft the others.`,
      { siteJobIds: jobs.map((c) => c.siteJobId) },
    );
  }
}

/** Two people of one company chosen (or one where someone was contacted) without the user saying so. */
export class SeveralPerCompanyError extends DomainError {
  constructor(companies: string[]) {
    super(
      409,
      'several_per_company',
      `More than one person at ${companies.slice(0, 3).join(', ')}${
        companies.length > 3 ? ` and ${companies.length - 3} more` : ''
      } would get an email: choose one per company, or confirm you mean to write to each.`,
      { companies },
    );
  }
}

/** A job that is not in the search, or has no contact this user may write to. */
export class NotACandidateError extends DomainError {
  constructor(siteJobIds: string[]) {
    super(
      422,
      'no_jobs_with_contact',
      `${siteJobIds.length === 1 ? 'One chosen job is' : `${siteJobIds.length} chosen jobs are`} not among this search's jobs with a contact you can write to.`,
      { siteJobIds },
    );
  }
}

/** Apply to All again from a search whose batch is still open: resume it, or say to start a new one. */
export class OpenBatchExistsError extends DomainError {
  constructor(batchId: string) {
    super(409, 'open_batch_exists', 'This search has an open Apply to All batch: resume it, or start a new one.', {
      batchId,
    });
  }
}

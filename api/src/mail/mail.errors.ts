import { type ApiErrorCode, COPY, type DailyLimitDetails, type DuplicateSendDetails } from '@app/types';
import { DomainError } from '../common/errors/domain-error.js';
import type { ComposeLinks } from './compose-links.js';
import { SMTP_CHECK_MESSAGES, type SmtpCheckFailureKind } from './smtp/smtp-check-failure.js';
import { IMAP_CHECK_MESSAGES, type ImapCheckFailureKind } from './imap/imap-check-failure.js';

export class GmailNotConfiguredError extends DomainError {
  constructor() {
    super(503, 'gmail_not_configured', COPY.compose.gmailNotConfigured);
  }
}

/** Reply detection through Gmail is an extra permission on a Gmail connection: there has to be one first. */
export class GmailNotConnectedError extends DomainError {
  constructor() {
    super(
      409,
      'gmail_not_connected',
      'Connect Gmail first: seeing replies is an extra permission on top of the Gmail account you send from.',
    );
  }
}

export class MailAccountNotFoundError extends DomainError {
  constructor() {
    super(404, 'mail_account_not_found', 'That mail account was not found.');
  }
}

const SMTP_CHECK_CODES: Record<SmtpCheckFailureKind, ApiErrorCode> = {
  'cannot-connect': 'smtp_unreachable',
  'tls-failed': 'smtp_tls_failed',
  'login-refused': 'smtp_auth_failed',
  'timed-out': 'smtp_timeout',
};

/** Checking an SMTP account failed: a fixed sentence per kind (the server's own words are only logged). */
export class SmtpCheckFailedError extends DomainError {
  constructor(readonly kind: SmtpCheckFailureKind) {
    super(422, SMTP_CHECK_CODES[kind], SMTP_CHECK_MESSAGES[kind]);
  }
}

export class AlreadySendingError extends DomainError {
  constructor() {
    super(409, 'send_in_progress', 'This email is already being sent.');
  }
}

export class AlreadyScheduledError extends DomainError {
  constructor() {
    super(409, 'send_scheduled', 'This email is already in your outbox. Cancel it there to send it now.');
  }
}

/** The key's earlier send was interrupted by a crash: it may have gone. Never resent by itself. */
export class SendUnconfirmedError extends DomainError {
  constructor(applicationId: string, startedOn: string) {
    super(
      409,
      'send_unconfirmed',
      `We could not confirm this email was sent: the app stopped while sending it on ${startedOn}. Check your Sent ` +
        'folder, then mark it sent or not sent in Applications. It will not be sent again by itself.',
      { applicationId },
    );
  }
}

export class DuplicateSendError extends DomainError {
  constructor(message: string, details: DuplicateSendDetails) {
    super(409, 'duplicate_send', message, { ...details });
  }
}

/** A direct send over the address's daily limit: refused, nothing stored, with 'Send later' offered (429). */
export class DailyLimitReachedError extends DomainError {
  constructor(details: DailyLimitDetails) {
    super(
      429,
      'daily_limit_reached',
      `Not sent: ${details.fromAddress} already sent ${details.dailyLimit} ${details.dailyLimit === 1 ? 'email' : 'emails'} today, its daily limit, which keeps the mailbox safe. Use Send later and it goes at the next allowed time.`,
      { ...details },
    );
  }
}

/** The provider did not take the message; the application row says 'failed' with the same sentence. */
export class EmailNotSentError extends DomainError {
  constructor(reason: string) {
    super(502, 'email_not_sent', `Email not sent: ${reason}`);
  }
}

/** Gmail refused the stored grant: reconnect, or use the compose page / mail app meanwhile. */
export class GmailReauthRequiredError extends DomainError {
  constructor(reason: string, links: ComposeLinks) {
    super(502, 'gmail_reauth_required', `Email not sent: ${reason}`, { needsGmailAuth: true, ...links });
  }
}

export class SmtpHostNotAllowedError extends DomainError {
  constructor(host: string) {
    super(
      422,
      'smtp_host_not_allowed',
      `${host} points to a private or local network address. Enter your mail provider's public SMTP server ` +
        '(for example smtp.office365.com or smtp.zoho.com).',
    );
  }
}

/** The resume should go along, and there is no saved resume file to attach. */
export class ResumeFileMissingError extends DomainError {
  constructor() {
    super(
      422,
      'resume_file_missing',
      'There is no saved resume file to attach. Upload your resume in Settings, or send without attaching it.',
    );
  }
}

const IMAP_CHECK_CODES: Record<ImapCheckFailureKind, ApiErrorCode> = {
  'cannot-connect': 'imap_unreachable',
  'tls-failed': 'imap_tls_failed',
  'login-refused': 'imap_auth_failed',
  'timed-out': 'imap_timeout',
};

/** Checking IMAP settings failed: a fixed sentence per kind (the server's own words are only logged). */
export class ImapCheckFailedError extends DomainError {
  constructor(readonly kind: ImapCheckFailureKind) {
    super(422, IMAP_CHECK_CODES[kind], IMAP_CHECK_MESSAGES[kind]);
  }
}

/** The address stopped sending after too many hard bounces (sender protection); the user resumes it in Settings. */
export class SenderPausedError extends DomainError {
  constructor(fromAddress: string, reason: string) {
    super(
      409,
      'sender_paused',
      `Sending from ${fromAddress} is paused: ${reason}. Check the addresses that bounced in Applications, then ` +
        'choose Resume sending on this mailbox in Settings.',
      { fromAddress, reason },
    );
  }
}

import { COPY, type DuplicateSendDetails } from '@app/types';
import { DomainError } from '../common/errors/domain-error.js';
import type { ComposeLinks } from './compose-links.js';

export class GmailNotConfiguredError extends DomainError {
  constructor() {
    super(503, 'gmail_not_configured', COPY.compose.gmailNotConfigured);
  }
}

export class MailAccountNotFoundError extends DomainError {
  constructor() {
    super(404, 'mail_account_not_found', 'That mail account was not found.');
  }
}

/** The SMTP server was reached but refused the login. */
export class SmtpLoginRefusedError extends DomainError {
  constructor(detail: string) {
    super(
      422,
      'smtp_auth_failed',
      `The mail server did not accept the username or password (${detail}). Check them and try again; ` +
        'Gmail, Outlook, Yahoo and iCloud need an app password here, not your usual one.',
    );
  }
}

/** The SMTP server could not be reached or spoke no SMTP we could use. */
export class SmtpUnreachableError extends DomainError {
  constructor(host: string, port: number, detail: string) {
    super(
      422,
      'smtp_unreachable',
      `Could not connect to ${host}:${port} (${detail}). Check the server name, the port and the security setting ` +
        '(465 uses TLS from the start, 587 uses STARTTLS).',
    );
  }
}

export class AlreadySendingError extends DomainError {
  constructor() {
    super(409, 'send_in_progress', 'This email is already being sent.');
  }
}

export class DuplicateSendError extends DomainError {
  constructor(message: string, details: DuplicateSendDetails) {
    super(409, 'duplicate_send', message, { ...details });
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

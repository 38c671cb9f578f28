import type { OutgoingEmail } from './outgoing-email.js';

/** What a provider said when it took the message. */
export interface SentEmail {
  /** Gmail's message id, or the SMTP Message-ID. */
  messageId: string;
  /** Gmail's thread id (a follow-up goes into it); absent for SMTP. */
  threadId?: string;
}

/**
 * Why a provider did not take a message:
 * - `reauth`: the stored grant is gone (Gmail `invalid_grant`); only reconnecting helps;
 * - `auth`: the server refused the login (SMTP 535);
 * - `unreachable`: no connection, TLS failure or timeout;
 * - `rejected`: the provider answered and refused (a recipient, the message, a quota).
 * `message` is a sentence a person can read; it goes into the application row and the answer.
 */
export class MailProviderError extends Error {
  override name = 'MailProviderError';
  constructor(
    readonly reason: 'reauth' | 'auth' | 'unreachable' | 'rejected',
    message: string,
  ) {
    super(message);
  }
}

/** One way out: Gmail's API or an SMTP server. `C` is what it needs to connect (tokens, server and login). */
export interface MailSender<C> {
  send(connection: C, email: OutgoingEmail): Promise<SentEmail>;
}

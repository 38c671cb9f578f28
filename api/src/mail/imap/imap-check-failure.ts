/** Why checking a mailbox's IMAP login failed, as far as the person needs to know. */
export type ImapCheckFailureKind = 'cannot-connect' | 'tls-failed' | 'login-refused' | 'timed-out';

/**
 * One fixed sentence per kind, like the SMTP check's (smtp-check-failure.ts): the server's greeting and raw socket or
 * TLS errors never reach the answer, only the log.
 */
export const IMAP_CHECK_MESSAGES: Record<ImapCheckFailureKind, string> = {
  'cannot-connect':
    'Could not connect to this IMAP server. Check the server name and the port (993 uses TLS from the start, 143 ' +
    'uses STARTTLS).',
  'tls-failed':
    'Could not set up a secure connection with this IMAP server. Check the security setting: 993 uses TLS from the ' +
    'start, 143 uses STARTTLS.',
  'login-refused':
    'The IMAP server did not accept the username or password. Check them and try again; Gmail, Outlook, Yahoo and ' +
    'iCloud need an app password here, not your usual one.',
  'timed-out': 'The IMAP server did not answer in time. Check the server name and the port, then try again.',
};

interface ImapError {
  code?: string;
  message?: string;
  authenticationFailed?: boolean;
}

const TLS_WORDS = /\b(TLS|SSL|certificate|cert_|handshake)\b|wrong version number|self[- ]signed/i;

/** Sorts an imapflow failure of logging in into the kind the person is told. */
export function imapCheckFailureKind(err: unknown): ImapCheckFailureKind {
  const e = (err ?? {}) as ImapError;
  if (e.authenticationFailed) return 'login-refused';
  if (TLS_WORDS.test(e.message ?? '') || e.code === 'ERR_SSL_WRONG_VERSION_NUMBER') return 'tls-failed';
  if (e.code === 'ETIMEDOUT' || e.code === 'CONNECT_TIMEOUT' || e.code === 'GREETING_TIMEOUT') return 'timed-out';
  return 'cannot-connect';
}

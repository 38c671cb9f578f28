/** Why checking a user's SMTP account failed, as far as the person needs to know. */
export type SmtpCheckFailureKind = 'cannot-connect' | 'tls-failed' | 'login-refused' | 'timed-out';

/**
 * One fixed sentence per kind. The remote's banner and raw socket or TLS errors never reach the answer: they would
 * tell a stranger what runs at an address (internal banners, OpenSSL paths) and make the check a port scanner.
 * The detail goes to the server's log instead.
 */
export const SMTP_CHECK_MESSAGES: Record<SmtpCheckFailureKind, string> = {
  'cannot-connect':
    'Could not connect to this mail server. Check the server name and the port (465 uses TLS from the start, ' +
    '587 uses STARTTLS).',
  'tls-failed':
    'Could not set up a secure connection with this mail server. Check the security setting: 465 uses TLS from ' +
    'the start, 587 uses STARTTLS.',
  'login-refused':
    'The mail server did not accept the username or password. Check them and try again; Gmail, Outlook, Yahoo ' +
    'and iCloud need an app password here, not your usual one.',
  'timed-out': 'The mail server did not answer in time. Check the server name and the port, then try again.',
};

interface NodemailerError {
  code?: string;
  message?: string;
}

/** OpenSSL and Node's TLS errors, by their words (nodemailer reports some of them as plain socket errors). */
const TLS_WORDS = /\b(TLS|SSL|certificate|cert_|handshake)\b|wrong version number|self[- ]signed/i;

/** Sorts a nodemailer failure of `verify()` into the kind the person is told. */
export function smtpCheckFailureKind(err: unknown): SmtpCheckFailureKind {
  const e = (err ?? {}) as NodemailerError;
  if (e.code === 'EAUTH') return 'login-refused';
  if (e.code === 'ETLS' || TLS_WORDS.test(e.message ?? '')) return 'tls-failed';
  if (e.code === 'ETIMEDOUT') return 'timed-out';
  return 'cannot-connect';
}

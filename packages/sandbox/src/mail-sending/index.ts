import { createGoogleStandIn, type GoogleStandIn } from './google-stand-in.js';
import { startImapInbox, type ImapInboxStandIn } from './imap-inbox.js';
import { Bounces, type BounceKind, headerBlock } from './bounces.js';
import { Outbox, type ReceivedMessage } from './outbox.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

export {
  SANDBOX_GOOGLE_CLIENT,
  createGoogleStandIn,
  type GoogleKnobs,
  type GoogleStandIn,
  type GoogleStats,
  type GmailReplyInput,
  type GmailThread,
  type GmailThreadMessage,
  type IssuedTokens,
} from './google-stand-in.js';
export { Bounces, type BounceKind } from './bounces.js';
export { Outbox, type ReceivedMessage } from './outbox.js';
export { startImapInbox, type ImapInboxStandIn, type ReplyInput } from './imap-inbox.js';
export { SANDBOX_NOTIFY_ACCOUNT, SANDBOX_SMTP_ACCOUNT, startSmtpSink, type SmtpSink } from './smtp-sink.js';

export interface MailSendingStandInOptions {
  /** Origins of the app(s); their `/api/auth/gmail/callback` become the exact redirect URIs. */
  appUrls: string[];
  /** Port of the SMTP sink; 0 picks a free one. */
  smtpPort: number;
  /** Port of the same mailbox's IMAP server; 0 picks a free one. */
  imapPort: number;
  host?: string;
}

/**
 * Where the app's outgoing mail goes: Google's OAuth and Gmail send endpoints (a router for the sandbox app, under
 * `/google`) and an SMTP submission server, both delivering into one outbox (`/mail/messages`).
 */
export interface MailSendingStandIn {
  google: GoogleStandIn;
  smtpSink: SmtpSink;
  /** The SMTP sink account's INBOX over IMAP (reply detection), with a control call to drop a reply in. */
  imapInbox: ImapInboxStandIn;
  outbox: Outbox;
  /** Recipients the SMTP sink and Gmail bounce (`POST /mail/bounces {recipient, kind}`). */
  bounces: Bounces;
  /** Drops a report on an email the SMTP sink already took into its INBOX; 'unknown' when none has that Message-ID. */
  dropBounce(messageId: string, kind: BounceKind): 'dropped' | 'unknown';
  messages(): ReceivedMessage[];
  close(): Promise<void>;
}

export async function startMailSendingStandIn(options: MailSendingStandInOptions): Promise<MailSendingStandIn> {
  const outbox = new Outbox();
  const bounces = new Bounces();
  const google = createGoogleStandIn({
    redirectUris: options.appUrls.map((appUrl) => new URL('/api/auth/gmail/callback', appUrl).href),
    outbox,
    bounces,
  });
  const imapInbox = await startImapInbox({ port: options.imapPort, host: options.host });
  let smtpSink: SmtpSink;
  try {
    smtpSink = await startSmtpSink({
      port: options.smtpPort,
      host: options.host,
      outbox,
      bounces,
      deliverReport: (raw) => imapInbox.addRaw(raw),
    });
  } catch (err) {
    await imapInbox.close();
    throw err;
  }
  return {
    google,
    smtpSink,
    imapInbox,
    outbox,
    bounces,
    dropBounce: (messageId, kind) => {
      const id = messageId.trim().replace(/^<?/, '<').replace(/>?$/, '>');
      const sent = outbox.list().find((m) => m.via === 'smtp' && m.messageId === id);
      if (!sent) return 'unknown';
      const original = { from: sent.from ?? sent.login ?? '', messageId: id, headers: headerBlock(sent.raw) };
      for (const to of sent.to) {
        imapInbox.addRaw(bounces.report(original, to, kind, 'mailer-daemon@smtp.sandbox.test').raw);
      }
      return 'dropped';
    },
    messages: () => outbox.list(),
    close: async () => {
      await Promise.all([smtpSink.close(), imapInbox.close()]);
    },
  };
}

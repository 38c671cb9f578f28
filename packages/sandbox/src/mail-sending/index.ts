import { createGoogleStandIn, type GoogleStandIn } from './google-stand-in.js';
import { Outbox, type ReceivedMessage } from './outbox.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

export {
  SANDBOX_GOOGLE_CLIENT,
  createGoogleStandIn,
  type GoogleKnobs,
  type GoogleStandIn,
  type GoogleStats,
  type IssuedTokens,
} from './google-stand-in.js';
export { Outbox, type ReceivedMessage } from './outbox.js';
export { SANDBOX_NOTIFY_ACCOUNT, SANDBOX_SMTP_ACCOUNT, startSmtpSink, type SmtpSink } from './smtp-sink.js';

export interface MailSendingStandInOptions {
  /** Origins of the app(s); their `/api/auth/gmail/callback` become the exact redirect URIs. */
  appUrls: string[];
  /** Port of the SMTP sink; 0 picks a free one. */
  smtpPort: number;
  host?: string;
}

/**
 * Where the app's outgoing mail goes: Google's OAuth and Gmail send endpoints (a router for the sandbox app, under
 * `/google`) and an SMTP submission server, both delivering into one outbox (`/mail/messages`).
 */
export interface MailSendingStandIn {
  google: GoogleStandIn;
  smtpSink: SmtpSink;
  outbox: Outbox;
  messages(): ReceivedMessage[];
  close(): Promise<void>;
}

export async function startMailSendingStandIn(options: MailSendingStandInOptions): Promise<MailSendingStandIn> {
  const outbox = new Outbox();
  const google = createGoogleStandIn({
    redirectUris: options.appUrls.map((appUrl) => new URL('/api/auth/gmail/callback', appUrl).href),
    outbox,
  });
  const smtpSink = await startSmtpSink({ port: options.smtpPort, host: options.host, outbox });
  return { google, smtpSink, outbox, messages: () => outbox.list(), close: () => smtpSink.close() };
}

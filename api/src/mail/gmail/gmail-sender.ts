import { Injectable, Logger } from '@nestjs/common';
import { gmail } from 'googleapis/build/src/apis/gmail/index.js';
import type { MailSender, SentEmail } from '../mail-sender.js';
import { composeRawMessage, type OutgoingEmail } from '../outgoing-email.js';
import {
  GoogleOAuth,
  googleErrorText,
  mergeCredentials,
  toProviderError,
  type GmailCredentials,
} from './google-oauth.js';

const SEND_TIMEOUT_MS = 30_000;

export interface GmailConnection {
  credentials: GmailCredentials;
  /** Called with the new credentials when the access token was refreshed on the way (to store them). */
  onRefresh(credentials: GmailCredentials): Promise<void>;
}

/**
 * Sends through the Gmail API (`users.messages.send`) with the user's send-only grant. The message is composed here
 * (RFC 2822, base64url in `raw`); the access token is refreshed when it is about to expire or is refused. A follow-up
 * goes into its first email's Gmail thread (`threadId`); when Gmail no longer has that thread (404: its owner
 * deleted the conversation) nothing was sent, and it goes once more without it, still answering by its headers.
 */
@Injectable()
export class GmailSender implements MailSender<GmailConnection> {
  private readonly logger = new Logger(GmailSender.name);

  constructor(private readonly oauth: GoogleOAuth) {}

  async send(connection: GmailConnection, email: OutgoingEmail): Promise<SentEmail> {
    const client = this.oauth.client(connection.credentials);
    let refreshed: GmailCredentials | undefined;
    client.on('tokens', (tokens) => {
      refreshed = mergeCredentials(refreshed ?? connection.credentials, tokens);
    });
    const { raw } = await composeRawMessage(email);
    const api = gmail({ version: 'v1', auth: client });
    const send = (threadId: string | undefined) =>
      api.users.messages.send(
        { userId: 'me', requestBody: { raw: raw.toString('base64url'), ...(threadId ? { threadId } : {}) } },
        // rootUrl per call: a path in it is kept (a global rootUrl keeps only its origin). A send is not idempotent
        // at Google: never retry it blindly.
        { rootUrl: this.oauth.gmailApiRootUrl, timeout: SEND_TIMEOUT_MS, retry: false },
      );
    try {
      let res;
      try {
        res = await send(email.threadId);
      } catch (err) {
        if (!email.threadId || googleErrorText(err).status !== 404) throw err;
        this.logger.log({ threadId: email.threadId }, 'The Gmail thread is gone; sending without it');
        res = await send(undefined);
      }
      if (!res.data.id) throw new Error('Gmail answered without a message id');
      return { messageId: res.data.id, ...(res.data.threadId ? { threadId: res.data.threadId } : {}) };
    } catch (err) {
      throw toProviderError(err);
    } finally {
      // Storing the new token must not turn a sent email into a failed one; the refresh token still works.
      if (refreshed) {
        await connection.onRefresh(refreshed).catch((err: unknown) => {
          this.logger.warn({ err }, 'Storing refreshed Gmail credentials failed');
        });
      }
    }
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { gmail } from 'googleapis/build/src/apis/gmail/index.js';
import type { GmailConnection } from './gmail-sender.js';
import {
  GoogleOAuth,
  googleErrorText,
  mergeCredentials,
  toProviderError,
  type GmailCredentials,
} from './google-oauth.js';
import { AUTO_REPLY_HEADERS, type Answer } from '../auto-reply.js';
import { REPORT_HEADERS } from '../delivery-report.js';
import { threadAnswer } from './thread-replies.js';

const READ_TIMEOUT_MS = 15_000;
/** The headers that say who wrote a message, which one it answers, whether it is automatic or a bounce. */
const METADATA_HEADERS = ['From', 'In-Reply-To', 'References', 'Message-ID', ...AUTO_REPLY_HEADERS, ...REPORT_HEADERS];

/**
 * Reads Gmail threads with the headers-only grant (gmail.metadata): `users.threads.get` with `format=metadata` and
 * only the headers reply detection needs; bodies are never asked for (Google would refuse them to this scope). A
 * thread Gmail no longer has (404: deleted by its owner) is skipped; a grant Google refuses is a MailProviderError
 * with reason `reauth`, anything else is thrown on for the next round.
 */
@Injectable()
export class GmailThreads {
  private readonly logger = new Logger(GmailThreads.name);

  constructor(private readonly oauth: GoogleOAuth) {}

  /** The answer in each of `threadIds` that has one from someone other than `ownAddress` (see threadAnswer). */
  async answered(
    connection: GmailConnection,
    threadIds: string[],
    ownAddress: string,
    ourMessageIds: ReadonlySet<string>,
  ): Promise<Map<string, Answer>> {
    const answered = new Map<string, Answer>();
    if (threadIds.length === 0) return answered;
    const client = this.oauth.client(connection.credentials);
    let refreshed: GmailCredentials | undefined;
    client.on('tokens', (tokens) => {
      refreshed = mergeCredentials(refreshed ?? connection.credentials, tokens);
    });
    const api = gmail({ version: 'v1', auth: client });
    try {
      for (const id of threadIds) {
        let messages;
        try {
          const res = await api.users.threads.get(
            { userId: 'me', id, format: 'metadata', metadataHeaders: METADATA_HEADERS },
            { rootUrl: this.oauth.gmailApiRootUrl, timeout: READ_TIMEOUT_MS, retry: false },
          );
          messages = res.data.messages ?? [];
        } catch (err) {
          if (googleErrorText(err).status === 404) {
            this.logger.debug({ threadId: id }, 'A Gmail thread of an application is gone; skipped');
            continue;
          }
          throw toProviderError(err);
        }
        const headers = messages.map((m) => ({ headers: m.payload?.headers ?? [] }));
        const answer = threadAnswer(headers, ownAddress, ourMessageIds);
        if (answer) answered.set(id, answer);
      }
    } finally {
      if (refreshed) {
        await connection.onRefresh(refreshed).catch((err: unknown) => {
          this.logger.warn({ err }, 'Storing refreshed Gmail headers credentials failed');
        });
      }
    }
    return answered;
  }
}

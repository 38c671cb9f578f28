import { Inject, Injectable } from '@nestjs/common';
import { ImapFlow } from 'imapflow';
import PostalMime from 'postal-mime';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { type Answer, autoReplyNote, isAutoReply, strongerAnswer } from '../auto-reply.js';
import { type DeliveryReport, isDeliveryReport, readDeliveryReport } from '../delivery-report.js';
import { publicAddressOf } from '../smtp/public-address.js';

/** An IMAP login (the password opened from its sealed form only to connect). */
export interface ImapConnection {
  host: string;
  port: number;
  /** true: TLS from the start (993); false: STARTTLS when offered (143). */
  secure: boolean;
  username: string;
  password: string;
}

const TIMEOUT_MS = 15_000;

/** A message's headers by name (postal-mime keeps them lower-cased; Subject decoded). */
async function parse(source: Buffer) {
  const email = await PostalMime.parse(source);
  const header = (name: string) =>
    name === 'Subject' ? (email.subject ?? '') : (email.headers.find((h) => h.key === name.toLowerCase())?.value ?? '');
  return { email, header };
}

/** A delivery report found in INBOX, with when it came. */
export interface ReceivedReport extends DeliveryReport {
  receivedAt: Date;
}

/**
 * Reads a mailbox's INBOX over IMAP (imapflow), only to see replies: which of our Message-IDs some message answers
 * (its In-Reply-To or References header), from someone other than the mailbox itself, and whether that was the
 * person or an automatic reply. Private and local addresses
 * are refused as for SMTP (SMTP_ALLOW_PRIVATE_HOSTS), and the checked address is the one connected to.
 */
@Injectable()
export class ImapInbox {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Logs in and out (nothing is read): how IMAP settings are checked before they are stored. */
  async verify(connection: ImapConnection): Promise<void> {
    const client = await this.connect(connection);
    await client.logout().catch(() => client.close());
  }

  /**
   * The answer in INBOX to each of `messageIds` that has one from someone other than `ownAddress`; the person's reply
   * wins over automatic replies (see auto-reply.ts, whose note reads the first part of the text).
   */
  async answers(connection: ImapConnection, messageIds: string[], ownAddress: string): Promise<Map<string, Answer>> {
    const answered = new Map<string, Answer>();
    if (messageIds.length === 0) return answered;
    const own = ownAddress.toLowerCase();
    const client = await this.connect(connection);
    try {
      const lock = await client.getMailboxLock('INBOX');
      try {
        // Headers first: an automatic reply's text (until when) is fetched alone, after, and a person's never.
        const automatic: { id: string; uid: number }[] = [];
        for (const id of messageIds) {
          const uids = await client.search(
            { or: [{ header: { 'in-reply-to': id } }, { header: { references: id } }] },
            { uid: true },
          );
          if (!uids || uids.length === 0) continue;
          for await (const message of client.fetch(uids, { envelope: true, headers: true }, { uid: true })) {
            const from = message.envelope?.from?.map((a) => a.address?.toLowerCase()) ?? [];
            if (!from.some((address) => address && address !== own) || !message.headers) continue;
            const { header } = await parse(message.headers);
            // A delivery report quoting our Message-ID is read by deliveryReports(), never taken for an answer.
            if (isDeliveryReport(header)) continue;
            if (isAutoReply(header)) {
              automatic.push({ id, uid: message.uid });
              continue;
            }
            answered.set(id, { kind: 'reply' });
            break;
          }
        }
        for (const { id, uid } of automatic) {
          if (answered.get(id)?.kind === 'reply') continue;
          const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
          const text = message && message.source ? ((await parse(message.source)).email.text ?? '') : '';
          answered.set(id, strongerAnswer(answered.get(id), { kind: 'auto-reply', note: autoReplyNote(text) }));
        }
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
    return answered;
  }

  /**
   * The delivery reports in INBOX since `since`: from a mailer-daemon or postmaster, or any `multipart/report`
   * (read with readDeliveryReport over the report's raw body, where RFC 3464's fields are plain text).
   */
  async deliveryReports(connection: ImapConnection, since: Date): Promise<ReceivedReport[]> {
    const reports: ReceivedReport[] = [];
    const client = await this.connect(connection);
    try {
      const lock = await client.getMailboxLock('INBOX');
      try {
        const uids = await client.search(
          {
            since,
            or: [{ from: 'mailer-daemon' }, { from: 'postmaster' }, { header: { 'content-type': 'multipart/report' } }],
          },
          { uid: true },
        );
        if (!uids || uids.length === 0) return reports;
        for await (const message of client.fetch(uids, { internalDate: true, source: true }, { uid: true })) {
          if (!message.source) continue;
          const { header } = await parse(message.source);
          const raw = message.source.toString('utf8');
          const body = raw.slice(raw.search(/\r?\n\r?\n/) + 1);
          const report = readDeliveryReport(header, body);
          const receivedAt = message.internalDate instanceof Date ? message.internalDate : new Date();
          if (report) reports.push({ ...report, receivedAt });
        }
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
    return reports;
  }

  private async connect(connection: ImapConnection): Promise<ImapFlow> {
    const address = this.config.mail.allowPrivateSmtpHosts ? connection.host : await publicAddressOf(connection.host);
    const client = new ImapFlow({
      host: address,
      port: connection.port,
      secure: connection.secure,
      auth: { user: connection.username, pass: connection.password },
      logger: false,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: 60_000,
      tls: { minVersion: 'TLSv1.2', servername: connection.host },
      disableAutoIdle: true,
    });
    // A dropped connection is reported through the next call; the event must not crash the process.
    client.on('error', () => undefined);
    await client.connect();
    return client;
  }
}

// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- hoodiecrow-imap has no types; projects reading this source need its declaration
/// <reference path="./hoodiecrow-imap.d.ts" />
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express, { type Router } from 'express';
import hoodiecrow from 'hoodiecrow-imap';
import { SANDBOX_SMTP_ACCOUNT } from './smtp-sink.js';

/** A reply to drop into the inbox: it answers the message whose Message-ID is `inReplyTo`. */
export interface ReplyInput {
  inReplyTo: string;
  from?: string;
  subject?: string;
  text?: string;
  /** An automatic reply (out of office): `Auto-Submitted: auto-replied`, an "Automatic reply:" subject and away text. */
  auto?: boolean;
}

/** What an out-of-office answer says, as Outlook and Gmail write it. */
export const AUTO_REPLY_TEXT = 'I am out of the office until Monday, 7 December, with limited access to email.';

export interface ImapInboxStandIn {
  host: string;
  port: number;
  /** Puts a reply into INBOX, as if the recipient had answered; answers its Message-ID. */
  addReply(reply: ReplyInput): string;
  /** Puts a whole message into INBOX as it is (a delivery report). */
  addRaw(raw: string): void;
  /** `POST /replies` (a reply), `GET /messages` (what INBOX holds); the sandbox mounts it under `/mail/imap`. */
  router: Router;
  close(): Promise<void>;
}

const angle = (id: string) => (id.startsWith('<') ? id : `<${id}>`);

/**
 * The IMAP side of the user's own mailbox (the SMTP sink's account): hoodiecrow-imap, a scriptable IMAP4rev1
 * server, with the sink's login. INBOX starts empty; a control call drops a reply in, with the In-Reply-To and
 * References headers a mail client writes, so the app's reply detection (imapflow: LOGIN, SELECT, SEARCH HEADER,
 * FETCH ENVELOPE) finds it as it would at a real provider. One mailbox: every login sees the same INBOX.
 */
export async function startImapInbox(options: { port: number; host?: string }): Promise<ImapInboxStandIn> {
  const host = options.host ?? '127.0.0.1';
  const server = hoodiecrow({
    plugins: ['ID', 'UNSELECT', 'ENABLE', 'SASL-IR', 'AUTH-PLAIN', 'LITERALPLUS', 'IDLE'],
    users: { [SANDBOX_SMTP_ACCOUNT.username]: { password: SANDBOX_SMTP_ACCOUNT.password } },
    storage: { INBOX: { messages: [] }, '': { separator: '/', folders: {} } },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  const kept: { messageId: string; inReplyTo: string; from: string; receivedAt: string }[] = [];

  const addReply = (reply: ReplyInput): string => {
    const messageId = `<${randomUUID()}@replies.sandbox.test>`;
    const from = reply.from ?? 'recruiter@company.example';
    const inReplyTo = angle(reply.inReplyTo.trim());
    const raw = [
      `From: ${from}`,
      `To: ${SANDBOX_SMTP_ACCOUNT.username}`,
      `Subject: ${reply.subject ?? (reply.auto ? 'Automatic reply: your application' : 'Re: your application')}`,
      ...(reply.auto ? ['Auto-Submitted: auto-replied', 'X-Autoreply: yes'] : []),
      `Message-ID: ${messageId}`,
      `In-Reply-To: ${inReplyTo}`,
      `References: ${inReplyTo}`,
      `Date: ${new Date().toUTCString()}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      reply.text ?? (reply.auto ? AUTO_REPLY_TEXT : 'Thank you for writing. Could we talk this week?'),
    ].join('\r\n');
    server.appendMessage(server.getMailbox('INBOX'), [], new Date(), raw);
    kept.push({ messageId, inReplyTo, from, receivedAt: new Date().toISOString() });
    return messageId;
  };

  const addRaw = (raw: string) => {
    server.appendMessage(server.getMailbox('INBOX'), [], new Date(), raw);
  };

  const router = express.Router();
  router.get('/messages', (_req, res) => {
    res.json(kept);
  });
  router.post('/replies', express.json(), (req, res) => {
    const body = (req.body ?? {}) as Partial<ReplyInput>;
    if (typeof body.inReplyTo !== 'string' || !/^<?[^<>\s]+@[^<>\s]+>?$/.test(body.inReplyTo.trim())) {
      res.status(400).json({ error: 'inReplyTo must be the Message-ID of the email being answered' });
      return;
    }
    const messageId = addReply({
      inReplyTo: body.inReplyTo,
      from: typeof body.from === 'string' ? body.from : undefined,
      subject: typeof body.subject === 'string' ? body.subject : undefined,
      text: typeof body.text === 'string' ? body.text : undefined,
      auto: body.auto === true,
    });
    res.status(201).json({ messageId });
  });

  return {
    host,
    port,
    addReply,
    addRaw,
    router,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Connections an app left open would hold the close; the stand-in goes away with its test.
        setTimeout(resolve, 1000).unref();
      }),
  };
}

import { randomBytes } from 'node:crypto';
import express, { type Router } from 'express';

export type BounceKind = 'hard' | 'soft';

/** What a recipient's mail server answers, as the report says it (RFC 3464 fields and the words Gmail writes). */
const REPORTS: Record<
  BounceKind,
  { subject: string; action: string; status: string; diagnostic: string; text: string }
> = {
  hard: {
    subject: 'Delivery Status Notification (Failure)',
    action: 'failed',
    status: '5.1.1',
    diagnostic: 'smtp; 550 5.1.1 The email account that you tried to reach does not exist.',
    text: "Address not found\r\n\r\nYour message wasn't delivered to {to} because the address couldn't be found.",
  },
  soft: {
    subject: 'Delivery Status Notification (Delay)',
    action: 'delayed',
    status: '4.2.2',
    diagnostic: 'smtp; 452 4.2.2 The inbox of the recipient is out of storage space.',
    text: "Message not delivered yet\r\n\r\n{to}'s inbox is full. Delivery will be retried.",
  },
};

/** A delivery report on one sent email, as its reporter writes it. */
export interface DeliveryReport {
  headers: { name: string; value: string }[];
  body: string;
  /** The whole message (headers and body), CRLF. */
  raw: string;
}

/**
 * Recipients whose mail server refuses them after accepting the message (a hard bounce: no such mailbox; a soft
 * one: mailbox full). The SMTP sink and the Gmail stand-in ask here for each message they accept, and answer a
 * bounced recipient with a real RFC 3464 report (`multipart/report; report-type=delivery-status`) from the
 * mailer-daemon: into the IMAP INBOX, or into the Gmail thread. `POST /mail/bounces {recipient, kind}` adds one,
 * `DELETE /mail/bounces` forgets them.
 */
export class Bounces {
  private readonly recipients = new Map<string, BounceKind>();

  set(recipient: string, kind: BounceKind): void {
    this.recipients.set(recipient.trim().toLowerCase(), kind);
  }

  kindOf(recipient: string): BounceKind | undefined {
    return this.recipients.get(recipient.trim().toLowerCase());
  }

  /** The report on `original` (its headers, as sent) for `recipient`, from `reporter`, to the sender. */
  report(
    original: { from: string; messageId: string; headers: string },
    recipient: string,
    kind: BounceKind,
    reporter: string,
  ): DeliveryReport {
    const r = REPORTS[kind];
    const boundary = `report-${randomBytes(6).toString('hex')}`;
    const headers = [
      { name: 'From', value: `Mail Delivery Subsystem <${reporter}>` },
      { name: 'To', value: original.from },
      { name: 'Subject', value: r.subject },
      { name: 'Date', value: new Date().toUTCString() },
      { name: 'Message-ID', value: `<${randomBytes(12).toString('hex')}@mailer-daemon.sandbox.test>` },
      { name: 'In-Reply-To', value: original.messageId },
      { name: 'References', value: original.messageId },
      { name: 'X-Failed-Recipients', value: recipient },
      { name: 'Auto-Submitted', value: 'auto-replied' },
      { name: 'MIME-Version', value: '1.0' },
      { name: 'Content-Type', value: `multipart/report; report-type=delivery-status; boundary="${boundary}"` },
    ];
    const body = [
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      r.text.replace('{to}', recipient),
      `--${boundary}`,
      'Content-Type: message/delivery-status',
      '',
      `Reporting-MTA: dns; ${reporter.split('@')[1]}`,
      '',
      `Final-Recipient: rfc822; ${recipient}`,
      `Action: ${r.action}`,
      `Status: ${r.status}`,
      `Diagnostic-Code: ${r.diagnostic}`,
      '',
      `--${boundary}`,
      'Content-Type: text/rfc822-headers',
      '',
      original.headers.trim(),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const raw = `${headers.map((h) => `${h.name}: ${h.value}`).join('\r\n')}\r\n\r\n${body}`;
    return { headers, body, raw };
  }

  /**
   * `POST /` {recipient, kind}: bounce the next email to them. `POST /sent` {messageId, kind}: drop a report on an
   * email already sent into the sender's IMAP INBOX now (`dropReport`), as a server that refused it later would.
   */
  router(dropReport?: (messageId: string, kind: BounceKind) => 'dropped' | 'unknown'): Router {
    const router = express.Router();
    router.post('/sent', express.json(), (req, res) => {
      const { messageId, kind } = (req.body ?? {}) as Record<string, unknown>;
      if (typeof messageId !== 'string' || !/^<?[^<>\s]+@[^<>\s]+>?$/.test(messageId.trim())) {
        res.status(400).json({ error: 'messageId must be the Message-ID of an email sent through the SMTP sink' });
        return;
      }
      if (kind !== 'hard' && kind !== 'soft') {
        res.status(400).json({ error: "kind must be 'hard' or 'soft'" });
        return;
      }
      if (!dropReport || dropReport(messageId, kind) === 'unknown') {
        res.status(404).json({ error: 'no email with that Message-ID went through the SMTP sink' });
        return;
      }
      res.status(201).json({ messageId, kind });
    });
    router.post('/', express.json(), (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const { recipient, kind } = body;
      if (typeof recipient !== 'string' || !/^[^<>\s@]+@[^<>\s@]+$/.test(recipient.trim())) {
        res.status(400).json({ error: 'recipient must be an email address' });
        return;
      }
      if (kind !== 'hard' && kind !== 'soft') {
        res.status(400).json({ error: "kind must be 'hard' or 'soft'" });
        return;
      }
      this.set(recipient, kind);
      res.status(201).json({ recipient: recipient.trim().toLowerCase(), kind });
    });
    router.delete('/', (_req, res) => {
      this.recipients.clear();
      res.status(204).end();
    });
    return router;
  }
}

/** The header block of a raw message (what a report quotes of it). */
export const headerBlock = (raw: string) => raw.split(/\r?\n\r?\n/)[0] ?? '';

import { randomUUID } from 'node:crypto';
import express, { type Router } from 'express';
import PostalMime from 'postal-mime';

/** One message the Gmail stand-in or the SMTP sink received, parsed as a mail client would. */
export interface ReceivedMessage {
  id: string;
  via: 'gmail' | 'smtp';
  /** The SMTP login that submitted it (a user's mailbox, or the app's notification sender); null through Gmail. */
  login: string | null;
  /** The From address. */
  from: string | null;
  /** The To addresses (the envelope's recipients when the message names none). */
  to: string[];
  /** Decoded (an encoded-word subject reads as plain text here). */
  subject: string | null;
  text: string | null;
  html: string | null;
  /** The Message-ID header. */
  messageId: string | null;
  /** Every top-level header by lower-cased name, first value, as it was on the wire (not decoded). */
  headers: Record<string, string>;
  /** The whole RFC 2822 message as received. */
  raw: string;
  receivedAt: string;
  /** The Gmail thread it went into (sent through the Gmail stand-in only). */
  threadId?: string;
}

/**
 * Everything the mail-sending stand-ins received, newest last. `GET /mail/messages` lists it, `DELETE` clears it.
 */
export class Outbox {
  private readonly messages: ReceivedMessage[] = [];

  async add(
    raw: Buffer,
    via: ReceivedMessage['via'],
    envelopeTo: string[] = [],
    login: string | null = null,
  ): Promise<ReceivedMessage> {
    const parsed = await PostalMime.parse(raw);
    const headers: Record<string, string> = {};
    for (const h of parsed.headers) headers[h.key] ??= h.value;
    const to = (parsed.to ?? []).map((a) => a.address).filter((a): a is string => !!a);
    const message: ReceivedMessage = {
      id: randomUUID(),
      via,
      login,
      from: parsed.from?.address ?? null,
      to: to.length > 0 ? to : envelopeTo,
      subject: parsed.subject ?? null,
      text: parsed.text ?? null,
      html: parsed.html ?? null,
      messageId: parsed.messageId ?? null,
      headers,
      raw: raw.toString('utf8'),
      receivedAt: new Date().toISOString(),
    };
    this.messages.push(message);
    return message;
  }

  list(): ReceivedMessage[] {
    return [...this.messages];
  }

  clear(): void {
    this.messages.length = 0;
  }

  /** Mount at `/mail` on the sandbox app. */
  router(): Router {
    const router = express.Router();
    router.get('/messages', (_req, res) => {
      res.json(this.list());
    });
    router.delete('/messages', (_req, res) => {
      this.clear();
      res.status(204).end();
    });
    return router;
  }
}

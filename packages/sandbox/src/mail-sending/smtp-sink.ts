import type { AddressInfo } from 'node:net';
import express, { type Router } from 'express';
import { SMTPServer } from 'smtp-server';
import { type Bounces, headerBlock } from './bounces.js';
import type { Outbox } from './outbox.js';

/** The mailbox login a user types in (their own mail account at a provider). */
export const SANDBOX_SMTP_ACCOUNT = { username: 'jobseeker@sandbox.test', password: 'sandbox-smtp-password' } as const;
/** The app's own sender of notification emails (NOTIFY_SMTP_URL): a second account, so a test can tell them apart. */
export const SANDBOX_NOTIFY_ACCOUNT = { username: 'notify@sandbox.test', password: 'sandbox-notify-password' } as const;
const ACCOUNTS: readonly { username: string; password: string }[] = [SANDBOX_SMTP_ACCOUNT, SANDBOX_NOTIFY_ACCOUNT];

/** What a real provider does on a bad day, turned on at run time. */
export interface SmtpSinkKnobs {
  /**
   * Milliseconds to hold the reply to the message (after its final dot) before answering 250; 0 answers at once.
   * The message is already received and kept: a client that dies meanwhile cannot tell whether it was sent.
   */
  holdReplyAfterDataMs: number;
}

export interface SmtpSink {
  host: string;
  port: number;
  username: string;
  password: string;
  knobs(): SmtpSinkKnobs;
  setKnobs(knobs: Partial<SmtpSinkKnobs>): void;
  /** Messages received whose reply is being held right now. */
  heldReplies(): number;
  /** `GET`/`POST /__control` (knobs, held replies); the sandbox mounts it under `/mail/smtp`. */
  router: Router;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

function smtpError(code: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode: code });
}

/**
 * A submission server standing in for the user's own mail provider (Outlook, Zoho, a company server) and for the
 * app's own notification sender: AUTH PLAIN or LOGIN with `SANDBOX_SMTP_ACCOUNT` or `SANDBOX_NOTIFY_ACCOUNT` (anything
 * else is 535), no TLS, and every accepted message kept in the outbox with the login that sent it.
 */
export async function startSmtpSink(options: {
  port: number;
  host?: string;
  outbox: Outbox;
  /** Recipients to bounce: their report is handed to `deliverReport` (the mailbox's IMAP INBOX). */
  bounces?: Bounces;
  deliverReport?: (raw: string) => void;
}): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1';
  const knobs: SmtpSinkKnobs = { holdReplyAfterDataMs: 0 };
  const held = new Set<NodeJS.Timeout>();
  const answer = (reply: () => void) => {
    if (knobs.holdReplyAfterDataMs <= 0) return reply();
    const timer = setTimeout(() => {
      held.delete(timer);
      reply();
    }, knobs.holdReplyAfterDataMs);
    held.add(timer);
  };
  const server = new SMTPServer({
    name: 'smtp.sandbox.test',
    banner: 'sandbox SMTP submission server',
    secure: false,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    // Clients here send one message per connection; don't hold a shutdown for the default 30 s.
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      if (ACCOUNTS.some((a) => a.username === auth.username && a.password === auth.password)) {
        callback(null, { user: auth.username });
        return;
      }
      callback(smtpError(535, '5.7.8 Username and Password not accepted'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(smtpError(552, '5.3.4 Message too big'));
          return;
        }
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        const login = typeof session.user === 'string' ? session.user : null;
        options.outbox.add(Buffer.concat(chunks), 'smtp', envelopeTo, login).then(
          (message) => {
            answer(() => callback(null, `2.0.0 OK queued as ${message.id}`));
            // Accepted for delivery; the recipient's server refuses it later, in a report to the sender.
            for (const to of envelopeTo) {
              const kind = options.bounces?.kindOf(to);
              if (!kind || !options.deliverReport) continue;
              const original = {
                from: message.from ?? login ?? '',
                messageId: message.messageId ?? '',
                headers: headerBlock(message.raw),
              };
              options.deliverReport(options.bounces!.report(original, to, kind, 'mailer-daemon@smtp.sandbox.test').raw);
            }
          },
          () => callback(smtpError(554, '5.6.0 Message could not be parsed')),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  const setKnobs = (patch: Partial<SmtpSinkKnobs>) => {
    const hold = patch.holdReplyAfterDataMs;
    if (typeof hold === 'number' && Number.isFinite(hold) && hold >= 0) knobs.holdReplyAfterDataMs = Math.floor(hold);
  };
  const router = express.Router();
  router.get('/__control', (_req, res) => {
    res.json({ knobs, heldReplies: held.size });
  });
  router.post('/__control', express.json(), (req, res) => {
    setKnobs((req.body ?? {}) as Partial<SmtpSinkKnobs>);
    res.json({ knobs, heldReplies: held.size });
  });
  return {
    host,
    port,
    username: SANDBOX_SMTP_ACCOUNT.username,
    password: SANDBOX_SMTP_ACCOUNT.password,
    knobs: () => ({ ...knobs }),
    setKnobs,
    heldReplies: () => held.size,
    router,
    close: () => {
      for (const timer of held) clearTimeout(timer);
      held.clear();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

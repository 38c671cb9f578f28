import type Mail from 'nodemailer/lib/mailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { escapeHtml } from '../common/escape-html.js';

/** A file that goes with an email (the saved resume), under its own name. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One email as the user wrote it: plain text, one recipient. */
export interface OutgoingEmail {
  from: { name: string | null; address: string };
  to: string;
  subject: string;
  /** Plain text; line breaks as typed. */
  body: string;
  /** The Message-ID it leaves with (`<…@…>`), chosen before sending so a reply can be matched whatever happens. */
  messageId?: string;
  /** A follow-up: the Message-ID it answers and the thread's Message-IDs, oldest first. */
  inReplyTo?: string;
  references?: string[];
  /** Gmail's thread to send it into (SMTP threads by the headers alone). */
  threadId?: string;
  attachments?: EmailAttachment[];
}

/** The HTML part: the text with HTML escaped and every line break (CRLF, CR or LF) as `<br>`. */
export function bodyToHtml(body: string): string {
  return escapeHtml(body).replace(/\r\n|\r|\n/g, '<br>');
}

/**
 * nodemailer's message options: multipart/alternative with a text/plain and an HTML part (inside multipart/mixed
 * with the attachments, when there are any), UTF-8 throughout (non-ASCII headers and file names become encoded
 * words). The SMTP transport composes from these; Gmail gets them composed.
 */
export function mailOptions(email: OutgoingEmail): Mail.Options {
  return {
    from: email.from.name ? { name: email.from.name, address: email.from.address } : email.from.address,
    to: email.to,
    subject: email.subject,
    text: email.body,
    html: bodyToHtml(email.body),
    ...(email.messageId ? { messageId: email.messageId } : {}),
    ...(email.inReplyTo ? { inReplyTo: email.inReplyTo } : {}),
    ...(email.references?.length ? { references: email.references } : {}),
    ...(email.attachments?.length
      ? {
          attachments: email.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        }
      : {}),
    // Never let an address or a file path in the options be read from disk or fetched.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** The RFC 2822 message (what Gmail's `raw` carries) and its Message-ID. */
export async function composeRawMessage(email: OutgoingEmail): Promise<{ raw: Buffer; messageId: string }> {
  const node = new MailComposer(mailOptions(email)).compile();
  const raw = await node.build();
  return { raw, messageId: node.messageId() };
}

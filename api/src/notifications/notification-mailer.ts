import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** One notification email: plain text and HTML, to one person, with a one-click unsubscribe. */
export interface NotificationEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The https URL a POST to which unsubscribes (RFC 8058), signed for this person. */
  unsubscribeUrl: string;
}

/**
 * The app's own sender of notification emails (NOTIFY_SMTP_URL, From NOTIFY_FROM): never a user's mailbox. Every
 * message carries `List-Unsubscribe` with its https link and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
 * (RFC 8058), so mail providers show an unsubscribe button that works without signing in. Unset: `available` is
 * false and nothing is sent.
 */
@Injectable()
export class NotificationMailer implements OnApplicationShutdown {
  private readonly transport: Transporter | null;
  private readonly from: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.from = config.notify.from;
    this.transport = config.notify.smtpUrl
      ? nodemailer.createTransport({
          url: config.notify.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : null;
  }

  get available(): boolean {
    return this.transport !== null;
  }

  async send(email: NotificationEmail): Promise<{ messageId: string }> {
    if (!this.transport) throw new Error('NOTIFY_SMTP_URL is not set: notification emails are off');
    const info = (await this.transport.sendMail({
      from: this.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: {
        'List-Unsubscribe': `<${email.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        // Out-of-office replies and the like are not for an automatic sender (RFC 3834).
        'Auto-Submitted': 'auto-generated',
      },
      disableFileAccess: true,
      disableUrlAccess: true,
    })) as { messageId: string };
    return { messageId: info.messageId };
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}

import { Inject, Injectable } from '@nestjs/common';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { MailProviderError, type MailSender, type SentEmail } from '../mail-sender.js';
import { mailOptions, type OutgoingEmail } from '../outgoing-email.js';
import { PrivateSmtpHostError, publicAddressOf } from './public-address.js';

export interface SmtpConnection {
  host: string;
  port: number;
  /** true: TLS from the start (465); false: STARTTLS when the server offers it (587). */
  secure: boolean;
  username: string;
  password: string;
}

interface NodemailerError {
  code?: string;
  response?: string;
  responseCode?: number;
  message?: string;
}

const UNREACHABLE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EPROTOCOL']);

/** A nodemailer failure as the sending domain's error, with the server's own words when it gave some. */
export function smtpFailure(err: unknown, connection: Pick<SmtpConnection, 'host' | 'port'>): MailProviderError {
  const e = (err ?? {}) as NodemailerError;
  const said = (e.response ?? e.message ?? 'no answer').trim().slice(0, 300);
  if (e.code === 'EAUTH') return new MailProviderError('auth', said);
  if (!UNREACHABLE_CODES.has(e.code ?? '') && e.responseCode !== undefined) {
    return new MailProviderError('rejected', `the mail server refused the message (${said})`);
  }
  return new MailProviderError('unreachable', `could not connect to ${connection.host}:${connection.port} (${said})`);
}

/** Sends through the user's own mail server: SMTP submission with their login (nodemailer). */
@Injectable()
export class SmtpSender implements MailSender<SmtpConnection> {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Throws PrivateSmtpHostError for a host on a private or local address unless the setting allows them; answers
   * the address to connect to (the name is kept for TLS), so a later DNS answer cannot point elsewhere.
   */
  async addressOf(host: string): Promise<string> {
    return this.config.mail.allowPrivateSmtpHosts ? host : publicAddressOf(host);
  }

  private async transport(connection: SmtpConnection, timeouts: { connect: number; socket: number }) {
    let address: string;
    try {
      address = await this.addressOf(connection.host);
    } catch (err) {
      if (err instanceof PrivateSmtpHostError) throw err;
      throw smtpFailure(err, connection);
    }
    const options: SMTPTransport.Options = {
      host: address,
      port: connection.port,
      secure: connection.secure,
      auth: { user: connection.username, pass: connection.password },
      connectionTimeout: timeouts.connect,
      greetingTimeout: timeouts.connect,
      socketTimeout: timeouts.socket,
      dnsTimeout: timeouts.connect,
      tls: { minVersion: 'TLSv1.2', servername: connection.host },
    };
    return nodemailer.createTransport(options);
  }

  /**
   * Connects and logs in (nothing is sent): how an account is checked before it is stored. Throws
   * PrivateSmtpHostError, or nodemailer's own error (see smtpCheckFailureKind) for the caller to sort and log.
   */
  async verify(connection: SmtpConnection): Promise<void> {
    const transport = await this.transport(connection, { connect: 8_000, socket: 10_000 });
    try {
      await transport.verify();
    } finally {
      transport.close();
    }
  }

  async send(connection: SmtpConnection, email: OutgoingEmail): Promise<SentEmail> {
    const transport = await this.transport(connection, { connect: 10_000, socket: 30_000 }).catch((err: unknown) => {
      if (!(err instanceof PrivateSmtpHostError)) throw err;
      throw new MailProviderError(
        'unreachable',
        `${connection.host} points to a private or local network address; change the account in Settings`,
      );
    });
    try {
      const info = await transport.sendMail(mailOptions(email));
      return { messageId: info.messageId };
    } catch (err) {
      const failure = smtpFailure(err, connection);
      if (failure.reason === 'auth') {
        throw new MailProviderError('auth', `the mail server did not accept the login (${failure.message})`);
      }
      throw failure;
    } finally {
      transport.close();
    }
  }
}

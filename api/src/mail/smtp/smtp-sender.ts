import { Injectable } from '@nestjs/common';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { MailProviderError, type MailSender, type SentEmail } from '../mail-sender.js';
import { mailOptions, type OutgoingEmail } from '../outgoing-email.js';

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
  private transport(connection: SmtpConnection, timeouts: { connect: number; socket: number }) {
    const options: SMTPTransport.Options = {
      host: connection.host,
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

  /** Connects and logs in (nothing is sent): how an account is checked before it is stored. */
  async verify(connection: SmtpConnection): Promise<void> {
    const transport = this.transport(connection, { connect: 8_000, socket: 10_000 });
    try {
      await transport.verify();
    } catch (err) {
      throw smtpFailure(err, connection);
    } finally {
      transport.close();
    }
  }

  async send(connection: SmtpConnection, email: OutgoingEmail): Promise<SentEmail> {
    const transport = this.transport(connection, { connect: 10_000, socket: 30_000 });
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

import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DuplicateSendDetails, SendEmailRequest, SendEmailResponse } from '@app/types';
import { Repository } from 'typeorm';
import { EmailApplicationEntity } from '../applications/email-application.entity.js';
import { toEmailApplication } from '../applications/email-application.mapper.js';
import { SettingsService } from '../settings/settings.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { composeLinks } from './compose-links.js';
import { GmailSender } from './gmail/gmail-sender.js';
import { MailAccountsService, type ReadyMailAccount } from './mail-accounts.service.js';
import { AlreadySendingError, DuplicateSendError, EmailNotSentError, GmailReauthRequiredError } from './mail.errors.js';
import { MailProviderError, type SentEmail } from './mail-sender.js';
import type { OutgoingEmail } from './outgoing-email.js';
import { SmtpSender } from './smtp/smtp-sender.js';

/** A job or a recipient emailed within this window needs `confirmDuplicate` to be emailed again. */
export const DUPLICATE_WINDOW_DAYS = 30;

function sentResponse(row: EmailApplicationEntity): SendEmailResponse {
  return {
    success: true,
    sentViaGmail: row.provider === 'gmail',
    sentVia: row.provider,
    application: toEmailApplication(row),
  };
}

function formatDay(date: Date, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date);
  }
}

/**
 * `POST /api/send-email`: sends from the user's own mailbox and records the application.
 *
 * Never twice: a row with the idempotency key is written 'sending' before the provider is called (unique per user),
 * so a retry or double click finds it: 'sent' answers the same success, 'sending' is refused, 'failed' tries again.
 * A job or recipient already emailed in the last 30 days needs `confirmDuplicate`.
 */
@Injectable()
export class SendEmailService {
  constructor(
    @InjectRepository(EmailApplicationEntity) private readonly applications: Repository<EmailApplicationEntity>,
    private readonly settings: SettingsService,
    private readonly accounts: MailAccountsService,
    private readonly gmail: GmailSender,
    private readonly smtp: SmtpSender,
  ) {}

  async send(user: UserEntity, request: SendEmailRequest): Promise<SendEmailResponse> {
    const key = request.idempotencyKey;
    if (key) {
      const earlier = await this.applications.findOneBy({ userId: user.id, idempotencyKey: key });
      if (earlier?.status === 'sent') return sentResponse(earlier);
      if (earlier?.status === 'sending') throw new AlreadySendingError();
    }

    const ready = await this.accounts.readyAccount(user.id);
    // Nothing to send from: the client offers connecting Gmail, Gmail's compose page or the mail app. Nothing stored.
    if (!ready) return { success: false, needsGmailAuth: true, ...composeLinks(request) };

    const settings = await this.settings.get(user);
    if (!request.confirmDuplicate) await this.refuseDuplicate(user.id, request, settings.timezone);

    const row = await this.claim(user.id, key ?? randomUUID(), {
      mailAccountId: ready.account.id,
      jobTitle: request.jobTitle,
      companyName: request.companyName,
      companyEmail: request.to,
      emailSubject: request.subject,
      emailBody: settings.privacy.storeSentEmailBodies ? request.body : null,
      jobUrl: request.jobUrl ?? null,
      companyWebsite: request.companyWebsite ?? null,
      provider: ready.provider,
      fromAddress: ready.account.emailAddress,
      providerMessageId: null,
      error: null,
      sentAt: null,
    });
    // Another request with the same key finished between our first look and the claim.
    if (row.status === 'sent') return sentResponse(row);

    const email: OutgoingEmail = {
      from: {
        name: [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
        address: ready.account.emailAddress,
      },
      to: request.to,
      subject: request.subject,
      body: request.body,
    };
    let sent: SentEmail;
    try {
      sent = await this.deliver(ready, email);
    } catch (err) {
      const reason = err instanceof MailProviderError ? err.message : 'something went wrong on our side';
      await this.applications.update({ id: row.id }, { status: 'failed', error: reason });
      if (!(err instanceof MailProviderError)) throw err;
      if (err.reason === 'reauth' && ready.provider === 'gmail') {
        await this.accounts.markNeedsReauth(ready.account);
        throw new GmailReauthRequiredError(reason, composeLinks(request));
      }
      throw new EmailNotSentError(reason);
    }
    const done = { status: 'sent' as const, providerMessageId: sent.messageId, sentAt: new Date(), error: null };
    await this.applications.update({ id: row.id }, done);
    return sentResponse(Object.assign(row, done));
  }

  private deliver(ready: ReadyMailAccount, email: OutgoingEmail): Promise<SentEmail> {
    if (ready.provider === 'smtp') return this.smtp.send(ready.connection, email);
    return this.gmail.send(
      {
        credentials: ready.credentials,
        onRefresh: (credentials) => this.accounts.saveGmailCredentials(ready.account, credentials),
      },
      email,
    );
  }

  /** 409 `duplicate_send` when this job (same URL) or this recipient (any case) got a sent email lately. */
  private async refuseDuplicate(userId: string, request: SendEmailRequest, timeZone: string): Promise<void> {
    const since = new Date(Date.now() - DUPLICATE_WINDOW_DAYS * 86_400_000);
    const query = this.applications
      .createQueryBuilder('a')
      .where('a.userId = :userId AND a.status = :sent AND a.sentAt > :since', { userId, sent: 'sent', since })
      .orderBy('a.sentAt', 'DESC')
      .limit(1);
    const sameJob = request.jobUrl
      ? await query.clone().andWhere('a.jobUrl = :jobUrl', { jobUrl: request.jobUrl }).getOne()
      : null;
    const earlier =
      sameJob ?? (await query.clone().andWhere('lower(a.companyEmail) = lower(:to)', { to: request.to }).getOne());
    if (!earlier?.sentAt) return;
    const details: DuplicateSendDetails = {
      applicationId: earlier.id,
      sentAt: earlier.sentAt.toISOString(),
      to: earlier.companyEmail,
      jobTitle: earlier.jobTitle,
      companyName: earlier.companyName,
      subject: earlier.emailSubject,
      reason: sameJob ? 'same-job' : 'same-recipient',
    };
    const about = [earlier.jobTitle, earlier.companyName].filter(Boolean).join(' at ') || 'this job';
    throw new DuplicateSendError(
      `You already emailed ${earlier.companyEmail} about ${about} on ${formatDay(earlier.sentAt, timeZone)}.`,
      details,
    );
  }

  /**
   * Takes the idempotency key for this send: a new 'sending' row, or a 'failed' one turned back to 'sending'.
   * The unique index decides between two requests racing with one key; the loser sees 'sending' (409) or 'sent'.
   */
  private async claim(
    userId: string,
    idempotencyKey: string,
    fields: Partial<EmailApplicationEntity>,
  ): Promise<EmailApplicationEntity> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const earlier = await this.applications.findOneBy({ userId, idempotencyKey });
      if (earlier) {
        if (earlier.status === 'sent') return earlier;
        if (earlier.status === 'sending') throw new AlreadySendingError();
        const retried = await this.applications.update(
          { id: earlier.id, status: 'failed' },
          { ...fields, status: 'sending' },
        );
        if (retried.affected === 1) return this.applications.findOneByOrFail({ id: earlier.id });
        continue;
      }
      // ON CONFLICT DO NOTHING: a concurrent request with the same key is expected, not an error to log.
      const inserted = await this.applications
        .createQueryBuilder()
        .insert()
        .values({ ...fields, userId, idempotencyKey, status: 'sending' })
        .orIgnore()
        .returning(['id'])
        .execute();
      const id = (inserted.raw as { id: string }[])[0]?.id;
      if (id) return this.applications.findOneByOrFail({ id });
    }
    throw new AlreadySendingError();
  }
}

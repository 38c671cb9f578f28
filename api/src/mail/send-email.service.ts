import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import type { Tx } from '../common/transaction.js';
import type { DuplicateSendDetails, SendEmailRequest, SendEmailResponse } from '@app/types';
import { ApplicationSendsService } from '../applications/application-sends.service.js';
import type { EmailApplicationEntity } from '../applications/email-application.entity.js';
import { Clock } from '../common/clock.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { SettingsService } from '../settings/settings.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { composeLinks } from './compose-links.js';
import { GmailSender } from './gmail/gmail-sender.js';
import { MailAccountsService, type ReadyMailAccount } from './mail-accounts.service.js';
import { MailAccountsRepository } from './mail-accounts.repository.js';
import {
  AlreadyScheduledError,
  AlreadySendingError,
  DailyLimitReachedError,
  DuplicateSendError,
  EmailNotSentError,
  GmailReauthRequiredError,
  ResumeFileMissingError,
  SendUnconfirmedError,
  SenderPausedError,
} from './mail.errors.js';
import { MailProviderError, type SentEmail } from './mail-sender.js';
import { SenderPausesService } from './sender-pauses.service.js';
import type { EmailAttachment, OutgoingEmail } from './outgoing-email.js';
import { ResumeService } from '../resume/resume.service.js';
import { ResumeNotFoundError } from '../resume/resume.errors.js';
import { SmtpSender } from './smtp/smtp-sender.js';
import { SentEmailEvents } from './sent-email-events.js';

/** A job or a recipient emailed within this window needs `confirmDuplicate` to be emailed again. */
export const DUPLICATE_WINDOW_DAYS = 30;

/** What leaves with a claimed row: the text as written and how it threads. */
export interface Delivery {
  to: string;
  subject: string;
  body: string;
  attachResume: boolean;
  inReplyTo?: string;
  references?: string[];
  threadId?: string;
}

/** A Message-ID of our own, on the sender's domain, known before the provider is called. */
export function newMessageId(fromAddress: string): string {
  const domain = fromAddress.split('@').pop()?.trim() || 'localhost';
  return `<${randomUUID()}@${domain}>`;
}

function sentResponse(row: EmailApplicationEntity, applications: ApplicationSendsService): SendEmailResponse {
  return {
    success: true,
    sentViaGmail: row.provider === 'gmail',
    sentVia: row.provider,
    application: applications.asApplication(row),
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
 * so a retry or double click finds it: 'sent' answers the same success, 'sending' is refused, 'failed' tries again,
 * 'unknown' (the app stopped mid-send; UnconfirmedSendsSweeper) is refused with a sentence saying so, until the user
 * marks it in Applications. A job or recipient emailed (or maybe emailed) in the last 30 days needs
 * `confirmDuplicate`.
 */
@Injectable()
export class SendEmailService {
  private readonly sends;

  constructor(
    private readonly applications: ApplicationSendsService,
    private readonly settings: SettingsService,
    private readonly accounts: MailAccountsService,
    private readonly gmail: GmailSender,
    private readonly smtp: SmtpSender,
    private readonly resumes: ResumeService,
    private readonly events: SentEmailEvents,
    private readonly pauses: SenderPausesService,
    private readonly clock: Clock,
    metrics: MetricsService,
    private readonly mailAccounts: MailAccountsRepository,
  ) {
    this.sends = metrics.counter({
      name: 'emails_sent_total',
      help: "Emails handed to the user's mailbox provider, by provider (gmail, smtp) and outcome (sent, or why not)",
      labelNames: ['provider', 'outcome'],
    });
  }

  async send(user: UserEntity, request: SendEmailRequest): Promise<SendEmailResponse> {
    // (The outbox schedules with the same body: outbox/outbox.service.ts.)
    const key = request.idempotencyKey;
    const settings = await this.settings.get(user);
    if (key) {
      const earlier = await this.applications.byKey(user.id, key);
      if (earlier?.status === 'sent') return sentResponse(earlier, this.applications);
      if (earlier) this.refuseUnfinished(earlier, settings.timezone);
    }

    const ready = await this.accounts.readyAccount(user.id);
    // Nothing to send from: the client offers connecting Gmail, Gmail's compose page or the mail app. Nothing stored.
    if (!ready) return { success: false, needsGmailAuth: true, ...composeLinks(request) };

    const idempotencyKey = key ?? randomUUID();
    if (!request.confirmDuplicate) await this.refuseDuplicate(user.id, idempotencyKey, request, settings.timezone);
    const attachResume = request.attachResume ?? settings.outreach.attachResume;
    if (attachResume) await this.requireResumeFile(user.id);

    // The address's daily limit counts direct sends too, with the outbox's and other users' of the same address.
    const limit = { dailyLimit: settings.outreach.dailyLimit, timeZone: settings.timezone };
    const row = await this.claim(user.id, idempotencyKey, settings.timezone, limit, {
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
      attachResume,
      messageId: newMessageId(ready.account.emailAddress),
    });
    // Another request with the same key finished between our first look and the claim.
    if (row.status === 'sent') return sentResponse(row, this.applications);

    try {
      const sent = await this.deliverClaimed(user, row, ready, { ...request, attachResume });
      return sentResponse(sent, this.applications);
    } catch (err) {
      if (err instanceof MailProviderError && err.reason === 'reauth' && ready.provider === 'gmail') {
        throw new GmailReauthRequiredError(err.message, composeLinks(request));
      }
      if (err instanceof MailProviderError) throw new EmailNotSentError(err.message);
      throw err;
    }
  }

  /**
   * Sends a row already claimed 'sending' (by `send`, or by the outbox's dispatcher) and writes what the provider
   * said: 'sent' with its ids, or 'failed' with a sentence (MailProviderError is thrown on; a Gmail grant refused is
   * marked for reconnecting). The body is kept afterwards only when the privacy setting says so.
   */
  async deliverClaimed(
    user: Pick<UserEntity, 'id' | 'firstName' | 'lastName'>,
    row: EmailApplicationEntity,
    ready: ReadyMailAccount,
    delivery: Delivery,
  ): Promise<EmailApplicationEntity> {
    let sent: SentEmail;
    try {
      const email: OutgoingEmail = {
        from: {
          name: [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
          address: ready.account.emailAddress,
        },
        to: delivery.to,
        subject: delivery.subject,
        body: delivery.body,
        messageId: row.messageId ?? undefined,
        inReplyTo: delivery.inReplyTo,
        references: delivery.references,
        threadId: delivery.threadId,
        attachments: delivery.attachResume ? [await this.resumeAttachment(user.id)] : undefined,
      };
      sent = await this.deliver(ready, email);
      this.sends.inc({ provider: ready.provider, outcome: 'sent' });
    } catch (err) {
      this.sends.inc({ provider: ready.provider, outcome: err instanceof MailProviderError ? err.reason : 'error' });
      const reason = err instanceof MailProviderError ? err.message : 'something went wrong on our side';
      await this.applications.markFailed(row.id, reason);
      if (err instanceof MailProviderError && err.reason === 'reauth' && ready.provider === 'gmail') {
        await this.accounts.markNeedsReauth(ready.account);
      }
      throw err;
    }
    const keepBody = (await this.settings.privacyOf(user.id)).storeSentEmailBodies;
    // Unconditional: a send that outlived SEND_UNCONFIRMED_AFTER_SECONDS and was marked 'unknown' is known now.
    const done = {
      status: 'sent' as const,
      providerMessageId: sent.messageId,
      threadId: sent.threadId ?? null,
      sentAt: this.clock.now(),
      error: null,
      ...(keepBody ? {} : { emailBody: null }),
    };
    await this.applications.markSent(row.id, done);
    const sentRow = Object.assign(row, done);
    if (sentRow.followUpOf === null) this.events.firstEmailSent(sentRow);
    return sentRow;
  }

  /** 422 before anything is stored when the resume should go along and there is no file to attach. */
  async requireResumeFile(userId: string): Promise<void> {
    if (!(await this.resumes.saved(userId)).hasResume) throw new ResumeFileMissingError();
  }

  private async resumeAttachment(userId: string): Promise<EmailAttachment> {
    let file;
    try {
      file = await this.resumes.file(userId);
    } catch (err) {
      if (err instanceof ResumeNotFoundError) {
        throw new MailProviderError('rejected', 'your resume file is no longer saved, so it could not be attached');
      }
      throw err;
    }
    return { filename: file.fileName, contentType: file.mimeType, content: file.data };
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

  /** 409 for a key whose send is on its way ('sending') or was interrupted ('unknown'). */
  private refuseUnfinished(earlier: EmailApplicationEntity, timeZone: string): void {
    if (earlier.status === 'sending') throw new AlreadySendingError();
    if (earlier.status === 'scheduled') throw new AlreadyScheduledError();
    if (earlier.status === 'unknown') {
      throw new SendUnconfirmedError(earlier.id, formatDay(earlier.attemptedAt, timeZone));
    }
  }

  /**
   * 409 `duplicate_send` when this job (same URL) or this recipient (any case) got an email lately, or may have (on
   * its way, or interrupted by a crash): `details.status` says which. A row of this very key is not an earlier email
   * but this one, claimed by a concurrent repeat of the request: claim() answers that case.
   */
  async refuseDuplicate(
    userId: string,
    idempotencyKey: string,
    request: SendEmailRequest,
    timeZone: string,
  ): Promise<void> {
    const since = new Date(this.clock.now().getTime() - DUPLICATE_WINDOW_DAYS * 86_400_000);
    const found = await this.applications.latestMayHaveGone(userId, idempotencyKey, since, {
      jobUrl: request.jobUrl ?? null,
      recipient: request.to,
    });
    if (!found) return;
    const { row: earlier, sameJob } = found;
    const when = earlier.sentAt ?? earlier.attemptedAt;
    const status = earlier.status as 'sent' | 'sending' | 'unknown' | 'scheduled';
    const due = earlier.status === 'scheduled' && earlier.sendAt ? earlier.sendAt : when;
    const details: DuplicateSendDetails = {
      applicationId: earlier.id,
      sentAt: due.toISOString(),
      to: earlier.companyEmail,
      jobTitle: earlier.jobTitle,
      companyName: earlier.companyName,
      subject: earlier.emailSubject,
      reason: sameJob ? 'same-job' : 'same-recipient',
      status,
    };
    const about = [earlier.jobTitle, earlier.companyName].filter(Boolean).join(' at ') || 'this job';
    const day = formatDay(when, timeZone);
    const message = {
      sent: `You already emailed ${earlier.companyEmail} about ${about} on ${day}.`,
      sending: `An email to ${earlier.companyEmail} about ${about} is being sent right now.`,
      unknown:
        `You may already have emailed ${earlier.companyEmail} about ${about} on ${day}: we could not confirm that ` +
        'email was sent. Check your Sent folder.',
      scheduled: `An email to ${earlier.companyEmail} about ${about} is already in your outbox for ${formatDay(due, timeZone)}.`,
    }[status];
    throw new DuplicateSendError(message, details);
  }

  /**
   * Takes the idempotency key for this send: a new 'sending' row, or a 'failed' one turned back to 'sending'.
   * The unique index decides between two requests racing with one key; the loser sees 'sending' (409) or 'sent'.
   */
  private async claim(
    userId: string,
    idempotencyKey: string,
    timeZone: string,
    limit: { dailyLimit: number; timeZone: string },
    given: Partial<EmailApplicationEntity> & { fromAddress: string },
  ): Promise<EmailApplicationEntity> {
    const fields = { ...given, attemptedAt: this.clock.now() };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const earlier = await this.applications.byKey(userId, idempotencyKey);
      if (earlier?.status === 'sent') return earlier;
      if (earlier) this.refuseUnfinished(earlier, timeZone);
      // Counted and claimed under the address's lock, so 30 sends at once cannot all pass a limit of 5.
      const id = await this.mailAccounts.transaction(async (tx) => {
        await this.refuseOverDailyLimit(tx, given.fromAddress, limit);
        if (!earlier) return this.applications.insertSending(userId, idempotencyKey, fields, tx);
        return (await this.applications.retryAsSending(earlier.id, fields, tx)) ? earlier.id : null;
      });
      if (id) return this.applications.byId(id);
    }
    throw new AlreadySendingError();
  }

  /** 429 with 'Send later' when the address already sent its day's limit (the user's day, every sender counted). */
  private async refuseOverDailyLimit(
    tx: Tx,
    fromAddress: string,
    { dailyLimit, timeZone }: { dailyLimit: number; timeZone: string },
  ): Promise<void> {
    await this.applications.lockSender(tx, fromAddress);
    const paused = await this.pauses.pausedBecause(fromAddress, tx);
    if (paused !== null) throw new SenderPausedError(fromAddress, paused);
    const day = DateTime.fromJSDate(this.clock.now(), { zone: timeZone }).startOf('day');
    const start = day.toJSDate();
    const end = day.plus({ days: 1 }).toJSDate();
    if ((await this.applications.sentFromOnDay(tx, fromAddress, start, end)) < dailyLimit) return;
    throw new DailyLimitReachedError({ fromAddress, dailyLimit, resetsAt: end.toISOString() });
  }
}

import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  OutboxItem,
  OutreachSettings,
  ScheduleEmailRequest,
  ScheduleEmailResponse,
  UpdateOutboxItemRequest,
} from '@app/types';
import type { Tx } from '../common/transaction.js';
import type { EmailApplicationEntity } from '../applications/email-application.entity.js';
import { Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailAccountsService } from '../mail/mail-accounts.service.js';
import { newMessageId, SendEmailService } from '../mail/send-email.service.js';
import { SettingsService } from '../settings/settings.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { recipientClockOf, toOutboxItem } from './outbox-item.mapper.js';
import {
  AlreadySentError,
  DraftNotFoundError,
  NoMailboxError,
  NotScheduledError,
  OutboxEditInvalidError,
  OutboxItemNotFoundError,
  OutboxItemUnderwayError,
  SendAtInvalidError,
} from './outreach.errors.js';
import type { OutreachDraftEntity } from './outreach-draft.entity.js';
import { OutboxRepository } from './outbox.repository.js';
import { RecipientClockService } from './recipient-clock.service.js';
import type { RecipientClock } from './recipient-zone.js';
import { nextSlot, type PaceRules, withRecipientHours } from './send-pacing.js';
import { ApplicationSendsService } from '../applications/application-sends.service.js';

/** How far back sends count for a mailbox's pace (a day's limit, the spacing). */
export const PACE_LOOKBACK_MS = 2 * 86_400_000;
/** The farthest ahead an email may be scheduled. */
const MAX_AHEAD_MS = 90 * 86_400_000;
/** Recently finished outbox emails stay listed this long. */
const RECENT_MS = 14 * 86_400_000;

/** A mailbox's pace from the user's settings and the server's spacing. */
export function paceRules(config: AppConfig, timeZone: string, outreach: OutreachSettings): PaceRules {
  return {
    timeZone,
    startHour: outreach.sendingHours.start,
    endHour: outreach.sendingHours.end,
    days: outreach.sendingDays,
    dailyLimit: outreach.dailyLimit,
    spacingMs: config.outbox.spacingMs,
    inRecipientHours: config.outbox.inRecipientHours && outreach.inRecipientHours,
  };
}

/** Up to a quarter of the spacing more, at random, so the sends of a mailbox do not tick like a machine. */
export function jitterMs(spacingMs: number): number {
  return randomInt(0, Math.max(1, Math.floor(spacingMs / 4)));
}

/** What a new outbox row holds besides its timing. */
export type OutboxRowFields = Pick<
  EmailApplicationEntity,
  | 'jobTitle'
  | 'companyName'
  | 'companyEmail'
  | 'emailSubject'
  | 'emailBody'
  | 'jobUrl'
  | 'companyWebsite'
  | 'attachResume'
  | 'followUpOf'
  | 'followUpNumber'
  | 'recipientTimeZone'
  | 'recipientPlace'
>;

/**
 * The outbox: emails that leave the user's own mailbox later, at a safe pace (a daily limit per mailbox, a spacing
 * with jitter, the user's sending hours and days). An outbox email is an application row in 'scheduled' until the
 * dispatcher (outbox.dispatcher.ts) claims it 'sending' and sends it through the same path as `POST /api/send-email`,
 * so a crash never sends it twice. Over the limit means the next allowed slot, never a refusal.
 */
@Injectable()
export class OutboxService {
  constructor(
    private readonly rows: OutboxRepository,
    private readonly sendEmail: SendEmailService,
    private readonly accounts: MailAccountsService,
    private readonly settings: SettingsService,
    private readonly sends: ApplicationSendsService,
    private readonly recipientClocks: RecipientClockService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `POST /api/outbox`: the email goes at `sendAt` or the mailbox's next allowed slot after it, whichever is later. */
  async schedule(user: UserEntity, request: ScheduleEmailRequest): Promise<ScheduleEmailResponse> {
    const now = this.clock.now();
    const earliest = this.earliest(request.sendAt, now);
    const key = request.idempotencyKey ?? (request.draftId ? `draft:${request.draftId}` : randomUUID());
    const earlier = await this.rows.byKey(user.id, key);
    if (earlier?.status === 'scheduled') return scheduledResponse(earlier);
    if (earlier?.status === 'sent') throw new AlreadySentError();
    if (earlier?.status === 'sending' || earlier?.status === 'unknown')
      throw new OutboxItemUnderwayError(earlier.status);

    const ready = await this.accounts.readyAccount(user.id);
    if (!ready) throw new NoMailboxError();
    const { timezone, outreach } = await this.settings.outreachOf(user.id);
    if (!request.confirmDuplicate) await this.sendEmail.refuseDuplicate(user.id, key, request, timezone);
    const attachResume = request.attachResume ?? outreach.attachResume;
    if (attachResume) await this.sendEmail.requireResumeFile(user.id);
    const draft = request.draftId ? await this.ownedDraft(user.id, request.draftId) : null;
    const recipient = await this.recipientClocks.forJob(request.jobUrl, request.jobLocation);

    const row = await this.rows.transaction(async (tx) => {
      const { sendAt, recipientHoursOnly } = await this.planFor(
        tx,
        ready.account.emailAddress,
        earliest,
        paceRules(this.config, timezone, outreach),
        recipient,
      );
      const fields = {
        userId: user.id,
        mailAccountId: ready.account.id,
        idempotencyKey: key,
        status: 'scheduled' as const,
        sendAt,
        recipientTimeZone: recipient?.timeZone ?? null,
        recipientPlace: recipient?.place ?? null,
        recipientHoursOnly,
        attemptedAt: now,
        jobTitle: request.jobTitle,
        companyName: request.companyName,
        companyEmail: request.to,
        emailSubject: request.subject,
        emailBody: request.body,
        jobUrl: request.jobUrl ?? null,
        companyWebsite: request.companyWebsite ?? null,
        provider: ready.provider,
        fromAddress: ready.account.emailAddress,
        attachResume,
        messageId: newMessageId(ready.account.emailAddress),
        providerMessageId: null,
        error: null,
        sentAt: null,
      };
      let saved: EmailApplicationEntity;
      if (earlier) {
        // A failed or cancelled email of this key is scheduled again in the same row.
        await this.rows.update({ id: earlier.id }, fields, tx);
        saved = Object.assign(earlier, fields);
      } else {
        saved = await this.rows.insertIn(tx, fields);
      }
      if (draft) await this.rows.approveDraft(tx, draft.id, saved.id, request.subject, request.body);
      return saved;
    });
    return scheduledResponse(row);
  }

  /**
   * Adds an email to a mailbox's outbox from inside a transaction (follow-ups): planned like `schedule`, no
   * duplicate guard (a follow-up goes to the same person on purpose).
   */
  async scheduleRow(
    tx: Tx,
    user: Pick<UserEntity, 'id'>,
    mailbox: { id: string; emailAddress: string; provider: EmailApplicationEntity['provider'] },
    fields: OutboxRowFields,
    earliest: Date,
  ): Promise<EmailApplicationEntity> {
    const { timezone, outreach } = await this.settings.outreachOf(user.id);
    const recipient = fields.recipientTimeZone
      ? { timeZone: fields.recipientTimeZone, place: fields.recipientPlace ?? '' }
      : null;
    const { sendAt, recipientHoursOnly } = await this.planFor(
      tx,
      mailbox.emailAddress,
      earliest,
      paceRules(this.config, timezone, outreach),
      recipient,
    );
    return this.rows.insertIn(tx, {
      ...fields,
      recipientHoursOnly,
      userId: user.id,
      mailAccountId: mailbox.id,
      idempotencyKey: randomUUID(),
      status: 'scheduled',
      sendAt,
      attemptedAt: this.clock.now(),
      provider: mailbox.provider,
      fromAddress: mailbox.emailAddress,
      messageId: newMessageId(mailbox.emailAddress),
      providerMessageId: null,
      error: null,
      sentAt: null,
    });
  }

  /** `GET /api/outbox`: what waits (soonest first), then what went or was taken out in the last two weeks. */
  async list(userId: string): Promise<OutboxItem[]> {
    const since = new Date(this.clock.now().getTime() - RECENT_MS);
    const rows = await this.rows.listOf(userId, since);
    return rows.map(toOutboxItem);
  }

  /** `GET /api/outbox/:id`: one email of the outbox with its subject and text, to read before it goes. */
  async get(userId: string, id: string): Promise<OutboxItem> {
    return toOutboxItem(await this.ownedItem(userId, id));
  }

  /**
   * `PATCH /api/outbox/:id`: a scheduled email's subject, text or time. A new time is planned like a new email's
   * (the mailbox's next allowed slot at or after it, around its other emails); 409 with a sentence once it is
   * sending, sent or taken out.
   */
  async update(userId: string, id: string, request: UpdateOutboxItemRequest): Promise<OutboxItem> {
    const { subject, body, sendAt } = request;
    if (subject === undefined && body === undefined && sendAt === undefined) {
      throw new OutboxEditInvalidError('Nothing to change: send a subject, a body or a sendAt.');
    }
    if (subject !== undefined && !subject.trim()) throw new OutboxEditInvalidError('subject must not be blank.');
    if (body !== undefined && !body.trim()) throw new OutboxEditInvalidError('body must not be blank.');
    const earliest = sendAt === undefined ? null : this.earliest(sendAt, this.clock.now());
    await this.ownedItem(userId, id);
    return this.rows.transaction(async (tx) => {
      // The row lock orders this against the dispatcher's claim (which takes the same lock first).
      const row = await this.rows.lockOrFail(tx, id);
      if (row.status !== 'scheduled') throw notChangeable(row.status);
      const changes: Partial<
        Pick<EmailApplicationEntity, 'emailSubject' | 'emailBody' | 'sendAt' | 'recipientHoursOnly'>
      > = {};
      if (subject !== undefined) changes.emailSubject = subject.trim();
      if (body !== undefined) changes.emailBody = body;
      if (earliest) {
        const { timezone, outreach } = await this.settings.outreachOf(userId);
        const rules = paceRules(this.config, timezone, outreach);
        // Rescheduled like a new email: in the recipient's working hours as well as the user's sending hours.
        const recipient = row.recipientTimeZone
          ? { timeZone: row.recipientTimeZone, place: row.recipientPlace ?? '' }
          : null;
        const planned = await this.planFor(tx, row.fromAddress, earliest, rules, recipient, row.id);
        changes.sendAt = planned.sendAt;
        changes.recipientHoursOnly = planned.recipientHoursOnly;
      }
      await this.rows.update({ id, status: 'scheduled' }, changes, tx);
      return toOutboxItem(Object.assign(row, changes));
    });
  }

  /** `DELETE /api/outbox/:id`: takes an email out before it goes; 409 once it is on its way or gone. */
  async cancel(userId: string, id: string): Promise<OutboxItem> {
    const row = await this.ownedItem(userId, id);
    if (row.status === 'cancelled') return toOutboxItem(row);
    const done = { status: 'cancelled' as const, error: 'Cancelled by you.' };
    const affected = await this.rows.updateCount({ id: row.id, status: 'scheduled' }, done);
    if (affected !== 1) {
      const now = await this.rows.byIdOrFail(row.id);
      if (now.status === 'sent') throw new AlreadySentError();
      throw new OutboxItemUnderwayError(now.status);
    }
    return toOutboxItem(Object.assign(row, done));
  }

  /** The user's email that went through the outbox (scheduled, or a follow-up); 404 for anything else. */
  private async ownedItem(userId: string, id: string): Promise<EmailApplicationEntity> {
    const row = await this.rows.owned(id, userId);
    if (!row || (row.sendAt === null && row.followUpOf === null)) throw new OutboxItemNotFoundError();
    return row;
  }

  /**
   * The next slot for one recipient: inside the user's sending hours and the recipient's working hours (on the user's
   * zone when the recipient's is unknown), or theirs alone when the two never meet.
   */
  async planFor(
    tx: Tx,
    fromAddress: string,
    earliest: Date,
    rules: PaceRules,
    recipient: RecipientClock | null,
    exceptId?: string,
  ): Promise<{ sendAt: Date; recipientHoursOnly: boolean }> {
    const paced = withRecipientHours(rules, recipient?.timeZone ?? rules.timeZone, earliest);
    return {
      sendAt: await this.plan(tx, fromAddress, earliest, paced.rules, exceptId),
      recipientHoursOnly: paced.recipientHoursOnly,
    };
  }

  /**
   * The next slot of the mailbox address at or after `earliest`, around everything it already sends at (sent, being
   * sent, interrupted, failed after talking to the server, or scheduled; by every user who sends from it), with
   * jitter. Under the address's lock, so two emails scheduled at once do not take one slot. `exceptId`: the email
   * being rescheduled, whose old time is not in its own way.
   */
  async plan(tx: Tx, fromAddress: string, earliest: Date, rules: PaceRules, exceptId?: string): Promise<Date> {
    await this.sends.lockSender(tx, fromAddress);
    const since = new Date(earliest.getTime() - PACE_LOOKBACK_MS);
    const taken = await this.sends.senderTimes(tx, fromAddress, since, true, exceptId);
    const slot = nextSlot(earliest, rules, taken);
    return nextSlot(new Date(slot.getTime() + jitterMs(rules.spacingMs)), rules, taken);
  }

  /** `sendAt` as given (never in the past, at most 90 days ahead), or now. */
  private earliest(sendAt: string | undefined, now: Date): Date {
    if (sendAt === undefined) return now;
    const at = new Date(sendAt);
    if (Number.isNaN(at.getTime())) throw new SendAtInvalidError('sendAt must be a date and time (ISO 8601).');
    if (at.getTime() - now.getTime() > MAX_AHEAD_MS) {
      throw new SendAtInvalidError('sendAt can be at most 90 days ahead.');
    }
    return at.getTime() < now.getTime() ? now : at;
  }

  private async ownedDraft(userId: string, id: string): Promise<OutreachDraftEntity> {
    // The id comes through the DTO's UUID check.
    const draft = await this.rows.approvableDraft(userId, id);
    if (!draft) throw new DraftNotFoundError('That draft was not found, or it was already approved or skipped.');
    return draft;
  }
}

/** Why a scheduled email can no longer be changed, as the 409 of cancelling it says. */
function notChangeable(status: EmailApplicationEntity['status']): Error {
  if (status === 'sent') return new AlreadySentError();
  if (status === 'sending' || status === 'unknown') return new OutboxItemUnderwayError(status);
  return new NotScheduledError(status);
}

export function scheduledResponse(row: EmailApplicationEntity): ScheduleEmailResponse {
  return { id: row.id, status: 'scheduled', sendAt: row.sendAt!.toISOString(), ...recipientClockOf(row) };
}

import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { FOLLOW_UP_MAX, type ScheduleEmailResponse, type ScheduleFollowUpRequest } from '@app/types';
import { QueryFailedError } from 'typeorm';
import type { EmailApplicationEntity } from '../applications/email-application.entity.js';
import { Clock } from '../common/clock.js';
import { ComposeService } from '../compose/compose.service.js';
import { SentEmailEvents } from '../mail/sent-email-events.js';
import { PlansService } from '../plans/plans.service.js';
import { SettingsService } from '../settings/settings.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { FollowUpsRepository } from './follow-ups.repository.js';
import { OutboxService, scheduledResponse } from './outbox.service.js';
import {
  ApplicationAnsweredError,
  FollowUpsUsedError,
  FollowUpTextError,
  SendingMailboxRemovedError,
  SentEmailNotFoundError,
} from './outreach.errors.js';
import { RecipientClockService } from './recipient-clock.service.js';
import type { RecipientClock } from './recipient-zone.js';
import { FOLLOW_UP_MIN_BUSINESS_DAYS, followUpDue } from './send-pacing.js';

const isUniqueViolation = (err: unknown) =>
  err instanceof QueryFailedError && (err.driverError as { code?: string } | undefined)?.code === '23505';

/** "Re: " once, however many times the subject was answered already. */
export function replySubject(subject: string): string {
  return /^re:\s/i.test(subject) ? subject : `Re: ${subject}`;
}

/**
 * Follow-ups: short emails in the thread of a first email nobody answered, drafted by the email writer's follow-up
 * mode and put in the outbox (shown before they go, cancellable). `POST /api/email-applications/:id/follow-ups`
 * schedules one; with the setting on, the first email's sending schedules them by itself, after N business days on
 * the recipient's calendar, through the same path. A follow-up is never due sooner than two business days (the
 * recipient's weekdays, in their zone; the user's when unknown) after the email it follows. Marking an outcome or a detected reply cancels them.
 */
@Injectable()
export class FollowUpsService implements OnModuleInit {
  private readonly logger = new Logger(FollowUpsService.name);

  constructor(
    private readonly rows: FollowUpsRepository,
    private readonly outbox: OutboxService,
    private readonly compose: ComposeService,
    private readonly settings: SettingsService,
    private readonly plans: PlansService,
    private readonly users: UsersService,
    private readonly events: SentEmailEvents,
    private readonly recipientClocks: RecipientClockService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.events.onFirstEmailSent((row) => this.scheduleAutomatic(row.id));
  }

  /** The next follow-up of an application, at `sendAt` (or its next allowed slot), with `body` or a drafted one. */
  async schedule(user: UserEntity, firstId: string, request: ScheduleFollowUpRequest): Promise<ScheduleEmailResponse> {
    const first = await this.firstEmail(user.id, firstId);
    const recipient = await this.recipientOf(first);
    const { timezone } = await this.settings.outreachOf(user.id);
    const due = followUpDue(
      await this.lastInThread(first),
      FOLLOW_UP_MIN_BUSINESS_DAYS,
      recipient?.timeZone ?? timezone,
    );
    const asked = request.sendAt ? new Date(request.sendAt) : this.clock.now();
    const row = await this.scheduleNext(user, first, recipient, asked > due ? asked : due, request.body);
    return scheduledResponse(row);
  }

  /** With follow-ups on (and Pro), plans each of them after its wait in business days; each is drafted now. */
  async scheduleAutomatic(firstId: string): Promise<void> {
    const first = await this.rows.application(firstId);
    if (!first || first.status !== 'sent' || first.followUpOf !== null || !first.sentAt) return;
    const user = await this.users.findById(first.userId);
    if (!user || (await this.plans.planOf(user)) === 'free') return;
    const { timezone, outreach } = await this.settings.outreachOf(user.id);
    if (!outreach.followUps.enabled) return;
    const recipient = await this.recipientOf(first);
    let after = first.sentAt;
    for (let n = 0; n < outreach.followUps.count; n += 1) {
      after = followUpDue(after, outreach.followUps.afterBusinessDays, recipient?.timeZone ?? timezone);
      try {
        const row = await this.scheduleNext(user, first, recipient, after);
        after = row.sendAt!;
      } catch (err) {
        if (err instanceof FollowUpsUsedError || err instanceof ApplicationAnsweredError) return;
        throw err;
      }
    }
  }

  private async scheduleNext(
    user: UserEntity,
    first: EmailApplicationEntity,
    recipient: RecipientClock | null,
    earliest: Date,
    body?: string,
  ): Promise<EmailApplicationEntity> {
    if (first.outcome !== null) throw new ApplicationAnsweredError();
    const subject = replySubject(first.emailSubject);
    let text = body?.trim();
    if (!text) {
      const drafted = await this.compose.followUp(user, {
        number: (await this.rows.countActive(first.id)) + 1,
        previousSubject: first.emailSubject,
        previousBody: first.emailBody,
        recipientName: null,
        jobTitle: first.jobTitle,
        companyName: first.companyName,
      });
      text = drafted.email?.body?.trim();
      if (!text) throw new FollowUpTextError();
    }
    try {
      return await this.rows.transaction(async (tx) => {
        // The first email's row lock orders this against marking an outcome (which cancels follow-ups).
        const locked = await this.rows.lockApplication(tx, first.id);
        if (!locked || locked.outcome !== null || locked.replyDetectedAt !== null) throw new ApplicationAnsweredError();
        const active = await this.rows.countActive(first.id, tx);
        if (active >= FOLLOW_UP_MAX) throw new FollowUpsUsedError();
        return this.outbox.scheduleRow(
          tx,
          user,
          { id: first.mailAccountId!, emailAddress: first.fromAddress, provider: first.provider },
          {
            jobTitle: first.jobTitle,
            companyName: first.companyName,
            companyEmail: first.companyEmail,
            emailSubject: subject,
            emailBody: text,
            jobUrl: first.jobUrl,
            companyWebsite: first.companyWebsite,
            attachResume: false,
            followUpOf: first.id,
            followUpNumber: active + 1,
            recipientTimeZone: recipient?.timeZone ?? null,
            recipientPlace: recipient?.place ?? null,
          },
          earliest.getTime() < this.clock.now().getTime() ? this.clock.now() : earliest,
        );
      });
    } catch (err) {
      // The automatic and an explicit follow-up of the same number raced: one is enough.
      if (isUniqueViolation(err)) throw new FollowUpsUsedError();
      throw err;
    }
  }

  /** The recipient's clock of a thread: the one its first email was planned on, else its job's. */
  private async recipientOf(first: EmailApplicationEntity): Promise<RecipientClock | null> {
    if (first.recipientTimeZone) return { timeZone: first.recipientTimeZone, place: first.recipientPlace ?? '' };
    return this.recipientClocks.forJob(first.jobUrl);
  }

  /** When the thread's last email went or is due (the first email, or a follow-up sent or waiting). */
  private async lastInThread(first: EmailApplicationEntity): Promise<Date> {
    const last = await this.rows.lastFollowUpAt(first.id);
    return last && last > first.sentAt! ? last : first.sentAt!;
  }

  /** A first email of the user's that was sent and has a mailbox to follow up from. */
  private async firstEmail(userId: string, id: string): Promise<EmailApplicationEntity> {
    const row = await this.rows.application(id, userId);
    if (!row || row.followUpOf !== null || row.status !== 'sent') {
      throw new SentEmailNotFoundError();
    }
    if (!row.mailAccountId) {
      throw new SendingMailboxRemovedError();
    }
    return row;
  }
}

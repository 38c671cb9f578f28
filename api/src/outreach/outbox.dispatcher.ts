import { type BeforeApplicationShutdown, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EmailApplicationEntity } from '../applications/email-application.entity.js';
import { Clock } from '../common/clock.js';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { PeriodicTask } from '../common/periodic-task.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailAccountsService } from '../mail/mail-accounts.service.js';
import { MailProviderError } from '../mail/mail-sender.js';
import { SendEmailService, type Delivery } from '../mail/send-email.service.js';
import { SenderPausesService } from '../mail/sender-pauses.service.js';
import { QueueService } from '../queue/queue.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { UsersService } from '../users/users.service.js';
import { PACE_LOOKBACK_MS, jitterMs, paceRules } from './outbox.service.js';
import { ApplicationSendsService } from '../applications/application-sends.service.js';
import { OutboxRepository } from './outbox.repository.js';
import { ReplyWatch } from './reply-watch.js';
import { nextSlot, withRecipientHours } from './send-pacing.js';

const QUEUE = 'outbox.send';
/** How often due emails are looked for (each becomes one pg-boss job). */
const TICK_MS = 1000;
const BATCH = 100;

interface OutboxJobData {
  id: string;
}

/** Why a follow-up is not sent, in a sentence the outbox shows. */
const ANSWERED = 'Not sent: the application was marked as answered.';

/**
 * Sends the outbox. Every second (in each process that runs workers) the emails whose `send_at` has come, by the
 * Clock, each get a pg-boss job (one queued per email: policy `short` with the email's id as singleton key); a
 * worker then claims the email under its mailbox's lock, checking the pace again (sending hours, the daily limit, the
 * spacing since the mailbox's last send: otherwise it moves to the next allowed slot), and sends it through the send
 * path of `POST /api/send-email`. Claiming turns it 'sending' before the provider is called, so a crash leaves it
 * 'sending' (then 'unknown', never resent) and a second job finds nothing to claim. A follow-up is checked again at
 * claim time: never sent once the application is marked or a reply was seen. An address paused by sender protection
 * (mail/sender-pauses.service.ts) gets no job and is never claimed: its emails wait, due, until the user resumes it.
 */
@Injectable()
export class OutboxDispatcher implements OnModuleInit, BeforeApplicationShutdown {
  private readonly ticker: PeriodicTask;
  private readonly logger: Logger;

  constructor(
    private readonly queue: QueueService,
    private readonly rows: OutboxRepository,
    private readonly sendEmail: SendEmailService,
    private readonly accounts: MailAccountsService,
    private readonly settings: SettingsService,
    private readonly sends: ApplicationSendsService,
    private readonly users: UsersService,
    private readonly replies: ReplyWatch,
    private readonly pauses: SenderPausesService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ component: 'outbox' });
    this.ticker = new PeriodicTask(
      () => this.tick(),
      (err) => this.logger.warn({ err }, 'Looking for due outbox emails failed'),
    );
  }

  async onModuleInit(): Promise<void> {
    await this.queue.ready();
    await this.queue.createQueue(QUEUE, { policy: 'short', retryLimit: 0, expireInSeconds: 600 });
    if (!this.config.runWorkers) return;
    await this.queue.boss.work<OutboxJobData>(QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
      if (job) await this.dispatch(job.data.id);
    });
    this.ticker.start(TICK_MS);
  }

  /** Asks a worker for each email that is due now (by the Clock). */
  async tick(): Promise<void> {
    // A paused address's emails wait (sender protection): no job for them until the user resumes it.
    const paused = await this.pauses.pausedAddresses();
    const ids = await this.rows.due(this.clock.now(), BATCH, paused);
    for (const id of ids) {
      await this.queue.boss.send(QUEUE, { id } satisfies OutboxJobData, { singletonKey: id });
    }
  }

  /** Claims one due email and sends it; nothing when it is not due, already claimed, or must wait for its slot. */
  async dispatch(id: string): Promise<void> {
    const pending = await this.rows.scheduled(id);
    if (!pending) return;
    // A follow-up first looks for a reply it has not seen yet (where the mailbox lets us see replies).
    if (pending.followUpOf) await this.replies.checkThread(pending.followUpOf).catch(() => undefined);
    const row = await this.claim(id);
    if (row) await this.deliver(row);
  }

  /**
   * 'scheduled' → 'sending' when it is due, allowed by the mailbox's pace, and (a follow-up) its application is not
   * answered; otherwise it is moved to the next allowed slot, or cancelled with the reason.
   */
  private async claim(id: string): Promise<EmailApplicationEntity | null> {
    return this.rows.transaction(async (tx) => {
      const row = await this.rows.lockScheduled(tx, id);
      const now = this.clock.now();
      if (!row || !row.sendAt || row.sendAt.getTime() > now.getTime()) return null;
      if (!row.mailAccountId) {
        await this.rows.update(
          { id },
          { status: 'failed', error: 'Not sent: the mailbox it was to go from was removed. Schedule it again.' },
          tx,
        );
        return null;
      }
      await this.sends.lockSender(tx, row.fromAddress);
      // Paused after too many bounces: it waits as it is, and goes once the user resumes the address.
      if ((await this.pauses.pausedBecause(row.fromAddress, tx)) !== null) return null;
      if (row.followUpOf) {
        const first = await this.rows.lockForShare(tx, row.followUpOf);
        if (!first || first.status !== 'sent' || first.outcome !== null || first.replyDetectedAt !== null) {
          const reason = first?.status !== 'sent' ? 'Not sent: the first email was not sent.' : ANSWERED;
          await this.rows.update({ id }, { status: 'cancelled', error: reason }, tx);
          return null;
        }
      }
      const { timezone, outreach } = await this.settings.outreachOf(row.userId);
      const rules = withRecipientHours(
        paceRules(this.config, timezone, outreach),
        row.recipientTimeZone ?? timezone,
        now,
      ).rules;
      const sends = await this.sends.senderTimes(
        tx,
        row.fromAddress,
        new Date(now.getTime() - PACE_LOOKBACK_MS),
        false,
        row.id,
      );
      const slot = nextSlot(now, rules, sends);
      if (slot.getTime() > now.getTime()) {
        // Not allowed now (outside the hours, the day is full, or too soon after the last send): its next slot.
        const later = nextSlot(new Date(slot.getTime() + jitterMs(rules.spacingMs)), rules, sends);
        await this.rows.update({ id }, { sendAt: later }, tx);
        return null;
      }
      const claimed = { status: 'sending' as const, attemptedAt: now };
      await this.rows.update({ id, status: 'scheduled' }, claimed, tx);
      return Object.assign(row, claimed);
    });
  }

  /** Sends a claimed email from its mailbox; the row says what happened (sent, or failed with a sentence). */
  private async deliver(row: EmailApplicationEntity): Promise<void> {
    const fail = (error: string) => this.rows.update({ id: row.id, status: 'sending' }, { status: 'failed', error });
    const user = await this.users.findById(row.userId);
    const ready = await this.accounts.readyAccountById(row.userId, row.mailAccountId!);
    if (!user || !ready) {
      await fail('Not sent: the mailbox it was to go from needs reconnecting in Settings. Schedule it again then.');
      return;
    }
    if (row.emailBody === null) {
      await fail('Not sent: its text was not kept.');
      return;
    }
    const delivery: Delivery = {
      to: row.companyEmail,
      subject: row.emailSubject,
      body: row.emailBody,
      attachResume: row.attachResume,
      ...(await this.threading(row)),
    };
    try {
      await this.sendEmail.deliverClaimed(user, row, ready, delivery);
      this.logger.info({ applicationId: row.id, userId: row.userId }, 'Outbox email sent');
    } catch (err) {
      // The row says 'failed' with the provider's sentence already; anything else is ours to log.
      if (!(err instanceof MailProviderError)) throw err;
      this.logger.warn({ applicationId: row.id, reason: err.reason }, 'Outbox email not sent');
    }
  }

  /** A follow-up answers the first email: In-Reply-To it, References the thread so far, into its Gmail thread. */
  private async threading(row: EmailApplicationEntity): Promise<Partial<Delivery>> {
    if (!row.followUpOf) return {};
    const first = await this.rows.byIdOrFail(row.followUpOf);
    const earlier = await this.rows.sentFollowUps(first.id);
    const before = earlier.filter((f) => (f.followUpNumber ?? 0) < (row.followUpNumber ?? 0));
    const references = [first.messageId, ...before.map((f) => f.messageId)].filter((id): id is string => !!id);
    return {
      inReplyTo: first.messageId ?? undefined,
      references,
      threadId: first.provider === 'gmail' && row.provider === 'gmail' ? (first.threadId ?? undefined) : undefined,
    };
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.ticker.stop();
  }
}

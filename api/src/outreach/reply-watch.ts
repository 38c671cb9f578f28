import { type BeforeApplicationShutdown, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { Clock } from '../common/clock.js';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { PeriodicTask } from '../common/periodic-task.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type Answer, strongerAnswer } from '../mail/auto-reply.js';
import { bounceNote, type DeliveryReport } from '../mail/delivery-report.js';
import { EnrichmentService } from '../enrichment/enrichment.service.js';
import { GmailThreads } from '../mail/gmail/gmail-threads.js';
import { ImapInbox, type ReceivedReport } from '../mail/imap/imap-inbox.js';
import { MailAccountsService } from '../mail/mail-accounts.service.js';
import { MailProviderError } from '../mail/mail-sender.js';
import { SenderPausesService } from '../mail/sender-pauses.service.js';
import { QueueService } from '../queue/queue.service.js';
import { ReplyWatchRepository, type ThreadRow } from './reply-watch.repository.js';

const QUEUE = 'outreach.replies';
/** First emails are watched for replies this long after they were sent. */
const WATCH_DAYS = 60;
/** At most this many first emails of one mailbox are looked up per check. */
const PER_CHECK = 200;
const REPLIED = 'Cancelled: a reply came in.';
/** A report's date is the mail server's, to the second: it may read a little before our own sent_at. */
const CLOCK_SKEW_MS = 60_000;
const BOUNCED = 'Cancelled: the email bounced (the address does not exist).';
/** Shown in Settings when Google no longer lets us read headers: what happened and what the user can do. */
const GMAIL_GRANT_WITHDRAWN =
  'Replies are no longer seen for you: Google withdrew the permission to read your Gmail headers. Mark replies by ' +
  'hand, or allow it again.';

interface ReplyJobData {
  mailAccountId: string;
}

/**
 * Reply detection. For SMTP mailboxes with IMAP settings, INBOX is searched for messages answering our Message-IDs
 * (In-Reply-To or References; imapflow). For Gmail mailboxes whose user allowed the headers-only scope, each
 * application's Gmail threads are read with `users.threads.get` (format=metadata): a message there from someone else
 * is an answer; a grant Google refuses turns detection off for that mailbox with a sentence saying so. Every
 * REPLY_CHECK_SECONDS each such mailbox with first emails still unanswered gets a pg-boss job (one queued per
 * mailbox), and a follow-up looks again right before it goes. A reply marks the application 'replied'
 * (reply_detected_at says it was seen, not marked) and cancels its pending follow-ups, in one transaction. An
 * automatic reply (mail/auto-reply.ts) is only noted on the application (auto_reply): it stays sent, its follow-ups
 * wait, and Analytics counts no response. A delivery report (mail/delivery-report.ts; over IMAP searched in INBOX and
 * matched by Message-ID, else recipient and time; in Gmail, in the thread) is a bounce: see recordBounce.
 */
@Injectable()
export class ReplyWatch implements OnModuleInit, BeforeApplicationShutdown {
  private readonly ticker: PeriodicTask;
  private readonly logger: Logger;

  constructor(
    private readonly queue: QueueService,
    private readonly rows: ReplyWatchRepository,
    private readonly accounts: MailAccountsService,
    private readonly imap: ImapInbox,
    private readonly gmailThreads: GmailThreads,
    private readonly enrichment: EnrichmentService,
    private readonly pauses: SenderPausesService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ component: 'reply-watch' });
    this.ticker = new PeriodicTask(
      () => this.enqueueChecks(),
      (err) => this.logger.warn({ err }, 'Planning reply checks failed'),
    );
  }

  async onModuleInit(): Promise<void> {
    await this.queue.ready();
    await this.queue.createQueue(QUEUE, { policy: 'short', retryLimit: 0, expireInSeconds: 600 });
    if (!this.config.runWorkers) return;
    await this.queue.boss.work<ReplyJobData>(QUEUE, { pollingIntervalSeconds: 2, batchSize: 1 }, async ([job]) => {
      if (job) await this.checkMailbox(job.data.mailAccountId);
    });
    this.ticker.start(this.config.outbox.replyCheckMs);
  }

  /** One job per mailbox that can see replies and has first emails waiting for an answer. */
  async enqueueChecks(): Promise<void> {
    const ids = await this.rows.mailboxesToCheck(this.since());
    for (const id of ids) {
      await this.queue.boss.send(QUEUE, { mailAccountId: id } satisfies ReplyJobData, { singletonKey: id });
    }
  }

  /** Looks for replies to every unanswered first email of one mailbox (and its follow-ups). */
  async checkMailbox(mailAccountId: string): Promise<void> {
    const firsts = await this.rows.unansweredFirsts(mailAccountId, this.since(), PER_CHECK);
    if (firsts.length === 0) return;
    await this.check(
      firsts[0]!.user_id,
      mailAccountId,
      firsts.map((f) => f.id),
    );
    await this.rows.markChecked(mailAccountId, this.clock.now());
  }

  /** Looks for a reply to one first email (before one of its follow-ups goes), where its mailbox lets us. */
  async checkThread(firstId: string): Promise<void> {
    const first = await this.rows.application(firstId);
    if (!first?.mailAccountId || first.status !== 'sent' || first.outcome !== null) return;
    await this.check(first.userId, first.mailAccountId, [first.id]);
  }

  /**
   * Marks 'replied' each of `firstIds` whose thread (the first email or a follow-up) got an answer from the person;
   * an automatic reply is only recorded on the application.
   */
  private async check(userId: string, mailAccountId: string, firstIds: string[]): Promise<void> {
    const threads = await this.rows.threadsOf(firstIds);
    if (threads.length === 0) return;
    const answered =
      (await this.answeredOverImap(userId, mailAccountId, threads)) ??
      (await this.answeredInGmail(userId, mailAccountId, threads));
    for (const [id, answer] of answered ?? []) {
      if (answer.kind === 'reply') await this.markReplied(id);
      else if (answer.kind === 'bounce') await this.recordBounce(id, answer.report);
      else await this.recordAutoReply(id, answer.note);
    }
  }

  /** Each first email's answer in the mailbox's IMAP INBOX; null when it has no IMAP settings. */
  private async answeredOverImap(
    userId: string,
    mailAccountId: string,
    threads: ThreadRow[],
  ): Promise<Map<string, Answer> | null> {
    const connection = await this.accounts.imapConnection(userId, mailAccountId);
    if (!connection) return null;
    const ours = threads.filter((t): t is ThreadRow & { message_id: string } => t.message_id !== null);
    if (ours.length === 0) return new Map();
    const answers = await this.imap.answers(
      connection,
      ours.map((t) => t.message_id),
      ours[0]!.from_address,
    );
    const byFirst = byFirstEmail(ours, (t) => (t.message_id === null ? undefined : answers.get(t.message_id)));
    const oldest = new Date(Math.min(...ours.map((t) => new Date(t.sent_at).getTime())) - 86_400_000);
    for (const report of await this.imap.deliveryReports(connection, oldest)) {
      const firstId = reportedOn(report, ours);
      if (firstId) byFirst.set(firstId, strongerAnswer(byFirst.get(firstId), { kind: 'bounce', report }));
    }
    return byFirst;
  }

  /**
   * Each first email's answer in its Gmail threads; null without the headers-only grant (nothing is asked of
   * Google then). A grant Google refuses turns Gmail reply detection off, with the reason for Settings.
   */
  private async answeredInGmail(
    userId: string,
    mailAccountId: string,
    threads: ThreadRow[],
  ): Promise<Map<string, Answer> | null> {
    const credentials = await this.accounts.gmailRepliesCredentials(userId, mailAccountId);
    if (!credentials) return null;
    const threadIds = [...new Set(threads.map((t) => t.thread_id).filter((id): id is string => id !== null))];
    const ourIds = new Set(threads.map((t) => t.message_id).filter((id): id is string => id !== null));
    let answers: Map<string, Answer>;
    try {
      answers = await this.gmailThreads.answered(
        {
          credentials,
          onRefresh: (next) => this.accounts.saveGmailRepliesCredentials(userId, mailAccountId, next),
        },
        threadIds,
        threads[0]!.from_address,
        ourIds,
      );
    } catch (err) {
      if (!(err instanceof MailProviderError && err.reason === 'reauth')) throw err;
      this.logger.warn({ mailAccountId, reason: err.message }, 'Google refused the Gmail headers grant; detection off');
      await this.accounts.stopGmailReplies(mailAccountId, GMAIL_GRANT_WITHDRAWN);
      await this.accounts.recheckGmailSending(userId, mailAccountId);
      return new Map();
    }
    return byFirstEmail(threads, (t) => (t.thread_id === null ? undefined : answers.get(t.thread_id)));
  }

  /**
   * A bounce. Hard (5.x.x): the application is 'bounced', its follow-ups are cancelled, and the address is invalid
   * for everyone (enrichment forgets the pattern it came from). Soft (4.x.x, mailbox full): only shown; nothing is
   * resent.
   */
  private async recordBounce(firstId: string, report: DeliveryReport): Promise<void> {
    const note = bounceNote(report).slice(0, 100);
    if (!report.hard) {
      await this.rows.noteBounce(firstId, note);
      return;
    }
    const bounced = await this.rows.recordHardBounce(firstId, note, BOUNCED);
    if (bounced === null) return;
    this.logger.info({ applicationId: firstId, status: report.status }, 'A hard bounce was detected');
    // Sender protection: too many hard bounces from the address pause its sending (the next bounce looks again if
    // this look fails).
    await this.pauses
      .checkAfterBounce(bounced.from_address)
      .catch((err: unknown) => this.logger.warn({ err, applicationId: firstId }, 'Sender protection check failed'));
    await this.enrichment.markBounced(report.recipient ?? bounced.company_email, report.status);
  }

  /** An automatic reply (out of office) changes nothing but what the application shows. */
  private async recordAutoReply(firstId: string, note: string): Promise<void> {
    await this.rows.noteAutoReply(firstId, note.slice(0, 100));
  }

  /** The application is answered: outcome 'replied' (unless the user marked one), pending follow-ups cancelled. */
  async markReplied(firstId: string): Promise<void> {
    const now = this.clock.now();
    await this.rows.markReplied(firstId, now, REPLIED, () =>
      this.logger.info({ applicationId: firstId }, 'A reply was detected'),
    );
  }

  private since(): Date {
    return new Date(this.clock.now().getTime() - WATCH_DAYS * 86_400_000);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.ticker.stop();
  }
}

/** The answers of a first email's thread (it and its follow-ups), one per first email: the person's reply wins. */
function byFirstEmail(threads: ThreadRow[], answerOf: (thread: ThreadRow) => Answer | undefined): Map<string, Answer> {
  const byFirst = new Map<string, Answer>();
  for (const thread of threads) {
    const answer = answerOf(thread);
    if (answer) byFirst.set(thread.first_id, strongerAnswer(byFirst.get(thread.first_id), answer));
  }
  return byFirst;
}

/**
 * The first email a delivery report is on: the one whose Message-ID (or a follow-up's) it names, else the latest
 * sent to its recipient before it came.
 */
function reportedOn(report: ReceivedReport, threads: ThreadRow[]): string | null {
  const byId = threads.find((t) => t.message_id !== null && report.messageIds.includes(t.message_id));
  if (byId) return byId.first_id;
  const recipient = report.recipient;
  if (!recipient) return null;
  const sentBefore = threads
    .filter(
      (t) =>
        t.company_email.toLowerCase() === recipient &&
        new Date(t.sent_at).getTime() <= report.receivedAt.getTime() + CLOCK_SKEW_MS,
    )
    .sort((a, b) => new Date(b.sent_at).getTime() - new Date(a.sent_at).getTime());
  return sentBefore[0]?.first_id ?? null;
}

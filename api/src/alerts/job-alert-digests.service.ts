import { Inject, Injectable } from '@nestjs/common';
import { IN_PROGRESS_STATUSES } from '@app/types';
import type { Logger } from 'pino';
import { Clock } from '../common/clock.js';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { NotificationMailer } from '../notifications/notification-mailer.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { PlansService } from '../plans/plans.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { UsersService } from '../users/users.service.js';
import { JobAlertDigestsRepository } from './job-alert-digests.repository.js';
import { jobAlertEmail, type DigestJob, type DigestSearch } from './job-alert-email.js';

export type DigestOutcome =
  'sent' | 'failed' | 'no-sender' | 'off' | 'not-pro' | 'runs-in-progress' | 'sent-today' | 'nothing-new';

/** A digest speaks of jobs first found within this many days. */
const DIGEST_WINDOW_DAYS = 7;

/**
 * One email a day (the user's local date) with the new jobs of their saved searches that have a contact to write to,
 * from the app's own sender (NotificationMailer), for users who turned job alert emails on. It goes once every run of
 * theirs has ended, so one morning's runs make one email; new jobs found later that day wait for the next day's.
 *
 * Never twice: the day's digest row is written 'sending', with the jobs it takes marked, before the mail server is
 * called (a crash then loses that day's email rather than sending it again). A refused send puts its jobs back for the
 * next day's digest.
 */
@Injectable()
export class JobAlertDigestsService {
  private readonly logger: Logger;

  constructor(
    private readonly rows: JobAlertDigestsRepository,
    private readonly mailer: NotificationMailer,
    private readonly notifications: NotificationsService,
    private readonly settings: SettingsService,
    private readonly users: UsersService,
    private readonly plans: PlansService,
    private readonly clock: Clock,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ component: 'job-alert-digests' });
  }

  /** Sends the digests due: users with new jobs no digest took in yet. */
  async sendDue(): Promise<Record<DigestOutcome, number>> {
    const counts = {} as Record<DigestOutcome, number>;
    if (!this.mailer.available) return counts;
    const users = await this.rows.usersWithNewJobs(this.newSince());
    for (const user_id of users) {
      try {
        const outcome = await this.sendFor(user_id);
        counts[outcome] = (counts[outcome] ?? 0) + 1;
      } catch (err) {
        this.logger.error({ err, userId: user_id }, 'Job alert digest failed');
      }
    }
    return counts;
  }

  /** Sends this user's digest if one is due now; says what happened. */
  async sendFor(userId: string): Promise<DigestOutcome> {
    if (!this.mailer.available) return 'no-sender';
    const user = await this.users.findById(userId);
    if (!user) return 'off';
    const settings = await this.settings.get(user);
    if (!settings.notifications.jobAlerts) return 'off';
    if (!(await this.plans.has(user, 'savedSearches'))) return 'not-pro';
    // One morning, one email: wait for every run of the user's saved searches to end and be taken in.
    const pending = await this.rows.pendingRuns(userId, IN_PROGRESS_STATUSES);
    if (pending > 0) return 'runs-in-progress';

    const now = this.clock.now();
    const localDate = now.toLocaleDateString('en-CA', { timeZone: settings.timezone });
    if (await this.rows.exists(userId, localDate)) return 'sent-today';

    const candidates = await this.rows.candidates(userId, this.newSince());
    if (!candidates.length) return 'nothing-new';
    const withContact = candidates.filter((c) => c.has_contact);

    const claimed = await this.rows.transaction(async (tx) => {
      if (withContact.length) {
        if (!(await this.rows.claim(tx, userId, localDate, withContact.length))) return false;
      }
      // Jobs without a contact are taken in too: they are not news for an email about whom to write to.
      await this.rows.markNotified(tx, candidates, now);
      return true;
    });
    if (!withContact.length) return 'nothing-new';
    if (!claimed) return 'sent-today';

    const searches = await this.rows.searchesOf(userId);
    const email = jobAlertEmail({
      firstName: user.firstName,
      appUrl: this.notifications.appUrl,
      unsubscribeUrl: this.notifications.unsubscribeUrl(userId),
      searches: searches.map((s): DigestSearch => ({ ...s, workType: s.work_type })),
      jobs: withContact.map((c): DigestJob => ({
        title: c.title,
        companyName: c.company_name,
        location: c.location,
        contactName: c.contact_name,
        contactTitle: c.contact_title,
        searchId: c.search_id,
        savedSearchId: c.saved_search_id,
      })),
    });
    try {
      const { messageId } = await this.mailer.send({
        to: user.email,
        ...email,
        unsubscribeUrl: this.notifications.unsubscribeUrl(userId),
      });
      await this.rows.sent(userId, localDate, messageId, this.clock.now());
      this.logger.info({ userId, jobs: withContact.length }, 'Job alert digest sent');
      return 'sent';
    } catch (err) {
      this.logger.warn({ err, userId }, 'Job alert digest not sent; its jobs wait for the next one');
      await this.rows.transaction(async (tx) => {
        await this.rows.failed(tx, userId, localDate, err instanceof Error ? err.message.slice(0, 500) : 'failed');
        await this.rows.markNotified(tx, withContact, null);
      });
      return 'failed';
    }
  }

  /**
   * Jobs first found before this are old news for an email (a digest missed for days, or alerts turned on later):
   * they stay in the app, and the email speaks of the last week only.
   */
  private newSince(): Date {
    return new Date(this.clock.now().getTime() - DIGEST_WINDOW_DAYS * 86_400_000);
  }
}

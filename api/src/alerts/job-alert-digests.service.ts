import { Inject, Injectable } from '@nestjs/common';
import { IN_PROGRESS_STATUSES, type WorkType } from '@app/types';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock.js';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { NotificationMailer } from '../notifications/notification-mailer.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { PlansService } from '../plans/plans.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { UsersService } from '../users/users.service.js';
import { jobAlertEmail, type DigestJob, type DigestSearch } from './job-alert-email.js';

export type DigestOutcome =
  'sent' | 'failed' | 'no-sender' | 'off' | 'not-pro' | 'runs-in-progress' | 'sent-today' | 'nothing-new';

/** A digest speaks of jobs first found within this many days. */
const DIGEST_WINDOW_DAYS = 7;

interface CandidateRow {
  saved_search_id: string;
  job_id: string;
  search_id: string | null;
  title: string;
  company_name: string | null;
  location: string | null;
  contact_name: string | null;
  contact_title: string | null;
  has_contact: boolean;
}

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
    private readonly dataSource: DataSource,
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
    const users = await this.dataSource.query<{ user_id: string }[]>(
      `SELECT DISTINCT s.user_id FROM saved_search_jobs j
         JOIN saved_searches s ON s.id = j.saved_search_id
         JOIN user_settings us ON us.user_id = s.user_id AND (us.notifications ->> 'jobAlerts') = 'true'
        WHERE j.notified_at IS NULL AND j.first_seen_at > $1`,
      [this.newSince()],
    );
    for (const { user_id } of users) {
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
    const [{ pending }] = await this.dataSource.query<[{ pending: number }]>(
      `SELECT count(*)::int AS pending FROM saved_searches s LEFT JOIN search_requests r ON r.id = s.last_search_id
        WHERE s.user_id = $1
          AND (r.status = ANY($2) OR (s.last_search_id IS NOT NULL AND s.last_search_id IS DISTINCT FROM s.settled_search_id))`,
      [userId, IN_PROGRESS_STATUSES],
    );
    if (pending > 0) return 'runs-in-progress';

    const now = this.clock.now();
    const localDate = now.toLocaleDateString('en-CA', { timeZone: settings.timezone });
    const already = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM notification_digests WHERE user_id = $1 AND local_date = $2`,
      [userId, localDate],
    );
    if (already.length) return 'sent-today';

    const candidates = await this.dataSource.query<CandidateRow[]>(
      `SELECT j.saved_search_id, j.job_id, j.first_search_id AS search_id, jb.title, jb.company_name, jb.location,
              coalesce(jb.poster_name, c.name) AS contact_name, coalesce(jb.poster_title, c.title) AS contact_title,
              (c.email IS NOT NULL AND c.status IN ('valid', 'catch-all')) AS has_contact
         FROM saved_search_jobs j
         JOIN saved_searches s ON s.id = j.saved_search_id
         JOIN jobs jb ON jb.id = j.job_id
         LEFT JOIN job_contacts c ON c.job_id = j.job_id
        WHERE s.user_id = $1 AND j.notified_at IS NULL AND j.first_seen_at > $2
        ORDER BY j.first_seen_at DESC, jb.title`,
      [userId, this.newSince()],
    );
    if (!candidates.length) return 'nothing-new';
    const withContact = candidates.filter((c) => c.has_contact);

    const claimed = await this.dataSource.transaction(async (tx) => {
      if (withContact.length) {
        const rows = await tx.query<unknown[]>(
          `INSERT INTO notification_digests (user_id, local_date, status, jobs) VALUES ($1, $2, 'sending', $3)
           ON CONFLICT (user_id, local_date) DO NOTHING RETURNING user_id`,
          [userId, localDate, withContact.length],
        );
        if (!rows.length) return false;
      }
      // Jobs without a contact are taken in too: they are not news for an email about whom to write to.
      await this.markNotified(tx, candidates, now);
      return true;
    });
    if (!withContact.length) return 'nothing-new';
    if (!claimed) return 'sent-today';

    const searches = await this.dataSource.query<
      { id: string; keyword: string; location: string; work_type: WorkType | null }[]
    >(`SELECT id, keyword, location, work_type FROM saved_searches WHERE user_id = $1 ORDER BY created_at`, [userId]);
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
      await this.dataSource.query(
        `UPDATE notification_digests SET status = 'sent', message_id = $3, sent_at = $4
          WHERE user_id = $1 AND local_date = $2`,
        [userId, localDate, messageId, this.clock.now()],
      );
      this.logger.info({ userId, jobs: withContact.length }, 'Job alert digest sent');
      return 'sent';
    } catch (err) {
      this.logger.warn({ err, userId }, 'Job alert digest not sent; its jobs wait for the next one');
      await this.dataSource.transaction(async (tx) => {
        await tx.query(
          `UPDATE notification_digests SET status = 'failed', error = $3 WHERE user_id = $1 AND local_date = $2`,
          [userId, localDate, err instanceof Error ? err.message.slice(0, 500) : 'failed'],
        );
        await this.markNotified(tx, withContact, null);
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

  private async markNotified(
    tx: { query: (sql: string, params: unknown[]) => Promise<unknown> },
    rows: readonly Pick<CandidateRow, 'saved_search_id' | 'job_id'>[],
    at: Date | null,
  ): Promise<void> {
    await tx.query(
      `UPDATE saved_search_jobs j SET notified_at = $3
         FROM unnest($1::uuid[], $2::uuid[]) AS t(saved_search_id, job_id)
        WHERE j.saved_search_id = t.saved_search_id AND j.job_id = t.job_id`,
      [rows.map((r) => r.saved_search_id), rows.map((r) => r.job_id), at],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AnalyticsStats } from '@app/types';
import { DataSource } from 'typeorm';
import { SearchService } from '../search/search.service.js';
import { SettingsService } from '../settings/settings.service.js';

/** Weeks the chart shows, the current one included. */
export const ANALYTICS_WEEKS = 8;

interface Totals {
  total: number;
  answered: number;
  interviews: number;
  avg_answer_seconds: number | null;
  bounced: number;
}

/**
 * Analytics from real rows only (DESIGN.md §6). An application counts as answered once the user marks any outcome
 * (a reply, an interview, or a rejection: each is an answer); response time is sending → marking.
 */
@Injectable()
export class AnalyticsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly searches: SearchService,
    private readonly settings: SettingsService,
  ) {}

  async stats(userId: string, now = new Date()): Promise<AnalyticsStats> {
    const [totals] = await this.db.query<[Totals]>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE outcome IS NOT NULL)::int AS answered,
              count(*) FILTER (WHERE outcome = 'interview')::int AS interviews,
              avg(extract(epoch FROM outcome_at - sent_at)) FILTER (WHERE outcome IS NOT NULL)::float AS avg_answer_seconds,
              -- A hard bounce never reached anyone: left out of the response rate, counted in the bounce rate.
              (SELECT count(*)::int FROM email_applications
                WHERE user_id = $1 AND status = 'bounced' AND follow_up_of IS NULL) AS bounced
         FROM email_applications
        WHERE user_id = $1 AND status = 'sent' AND follow_up_of IS NULL`,
      [userId],
    );
    const timezone = await this.settings.timezoneOf(userId);
    // Weeks start on Monday in the user's timezone; weeks without applications count 0.
    const weekly = await this.db.query<{ week: string; count: number }[]>(
      `WITH weeks AS (
         SELECT generate_series(
                  date_trunc('week', $3::timestamptz AT TIME ZONE $2) - interval '${ANALYTICS_WEEKS - 1} weeks',
                  date_trunc('week', $3::timestamptz AT TIME ZONE $2),
                  interval '1 week') AS week
       )
       SELECT to_char(w.week, 'YYYY-MM-DD') AS week, count(a.id)::int AS count
         FROM weeks w
         LEFT JOIN email_applications a
           ON a.user_id = $1 AND a.status = 'sent' AND a.follow_up_of IS NULL
          AND date_trunc('week', a.sent_at AT TIME ZONE $2) = w.week
        GROUP BY w.week
        ORDER BY w.week`,
      [userId, timezone, now.toISOString()],
    );
    return {
      totalApplications: totals.total,
      responseRate: percent(totals.answered, totals.total),
      averageResponseTime:
        totals.avg_answer_seconds === null ? null : Math.round((totals.avg_answer_seconds / 86_400) * 10) / 10,
      interviewsScheduled: totals.interviews,
      bounceRate: percent(totals.bounced, totals.total + totals.bounced),
      weeklyApplications: weekly,
      totalJobsScraped: await this.searches.countJobsScraped(userId),
    };
  }
}

/** `part` of `whole` in percent with one decimal; 0 of nothing. */
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** One user's sent first applications, counted (follow-ups left out). */
export interface ApplicationTotalsRow {
  total: number;
  answered: number;
  interviews: number;
  avg_answer_seconds: number | null;
  bounced: number;
}

/** Sent first applications in one week (Monday, `YYYY-MM-DD`, in the user's timezone). */
export interface WeeklyApplicationsRow {
  week: string;
  count: number;
}

/** Read-only SQL over the application rows for the analytics page (like admin's lists, it reads across rooms). */
@Injectable()
export class AnalyticsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async applicationTotals(userId: string): Promise<ApplicationTotalsRow> {
    const [totals] = await this.db.query<[ApplicationTotalsRow]>(
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
    return totals;
  }

  /** The last `weeks` weeks up to `now`'s, oldest first; weeks start on Monday in `timezone`, empty ones count 0. */
  async weeklyApplications(
    userId: string,
    timezone: string,
    now: Date,
    weeks: number,
  ): Promise<WeeklyApplicationsRow[]> {
    return this.db.query<WeeklyApplicationsRow[]>(
      `WITH weeks AS (
         SELECT generate_series(
                  date_trunc('week', $3::timestamptz AT TIME ZONE $2) - interval '${weeks - 1} weeks',
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
  }
}

import { Injectable } from '@nestjs/common';
import type { AnalyticsStats } from '@app/types';
import { SearchService } from '../search/search.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { AnalyticsRepository } from './analytics.repository.js';

/** Weeks the chart shows, the current one included. */
export const ANALYTICS_WEEKS = 8;

/**
 * Analytics from real rows only (DESIGN.md §6). An application counts as answered once the user marks any outcome
 * (a reply, an interview, or a rejection: each is an answer); response time is sending → marking.
 */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly analytics: AnalyticsRepository,
    private readonly searches: SearchService,
    private readonly settings: SettingsService,
  ) {}

  async stats(userId: string, now = new Date()): Promise<AnalyticsStats> {
    const totals = await this.analytics.applicationTotals(userId);
    const timezone = await this.settings.timezoneOf(userId);
    // Weeks start on Monday in the user's timezone; weeks without applications count 0.
    const weekly = await this.analytics.weeklyApplications(userId, timezone, now, ANALYTICS_WEEKS);
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

import type { AnalyticsStats } from '@app/types';

/** A full bar is 10 applications in a week (spec §2); more still fills it, and the label says the true count. */
export const FULL_BAR_APPLICATIONS = 10;
/** Weeks the chart shows. */
export const CHART_WEEKS = 8;

/** A bar's height as a percent of the chart, capped at a full bar. */
export function barHeightPercent(count: number, full = FULL_BAR_APPLICATIONS): number {
  if (!Number.isFinite(count) || count <= 0 || full <= 0) return 0;
  return (Math.min(count, full) / full) * 100;
}

/** The last `weeks` weeks, oldest first (the server sends them so; this keeps the chart honest if it sends more). */
export function lastWeeks(weekly: AnalyticsStats['weeklyApplications'], weeks = CHART_WEEKS) {
  return weekly.slice(-weeks);
}

/** 'Mar 3' for a week starting on 2025-03-03; anything else as it came. */
export function weekLabel(week: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(week);
  if (!match) return week;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The average response time: '—' while no answer is marked (never a made-up 0), else days. */
export function formatResponseTime(days: number | null | undefined): string {
  if (days === null || days === undefined || !Number.isFinite(days)) return '—';
  const rounded = Math.round(days * 10) / 10;
  return `${rounded.toLocaleString('en-US')} ${rounded === 1 ? 'day' : 'days'}`;
}

/** The response rate as a whole percent. */
export function formatResponseRate(percent: number): string {
  return `${Math.round(percent)}%`;
}

import { analyticsStatsQuery } from '@app/client';
import type { AnalyticsStats } from '@app/types';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import {
  BriefcaseBusiness,
  CalendarCheck,
  Clock,
  Lightbulb,
  MailX,
  MessageSquareReply,
  Send,
  type LucideIcon,
} from 'lucide-react';
import { api } from '../../app/api';
import {
  barHeightPercent,
  FULL_BAR_APPLICATIONS,
  formatResponseRate,
  formatResponseTime,
  lastWeeks,
  weekLabel,
} from './analytics-view';

/** Analytics: the application figures from real data, the last 8 weeks as bars, and the weekly target. */
export function AnalyticsPage() {
  const stats = useQuery(analyticsStatsQuery(api));

  if (stats.isError && !stats.data) {
    return (
      <div
        className="flex flex-wrap items-center gap-2 rounded-lg border border-destructive/40 p-4 text-sm"
        role="alert"
      >
        <span className="text-destructive">Could not load your analytics: {stats.error.message}</span>
        <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const data = stats.data;
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-6">
        <StatCard
          label="Total applications"
          icon={Send}
          value={data ? data.totalApplications.toLocaleString() : null}
          // What the figure counts: without it, two emails sent with one bounced read as "1" beside a 50 % bounce rate.
          hint="First emails delivered; follow-ups and bounced ones are left out"
          testId="stat-total-applications"
        />
        <StatCard
          label="Response rate"
          icon={MessageSquareReply}
          value={data ? formatResponseRate(data.responseRate) : null}
          hint="Marked replied, interview or rejected"
          testId="stat-response-rate"
        />
        <StatCard
          label="Bounce rate"
          icon={MailX}
          value={data ? formatResponseRate(data.bounceRate) : null}
          hint="Addresses that do not exist; left out of the response rate"
          testId="stat-bounce-rate"
        />
        <StatCard
          label="Avg. response time"
          icon={Clock}
          value={data ? formatResponseTime(data.averageResponseTime) : null}
          hint={data && data.averageResponseTime === null ? 'Mark a reply to see it' : 'From sending to the answer'}
          testId="stat-response-time"
        />
        <StatCard
          label="Interviews scheduled"
          icon={CalendarCheck}
          value={data ? data.interviewsScheduled.toLocaleString() : null}
          testId="stat-interviews"
        />
        <StatCard
          label="Jobs scraped"
          icon={BriefcaseBusiness}
          value={data ? data.totalJobsScraped.toLocaleString() : null}
          testId="stat-jobs-scraped"
        />
      </div>

      <WeeklyChart weekly={data?.weeklyApplications} />

      <p className="flex items-start gap-2 rounded-lg border bg-primary/5 p-4 text-sm" data-testid="weekly-tip">
        <Lightbulb className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
        <span>
          <span className="font-medium">Tip:</span> aim for 5-10 applications per week. Steady, personal emails get more
          answers than a burst once a month.
        </span>
      </p>
    </div>
  );
}

function StatCard({
  label,
  icon: Icon,
  value,
  hint,
  testId,
}: {
  label: string;
  icon: LucideIcon;
  /** null while loading. */
  value: string | null;
  hint?: string;
  testId: string;
}) {
  return (
    <Card className="grid content-start gap-2 p-4">
      <p className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Icon className="h-3.5 w-3.5 shrink-0 text-primary" aria-hidden />
        {label}
      </p>
      <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
        {value ?? <span className="inline-block h-7 w-14 animate-pulse rounded bg-muted align-middle" aria-busy />}
      </p>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </Card>
  );
}

function WeeklyChart({ weekly }: { weekly: AnalyticsStats['weeklyApplications'] | undefined }) {
  const weeks = weekly ? lastWeeks(weekly) : [];
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Applications per week</CardTitle>
        <CardDescription>The last 8 weeks. A full bar is {FULL_BAR_APPLICATIONS} applications.</CardDescription>
      </CardHeader>
      <CardContent>
        {!weekly ? (
          <div className="h-56 animate-pulse rounded-md bg-muted/50" aria-busy />
        ) : (
          <figure className="grid gap-2">
            {/* The plot: its full height is a full bar; the top padding leaves room for the labels above it. */}
            <div className="pt-5">
              <div className="relative h-44 border-b" data-testid="weekly-chart">
                <span
                  className="pointer-events-none absolute inset-x-0 top-0 border-t border-dashed border-muted-foreground/30"
                  aria-hidden
                />
                <ol className="absolute inset-0 flex items-end gap-2 px-2 sm:gap-4">
                  {weeks.map((w) => {
                    const height = barHeightPercent(w.count);
                    const over = w.count > FULL_BAR_APPLICATIONS;
                    return (
                      <li
                        key={w.week}
                        className="relative flex h-full flex-1 items-end justify-center"
                        data-testid="weekly-bar"
                        data-count={w.count}
                      >
                        <span
                          className="w-full max-w-12 rounded-t-md bg-primary"
                          style={{ height: `${height}%` }}
                          aria-hidden
                        />
                        <span
                          className={cn(
                            'absolute text-xs tabular-nums',
                            w.count ? 'font-semibold' : 'text-muted-foreground',
                          )}
                          style={{ bottom: `calc(${height}% + 2px)` }}
                        >
                          <span className="sr-only">Week of {weekLabel(w.week)}: </span>
                          {w.count}
                          {over && <span className="sr-only"> (more than a full bar)</span>}
                        </span>
                      </li>
                    );
                  })}
                </ol>
              </div>
            </div>
            <ol className="flex gap-2 px-2 sm:gap-4" aria-hidden>
              {weeks.map((w) => (
                <li key={w.week} className="flex-1 text-center text-[11px] text-muted-foreground">
                  {weekLabel(w.week)}
                </li>
              ))}
            </ol>
            <figcaption className="text-sm text-muted-foreground">
              {total === 0
                ? 'No applications in the last 8 weeks yet.'
                : `${total.toLocaleString()} ${total === 1 ? 'application' : 'applications'} in the last 8 weeks.`}
            </figcaption>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}

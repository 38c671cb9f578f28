import type { DashboardStats } from '@app/types';
import { Card } from '@app/ui';
import { BriefcaseBusiness, Send, type LucideIcon } from 'lucide-react';

function StatCard({
  label,
  value,
  icon: Icon,
  hint,
  testId,
}: {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
  /** What the figure counts, where its label alone could mislead. */
  hint?: string;
  testId: string;
}) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="grid h-11 w-11 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <div>
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
          {value === undefined ? <span className="text-muted-foreground">—</span> : value.toLocaleString()}
        </p>
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </div>
    </Card>
  );
}

/** Jobs Analyzed and Applications Sent, from the dashboard stats (a dash until they load). */
export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <StatCard label="Jobs Analyzed" value={stats?.totalJobsScraped} icon={BriefcaseBusiness} testId="stat-jobs" />
      {/* Analytics' Total applications, the same count: an email that bounced reached no one. */}
      <StatCard
        label="Applications Sent"
        value={stats?.totalApplicationsSent}
        icon={Send}
        hint="First emails delivered; bounced ones are left out"
        testId="stat-applications"
      />
    </div>
  );
}

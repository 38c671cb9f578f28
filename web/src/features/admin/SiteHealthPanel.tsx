import { formatAdminDate } from '@app/types';
import { adminQueryKeys, adminSiteHealthQuery } from '@app/client';
import type { SiteHealth, SiteHealthCheck, SiteHealthStatus, SitePageKind, SitePageYield } from '@app/types';
import { Badge, Button, EmptyState, Spinner, toast } from '@app/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Activity } from 'lucide-react';
import { api } from '../../app/api';

const STATUS: Record<
  SiteHealthStatus,
  { label: string; variant: 'default' | 'secondary' | 'destructive' | 'outline'; text: string }
> = {
  healthy: {
    label: 'Healthy',
    variant: 'default',
    text: 'Every page was read by the strategies today’s markup answers.',
  },
  degraded: {
    label: 'Degraded',
    variant: 'secondary',
    text: 'The pages were read, but some fields only by fallbacks, or some pages not at all: the site is drifting.',
  },
  failing: {
    label: 'Failing',
    variant: 'destructive',
    text: 'The parsers could not read the site’s pages: searches will fail until a new strategy is added.',
  },
  unreachable: {
    label: 'Unreachable',
    variant: 'outline',
    text: 'The site refused or did not answer, so its markup could not be judged.',
  },
};

const PAGE_LABELS: Record<SitePageKind, { name: string; records: string }> = {
  listing: { name: 'Listing pages', records: 'cards' },
  job: { name: 'Job pages', records: 'postings' },
  company: { name: 'Company pages', records: 'companies' },
};

const FIELD_LABELS: Record<string, string> = {
  siteJobId: 'job id',
  title: 'title',
  companyName: 'company',
  location: 'location',
  postedDate: 'posted date',
  link: 'link',
  description: 'description',
  jobPosterName: 'poster’s name',
  jobPosterTitle: 'poster’s title',
  name: 'name',
  website: 'website',
  headquarters: 'headquarters',
};

const STRATEGY_LABELS: Record<string, string> = {
  urn: 'the urn',
  link: 'the /jobs/view/ link',
  componentkey: 'the componentkey',
  'data-job-id': 'data-job-id',
  class: 'today’s classes',
  heading: 'headings',
  'link-text': 'the link’s text',
  text: 'the remaining text',
  'company-link': 'the company link',
  datetime: 'the datetime attribute',
  'relative-text': 'the relative wording',
  'from-id': 'the job id',
  'json-ld': 'structured data',
  canonical: 'the canonical link',
  'og-url': 'og:url',
  'title-link': 'the title link',
  requested: 'the id asked for',
  'photo-alt': 'the photo’s alt text',
  'profile-slug': 'the profile address',
  'about-us': 'the About us list',
  'og-title': 'the page title',
};

const label = (labels: Record<string, string>, key: string) => labels[key] ?? key;

/** Staff's view of the site canary: how the parsers read the site on the last run, and a way to run it now. */
export function SiteHealthPanel() {
  const query = useQuery(adminSiteHealthQuery(api));
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => api.admin.runSiteCanary(),
    onSuccess: (check) => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.siteHealth });
      toast({ title: `Site canary: ${STATUS[check.status].label.toLowerCase()}` });
    },
    onError: (error) =>
      toast({ title: 'The canary could not run', description: error.message, variant: 'destructive' }),
  });

  if (query.isError) {
    return (
      <p className="rounded-lg border border-destructive/40 p-4 text-sm text-destructive" role="alert">
        Failed to fetch site health: {query.error.message}
      </p>
    );
  }
  if (!query.data) return <Spinner />;
  const { latest, recent, schedule } = query.data;

  return (
    <section className="grid gap-5" data-testid="admin-site-health" aria-label="Site health">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1 text-sm text-muted-foreground">
          <p>
            A canary reads one fixed search on LinkedIn through the same client as users’ searches: “{schedule.keywords}
            ” in {schedule.location}, {scheduleText(schedule.cron)}.
          </p>
          <p>It counts which way each field was read, so a change in the site shows here before searches fail.</p>
        </div>
        <Button onClick={() => run.mutate()} disabled={run.isPending} data-testid="site-canary-run">
          {run.isPending ? <Spinner size="small" /> : <Activity aria-hidden />} Run the canary now
        </Button>
      </div>
      {latest ? (
        <LatestCheck check={latest} />
      ) : (
        <EmptyState icon={Activity} title="The canary has not run yet" className="p-6">
          It runs {scheduleText(schedule.cron)}; run it now to see how the site reads today.
        </EmptyState>
      )}
      {recent.length > 1 && <RecentChecks recent={recent} />}
    </section>
  );
}

/** "41 5 * * *" → "daily at 05:41 UTC"; other schedules are shown as the cron they are. */
function scheduleText(cron: string | null): string {
  if (!cron) return 'only when run from here (its schedule is off)';
  const daily = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron);
  if (!daily) return `on the schedule “${cron}” (UTC)`;
  const [, minute = '', hour = ''] = daily;
  return `daily at ${hour.padStart(2, '0')}:${minute.padStart(2, '0')} UTC`;
}

function LatestCheck({ check }: { check: SiteHealthCheck }) {
  const status = STATUS[check.status];
  const fallbacks = check.pages.flatMap((page) =>
    page.readings.filter((r) => r.fallback).map((reading) => ({ page, reading })),
  );
  return (
    <div className="grid gap-4 rounded-lg border p-4" data-testid="site-health-latest" data-status={check.status}>
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={status.variant} className="text-sm">
          {status.label}
        </Badge>
        <span className="text-sm text-muted-foreground">
          Last run {formatAdminDate(check.finishedAt)} · “{check.query.keywords}” in {check.query.location}
        </span>
      </div>
      <p className="text-sm">{status.text}</p>
      {check.message && (
        <p className="text-sm text-destructive" role="alert">
          {check.message}
        </p>
      )}

      <table className="w-full text-sm" aria-label="Parse yield by page kind">
        <thead className="text-left text-muted-foreground">
          <tr>
            <th className="py-1 pr-4 font-medium">Page</th>
            <th className="py-1 pr-4 font-medium">Understood</th>
            <th className="py-1 pr-4 font-medium">Read</th>
            <th className="py-1 font-medium">Problems</th>
          </tr>
        </thead>
        <tbody>
          {check.pages.map((page) => (
            <YieldRow key={page.kind} page={page} />
          ))}
        </tbody>
      </table>

      <div className="grid gap-1">
        <h3 className="text-sm font-semibold">Fallbacks in use</h3>
        {check.pages.every((page) => page.records === 0) ? (
          <p className="text-sm text-muted-foreground">Nothing was read, so no field could be judged.</p>
        ) : fallbacks.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="site-health-no-fallbacks">
            None: every field was read the way today’s markup gives it.
          </p>
        ) : (
          <ul className="grid gap-1 text-sm" data-testid="site-health-fallbacks">
            {fallbacks.map(({ page, reading }) => (
              <li key={`${page.kind}.${reading.field}.${reading.strategy}`}>
                {PAGE_LABELS[page.kind].name}: {label(FIELD_LABELS, reading.field)} from{' '}
                {label(STRATEGY_LABELS, reading.strategy)} on {reading.count} of {page.records}{' '}
                {PAGE_LABELS[page.kind].records}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function YieldRow({ page }: { page: SitePageYield }) {
  const labels = PAGE_LABELS[page.kind];
  return (
    <tr className="border-t align-top" data-testid={`site-health-${page.kind}`}>
      <td className="py-2 pr-4 whitespace-nowrap">{labels.name}</td>
      <td className="py-2 pr-4 whitespace-nowrap">
        {page.understood} of {page.pages}
      </td>
      <td className="py-2 pr-4 whitespace-nowrap">
        {page.records} {labels.records}
      </td>
      <td className="py-2 text-muted-foreground">{page.problems.length ? page.problems.join('; ') : '—'}</td>
    </tr>
  );
}

function RecentChecks({ recent }: { recent: SiteHealth['recent'] }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">Earlier runs</h3>
      <ul className="flex flex-wrap gap-2 text-xs" aria-label="Earlier canary runs">
        {recent.slice(1).map((r) => (
          <li key={r.id} className="flex items-center gap-1 rounded-md border px-2 py-1">
            {formatAdminDate(r.startedAt)} <Badge variant={STATUS[r.status].variant}>{STATUS[r.status].label}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

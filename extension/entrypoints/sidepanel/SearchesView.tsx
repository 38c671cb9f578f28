import {
  dashboardStatsQuery,
  displayPercent,
  phaseLabel,
  progressCountersText,
  siteWaitText,
  savedResumeQuery,
  searchJobsQuery,
  searchQuery,
  statusTone,
} from '@app/client';
import {
  applicantCountText,
  COPY,
  isSearchInProgress,
  JOB_COUNT,
  VISA_SPONSORSHIP_TEXT,
  WORK_TYPE_LABELS,
  WorkType,
  type SearchRequest,
} from '@app/types';
import {
  Button,
  ContactedBadge,
  DEFAULT_JOB_FILTERS,
  Input,
  JobFilters,
  Label,
  LocationSuggestions,
  MatchReasons,
  MatchScoreBadge,
  Spinner,
  VerificationBadge,
  cn,
  isFiltered,
  useApiClient,
  useSearchForm,
  useStartSearch,
  type JobFilterValues,
} from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePanelStore } from './panel-store';
import { openInCurrentTab } from './useActivePage';

const WORK_TYPES = [WorkType.OnSite, WorkType.Remote, WorkType.Hybrid] as const;
const JOB_COUNTS = [
  { value: JOB_COUNT.quick, label: `Quick · ${JOB_COUNT.quick} jobs` },
  { value: JOB_COUNT.deep, label: `Deep · ${JOB_COUNT.deep} jobs` },
] as const;

/** Searches: the form and recent searches, or the followed search's progress and results. */
export function SearchesView({ appUrl }: { appUrl: string }) {
  const searchId = usePanelStore((s) => s.searchId);
  return searchId ? <SearchRun searchId={searchId} appUrl={appUrl} /> : <SearchHome appUrl={appUrl} />;
}

function SearchHome({ appUrl }: { appUrl: string }) {
  const api = useApiClient();
  const stats = useQuery(dashboardStatsQuery(api));
  const openSearch = usePanelStore((s) => s.openSearch);
  return (
    <div className="grid gap-5">
      <SearchForm appUrl={appUrl} />
      <section className="grid gap-2">
        <h3 className="text-sm font-semibold">Recent searches</h3>
        {!stats.data ? (
          <Spinner size="small" />
        ) : stats.data.recentSearches.length === 0 ? (
          <p className="text-sm text-muted-foreground">No searches yet.</p>
        ) : (
          <ul className="grid gap-2" data-testid="recent-searches">
            {stats.data.recentSearches.map((search) => (
              <li key={search.id}>
                <button
                  type="button"
                  className="grid w-full gap-0.5 rounded-md border p-2 text-left text-sm hover:bg-muted/50"
                  onClick={() => openSearch(search.id)}
                >
                  <span className="font-medium">
                    {search.params.keyword} · {search.params.location}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {isSearchInProgress(search.status)
                      ? `${displayPercent(search.progress.percent)}% · ${phaseLabel(search.progress.percent)}`
                      : search.status === 'completed'
                        ? `${search.totalJobs ?? 0} jobs · ${search.canApplyCount ?? 0} with a contact`
                        : search.status}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function SearchForm({ appUrl }: { appUrl: string }) {
  const api = useApiClient();
  const openSearch = usePanelStore((s) => s.openSearch);
  const resume = useQuery(savedResumeQuery(api));
  // The web's search window has the same rules and submit (@app/ui useSearchForm, useStartSearch).
  const start = useStartSearch(({ requestId }) => openSearch(requestId));
  const { draft, errors, update, submit } = useSearchForm({
    resume: { hasResume: Boolean(resume.data?.hasResume), text: resume.data?.resumeText },
    onSubmit: (values) => start.mutate(values),
  });

  return (
    <form className="grid gap-3" onSubmit={submit} noValidate data-testid="panel-search-form">
      <h3 className="text-sm font-semibold">New search</h3>
      <div className="grid gap-1">
        <Label htmlFor="panel-keyword">Job role</Label>
        <Input
          id="panel-keyword"
          value={draft.keyword}
          placeholder="e.g. frontend developer"
          onChange={(e) => update({ keyword: e.target.value })}
          aria-invalid={Boolean(errors.keyword)}
        />
        {errors.keyword && <p className="text-xs text-destructive">{errors.keyword}</p>}
      </div>
      <div className="grid gap-1">
        <Label htmlFor="panel-location">Location</Label>
        <Input
          id="panel-location"
          value={draft.location}
          placeholder="City, region or country"
          autoComplete="off"
          list="panel-location-suggestions"
          onChange={(e) => update({ location: e.target.value })}
          aria-invalid={Boolean(errors.location)}
        />
        <LocationSuggestions id="panel-location-suggestions" />
        {errors.location && <p className="text-xs text-destructive">{errors.location}</p>}
      </div>
      <Choice
        legend="Work type"
        options={WORK_TYPES.map((value) => ({ value, label: WORK_TYPE_LABELS[value] }))}
        value={draft.workType}
        onChange={(workType) => update({ workType })}
      />
      {errors.workType && <p className="text-xs text-destructive">{errors.workType}</p>}
      <Choice
        legend="How many jobs"
        options={JOB_COUNTS}
        value={draft.jobCount}
        onChange={(jobCount) => update({ jobCount })}
      />
      {resume.data && !resume.data.hasResume && (
        <p className="text-xs text-muted-foreground">
          Searches score jobs against your resume.{' '}
          <a href={`${appUrl}/settings`} target="_blank" rel="noreferrer" className="underline">
            Upload it in Settings
          </a>{' '}
          first.
        </p>
      )}
      <Button type="submit" disabled={start.isPending} data-testid="panel-start-search">
        {start.isPending ? 'Starting search…' : 'Start Search'}
      </Button>
    </form>
  );
}

function Choice<T extends number>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
            className={cn(
              'rounded-md border px-2.5 py-1 text-xs',
              value === option.value ? 'border-primary bg-primary/10 text-primary' : 'hover:bg-muted/50',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function SearchRun({ searchId, appUrl }: { searchId: string; appUrl: string }) {
  const api = useApiClient();
  const openSearch = usePanelStore((s) => s.openSearch);
  const search = useQuery(searchQuery(api, searchId));
  const data = search.data;
  const back = (
    <button type="button" className="text-xs underline-offset-4 hover:underline" onClick={() => openSearch(null)}>
      ← New search
    </button>
  );
  if (!data) {
    return (
      <div className="grid gap-3">
        {back}
        {search.isError ? <p className="text-sm text-destructive">{search.error.message}</p> : <Spinner />}
      </div>
    );
  }
  const percent = displayPercent(data.progress.percent);
  const tone = statusTone(data.status);
  return (
    <div className="grid gap-3" data-testid="panel-search-run" data-status={data.status}>
      {back}
      <h3 className="text-sm font-semibold">
        {data.params.keyword} · {data.params.location}
      </h3>
      {tone === 'running' && (
        <div className="grid gap-1.5" role="status" data-testid="panel-search-progress">
          <div className="flex justify-between text-xs">
            <span>{phaseLabel(percent)}</span>
            <span>{percent}%</span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-muted">
            <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-xs text-muted-foreground">{progressCountersText(data.progress) ?? 'Starting…'}</p>
          {siteWaitText(data.progress) && (
            <p className="text-xs text-amber-700 dark:text-amber-400" data-testid="panel-site-wait">
              {siteWaitText(data.progress)}
            </p>
          )}
        </div>
      )}
      {tone === 'failed' && <p className="text-sm text-destructive">{data.errorMessage ?? 'The search failed.'}</p>}
      {tone === 'cancelled' && <p className="text-sm text-muted-foreground">The search was stopped.</p>}
      {tone === 'success' && data.enrichedResults?.verificationOff && (
        <p className="text-xs text-muted-foreground" data-testid="panel-verification-off">
          {COPY.search.verificationOff}
        </p>
      )}
      {tone === 'success' && data.progress.cardsFound === 0 ? (
        <div className="grid gap-1 text-sm" data-testid="panel-no-matches">
          <p className="font-medium">{COPY.search.noMatches(data.params.keyword, data.params.location)}</p>
          <p className="text-xs text-muted-foreground">{COPY.search.noMatchesHint}</p>
        </div>
      ) : (
        (tone === 'success' || (tone === 'running' && data.progress.jobsKept > 0)) && (
          <ResultsList search={data} appUrl={appUrl} />
        )
      )}
    </div>
  );
}

const PANEL_PAGE_SIZE = 10;

/**
 * The search's jobs as they arrive (polled while it runs) and after: filters, the live count, one page, paging.
 * A job opens its page on the site in this tab, where the panel shows its contact.
 */
function ResultsList({ search, appUrl }: { search: SearchRequest; appUrl: string }) {
  const api = useApiClient();
  const running = isSearchInProgress(search.status);
  const [filters, setFilters] = useState<JobFilterValues>(DEFAULT_JOB_FILTERS);
  const [page, setPage] = useState(1);
  const jobs = useQuery(
    searchJobsQuery(api, search.id, { ...filters, page, pageSize: PANEL_PAGE_SIZE }, { live: running }),
  );
  const total = jobs.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PANEL_PAGE_SIZE));
  const locked = search.enrichedResults?.lockedJobs ?? 0;
  return (
    <div className="grid gap-2" data-testid="panel-search-results">
      <JobFilters
        compact
        values={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <p className="text-xs text-muted-foreground" data-testid="panel-results-count">
        {total} {isFiltered(filters) ? 'matching ' : ''}jobs{running ? ' so far' : ''}
        {locked > 0 ? ` · ${locked} contacts hidden on the Free plan` : ''}.{' '}
        <a href={`${appUrl}/results/${search.id}`} target="_blank" rel="noreferrer" className="underline">
          Open in the app
        </a>
      </p>
      {jobs.isPending ? (
        <Spinner size="small" />
      ) : (
        <ul className={cn('grid gap-2', jobs.isPlaceholderData && 'opacity-60')}>
          {(jobs.data?.items ?? []).map((job) => (
            <li key={job.siteJobId}>
              <button
                type="button"
                className="grid w-full gap-1 rounded-md border p-2 text-left text-sm hover:bg-muted/50"
                onClick={() => job.jobUrl && void openInCurrentTab(job.jobUrl, null)}
                disabled={!job.jobUrl}
                data-testid="panel-result"
              >
                <span className="font-medium">{job.title}</span>
                <span className="text-xs text-muted-foreground">{job.companyName}</span>
                {job.match && <MatchReasons match={job.match} />}
                {(job.applicants || job.visaSponsorship) && (
                  <span className="text-xs text-muted-foreground" data-testid="panel-result-facts">
                    {[
                      job.applicants && applicantCountText(job.applicants),
                      job.visaSponsorship && VISA_SPONSORSHIP_TEXT[job.visaSponsorship],
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                )}
                <span className="flex flex-wrap gap-1.5">
                  {job.match && <MatchScoreBadge match={job.match} />}
                  {/* The browser's own zone: the panel's token does not read the account's settings. */}
                  {jobs.data?.contacted[job.siteJobId] && (
                    <ContactedBadge contacted={jobs.data.contacted[job.siteJobId]!} />
                  )}
                  {job.locked ? (
                    <span className="text-xs text-muted-foreground">Contact: Pro</span>
                  ) : (
                    (job.jobPosterEmail || job.emailVerificationStatus === 'verifying') && (
                      <VerificationBadge status={job.emailVerificationStatus} />
                    )
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className="flex items-center justify-between text-xs">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            className="underline disabled:opacity-40"
          >
            ← Previous
          </button>
          <span className="text-muted-foreground">
            Page {page} of {pages}
          </span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            className="underline disabled:opacity-40"
          >
            Next →
          </button>
        </div>
      )}
    </div>
  );
}

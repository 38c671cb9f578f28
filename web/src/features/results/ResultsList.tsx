import { searchJobsQuery, settingsQuery } from '@app/client';
import { COPY, isSearchInProgress, type Job, type SearchRequest } from '@app/types';
import {
  Button,
  DEFAULT_JOB_FILTERS,
  EmptyState,
  isFiltered,
  JobFilters,
  Spinner,
  type ApplyStep,
  type JobFilterValues,
} from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Filter, Lock, MailQuestion, SearchX } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../app/api';
import { ApplyAllSelection } from '../../lib/outreach/ApplyAllSelection';
import { useApplyAllMode } from '../../lib/outreach/useApplyAllMode';
import { CompanyProfileDialog } from './CompanyProfileDialog';
import { JobCard } from './JobCard';
import { ResultsHeader } from './ResultsHeader';
import { SearchLiveBanner } from './SearchLiveBanner';
import { UpgradeDialog } from './UpgradeDialog';

export const RESULTS_PAGE_SIZE = 20;

/**
 * A search's jobs, from the database, while it runs and after: header with the live count, a progress banner while
 * the rest arrive, filter and sort controls, one page of jobs, and paging. Locked jobs offer the upgrade.
 */
export function ResultsList({
  search,
  onApply,
  applyStepFor,
  applyDisabled,
}: {
  search: SearchRequest;
  onApply: (job: Job) => void;
  applyStepFor: (job: Job) => ApplyStep;
  /** A job is being applied to: the other Apply buttons wait. */
  applyDisabled: boolean;
}) {
  const running = isSearchInProgress(search.status);
  const [filters, setFilters] = useState<JobFilterValues>(DEFAULT_JOB_FILTERS);
  const [page, setPage] = useState(1);
  const jobs = useQuery(
    searchJobsQuery(api, search.id, { ...filters, page, pageSize: RESULTS_PAGE_SIZE }, { live: running }),
  );
  const timeZone = useQuery(settingsQuery(api)).data?.timezone;
  const [companyJob, setCompanyJob] = useState<Job | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const applyAll = useApplyAllMode();
  const results = search.enrichedResults;
  const items = jobs.data?.items ?? [];
  const total = jobs.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / RESULTS_PAGE_SIZE));
  // The search's own count once it completed; while it runs, only whether the jobs shown have any.
  const lockedCount = results?.lockedJobs ?? 0;
  const lockedShown = items.some((j) => j.locked);
  const filtered = isFiltered(filters);
  const from = (page - 1) * RESULTS_PAGE_SIZE + 1;

  // Apply to All's selection mode: the jobs with a contact, to choose from, in place of the list.
  if (applyAll.active)
    return (
      <div className="grid gap-6">
        <ResultsHeader search={search} delivered={jobs.data?.total} />
        <ApplyAllSelection searchId={search.id} onCancel={applyAll.stop} />
      </div>
    );

  const changeFilters = (next: JobFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <div className="grid gap-6">
      {/* Unfiltered, the list's own total is the freshest count of the jobs delivered so far. */}
      <ResultsHeader search={search} delivered={filtered ? undefined : jobs.data?.total} />
      {running && <SearchLiveBanner search={search} />}

      {(lockedCount > 0 || lockedShown) && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4">
          <Lock className="h-5 w-5 text-amber-600 dark:text-amber-400" aria-hidden />
          <p className="flex-1 text-sm">
            {lockedCount > 0 ? (
              <>
                <span className="font-semibold">{lockedCount.toLocaleString()}</span>{' '}
                {lockedCount === 1 ? 'job has its contact' : 'jobs have contacts'} hidden on the Free plan.
              </>
            ) : (
              'Some of these jobs have contacts hidden on the Free plan.'
            )}
          </p>
          <Button size="sm" variant="outline" onClick={() => setUpgradeOpen(true)}>
            Unlock with Pro
          </Button>
        </div>
      )}

      {results?.verificationOff && (
        <div
          className="flex items-center gap-3 rounded-lg border bg-muted/50 p-4 text-sm"
          role="note"
          data-testid="verification-off"
        >
          <MailQuestion className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
          <p>{COPY.search.verificationOff}</p>
        </div>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3 border-b pb-3">
        <JobFilters values={filters} onChange={changeFilters} />
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="results-shown">
          {jobs.isPending ? (
            <Spinner size="small" />
          ) : total === 0 ? null : (
            <>
              {from.toLocaleString()}–{Math.min(total, from + items.length - 1).toLocaleString()} of{' '}
              {total.toLocaleString()}
              {filtered ? (total === 1 ? ' matching job' : ' matching jobs') : total === 1 ? ' job' : ' jobs'}
              {running && ' so far'}
            </>
          )}
        </p>
      </div>

      {jobs.isError ? (
        <EmptyState
          icon={SearchX}
          title="Could not load the jobs"
          action={<Button onClick={() => void jobs.refetch()}>Try again</Button>}
        >
          {jobs.error.message}
        </EmptyState>
      ) : jobs.isPending ? (
        <div className="grid place-items-center py-10" role="status">
          <Spinner />
          <span className="sr-only">Loading the jobs…</span>
        </div>
      ) : items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={Filter}
            title="No jobs match these filters"
            action={
              <Button variant="outline" onClick={() => changeFilters({ ...DEFAULT_JOB_FILTERS, sort: filters.sort })}>
                Show all jobs
              </Button>
            }
          >
            {running ? 'More jobs are still arriving.' : 'Try a lower match or fewer filters.'}
          </EmptyState>
        ) : running ? (
          <EmptyState icon={Filter} title="Reading the first jobs…">
            Jobs appear here as soon as they are ready.
          </EmptyState>
        ) : search.progress.cardsFound === 0 ? (
          // The site itself had nothing for this search: say so, never "could not read the site's pages".
          <EmptyState icon={SearchX} title={COPY.search.noMatches(search.params.keyword, search.params.location)}>
            {COPY.search.noMatchesHint}
          </EmptyState>
        ) : (
          <EmptyState icon={SearchX} title={COPY.search.noContacts}>
            This search found no jobs with a contact to write to. Try another role or location, or a Deep Search.
          </EmptyState>
        )
      ) : (
        <ul className={jobs.isPlaceholderData ? 'grid gap-4 opacity-60' : 'grid gap-4'} aria-label="Jobs">
          {items.map((job) => (
            <li key={job.siteJobId}>
              <JobCard
                job={job}
                contacted={jobs.data?.contacted[job.siteJobId] ?? null}
                timeZone={timeZone}
                onApply={onApply}
                applyStep={applyStepFor(job)}
                applyDisabled={applyDisabled}
                onShowCompany={setCompanyJob}
                onUnlock={() => setUpgradeOpen(true)}
                searching={running}
              />
            </li>
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav className="flex items-center justify-center gap-3" aria-label="Pages of jobs">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft />
            Previous
          </Button>
          <span className="text-sm text-muted-foreground" data-testid="results-page">
            Page {page} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            data-testid="results-next-page"
          >
            Next
            <ChevronRight />
          </Button>
        </nav>
      )}

      <CompanyProfileDialog job={companyJob} onClose={() => setCompanyJob(null)} />
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} lockedCount={lockedCount} />
    </div>
  );
}

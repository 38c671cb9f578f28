import { isSearchInProgress, SEARCH_ID_PREVIEW_CHARS, WORK_TYPE_LABELS, type SearchRequest } from '@app/types';
import { Button } from '@app/ui';
import { ArrowLeft, Send } from 'lucide-react';
import { Link } from 'react-router';
import { useApplyAllMode } from '../../lib/outreach/useApplyAllMode';
import { SaveSearchButton } from '../../lib/saved-searches/SaveSearchButton';
import { searchHeading } from './job-helpers';

/**
 * The results' title (what was searched: 'Frontend developer · Bengaluru'), the work type and the search's id ('Search
 * 1A2B3C4D'), the real counts (live while the search runs: the jobs
 * delivered so far, `delivered` when the list just read it), and 'Apply to All'.
 */
export function ResultsHeader({ search, delivered }: { search: SearchRequest; delivered?: number }) {
  const results = search.enrichedResults;
  const running = isSearchInProgress(search.status);
  const total = results?.jobs.length ?? delivered ?? search.progress.jobsKept;
  // Apply to All (Pro): the list turns into a selection of the jobs to draft for (ApplyAllSelection).
  const applyAll = useApplyAllMode();
  const shortId = `Search ${search.id.slice(0, SEARCH_ID_PREVIEW_CHARS).toUpperCase()}`;
  const heading = searchHeading(search.params, shortId);
  const { workType } = search.params;
  return (
    <header className="grid gap-4">
      <BackToDashboard />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 className="text-xl font-semibold" data-testid="results-title">
            {heading}
          </h2>
          <p className="text-sm text-muted-foreground">
            {workType && WORK_TYPE_LABELS[workType]}
            {workType && heading !== shortId && ' · '}
            {heading !== shortId && <span data-testid="results-id">{shortId}</span>}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <span>
              <span className="font-semibold" data-testid="results-count">
                {total.toLocaleString()}
              </span>{' '}
              {total === 1 ? 'job' : 'jobs'}
              {running && ' so far'}
            </span>
            {/* Each job once: the spec's unlocked count is freeJobs; locked ones are not "with contact" again. */}
            {!running && (
              <>
                <span className="inline-flex items-center gap-1">
                  <span className="h-2 w-2 rounded-full bg-success" aria-hidden />
                  <span className="font-semibold" data-testid="count-with-contact">
                    {(results?.freeJobs ?? 0).toLocaleString()}
                  </span>{' '}
                  with contact
                </span>
                {/* Only when the plan hides contacts: '0 locked' on Pro reads as a limit that is not there. */}
                {(results?.lockedJobs ?? 0) > 0 && (
                  <span className="inline-flex items-center gap-1">
                    <span className="h-2 w-2 rounded-full bg-amber-500" aria-hidden />
                    <span className="font-semibold" data-testid="count-locked">
                      {(results?.lockedJobs ?? 0).toLocaleString()}
                    </span>{' '}
                    locked
                  </span>
                )}
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <SaveSearchButton params={search.params} linkedinUrl={search.linkedinUrl} />
          <Button
            onClick={applyAll.start}
            disabled={total === 0 || (results?.canApplyCount ?? 0) === 0 || applyAll.active}
            data-testid="apply-to-all"
          >
            <Send />
            Apply to All
          </Button>
        </div>
      </div>
    </header>
  );
}

export function BackToDashboard() {
  return (
    <Link
      to="/"
      className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to Dashboard
    </Link>
  );
}

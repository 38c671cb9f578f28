import { isSearchInProgress, SEARCH_ID_PREVIEW_CHARS, WORK_TYPE_LABELS, type SearchRequest } from '@app/types';
import { Button, Spinner, toast } from '@app/ui';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, Send } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../app/api';
import { SaveSearchButton } from '../saved-searches/SaveSearchButton';
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
  const navigate = useNavigate();
  // Apply to All (Pro): the server drafts an email for each job with a contact, then the review list opens.
  const applyAll = useMutation({
    mutationFn: () => api.createDraftBatch({ searchId: search.id }),
    onSuccess: (batch) => void navigate(`/apply-all/${batch.id}`),
    onError: (error) => toast({ title: 'Apply to All', description: error.message, variant: 'destructive' }),
  });
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
                <span className="inline-flex items-center gap-1">
                  <span className="h-2 w-2 rounded-full bg-amber-500" aria-hidden />
                  <span className="font-semibold" data-testid="count-locked">
                    {(results?.lockedJobs ?? 0).toLocaleString()}
                  </span>{' '}
                  locked
                </span>
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <SaveSearchButton params={search.params} linkedinUrl={search.linkedinUrl} />
          <Button
            onClick={() => applyAll.mutate()}
            disabled={total === 0 || (results?.canApplyCount ?? 0) === 0 || applyAll.isPending}
            data-testid="apply-to-all"
          >
            {applyAll.isPending ? <Spinner size="small" className="text-current" /> : <Send />}
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

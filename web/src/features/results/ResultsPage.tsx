import { ApiError, completionCounts, queryKeys, searchQuery } from '@app/client';
import { COPY, isSearchInProgress, SEARCH_ID_PREVIEW_CHARS, type SearchStatus } from '@app/types';
import { Button, ComposeDialog, EmptyState, Spinner, toast } from '@app/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, SearchX } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { api } from '../../app/api';
import { BackToDashboard } from './ResultsHeader';
import { ResultsList } from './ResultsList';
import { SearchCancelledPanel, SearchFailedPanel } from './SearchEndedPanel';
import { SearchRunningPanel } from './SearchRunningPanel';
import { useResultsApply } from './useResultsApply';

/**
 * /results/:requestId — the search's progress until its first jobs are ready, then its jobs as they arrive (with the
 * progress above them) and after; 'Search Failed', or a cancelled search.
 */
export function ResultsPage() {
  const { requestId = '' } = useParams();
  const query = useQuery(searchQuery(api, requestId));
  const search = query.data;
  const completed = search?.status === 'completed';
  const listed = search?.enrichedResults?.jobs;
  const jobs = useMemo(() => (completed ? (listed ?? []) : null), [completed, listed]);
  const { flow, authorizeFromDialog } = useResultsApply(jobs);
  useCompletionSeen(search?.status, () => {
    if (!search) return;
    const { found, kept, enriched } = completionCounts(search);
    toast({ title: COPY.search.completeTitle, description: COPY.search.complete(found, kept, enriched) });
  });

  if (!search) {
    if (query.isError) {
      const notFound = query.error instanceof ApiError && query.error.status === 404;
      return (
        <EmptyState
          icon={notFound ? SearchX : CircleAlert}
          title={
            notFound
              ? `Search ${requestId.slice(0, SEARCH_ID_PREVIEW_CHARS).toUpperCase()} not found`
              : 'Could not load this search'
          }
          action={notFound ? <BackToDashboard /> : <Button onClick={() => void query.refetch()}>Try again</Button>}
        >
          {notFound ? 'There is no search with this id on your account.' : query.error.message}
        </EmptyState>
      );
    }
    return (
      <div className="grid min-h-[50vh] place-items-center" role="status">
        <Spinner size="large" />
        <span className="sr-only">Loading the search…</span>
      </div>
    );
  }

  // Until a first job is ready there is nothing to list: the full progress view says what is happening.
  if (isSearchInProgress(search.status) && search.progress.jobsKept === 0)
    return <SearchRunningPanel search={search} />;
  if (search.status === 'failed') return <SearchFailedPanel search={search} />;
  if (search.status === 'cancelled') return <SearchCancelledPanel />;
  return (
    <>
      <ResultsList
        search={search}
        onApply={(job) => void flow.start(job)}
        applyStepFor={flow.stepFor}
        applyDisabled={!flow.canStart}
      />
      <ComposeDialog draft={flow.draft} onClose={flow.close} onAuthorizeGmail={authorizeFromDialog} />
    </>
  );
}

/** When this page sees the search go from running to completed: the dashboard's counts are stale, and `onCompleted`. */
function useCompletionSeen(status: SearchStatus | undefined, onCompleted: () => void) {
  const queryClient = useQueryClient();
  const { requestId = '' } = useParams();
  const previous = useRef(status);
  const completedNow = useEffectEvent(onCompleted);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (status !== 'completed' || !was || !isSearchInProgress(was)) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats });
    completedNow();
  }, [status, requestId, queryClient]);
}

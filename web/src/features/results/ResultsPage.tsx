import { ApiError, searchQuery } from '@app/client';
import { isSearchInProgress, SEARCH_ID_PREVIEW_CHARS } from '@app/types';
import { Button, ComposeDialog, EmptyState, Spinner } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { api } from '../../app/api';
import { BackToDashboard } from './ResultsHeader';
import { ResultsList } from './ResultsList';
import { SearchCancelledPanel, SearchFailedPanel } from './SearchEndedPanel';
import { SearchRunningPanel } from './SearchRunningPanel';
import { useResultsApply } from './useResultsApply';

/** /results/:requestId — the search's progress while it runs, 'Search Failed', or its jobs. */
export function ResultsPage() {
  const { requestId = '' } = useParams();
  const query = useQuery(searchQuery(api, requestId));
  const search = query.data;
  const completed = search?.status === 'completed';
  const listed = search?.enrichedResults?.jobs;
  const jobs = useMemo(() => (completed ? (listed ?? []) : null), [completed, listed]);
  const { flow, authorizeFromDialog } = useResultsApply(jobs);

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

  if (isSearchInProgress(search.status)) return <SearchRunningPanel search={search} />;
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

import { completionCounts, queryKeys, searchQuery } from '@app/client';
import { COPY, isSearchInProgress, SEARCH_COMPLETE_REDIRECT_MS } from '@app/types';
import { toast, useStartSearch } from '@app/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { api } from '../../../app/api';
import { useSearchRunStore } from './search-run-store';

/**
 * The search window's run: start (URL → scrape), poll the search every 2 s while it runs, offer it to
 * `onFirstJobs` as soon as its first jobs are ready (the results page shows them while the rest arrive; when it
 * takes the search, the window lets go of it), announce completion and hand over to `onComplete` after
 * SEARCH_COMPLETE_REDIRECT_MS, or cancel it.
 */
export function useSearchRun({
  onComplete,
  onFirstJobs,
}: {
  onComplete: (requestId: string) => void;
  /** The search has jobs to show while it runs; true when the caller took it over. */
  onFirstJobs?: (requestId: string) => boolean;
}) {
  const queryClient = useQueryClient();
  const run = useSearchRunStore((s) => s.run);
  const begin = useSearchRunStore((s) => s.begin);
  const clear = useSearchRunStore((s) => s.clear);
  const requestId = run?.requestId ?? '';

  const query = useQuery({ ...searchQuery(api, requestId), enabled: requestId !== '' });
  const search = requestId && query.data?.id === requestId ? query.data : undefined;
  const status = search?.status;

  // The form's submit (@app/ui, shared with the extension's panel): start, say so, then follow the new search here.
  const start = useStartSearch(({ requestId: id, locationMessage }) =>
    begin({ requestId: id, startedAt: Date.now(), locationMessage }),
  );

  // Announce each finished search once (Strict Mode runs effects twice; the ref keeps the toast single).
  const announced = useRef<string | null>(null);
  const announce = useEffectEvent(() => {
    if (!search || announced.current === search.id) return;
    announced.current = search.id;
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats });
    if (search.status === 'completed') {
      const { found, kept, enriched } = completionCounts(search);
      toast({ title: COPY.search.completeTitle, description: COPY.search.complete(found, kept, enriched) });
    }
  });
  const finish = useEffectEvent(() => {
    clear();
    onComplete(requestId);
  });

  const hasJobs = Boolean(search && isSearchInProgress(search.status) && search.progress.jobsKept > 0);
  const offer = useEffectEvent(() => {
    if (onFirstJobs?.(requestId)) clear();
  });
  useEffect(() => {
    if (hasJobs) offer();
  }, [hasJobs, requestId]);

  useEffect(() => {
    if (status === 'completed' || status === 'failed' || status === 'cancelled') announce();
    if (status !== 'completed') return;
    const timer = window.setTimeout(() => finish(), SEARCH_COMPLETE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [status, requestId]);

  /** Stop following the search, drop its cached data, tell the server to abort it. */
  const cancel = async () => {
    if (!run) return;
    const id = run.requestId;
    clear();
    await queryClient.cancelQueries({ queryKey: queryKeys.search(id) });
    queryClient.removeQueries({ queryKey: queryKeys.search(id) });
    toast({ title: COPY.search.abortedTitle, description: 'The search was stopped.' });
    try {
      await api.abortSearch(id);
    } catch (error) {
      console.error('Aborting the search failed', error);
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats });
  };

  return {
    run,
    search,
    /** When the shown search data arrived, to measure the real rate against `run.startedAt`. */
    updatedAt: query.dataUpdatedAt,
    loadError: search ? null : query.error,
    retry: () => void query.refetch(),
    start,
    cancel,
    /** Leave a finished, failed or cancelled search and go back to the form. */
    dismiss: clear,
  };
}

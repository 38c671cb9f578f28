import { savedSearchNewJobsQuery } from '@app/client';
import { Badge, Button, Spinner, VerificationBadge } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Lock, Mail } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { api } from '../../app/api';
import { useSavedSearchActions } from '../../lib/saved-searches/useSavedSearches';

/**
 * A saved search's new jobs (the latest run's, and any not looked at yet), each linking to the results of the run
 * that found it, where the apply step is. Opening them marks them seen once they are shown.
 */
export function NewJobsList({ savedSearchId, unseen }: { savedSearchId: string; unseen: number }) {
  const query = useQuery(savedSearchNewJobsQuery(api, savedSearchId));
  const { seen } = useSavedSearchActions();
  // Marked seen once this opening's own fetch is shown (not a cached list from before), keeping its New marks.
  const fresh = query.isFetchedAfterMount && !query.isFetching;
  const markSeen = seen.mutate;
  useEffect(() => {
    if (fresh && unseen > 0) markSeen(savedSearchId);
  }, [fresh, unseen, savedSearchId, markSeen]);

  if (query.isPending) {
    return (
      <div className="grid place-items-center p-4" role="status">
        <Spinner />
        <span className="sr-only">Loading the new jobs…</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-wrap items-center gap-2 p-3 text-sm" role="alert">
        <span className="text-destructive">Could not load the new jobs: {query.error.message}</span>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const jobs = query.data.jobs;
  if (!jobs.length) {
    return <p className="p-3 text-sm text-muted-foreground">No new jobs yet: the next run will say.</p>;
  }
  return (
    <ul className="divide-y" data-testid="new-jobs">
      {jobs.map(({ job, searchId, unseen: isUnseen }) => (
        <li key={job.siteJobId} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center" data-testid="new-job">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {job.title}
              {isUnseen && (
                <Badge className="px-1.5 py-0 text-[10px]" data-testid="new-job-unseen">
                  New
                </Badge>
              )}
            </p>
            <p className="truncate text-sm text-muted-foreground">
              {[job.companyName, job.location].filter(Boolean).join(' · ')}
            </p>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              {job.locked ? (
                <span className="inline-flex items-center gap-1 text-muted-foreground">
                  <Lock className="h-3.5 w-3.5 text-amber-500" aria-hidden />
                  Contact hidden on the Free plan
                </span>
              ) : job.jobPosterEmail ? (
                <>
                  <span className="inline-flex items-center gap-1">
                    <Mail className="h-3.5 w-3.5 text-muted-foreground" aria-hidden />
                    {job.jobPosterName ? `${job.jobPosterName} · ` : ''}
                    {job.jobPosterEmail}
                  </span>
                  <VerificationBadge status={job.emailVerificationStatus} />
                </>
              ) : (
                <span className="text-muted-foreground">No contact found</span>
              )}
            </p>
          </div>
          {searchId && (
            <Button asChild size="sm" variant="outline" className="shrink-0">
              <Link to={`/results/${searchId}`}>
                Open in results <ExternalLink aria-hidden />
              </Link>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

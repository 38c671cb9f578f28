import { displayPercent, phaseLabel, progressCountersText, siteWaitText, timeLeftText } from '@app/client';
import { COPY, type SearchRequest } from '@app/types';
import { Button, DialogDescription, DialogTitle } from '@app/ui';
import { CircleAlert, Clock, MapPin, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { CompletionBurst } from './CompletionBurst';
import { ProgressBar } from '../../../lib/ProgressBar';
import type { SearchRun } from './search-run-store';
import { SearchTip } from '../../../lib/search-tips/SearchTip';
import { MODAL_TIP_MS } from '../../../lib/search-tips/tips';

interface Props {
  run: SearchRun;
  search: SearchRequest | undefined;
  updatedAt: number;
  loadError: Error | null;
  onRetry: () => void;
  onCancel: () => void;
  onDismiss: () => void;
}

/** The search window while a search runs: real percent, phase, time left, counters, tips, and Cancel. */
export function SearchProgressView({ run, search, updatedAt, loadError, onRetry, onCancel, onDismiss }: Props) {
  if (search && (search.status === 'failed' || search.status === 'cancelled')) {
    return <SearchStopped search={search} onDismiss={onDismiss} />;
  }
  if (!search && loadError) {
    return (
      <StoppedLayout title="Could not load the search" message={loadError.message}>
        <Button onClick={onRetry}>Try again</Button>
        <Button variant="outline" onClick={onDismiss}>
          New Search
        </Button>
      </StoppedLayout>
    );
  }
  return search?.status === 'completed' ? (
    <SearchCompleted />
  ) : (
    <SearchRunning run={run} search={search} updatedAt={updatedAt} onCancel={onCancel} />
  );
}

function SearchRunning({ run, search, updatedAt, onCancel }: Pick<Props, 'run' | 'search' | 'updatedAt' | 'onCancel'>) {
  const percent = displayPercent(search?.progress.percent);
  // The rate is measured between the start and the moment this percent arrived: real, never a timer.
  const timeLeft = search ? timeLeftText(percent, updatedAt - run.startedAt) : null;
  const counters = progressCountersText(search?.progress);
  const siteWait = siteWaitText(search?.progress);
  const keyword = search?.params.keyword;

  return (
    <div className="grid gap-6" data-testid="search-progress">
      <div className="grid gap-1 pr-6">
        <DialogTitle>Searching{keyword ? ` for ${keyword}` : ' for jobs'}</DialogTitle>
        <DialogDescription>You can close this window: the search keeps running in Recent Searches.</DialogDescription>
      </div>

      <div className="grid justify-items-center gap-2 text-center">
        <p className="text-5xl font-bold tabular-nums tracking-tight" data-testid="progress-percent" aria-live="polite">
          {percent}%
        </p>
        <p className="font-medium" data-testid="progress-phase">
          {phaseLabel(percent)}
        </p>
        <ProgressBar percent={percent} label="Search progress" className="mt-2" />
        <div className="flex min-h-5 flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {timeLeft && (
            <span className="inline-flex items-center gap-1" data-testid="time-left">
              <Clock className="h-3.5 w-3.5" aria-hidden />
              {timeLeft}
            </span>
          )}
          {counters && <span data-testid="progress-counters">{counters}</span>}
          {!search && <span>Starting…</span>}
        </div>
        {siteWait && (
          <p className="text-sm text-amber-700 dark:text-amber-400" role="status" data-testid="site-wait">
            {siteWait}
          </p>
        )}
        {run.locationMessage && (
          <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <MapPin className="h-3 w-3" aria-hidden />
            {run.locationMessage}
          </p>
        )}
      </div>

      <SearchTip intervalMs={MODAL_TIP_MS} />

      <Button variant="outline" onClick={onCancel} data-testid="cancel-search" className="justify-self-center">
        <X />
        Cancel Search
      </Button>
    </div>
  );
}

function SearchCompleted() {
  return (
    <div className="grid justify-items-center gap-3 py-4 text-center" data-testid="search-progress">
      <DialogTitle className="sr-only">{COPY.search.completeTitle}</DialogTitle>
      <CompletionBurst />
      <p className="text-5xl font-bold tabular-nums tracking-tight" data-testid="progress-percent">
        100%
      </p>
      <p className="font-medium">{phaseLabel(100)}</p>
      <DialogDescription>Opening your results…</DialogDescription>
    </div>
  );
}

function SearchStopped({ search, onDismiss }: { search: SearchRequest; onDismiss: () => void }) {
  const failed = search.status === 'failed';
  return (
    <StoppedLayout
      title={failed ? COPY.search.failedTitle : 'Search Cancelled'}
      message={failed ? search.errorMessage || COPY.search.failedFallback : 'This search was cancelled.'}
    >
      <Button onClick={onDismiss} data-testid="search-again">
        New Search
      </Button>
    </StoppedLayout>
  );
}

function StoppedLayout({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-4 py-4 text-center" data-testid="search-stopped" role="alert">
      <span className="grid h-14 w-14 place-items-center rounded-full bg-destructive/10 text-destructive">
        <CircleAlert className="h-7 w-7" aria-hidden />
      </span>
      <div className="grid gap-1">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="max-w-sm">{message}</DialogDescription>
      </div>
      <div className="flex flex-wrap justify-center gap-2">{children}</div>
    </div>
  );
}

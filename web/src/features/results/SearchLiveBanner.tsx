import { displayPercent, progressCountersText, siteWaitText } from '@app/client';
import type { SearchRequest } from '@app/types';
import { Loader2 } from 'lucide-react';
import { ProgressBar } from '../../lib/ProgressBar';

/** Above the jobs while the search still runs: its real percent and counters, and that more jobs are on their way. */
export function SearchLiveBanner({ search }: { search: SearchRequest }) {
  const percent = displayPercent(search.progress.percent);
  const counters = progressCountersText(search.progress);
  const siteWait = siteWaitText(search.progress);
  return (
    <div className="grid gap-2 rounded-lg border bg-primary/5 p-4" role="status" data-testid="search-live">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Loader2 className="h-4 w-4 animate-spin text-primary motion-reduce:animate-none" aria-hidden />
        <span className="font-medium">Still searching</span>
        <span className="tabular-nums text-muted-foreground" data-testid="live-percent">
          {percent}%
        </span>
        <span className="text-muted-foreground">More jobs appear here as they are ready.</span>
      </div>
      <ProgressBar percent={percent} label="Search progress" />
      {counters && <p className="text-xs text-muted-foreground">{counters}</p>}
      {siteWait && (
        <p className="text-xs text-amber-700 dark:text-amber-400" data-testid="site-wait">
          {siteWait}
        </p>
      )}
    </div>
  );
}

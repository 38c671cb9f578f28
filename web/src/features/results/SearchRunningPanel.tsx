import { displayPercent, phaseLabel, progressCountersText, siteWaitText } from '@app/client';
import { SEARCH_ID_PREVIEW_CHARS, type SearchRequest, type SearchStatus } from '@app/types';
import { Filter, Globe, Mail, type LucideIcon } from 'lucide-react';
import { ProgressBar } from '../../lib/ProgressBar';
import { SearchTip } from '../../lib/search-tips/SearchTip';
import { RESULTS_STATUS_MESSAGE_MS, RESULTS_TIP_MS, STATUS_MESSAGES } from '../../lib/search-tips/tips';
import { useRotatingIndex } from '../../lib/useRotatingIndex';
import { BackToDashboard } from './ResultsHeader';

const ICONS: Partial<Record<SearchStatus, LucideIcon>> = {
  pending: Globe,
  processing: Globe,
  filtering: Filter,
  enriching: Mail,
};

/** The results page while the search runs: the stage's icon, real percent, phase, what is happening, tips. */
export function SearchRunningPanel({ search }: { search: SearchRequest }) {
  const Icon = ICONS[search.status] ?? Globe;
  const percent = displayPercent(search.progress.percent);
  const messages = STATUS_MESSAGES[search.status];
  const messageIndex = useRotatingIndex(messages.length, RESULTS_STATUS_MESSAGE_MS);
  const counters = progressCountersText(search.progress);
  const siteWait = siteWaitText(search.progress);

  return (
    <div className="grid min-h-[calc(100vh-14rem)] place-items-center">
      <div className="grid w-full max-w-lg justify-items-center gap-5 text-center" data-testid="search-progress">
        <span className="relative grid h-20 w-20 place-items-center rounded-full bg-primary/10 text-primary">
          <span className="absolute inset-0 animate-ping rounded-full bg-primary/15 motion-reduce:hidden" aria-hidden />
          <Icon className="relative h-9 w-9" aria-hidden data-testid={`stage-icon-${search.status}`} />
        </span>
        <div className="grid gap-1">
          <h2 className="text-xl font-semibold">
            Search {search.id.slice(0, SEARCH_ID_PREVIEW_CHARS).toUpperCase()} is running
          </h2>
          <p className="text-sm text-muted-foreground">
            {search.params.keyword}
            {search.params.location ? ` · ${search.params.location}` : ''}
          </p>
        </div>
        <p className="text-5xl font-bold tabular-nums tracking-tight" data-testid="progress-percent" aria-live="polite">
          {percent}%
        </p>
        <ProgressBar percent={percent} label="Search progress" />
        <div className="grid gap-1">
          <p className="font-medium">{phaseLabel(percent)}</p>
          <p className="text-sm text-muted-foreground" data-testid="status-message">
            {messages[messageIndex]}
          </p>
          {counters && <p className="text-sm text-muted-foreground">{counters}</p>}
          {siteWait && (
            <p className="text-sm text-amber-700 dark:text-amber-400" role="status" data-testid="site-wait">
              {siteWait}
            </p>
          )}
        </div>
        <SearchTip intervalMs={RESULTS_TIP_MS} className="w-full text-left" />
        <BackToDashboard />
      </div>
    </div>
  );
}

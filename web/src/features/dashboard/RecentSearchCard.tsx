import { displayPercent, settingsQuery } from '@app/client';
import {
  COPY,
  SEARCH_ID_PREVIEW_CHARS,
  WORK_TYPE_LABELS,
  formatSearchDate,
  isSearchInProgress,
  type SearchSummary,
} from '@app/types';
import { Card } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { Building2, ChevronRight, Layers, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { api } from '../../app/api';
import { SearchCounts } from './SearchCounts';
import { searchQueryParts } from './search-query';
import { SearchStatusBadge } from './SearchStatusBadge';

/** One search in Recent Searches; the whole card opens its results. */
export function RecentSearchCard({ search }: { search: SearchSummary }) {
  const fromUrl = searchQueryParts(search.linkedinUrl);
  const keywords = fromUrl.keywords ?? search.params.keyword;
  const location = fromUrl.location ?? search.params.location;
  const workType = search.params.workType ? WORK_TYPE_LABELS[search.params.workType] : null;
  // On the user's clock (Settings → Regional), like every time the app shows.
  const timeZone = useQuery(settingsQuery(api)).data?.timezone;

  return (
    <Link
      to={`/results/${search.id}`}
      data-testid="recent-search"
      className="group block h-full rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <Card className="grid h-full content-start gap-3 p-4 transition-colors group-hover:border-primary/40 group-hover:bg-accent/40">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-xs text-muted-foreground">
            #{search.id.slice(0, SEARCH_ID_PREVIEW_CHARS)}
          </span>
          <SearchStatusBadge status={search.status} />
          <time dateTime={search.createdAt} className="ml-auto text-xs text-muted-foreground">
            {formatSearchDate(search.createdAt, timeZone)}
          </time>
        </div>

        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{keywords || 'Any role'}</p>
            <ul className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
              {location && (
                <li className="inline-flex items-center gap-1">
                  <MapPin className="h-3.5 w-3.5" aria-hidden />
                  {location}
                </li>
              )}
              {workType && (
                <li className="inline-flex items-center gap-1">
                  <Building2 className="h-3.5 w-3.5" aria-hidden />
                  {workType}
                </li>
              )}
              <li className="inline-flex items-center gap-1">
                <Layers className="h-3.5 w-3.5" aria-hidden />
                {search.params.jobCount.toLocaleString()} jobs
              </li>
            </ul>
          </div>
          <ChevronRight
            className="mt-1 h-4 w-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
            aria-hidden
          />
        </div>

        <SearchCardFooter search={search} />
      </Card>
    </Link>
  );
}

function SearchCardFooter({ search }: { search: SearchSummary }) {
  if (search.status === 'completed' && search.totalJobs !== null) {
    return (
      <SearchCounts
        total={search.totalJobs}
        canApplyCount={search.canApplyCount ?? 0}
        lockedJobs={search.lockedJobs ?? 0}
      />
    );
  }
  if (isSearchInProgress(search.status)) {
    return (
      <p className="text-sm text-primary">
        {COPY.search.processing}{' '}
        <span className="tabular-nums text-muted-foreground">{displayPercent(search.progress.percent)}%</span>
      </p>
    );
  }
  if (search.status === 'failed') {
    return (
      <p className="line-clamp-2 text-sm text-destructive dark:text-red-400">
        {search.errorMessage || COPY.search.failedFallback}
      </p>
    );
  }
  return null;
}

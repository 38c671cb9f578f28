import { COPY, type SearchSummary } from '@app/types';
import { Button, EmptyState } from '@app/ui';
import { Search } from 'lucide-react';

import { RecentSearchCard } from './RecentSearchCard';

/** Recent Searches: skeletons while loading, the honest empty state, or one card per search. */
export function RecentSearches({
  searches,
  isLoading,
  error,
  onRetry,
  onStartSearch,
}: {
  searches: readonly SearchSummary[] | undefined;
  isLoading: boolean;
  /** Why the list could not load, when it could not (and nothing is cached). */
  error: string | null;
  onRetry: () => void;
  onStartSearch: () => void;
}) {
  return (
    <section aria-labelledby="recent-searches-heading" className="grid gap-3">
      <h2 id="recent-searches-heading" className="text-lg font-semibold">
        Recent Searches
      </h2>
      {error ? (
        <div
          className="flex flex-wrap items-center gap-2 rounded-lg border border-destructive/40 p-4 text-sm"
          role="alert"
        >
          <span className="text-destructive">Could not load your searches: {error}</span>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : isLoading ? (
        <div className="grid gap-3" aria-busy>
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-28 animate-pulse rounded-lg border bg-muted/50" />
          ))}
        </div>
      ) : searches && searches.length > 0 ? (
        <ul className="grid gap-3 lg:grid-cols-2">
          {searches.map((search) => (
            <li key={search.id}>
              <RecentSearchCard search={search} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={Search}
          title={COPY.search.noSearches}
          action={
            <Button onClick={onStartSearch} data-testid="start-first-search">
              <Search />
              {COPY.search.startFirst}
            </Button>
          }
        >
          Search a role and a place; your searches and their results will be listed here.
        </EmptyState>
      )}
    </section>
  );
}

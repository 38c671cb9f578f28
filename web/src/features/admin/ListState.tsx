import type { Paginated } from '@app/types';
import { Button, EmptyState } from '@app/ui';
import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Column, DataTable } from './DataTable';
import { SearchBox } from './SearchBox';
import { useListControls } from './useListControls';

/**
 * Loading, error, empty or the list. The error reads as the spec's 'Failed to fetch …: {message}'; the users list
 * shows it as the 'API Error' card.
 */
export function ListState<T>({
  query,
  what,
  emptyTitle,
  emptyText,
  apiErrorCard,
  children,
}: {
  query: UseQueryResult<Paginated<T>, Error>;
  /** 'users', 'job requests', … as in 'Failed to fetch users'. */
  what: string;
  emptyTitle: string;
  emptyText?: string;
  apiErrorCard?: boolean;
  children: (page: Paginated<T>) => ReactNode;
}) {
  const page = query.data;
  if (query.isError && !page) {
    const message = `Failed to fetch ${what}: ${query.error.message || 'Unknown error'}`;
    return (
      <div className="grid gap-2 rounded-lg border border-destructive/40 p-4 text-sm" role="alert">
        {apiErrorCard && <h3 className="font-semibold text-destructive">API Error</h3>}
        <p className="text-destructive">{message}</p>
        <div>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  if (!page) {
    return (
      <div className="grid gap-2" aria-busy aria-label={`Loading ${what}`}>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-10 animate-pulse rounded-md bg-muted/60" />
        ))}
      </div>
    );
  }
  if (page.total === 0) {
    return (
      <EmptyState icon={Inbox} title={emptyTitle} className="p-6">
        {emptyText}
      </EmptyState>
    );
  }
  return <>{children(page)}</>;
}

/**
 * A staff list: the search box (left out with `search` unset), then loading, error, empty or the paged table. A list
 * states only its query, its columns and its words.
 */
export function SearchableList<T extends { id: string }, K extends QueryKey>({
  query,
  columns,
  search,
  what,
  emptyTitle,
  label,
  testId,
}: {
  /** The list's query for the debounced search text and the page. */
  query: (list: { q: string | undefined; page: number }) => UseQueryOptions<Paginated<T>, Error, Paginated<T>, K>;
  columns: Column<T>[];
  search?: { placeholder: string; label: string };
  what: string;
  emptyTitle: string;
  label: string;
  testId: string;
}) {
  const controls = useListControls();
  const result = useQuery(query({ q: controls.q, page: controls.page }));
  return (
    <div className="grid gap-3">
      {search && (
        <SearchBox
          value={controls.search}
          onChange={controls.setSearch}
          placeholder={search.placeholder}
          label={search.label}
        />
      )}
      <ListState query={result} what={what} emptyTitle={emptyTitle}>
        {(page) => (
          <DataTable
            page={page}
            columns={columns}
            onPage={controls.setPage}
            dimmed={result.isPlaceholderData}
            label={label}
            testId={testId}
          />
        )}
      </ListState>
    </div>
  );
}

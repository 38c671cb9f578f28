import type { Paginated } from '@app/types';
import { Button, EmptyState } from '@app/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

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

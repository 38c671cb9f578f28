import type { Paginated } from '@app/types';
import { Button, cn } from '@app/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { pageCount } from './people';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

/** A staff list page: a table, "N total", and previous/next. Rows may be selectable. */
export function DataTable<T extends { id: string }>({
  page,
  columns,
  onPage,
  onSelect,
  selectedId,
  dimmed,
  label,
  testId,
}: {
  page: Paginated<T>;
  columns: Column<T>[];
  onPage: (page: number) => void;
  onSelect?: (row: T) => void;
  selectedId?: string | null;
  /** The previous page stays while the next loads. */
  dimmed?: boolean;
  label: string;
  testId?: string;
}) {
  const pages = pageCount(page.total, page.pageSize);
  return (
    <div className="grid gap-3">
      <div className={cn('overflow-x-auto rounded-lg border transition-opacity', dimmed && 'opacity-60')}>
        <table className="w-full text-left text-sm" aria-label={label} data-testid={testId}>
          <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={cn('px-3 py-2 font-semibold', c.className)}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {page.items.map((row) => (
              <tr
                key={row.id}
                className={cn(onSelect && 'cursor-pointer hover:bg-accent/60', selectedId === row.id && 'bg-accent')}
                onClick={onSelect ? () => onSelect(row) : undefined}
                onKeyDown={
                  onSelect
                    ? (event) => {
                        if (event.key === 'Enter' || event.key === ' ') {
                          event.preventDefault();
                          onSelect(row);
                        }
                      }
                    : undefined
                }
                tabIndex={onSelect ? 0 : undefined}
                aria-selected={onSelect ? selectedId === row.id : undefined}
              >
                {columns.map((c) => (
                  <td key={c.header} className={cn('px-3 py-2 align-top', c.className)}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="flex items-center justify-between gap-2 text-sm" aria-label={`${label} pages`}>
        <span className="text-muted-foreground" aria-live="polite">
          {page.total.toLocaleString()} total · page {page.page} of {pages.toLocaleString()}
        </span>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
            <ChevronLeft aria-hidden /> Previous
          </Button>
          <Button variant="outline" size="sm" disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
            Next <ChevronRight aria-hidden />
          </Button>
        </div>
      </nav>
    </div>
  );
}

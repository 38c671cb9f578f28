import { adminJobRequestsQuery } from '@app/client';
import type { AdminJobRequest } from '@app/types';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { SearchStatusBadge } from './badges';
import { type Column, DataTable } from './DataTable';
import { formatAdminDate } from './format-admin-date';
import { ListState } from './ListState';
import { SearchBox } from './SearchBox';
import { useListControls } from './useListControls';

/** Job searches, of everyone (searchable) or of one user. */
export function JobRequestsList({ userId, pageSize }: { userId?: string; pageSize?: number }) {
  const controls = useListControls();
  const query = useQuery(
    adminJobRequestsQuery(api, { userId, q: userId ? undefined : controls.q, page: controls.page, pageSize }),
  );
  const columns: Column<AdminJobRequest>[] = [
    { header: 'Created', cell: (r) => formatAdminDate(r.createdAt), className: 'whitespace-nowrap' },
    ...(userId ? [] : [{ header: 'User', cell: (r: AdminJobRequest) => r.userEmail, className: 'whitespace-nowrap' }]),
    {
      header: 'Search',
      cell: (r) => (
        <a href={r.linkedinUrl} target="_blank" rel="noreferrer" className="hover:underline">
          {r.keyword} · {r.location}
        </a>
      ),
    },
    { header: 'Status', cell: (r) => <SearchStatusBadge status={r.status} /> },
    { header: 'Found / kept', cell: (r) => `${r.totalJobsFound} / ${r.jobsKept}`, className: 'whitespace-nowrap' },
    {
      header: 'Error',
      cell: (r) => (r.errorMessage ? <span className="text-destructive">{r.errorMessage}</span> : '—'),
    },
  ];
  return (
    <div className="grid gap-3">
      {!userId && (
        <SearchBox
          value={controls.search}
          onChange={controls.setSearch}
          placeholder="Search by user, keyword or location"
          label="Search job searches"
        />
      )}
      <ListState query={query} what="job requests" emptyTitle="No job searches">
        {(page) => (
          <DataTable
            page={page}
            columns={columns}
            onPage={controls.setPage}
            dimmed={query.isPlaceholderData}
            label="Job searches"
            testId="admin-job-requests"
          />
        )}
      </ListState>
    </div>
  );
}

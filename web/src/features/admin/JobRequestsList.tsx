import { formatAdminDate } from '@app/types';
import { adminJobRequestsQuery } from '@app/client';
import type { AdminJobRequest } from '@app/types';
import { api } from '../../app/api';
import { SearchStatusBadge } from './badges';
import type { Column } from './DataTable';
import { SearchableList } from './ListState';

/** Job searches, of everyone (searchable) or of one user. */
export function JobRequestsList({ userId, pageSize }: { userId?: string; pageSize?: number }) {
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
    <SearchableList
      query={({ q, page }) => adminJobRequestsQuery(api, { userId, q, page, pageSize })}
      columns={columns}
      search={userId ? undefined : { placeholder: 'Search by user, keyword or location', label: 'Search job searches' }}
      what="job requests"
      emptyTitle="No job searches"
      label="Job searches"
      testId="admin-job-requests"
    />
  );
}

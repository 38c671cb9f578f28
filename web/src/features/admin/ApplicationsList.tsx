import { adminEmailApplicationsQuery } from '@app/client';
import type { AdminEmailApplication } from '@app/types';
import { Badge } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { type Column, DataTable } from './DataTable';
import { formatAdminDate } from './format-admin-date';
import { ListState } from './ListState';
import { SearchBox } from './SearchBox';
import { useListControls } from './useListControls';

/** Sent emails (without their bodies), of everyone (searchable) or of one user. */
export function ApplicationsList({ userId, pageSize }: { userId?: string; pageSize?: number }) {
  const controls = useListControls();
  const query = useQuery(
    adminEmailApplicationsQuery(api, { userId, q: userId ? undefined : controls.q, page: controls.page, pageSize }),
  );
  const columns: Column<AdminEmailApplication>[] = [
    { header: 'Sent', cell: (r) => formatAdminDate(r.sentAt), className: 'whitespace-nowrap' },
    ...(userId
      ? []
      : [{ header: 'User', cell: (r: AdminEmailApplication) => r.userEmail, className: 'whitespace-nowrap' }]),
    {
      header: 'Job',
      cell: (r) => (
        <span>
          {r.jobTitle} <span className="text-muted-foreground">at {r.companyName}</span>
        </span>
      ),
    },
    { header: 'To', cell: (r) => r.companyEmail, className: 'whitespace-nowrap' },
    { header: 'Subject', cell: (r) => r.emailSubject },
    {
      header: 'Status',
      cell: (r) => (
        <div className="flex flex-wrap gap-1">
          <Badge variant={r.status === 'sent' ? 'default' : 'secondary'}>{r.status}</Badge>
          {r.outcome && <Badge variant="outline">{r.outcome}</Badge>}
        </div>
      ),
    },
  ];
  return (
    <div className="grid gap-3">
      {!userId && (
        <SearchBox
          value={controls.search}
          onChange={controls.setSearch}
          placeholder="Search by user, job, company, recipient or subject"
          label="Search applications"
        />
      )}
      <ListState query={query} what="email applications" emptyTitle="No applications">
        {(page) => (
          <DataTable
            page={page}
            columns={columns}
            onPage={controls.setPage}
            dimmed={query.isPlaceholderData}
            label="Applications"
            testId="admin-applications"
          />
        )}
      </ListState>
    </div>
  );
}

import { formatAdminDate } from '@app/types';
import { adminEmailApplicationsQuery } from '@app/client';
import type { AdminEmailApplication } from '@app/types';
import { Badge } from '@app/ui';
import { api } from '../../app/api';
import type { Column } from './DataTable';
import { SearchableList } from './ListState';

/** Sent emails (without their bodies), of everyone (searchable) or of one user. */
export function ApplicationsList({ userId, pageSize }: { userId?: string; pageSize?: number }) {
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
    <SearchableList
      query={({ q, page }) => adminEmailApplicationsQuery(api, { userId, q, page, pageSize })}
      columns={columns}
      search={
        userId
          ? undefined
          : { placeholder: 'Search by user, job, company, recipient or subject', label: 'Search applications' }
      }
      what="email applications"
      emptyTitle="No applications"
      label="Applications"
      testId="admin-applications"
    />
  );
}

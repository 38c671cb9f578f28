import { formatAdminDate } from '@app/types';
import { refundRequestsQuery } from '@app/client';
import type { Paginated, RefundRequest } from '@app/types';
import { Badge } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { DataTable, type Column } from './DataTable';
import { ListState } from './ListState';

const amount = (r: RefundRequest) =>
  r.amountMinor === null || !r.currency ? 'N/A' : `${(r.amountMinor / 100).toFixed(2)} ${r.currency}`;

/** Refund requests (policy: within 7 days of the first charge), newest first; the whole list is one page. */
export function RefundRequestsList() {
  const query = useQuery({
    ...refundRequestsQuery(api),
    select: (items): Paginated<RefundRequest> => ({
      items,
      total: items.length,
      page: 1,
      pageSize: Math.max(items.length, 1),
    }),
  });
  const columns: Column<RefundRequest>[] = [
    { header: 'Requested', cell: (r) => formatAdminDate(r.createdAt), className: 'whitespace-nowrap' },
    { header: 'User', cell: (r) => r.userEmail ?? r.userId, className: 'whitespace-nowrap' },
    { header: 'Charged', cell: (r) => formatAdminDate(r.chargedAt), className: 'whitespace-nowrap' },
    { header: 'Amount', cell: amount, className: 'whitespace-nowrap' },
    { header: 'Transaction', cell: (r) => r.providerTransactionId },
    { header: 'Reason', cell: (r) => r.reason ?? 'N/A' },
    { header: 'Status', cell: (r) => <Badge variant="secondary">{r.status}</Badge> },
  ];
  return (
    <ListState query={query} what="refund requests" emptyTitle="No refund requests">
      {(page) => <DataTable page={page} columns={columns} onPage={() => undefined} label="Refund requests" />}
    </ListState>
  );
}

import { adminMailAccountsQuery } from '@app/client';
import type { AdminMailAccount } from '@app/types';
import { Badge } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { MailStatusBadge } from './badges';
import { type Column, DataTable } from './DataTable';
import { formatAdminDate } from './format-admin-date';
import { ListState } from './ListState';
import { SearchBox } from './SearchBox';
import { useListControls } from './useListControls';

/** Connected mailboxes of both providers (the spec's "gmail credentials"): their state, never a secret. */
export function MailAccountsList() {
  const controls = useListControls();
  const query = useQuery(adminMailAccountsQuery(api, { q: controls.q, page: controls.page }));
  const columns: Column<AdminMailAccount>[] = [
    { header: 'Updated', cell: (r) => formatAdminDate(r.updatedAt), className: 'whitespace-nowrap' },
    { header: 'User', cell: (r) => r.userEmail, className: 'whitespace-nowrap' },
    { header: 'Provider', cell: (r) => (r.provider === 'gmail' ? 'Gmail' : `SMTP (${r.smtpServer ?? 'N/A'})`) },
    { header: 'Mailbox', cell: (r) => r.emailAddress, className: 'whitespace-nowrap' },
    {
      header: 'Status',
      cell: (r) => (
        <div className="flex flex-wrap gap-1">
          <MailStatusBadge account={r} />
          {r.isDefault && <Badge variant="outline">default</Badge>}
        </div>
      ),
    },
  ];
  return (
    <div className="grid gap-3">
      <SearchBox
        value={controls.search}
        onChange={controls.setSearch}
        placeholder="Search by user or mailbox"
        label="Search mail accounts"
      />
      <ListState query={query} what="gmail credentials" emptyTitle="No mail accounts connected">
        {(page) => (
          <DataTable
            page={page}
            columns={columns}
            onPage={controls.setPage}
            dimmed={query.isPlaceholderData}
            label="Mail accounts"
            testId="admin-mail-accounts"
          />
        )}
      </ListState>
    </div>
  );
}

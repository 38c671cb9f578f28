import { formatAdminDate } from '@app/types';
import { adminMailAccountsQuery } from '@app/client';
import type { AdminMailAccount } from '@app/types';
import { Badge } from '@app/ui';
import { api } from '../../app/api';
import { MailStatusBadge } from './badges';
import type { Column } from './DataTable';
import { SearchableList } from './ListState';

/** Connected mailboxes of both providers (the spec's "gmail credentials"): their state, never a secret. */
export function MailAccountsList() {
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
    <SearchableList
      query={({ q, page }) => adminMailAccountsQuery(api, { q, page })}
      columns={columns}
      search={{ placeholder: 'Search by user or mailbox', label: 'Search mail accounts' }}
      what="gmail credentials"
      emptyTitle="No mail accounts connected"
      label="Mail accounts"
      testId="admin-mail-accounts"
    />
  );
}

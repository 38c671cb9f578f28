import { formatAdminDate } from '@app/types';
import { adminUsersQuery } from '@app/client';
import type { AdminUser } from '@app/types';
import { Badge } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { type Column, DataTable } from './DataTable';
import { ListState } from './ListState';
import { displayName } from './people';
import { SearchBox } from './SearchBox';
import { useListControls } from './useListControls';

/** Every user, newest first, found by part of their email or name; a click opens the user. */
export function UsersPanel({ selectedId, onSelect }: { selectedId: string | null; onSelect: (id: string) => void }) {
  const controls = useListControls();
  const query = useQuery(adminUsersQuery(api, { q: controls.q, page: controls.page }));
  const columns: Column<AdminUser>[] = [
    {
      header: 'User',
      cell: (u) => (
        <div className="grid min-w-0 max-w-[22rem] gap-0.5">
          <span className="flex items-center gap-2 font-medium">
            <span className="truncate">{displayName(u)}</span>
            {u.role === 'staff' && <Badge variant="outline">staff</Badge>}
          </span>
          <span className="truncate text-xs text-muted-foreground" title={u.email}>
            {u.email}
          </span>
          <span className="text-xs text-muted-foreground">
            {u.searchCount} searches · {u.applicationCount} sent · {u.hasResume ? 'resume' : 'no resume'}
          </span>
        </div>
      ),
    },
    { header: 'Joined', cell: (u) => formatAdminDate(u.createdAt), className: 'whitespace-nowrap text-xs' },
  ];
  return (
    <section className="grid content-start gap-3" aria-label="Users">
      <SearchBox
        value={controls.search}
        onChange={controls.setSearch}
        placeholder="Search by email or name"
        label="Search users"
        testId="admin-user-search"
      />
      <ListState
        query={query}
        what="users"
        apiErrorCard
        emptyTitle={controls.q ? 'No user matches' : 'No users yet'}
        emptyText={controls.q ? 'Try part of an email address or a name.' : undefined}
      >
        {(page) => (
          <DataTable
            page={page}
            columns={columns}
            onPage={controls.setPage}
            onSelect={(u) => onSelect(u.id)}
            selectedId={selectedId}
            dimmed={query.isPlaceholderData}
            label="Users"
            testId="admin-users"
          />
        )}
      </ListState>
    </section>
  );
}

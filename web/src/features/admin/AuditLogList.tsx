import { adminAuditLogQuery } from '@app/client';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, formatAdminDate, type AuditAction, type AuditLogEntry } from '@app/types';
import { cn } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { type Column, DataTable } from './DataTable';
import { ListState } from './ListState';

const who = (email: string | null, ref: string | null) =>
  email ?? (ref ? <span className="text-muted-foreground">Deleted account · {ref.slice(0, 8)}</span> : '—');

function describeDetail(entry: AuditLogEntry): string {
  const { page, searched } = entry.detail;
  const parts: string[] = [];
  if (typeof page === 'number') parts.push(`page ${page}`);
  if (searched === true) parts.push('with a search');
  return parts.join(', ') || '—';
}

/** Who read whose data, what, and when; newest first. */
export function AuditLogList({ userId }: { userId?: string }) {
  const [action, setAction] = useState<AuditAction | ''>('');
  const [page, setPage] = useState(1);
  const query = useQuery(adminAuditLogQuery(api, { userId, action: action || undefined, page }));
  const columns: Column<AuditLogEntry>[] = [
    { header: 'When', cell: (r) => formatAdminDate(r.at), className: 'whitespace-nowrap' },
    { header: 'Staff', cell: (r) => who(r.staffEmail, r.staffRef), className: 'whitespace-nowrap' },
    { header: 'Action', cell: (r) => AUDIT_ACTION_LABELS[r.action] ?? r.action, className: 'whitespace-nowrap' },
    {
      header: 'Whose data',
      cell: (r) => (r.subjectRef ? who(r.subjectEmail, r.subjectRef) : 'a list of users'),
      className: 'whitespace-nowrap',
    },
    { header: 'Detail', cell: describeDetail },
  ];
  return (
    <div className="grid gap-3">
      <label className="flex items-center gap-2 text-sm">
        <span className="text-muted-foreground">Action</span>
        <select
          className={cn('h-9 rounded-md border border-input bg-background px-2 text-sm')}
          value={action}
          onChange={(event) => {
            setAction(event.target.value as AuditAction | '');
            setPage(1);
          }}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {AUDIT_ACTION_LABELS[a]}
            </option>
          ))}
        </select>
      </label>
      <ListState query={query} what="audit log" emptyTitle="No staff reads recorded">
        {(data) => (
          <DataTable
            page={data}
            columns={columns}
            onPage={setPage}
            dimmed={query.isPlaceholderData}
            label="Audit log"
            testId="admin-audit-log"
          />
        )}
      </ListState>
    </div>
  );
}

import { adminQueryKeys, queryKeys } from '@app/client';
import { Button, cn } from '@app/ui';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useSignedInUser } from '../../lib/signed-in-user';
import { ApplicationsList } from './ApplicationsList';
import { AuditLogList } from './AuditLogList';
import { JobRequestsList } from './JobRequestsList';
import { MailAccountsList } from './MailAccountsList';
import { RefundRequestsList } from './RefundRequestsList';
import { SiteHealthPanel } from './SiteHealthPanel';
import { UserDetail } from './UserDetail';
import { UsersPanel } from './UsersPanel';

const TABS = [
  { id: 'users', label: 'Users' },
  { id: 'searches', label: 'Job searches' },
  { id: 'applications', label: 'Applications' },
  { id: 'mail', label: 'Mail accounts' },
  { id: 'refunds', label: 'Refund requests' },
  { id: 'audit', label: 'Audit log' },
  { id: 'site', label: 'Site health' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/**
 * The staff data viewer (spec §2 Admin screen). Staff only: the role comes from the server, which also refuses every
 * admin call to anyone else; others are sent to /dashboard and see nothing (spec §6). Every read is audited.
 */
export function AdminPage() {
  const user = useSignedInUser();
  if (user.role !== 'staff') return <Navigate to="/dashboard" replace />;
  return <AdminViewer />;
}

function AdminViewer() {
  const [tab, setTab] = useState<Tab>('users');
  const [selected, setSelected] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: adminQueryKeys.all }) > 0;

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted-foreground">
          Users’ data, read-only. Every time you open a user, view or download a resume, export data or list records, it
          is written to the audit log.
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
            void queryClient.invalidateQueries({ queryKey: queryKeys.refundRequests });
          }}
          disabled={fetching}
          data-testid="admin-refresh"
        >
          <RefreshCw className={cn(fetching && 'animate-spin')} aria-hidden /> Refresh
        </Button>
      </div>

      <div role="tablist" aria-label="Admin views" className="flex flex-wrap gap-1 border-b">
        {TABS.map((t) => (
          <button
            key={t.id}
            role="tab"
            type="button"
            aria-selected={tab === t.id}
            onClick={() => setTab(t.id)}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium transition-colors',
              tab === t.id
                ? 'border-primary text-foreground'
                : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>

      <div role="tabpanel">
        {tab === 'users' && (
          <div className="grid gap-5 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
            <UsersPanel selectedId={selected} onSelect={setSelected} />
            {selected ? (
              <UserDetail key={selected} userId={selected} onClose={() => setSelected(null)} />
            ) : (
              <div className="hidden items-center justify-center rounded-lg border border-dashed p-10 text-sm text-muted-foreground xl:flex">
                Choose a user to see their profile, activity, resume, searches, applications and mail connection.
              </div>
            )}
          </div>
        )}
        {tab === 'searches' && <JobRequestsList />}
        {tab === 'applications' && <ApplicationsList />}
        {tab === 'mail' && <MailAccountsList />}
        {tab === 'refunds' && <RefundRequestsList />}
        {tab === 'audit' && <AuditLogList />}
        {tab === 'site' && <SiteHealthPanel />}
      </div>
    </div>
  );
}

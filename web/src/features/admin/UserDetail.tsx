import { formatAdminDate } from '@app/types';
import { adminResumeQuery, adminUserQuery } from '@app/client';
import type { AdminUserDetail } from '@app/types';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Spinner, toast } from '@app/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Download, FileText, FileJson, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { api } from '../../app/api';
import { ApplicationsList } from './ApplicationsList';
import { MailStatusBadge } from './badges';
import { JobRequestsList } from './JobRequestsList';
import { displayName, formatBytes } from './people';
import { saveFile } from '../../lib/save-file';

function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="rounded-lg border p-3">
      <div className="text-xs text-muted-foreground">{label}</div>
      <div className="text-2xl font-semibold">{value}</div>
      {hint && <div className="text-xs text-muted-foreground">{hint}</div>}
    </div>
  );
}

function useDownload(what: string, run: () => Promise<void>) {
  return useMutation({
    mutationFn: run,
    onError: (err: Error) =>
      toast({ title: `Could not download the ${what}`, description: err.message, variant: 'destructive' }),
  });
}

/** One user: profile, activity counts, resume (view, download), mail connection status, searches, applications. */
export function UserDetail({ userId, onClose }: { userId: string; onClose: () => void }) {
  const query = useQuery(adminUserQuery(api, userId));
  const [showResume, setShowResume] = useState(false);
  const resume = useQuery({ ...adminResumeQuery(api, userId), enabled: showResume });
  const exportData = useDownload('export', async () => saveFile(await api.admin.exportUser(userId)));
  const downloadResume = useDownload('resume', async () => saveFile(await api.admin.downloadResume(userId)));

  if (query.isError) {
    return (
      <Card role="alert">
        <CardContent className="p-6 text-sm text-destructive">
          Failed to fetch this user: {query.error.message || 'Unknown error'}
        </CardContent>
      </Card>
    );
  }
  if (query.isPending) {
    return (
      <Card aria-busy>
        <CardContent className="flex justify-center p-10">
          <Spinner />
        </CardContent>
      </Card>
    );
  }
  const user: AdminUserDetail = query.data;
  const searches = Object.values(user.searchesByStatus).reduce((sum, n) => sum + (n ?? 0), 0);

  return (
    <div className="grid content-start gap-4" data-testid="admin-user-detail">
      <Card>
        <CardHeader className="flex flex-row items-start gap-4 space-y-0">
          {user.profileImageUrl ? (
            <img src={user.profileImageUrl} alt="" className="h-12 w-12 rounded-full object-cover" />
          ) : (
            <div className="flex h-12 w-12 items-center justify-center rounded-full bg-muted text-lg font-semibold">
              {displayName(user).slice(0, 1).toUpperCase()}
            </div>
          )}
          <div className="grid min-w-0 flex-1 gap-1">
            <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
              {displayName(user)}
              <Badge variant={user.role === 'staff' ? 'default' : 'secondary'}>{user.role}</Badge>
            </CardTitle>
            <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{user.email}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-muted-foreground">
              <dt>Joined</dt>
              <dd>{formatAdminDate(user.createdAt)}</dd>
              <dt>Last sign-in</dt>
              <dd>{formatAdminDate(user.lastSignInAt)}</dd>
              <dt>Terms accepted</dt>
              <dd>{formatAdminDate(user.termsAcceptedAt)}</dd>
              <dt>User id</dt>
              <dd className="break-all font-mono">{user.id}</dd>
            </dl>
          </div>
          <div className="flex flex-col gap-2">
            <Button
              size="sm"
              onClick={() => exportData.mutate()}
              disabled={exportData.isPending}
              data-testid="admin-export"
            >
              <FileJson aria-hidden /> {exportData.isPending ? 'Exporting…' : 'Export data'}
            </Button>
            <Button size="sm" variant="ghost" onClick={onClose} aria-label="Close this user">
              <X aria-hidden /> Close
            </Button>
          </div>
        </CardHeader>
        <CardContent className="grid grid-cols-2 gap-3 2xl:grid-cols-4">
          <Stat label="Job searches" value={searches} hint={`${user.searchesByStatus.completed ?? 0} completed`} />
          <Stat
            label="Applications sent"
            value={user.applications.sent}
            hint={`${user.applications.replied} replied · ${user.applications.interview} interviews`}
          />
          <Stat label="Mail accounts" value={user.mailAccounts.length} />
          <Stat label="Resume" value={user.resume ? 'Yes' : 'No'} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Resume</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          {user.resume ? (
            <>
              <p>
                <span className="font-medium">{user.resume.fileName}</span>{' '}
                <span className="text-muted-foreground">
                  · {formatBytes(user.resume.sizeBytes)} · uploaded {formatAdminDate(user.resume.uploadedAt)}
                </span>
              </p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => setShowResume((v) => !v)}>
                  <FileText aria-hidden /> {showResume ? 'Hide resume' : 'View resume'}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => downloadResume.mutate()}
                  disabled={downloadResume.isPending}
                >
                  <Download aria-hidden /> Download resume
                </Button>
              </div>
              {showResume &&
                (resume.isPending ? (
                  <Spinner size="small" />
                ) : resume.isError ? (
                  <p className="text-destructive">Could not load the resume: {resume.error.message}</p>
                ) : (
                  <pre
                    className="max-h-80 overflow-auto whitespace-pre-wrap rounded-md border bg-muted/40 p-3 text-xs"
                    data-testid="admin-resume-text"
                  >
                    {resume.data.text}
                  </pre>
                ))}
            </>
          ) : (
            <p className="text-muted-foreground">No resume saved.</p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Mail connection</CardTitle>
        </CardHeader>
        <CardContent className="text-sm">
          {user.mailAccounts.length === 0 ? (
            <p className="text-muted-foreground">No mail account connected.</p>
          ) : (
            <ul className="grid gap-2">
              {user.mailAccounts.map((m) => (
                <li key={m.id} className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{m.provider === 'gmail' ? 'Gmail' : 'SMTP'}</span>
                  <span className="[overflow-wrap:anywhere]">{m.emailAddress}</span>
                  <MailStatusBadge account={m} />
                  {m.isDefault && <Badge variant="outline">default</Badge>}
                  <span className="text-xs text-muted-foreground">updated {formatAdminDate(m.updatedAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Job searches</CardTitle>
        </CardHeader>
        <CardContent>
          <JobRequestsList userId={user.id} pageSize={10} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Applications</CardTitle>
        </CardHeader>
        <CardContent>
          <ApplicationsList userId={user.id} pageSize={10} />
        </CardContent>
      </Card>
    </div>
  );
}

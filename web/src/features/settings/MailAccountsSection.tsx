import { gmailAvailabilityOf, mailAccountsQuery, mailStatusQuery, queryKeys } from '@app/client';
import { COPY, type MailAccount } from '@app/types';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Spinner,
  asSentence,
  toast,
} from '@app/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Mail, Plus, Server } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../app/api';
import { DomainRecordsPanel } from './DomainRecordsPanel';
import { GmailRepliesPanel } from './GmailRepliesPanel';
import { SenderPauseBanner } from '../../lib/SenderPauseBanner';
import { SettingsSection } from '../../lib/SettingsSection';
import { SmtpAccountForm } from './SmtpAccountForm';
import { useGmailRepliesReturn } from './useGmailRepliesReturn';

/** The mailboxes emails are sent from: Gmail (send-only) or any SMTP account; one is the default. */
export function MailAccountsSection() {
  const queryClient = useQueryClient();
  const accounts = useQuery(mailAccountsQuery(api));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<MailAccount | null>(null);
  const [gmailUnavailable, setGmailUnavailable] = useState<string | null>(null);
  const [connecting, setConnecting] = useState(false);
  useGmailRepliesReturn();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.mailAccounts });
    void queryClient.invalidateQueries({ queryKey: queryKeys.mailStatus });
  };
  const makeDefault = useMutation({
    mutationFn: (id: string) => api.makeDefaultMailAccount(id),
    onSuccess: (account) =>
      toast({ title: 'Default mailbox changed', description: `Sending from ${account.emailAddress}.` }),
    onError: (error) =>
      toast({ title: 'Could not change the default', description: error.message, variant: 'destructive' }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.removeMailAccount(id),
    onSuccess: () => {
      toast({ title: 'Mailbox disconnected' });
      setRemoving(null);
    },
    onError: (error) =>
      toast({
        title: 'Could not disconnect',
        description: error.message || 'Please try again',
        variant: 'destructive',
      }),
    onSettled: refresh,
  });

  const connectGmail = async () => {
    setConnecting(true);
    try {
      const availability = gmailAvailabilityOf(await queryClient.fetchQuery(mailStatusQuery(api)));
      if (!availability.available) {
        setGmailUnavailable(availability.message || COPY.compose.gmailUnavailable);
        setAdding(true);
        setConnecting(false);
        return;
      }
      window.location.assign(api.gmailAuthorizeUrl({ returnUrl: '/settings' }));
    } catch {
      toast({ title: COPY.compose.authorizeFailed, variant: 'destructive' });
      setConnecting(false);
    }
  };

  const list = accounts.data ?? [];
  const hasGmail = list.some((a) => a.provider === 'gmail');

  return (
    <SettingsSection
      icon={Mail}
      title="Mail accounts"
      description="Applications are sent from your own mailbox, from the default one. Gmail access is send-only: your messages are never read. Seeing replies is an extra permission you may give, for headers only."
      testId="settings-mail"
    >
      <div className="grid gap-4">
        {accounts.isError && !accounts.data ? (
          <div
            className="flex flex-wrap items-center gap-2 rounded-lg border border-destructive/40 p-3 text-sm"
            role="alert"
          >
            <span className="text-destructive">Could not load your mail accounts: {accounts.error.message}</span>
            <Button variant="outline" size="sm" onClick={() => void accounts.refetch()}>
              Try again
            </Button>
          </div>
        ) : accounts.isPending ? (
          <div className="h-16 animate-pulse rounded-lg border bg-muted/50" aria-busy />
        ) : list.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            No mailbox connected yet. Until you add one, you can still copy each email or open it in your email app.
          </p>
        ) : (
          <ul className="grid gap-2" aria-label="Mail accounts">
            {list.map((account) => (
              <li key={account.id} className="grid gap-3 rounded-lg border p-3" data-testid="mail-account">
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                  <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground">
                    {account.provider === 'gmail' ? <Mail className="h-4 w-4" /> : <Server className="h-4 w-4" />}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="truncate font-medium">{account.emailAddress}</span>
                      {account.isDefault && <Badge data-testid="default-badge">Default</Badge>}
                      {account.needsReauth && (
                        <Badge
                          variant="outline"
                          className="border-amber-500/50 bg-amber-500/10 text-amber-700 dark:text-amber-300"
                        >
                          <CircleAlert className="mr-1 h-3 w-3" aria-hidden />
                          Needs reconnecting
                        </Badge>
                      )}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {account.provider === 'gmail'
                        ? account.replyDetection === 'gmail-metadata'
                          ? 'Gmail · send, and headers to see replies'
                          : 'Gmail · send-only'
                        : `SMTP · ${account.smtp ? `${account.smtp.host}:${account.smtp.port}${account.smtp.secure ? ' · TLS' : ''}` : ''}`}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {account.needsReauth && account.provider === 'gmail' && (
                      <Button size="sm" onClick={() => void connectGmail()} disabled={connecting}>
                        Reconnect
                      </Button>
                    )}
                    {!account.isDefault && (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => makeDefault.mutate(account.id)}
                        disabled={makeDefault.isPending}
                      >
                        Make default
                      </Button>
                    )}
                    <Button size="sm" variant="ghost" onClick={() => setRemoving(account)} data-testid="disconnect">
                      Disconnect
                    </Button>
                  </div>
                </div>
                <SenderPauseBanner account={account} />
                {account.provider === 'gmail' && <GmailRepliesPanel account={account} />}
                {account.provider === 'smtp' && <DomainRecordsPanel account={account} />}
              </li>
            ))}
          </ul>
        )}

        {gmailUnavailable && (
          <p
            className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
            role="alert"
          >
            <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
            <span>{asSentence(gmailUnavailable)} Any mailbox, Gmail included, can send as an SMTP account below.</span>
          </p>
        )}

        {adding ? (
          <SmtpAccountForm onDone={() => setAdding(false)} />
        ) : (
          <div className="flex flex-wrap gap-2">
            {!hasGmail && !gmailUnavailable && (
              <Button onClick={() => void connectGmail()} disabled={connecting} data-testid="connect-gmail">
                {connecting ? <Spinner size="small" className="text-current" /> : <Mail />}
                Connect Gmail
              </Button>
            )}
            <Button variant="outline" onClick={() => setAdding(true)} data-testid="add-smtp">
              <Plus />
              Add SMTP account
            </Button>
          </div>
        )}
      </div>

      <Dialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Disconnect {removing?.emailAddress}?</DialogTitle>
            <DialogDescription>
              {removing?.provider === 'gmail'
                ? 'Access to send from this Gmail account, and to read its headers if you allowed it, is revoked. Emails already sent stay in your applications.'
                : 'Its saved server settings and password are deleted. Emails already sent stay in your applications.'}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              Keep it
            </Button>
            <Button
              variant="destructive"
              onClick={() => removing && remove.mutate(removing.id)}
              disabled={remove.isPending}
              data-testid="confirm-disconnect"
            >
              {remove.isPending && <Spinner size="small" className="text-current" />}
              Disconnect
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}

import { mailAccountsQuery, queryKeys } from '@app/client';
import type { MailAccount } from '@app/types';
import { Button, Spinner, toast } from '@app/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OctagonPause } from 'lucide-react';
import { api } from '../app/api';

/**
 * Sender protection: a mailbox whose address bounced too often stopped sending. Says why and what waits, with the
 * one way to start again (Resume sending). Nothing when the account sends.
 */
export function SenderPauseBanner({ account }: { account: MailAccount }) {
  const queryClient = useQueryClient();
  const resume = useMutation({
    mutationFn: () => api.resumeMailAccount(account.id),
    onSuccess: () => {
      toast({ title: 'Sending resumed', description: `Emails go from ${account.emailAddress} again.` });
      void queryClient.invalidateQueries({ queryKey: queryKeys.outbox });
    },
    onError: (error) => toast({ title: 'Not resumed', description: error.message, variant: 'destructive' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.mailAccounts }),
  });
  if (!account.sendingPause) return null;

  return (
    <div
      className="flex flex-col gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm sm:flex-row sm:items-start"
      role="alert"
      data-testid="sender-paused"
    >
      <OctagonPause className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-medium [overflow-wrap:anywhere]">
          Sending from {account.emailAddress} is paused: {account.sendingPause.reason}.
        </p>
        <p className="text-muted-foreground">
          Many bounces make mail providers send your emails to spam or refuse them. Scheduled emails and follow-ups
          wait; none are lost. Check the addresses that bounced, then resume.
        </p>
      </div>
      <Button
        size="sm"
        variant="outline"
        className="shrink-0 self-start"
        onClick={() => resume.mutate()}
        disabled={resume.isPending}
        data-testid="resume-sending"
      >
        {resume.isPending && <Spinner size="small" className="text-current" />}
        Resume sending
      </Button>
    </div>
  );
}

/** Every paused mailbox of the user, one banner each (Applications: above the Sent and Scheduled lists). */
export function SenderPauseBanners() {
  const paused = (useQuery(mailAccountsQuery(api)).data ?? []).filter((a) => a.sendingPause !== null);
  if (paused.length === 0) return null;
  return (
    <div className="grid gap-2">
      {paused.map((account) => (
        <SenderPauseBanner key={account.id} account={account} />
      ))}
    </div>
  );
}

import { mailDomainRecordsQuery, queryKeys } from '@app/client';
import type { DomainRecordsCheck, MailAccount } from '@app/types';
import { Button, Spinner } from '@app/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, RefreshCw, ShieldQuestion } from 'lucide-react';
import { api } from '../../app/api';

const HEADLINE: Record<Exclude<DomainRecordsCheck['verdict'], 'provider-domain'>, (domain: string) => string> = {
  ok: (domain) => `${domain} has the records Gmail and Yahoo ask of senders (SPF or DKIM, and DMARC).`,
  'at-risk': (domain) =>
    `Gmail and Yahoo are likely to refuse mail from ${domain} or file it as spam. Add these records where your domain's DNS is managed:`,
  'could-not-check': (domain) =>
    `Could not check ${domain}'s mail records: DNS did not answer. This says nothing about your mail; check again later.`,
};

/**
 * Whether mail from an SMTP mailbox's own domain will be taken by Gmail and Yahoo (their sender rules: SPF or DKIM,
 * and a DMARC record), with the records to add. Checked when the mailbox shows (the API keeps the answer briefly)
 * and on "Check again". Nothing shows for a mailbox provider's domain (gmail.com, outlook.com, …).
 */
export function DomainRecordsPanel({ account }: { account: MailAccount }) {
  const queryClient = useQueryClient();
  const records = useQuery(mailDomainRecordsQuery(api, account.id));
  const checkAgain = useMutation({
    mutationFn: () => api.checkMailDomainRecords(account.id),
    onSuccess: (check) => queryClient.setQueryData(queryKeys.mailDomainRecords(account.id), check),
  });
  const check = checkAgain.data ?? records.data;
  const failed = checkAgain.isError || (records.isError && !check);

  if (records.isPending) {
    return (
      <p className="flex items-center gap-2 text-xs text-muted-foreground" data-testid="domain-records">
        <Spinner size="small" /> Checking your domain&apos;s mail records…
      </p>
    );
  }
  if (check?.verdict === 'provider-domain') return null;

  const verdict = failed || !check ? 'could-not-check' : check.verdict;
  const domain = check?.domain ?? account.emailAddress.split('@').pop() ?? '';
  const tone =
    verdict === 'ok'
      ? 'border-emerald-500/40 bg-emerald-500/10'
      : verdict === 'at-risk'
        ? 'border-amber-500/40 bg-amber-500/10'
        : 'border-dashed';
  const Icon = verdict === 'ok' ? CircleCheck : verdict === 'at-risk' ? CircleAlert : ShieldQuestion;

  return (
    <div
      className={`grid min-w-0 gap-2 rounded-md border p-3 text-sm ${tone}`}
      role={verdict === 'at-risk' ? 'alert' : undefined}
      data-testid="domain-records"
      data-verdict={verdict}
    >
      <p className="flex items-start gap-2">
        <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span className="min-w-0 break-words">{HEADLINE[verdict](domain)}</span>
      </p>
      {verdict === 'at-risk' && check && (
        <ol className="grid gap-2 pl-6" aria-label="Records to add">
          {check.advice.map((advice) => (
            <li key={advice.record} className="grid min-w-0 gap-1" data-testid={`advice-${advice.record}`}>
              <span>{advice.text}</span>
              {advice.txt && (
                <dl className="grid min-w-0 gap-1 rounded bg-background/70 p-2 font-mono text-xs">
                  <div className="grid min-w-0 grid-cols-[4.5rem_minmax(0,1fr)] gap-1">
                    <dt className="text-muted-foreground">TXT at</dt>
                    <dd className="min-w-0 break-all">{advice.txt.name}</dd>
                  </div>
                  <div className="grid min-w-0 grid-cols-[4.5rem_minmax(0,1fr)] gap-1">
                    <dt className="text-muted-foreground">Value</dt>
                    <dd className="min-w-0 select-all break-all">{advice.txt.value}</dd>
                  </div>
                </dl>
              )}
            </li>
          ))}
        </ol>
      )}
      <div>
        <Button
          size="sm"
          variant="outline"
          onClick={() => checkAgain.mutate()}
          disabled={checkAgain.isPending}
          data-testid="domain-records-check-again"
        >
          {checkAgain.isPending ? <Spinner size="small" className="text-current" /> : <RefreshCw />}
          Check again
        </Button>
      </div>
    </div>
  );
}

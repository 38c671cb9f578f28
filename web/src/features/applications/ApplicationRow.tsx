import { formatSearchDate } from '@app/types';
import type { EmailApplication } from '@app/types';
import { Badge, Card } from '@app/ui';
import { ChevronRight } from 'lucide-react';
import { PROVIDER_LABELS } from './applications-query';
import { OutcomeBadge } from './OutcomeBadge';
import { SendingBadge, UnconfirmedBadge } from './UnconfirmedBadge';

/** One application; the whole row opens the email as it was sent (or as it was being sent, when unconfirmed). */
export function ApplicationRow({
  application,
  timeZone,
  onOpen,
}: {
  application: EmailApplication;
  timeZone: string | undefined;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="application-row"
      className="group block w-full rounded-lg text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <Card className="grid gap-3 p-4 transition-colors group-hover:border-primary/40 group-hover:bg-accent/40 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="grid min-w-0 gap-1">
          <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
            <span className="truncate font-medium" data-testid="application-title">
              {application.jobTitle}
            </span>
            <span className="truncate text-sm text-muted-foreground">{application.companyName}</span>
          </p>
          <p className="truncate text-sm">
            <span className="text-muted-foreground">To </span>
            {application.companyEmail}
          </p>
          <p className="truncate text-sm text-muted-foreground">{application.emailSubject}</p>
          {application.bounce ? (
            // What the delivery report said: a hard bounce (status bounced) or a soft one (mailbox full).
            <p className="truncate text-xs text-destructive dark:text-red-400" data-testid="bounce">
              {application.bounce}
            </p>
          ) : null}
          {application.autoReply && !application.outcome ? (
            // An out-of-office is no answer: said here, the outcome stays unmarked.
            <p className="truncate text-xs text-muted-foreground" data-testid="auto-reply">
              {application.autoReply}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
          <time dateTime={application.sentAt} className="text-xs text-muted-foreground">
            {formatSearchDate(application.sentAt, timeZone)}
          </time>
          <div className="flex items-center gap-2">
            <Badge variant="secondary" className="font-normal">
              {PROVIDER_LABELS[application.provider] ?? application.provider}
            </Badge>
            {application.status === 'unknown' ? (
              <UnconfirmedBadge />
            ) : application.status === 'sending' ? (
              <SendingBadge />
            ) : application.status === 'bounced' ? (
              <Badge
                variant="outline"
                className="border-transparent bg-destructive/10 text-destructive"
                data-testid="bounced"
              >
                Bounced
              </Badge>
            ) : (
              <OutcomeBadge outcome={application.outcome} />
            )}
            <ChevronRight className="hidden h-4 w-4 text-muted-foreground sm:block" aria-hidden />
          </div>
        </div>
      </Card>
    </button>
  );
}

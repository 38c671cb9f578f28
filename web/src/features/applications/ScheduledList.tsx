import { formatSearchDate, recipientHoursOnlyNote, scheduledTimeLabel } from '@app/types';
import { mailAccountsQuery, outboxQuery, queryKeys } from '@app/client';
import type { OutboxItem, OutboxStatus } from '@app/types';
import { Badge, Button, Card, EmptyState, toast } from '@app/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Paperclip } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../app/api';
import { ScheduledEmailDialog } from './ScheduledEmailDialog';

const STATUS_LABELS: Record<OutboxStatus, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Not sent',
  unknown: 'Not confirmed',
  cancelled: 'Cancelled',
  bounced: 'Bounced',
};

/**
 * Applications → Scheduled: the outbox. What waits, with the time it goes (the mailbox's pace decides it), then what
 * went or was taken out lately; each opens to be read, and a waiting one edited, rescheduled or cancelled.
 */
export function ScheduledList({ timeZone }: { timeZone: string | undefined }) {
  const queryClient = useQueryClient();
  const outbox = useQuery(outboxQuery(api));
  const accounts = useQuery(mailAccountsQuery(api));
  const cancel = useMutation({
    mutationFn: (id: string) => api.cancelOutboxItem(id),
    onSuccess: () => {
      toast({ title: 'Taken out of the outbox', description: 'It will not be sent.' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.outbox });
      void queryClient.invalidateQueries({ queryKey: queryKeys.emailApplications });
    },
    onError: (error) => toast({ title: 'Not cancelled', description: error.message, variant: 'destructive' }),
  });
  const [opened, setOpened] = useState<string | null>(null);
  const seesReplies = (accounts.data ?? []).some((a) => a.replyDetection !== null);
  const items = outbox.data ?? [];

  return (
    <section className="grid gap-3" aria-label="Scheduled emails">
      {accounts.data && !seesReplies && (
        <p className="rounded-md border bg-muted/40 p-3 text-sm" role="note" data-testid="replies-by-hand">
          The app cannot see replies in your mailbox, so mark an application Replied by hand before its follow-up goes:
          a marked application never gets one. To have replies seen for you, add your mailbox&apos;s IMAP server, or for
          Gmail allow reading headers, in Settings → Mail accounts.
        </p>
      )}
      {outbox.isError && !outbox.data ? (
        <p className="text-sm text-destructive" role="alert">
          Could not load the outbox: {outbox.error.message}
        </p>
      ) : items.length === 0 ? (
        <EmptyState icon={CalendarClock} title="Nothing scheduled">
          Emails you send later, approve from Apply to All, or follow-ups wait here until they go.
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item.id}>
              <OutboxRow
                item={item}
                timeZone={timeZone}
                onOpen={() => setOpened(item.id)}
                onCancel={() => cancel.mutate(item.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <ScheduledEmailDialog itemId={opened} timeZone={timeZone} onClose={() => setOpened(null)} />
    </section>
  );
}

function OutboxRow({
  item,
  timeZone,
  onOpen,
  onCancel,
}: {
  item: OutboxItem;
  timeZone: string | undefined;
  onOpen: () => void;
  onCancel: () => void;
}) {
  const when = item.status === 'sent' ? item.sentAt : item.sendAt;
  return (
    <Card className="grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center" data-testid="outbox-item">
      <div className="grid min-w-0 gap-1">
        <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
          <span className="truncate font-medium">{item.jobTitle}</span>
          <span className="truncate text-sm text-muted-foreground">{item.companyName}</span>
          {item.followUpNumber && (
            <Badge variant="secondary" className="font-normal">
              Follow-up {item.followUpNumber}
            </Badge>
          )}
          {item.attachResume && (
            <Paperclip className="h-3.5 w-3.5 text-muted-foreground" aria-label="Resume attached" />
          )}
        </p>
        <p className="truncate text-sm">
          <span className="text-muted-foreground">To </span>
          {item.to}
        </p>
        <p className="truncate text-sm text-muted-foreground">{item.subject}</p>
        {item.reason && <p className="text-xs text-muted-foreground">{item.reason}</p>}
        {item.status === 'scheduled' && item.recipientHoursOnly && (
          <p className="text-xs text-muted-foreground" data-testid="outbox-recipient-hours">
            {recipientHoursOnlyNote(item.recipientPlace)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        {when && (
          <time dateTime={when} className="text-xs text-muted-foreground" data-testid="outbox-time">
            {item.status === 'scheduled'
              ? `Goes ${scheduledTimeLabel(when, item, { userZone: timeZone })}`
              : formatSearchDate(when, timeZone)}
          </time>
        )}
        <div className="flex items-center gap-2">
          <Badge variant="outline" data-testid="outbox-status">
            {STATUS_LABELS[item.status]}
          </Badge>
          <Button size="sm" variant="outline" onClick={onOpen} data-testid="outbox-open">
            {item.status === 'scheduled' ? 'Open' : 'Read'}
          </Button>
          {item.status === 'scheduled' && (
            <Button size="sm" variant="outline" onClick={onCancel} data-testid="outbox-cancel">
              Cancel
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}

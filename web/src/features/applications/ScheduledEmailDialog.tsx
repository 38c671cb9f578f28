import { queryKeys } from '@app/client';
import {
  browserTimeZone,
  formatSearchDate,
  fromZonedLocal,
  scheduledTimeLabel,
  timeZoneLabel,
  toZonedLocal,
  zoneSuffix,
  type OutboxItem,
  type UpdateOutboxItemRequest,
} from '@app/types';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  Spinner,
  Textarea,
  toast,
} from '@app/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../../app/api';

const outboxItemKey = (id: string) => [...queryKeys.outbox, id] as const;

/**
 * One email of the outbox, opened: what it says and when it goes. While it waits, its subject, text and time can be
 * changed (the time on the user's clock; the API moves it to the mailbox's next allowed slot at or after it) or it
 * can be cancelled; once it is on its way it only reads.
 */
export function ScheduledEmailDialog({
  itemId,
  timeZone,
  onClose,
}: {
  /** The email to show; the dialog is open while there is one. */
  itemId: string | null;
  timeZone: string | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog open={itemId !== null} onOpenChange={(open) => !open && onClose()}>
      {itemId && <ScheduledEmail key={itemId} id={itemId} timeZone={timeZone} onClose={onClose} />}
    </Dialog>
  );
}

function ScheduledEmail({ id, timeZone, onClose }: { id: string; timeZone: string | undefined; onClose: () => void }) {
  const item = useQuery({ queryKey: outboxItemKey(id), queryFn: () => api.outboxItem(id) });
  return (
    <DialogContent className="max-w-2xl" data-testid="scheduled-email-dialog">
      {item.data ? (
        <ScheduledEmailForm item={item.data} timeZone={timeZone} onClose={onClose} />
      ) : (
        <DialogHeader>
          <DialogTitle>Scheduled email</DialogTitle>
          <DialogDescription>
            {item.isError ? (
              <span role="alert" className="text-destructive">
                Could not open this email: {item.error.message}
              </span>
            ) : (
              <span className="inline-flex items-center gap-2">
                <Spinner size="small" /> Opening the email…
              </span>
            )}
          </DialogDescription>
        </DialogHeader>
      )}
    </DialogContent>
  );
}

function ScheduledEmailForm({
  item,
  timeZone,
  onClose,
}: {
  item: OutboxItem;
  timeZone: string | undefined;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const ids = useId();
  const zone = timeZone ?? browserTimeZone();
  const initialAt = item.sendAt ? toZonedLocal(new Date(item.sendAt), zone) : '';
  const [subject, setSubject] = useState(item.subject);
  const [body, setBody] = useState(item.body ?? '');
  const [sendAt, setSendAt] = useState(initialAt);
  // A 409 (it started sending, or went) or a 400 (a time too far ahead), in the API's sentence.
  const [problem, setProblem] = useState<string | null>(null);
  const waiting = item.status === 'scheduled';

  const refresh = (updated?: OutboxItem) => {
    if (updated) queryClient.setQueryData(outboxItemKey(item.id), updated);
    void queryClient.invalidateQueries({ queryKey: queryKeys.outbox });
    void queryClient.invalidateQueries({ queryKey: queryKeys.emailApplications });
  };

  const changes = (): UpdateOutboxItemRequest => {
    const request: UpdateOutboxItemRequest = {};
    if (subject !== item.subject) request.subject = subject;
    if (body !== (item.body ?? '')) request.body = body;
    if (sendAt !== initialAt && sendAt) {
      request.sendAt = (fromZonedLocal(sendAt, zone) ?? new Date(sendAt)).toISOString();
    }
    return request;
  };

  const save = useMutation({
    mutationFn: () => api.updateOutboxItem(item.id, changes()),
    onSuccess: (updated) => {
      toast({
        title: 'Changes saved',
        description: updated.sendAt
          ? `It goes ${scheduledTimeLabel(updated.sendAt, updated, { userZone: timeZone })}.`
          : undefined,
      });
      refresh(updated);
      onClose();
    },
    onError: (error) => {
      setProblem(error.message);
      refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: () => api.cancelOutboxItem(item.id),
    onSuccess: (updated) => {
      toast({ title: 'Taken out of the outbox', description: 'It will not be sent.' });
      refresh(updated);
      onClose();
    },
    onError: (error) => {
      setProblem(error.message);
      refresh();
    },
  });

  const edited = Object.keys(changes()).length > 0;
  const busy = save.isPending || cancel.isPending;
  const canSave = waiting && edited && subject.trim() !== '' && body.trim() !== '' && !busy;
  const title = item.followUpNumber
    ? `Follow-up ${item.followUpNumber} to ${item.companyName}`
    : `Email to ${item.companyName}`;

  return (
    <>
      <DialogHeader className="pr-6">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {item.jobTitle} · to {item.to}
        </DialogDescription>
      </DialogHeader>

      {!waiting && (
        <p className="rounded-md border bg-muted/40 p-3 text-sm" role="note" data-testid="scheduled-email-readonly">
          {item.status === 'sent' ? `Sent ${formatSearchDate(item.sentAt, timeZone)}.` : (item.reason ?? '')} It can no
          longer be changed.
        </p>
      )}

      <div className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-subject`}>Subject</Label>
          <Input
            id={`${ids}-subject`}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            readOnly={!waiting}
            data-testid="scheduled-email-subject"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-body`}>Message</Label>
          <Textarea
            id={`${ids}-body`}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            readOnly={!waiting}
            rows={10}
            className="min-h-48 leading-relaxed"
            data-testid="scheduled-email-body"
          />
        </div>
        {waiting && (
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-at`}>Send at{zoneSuffix(zone) ? `, ${timeZoneLabel(zone)}` : ''}</Label>
            <Input
              id={`${ids}-at`}
              type="datetime-local"
              value={sendAt}
              onChange={(event) => setSendAt(event.target.value)}
              className="w-full sm:w-auto"
              data-testid="scheduled-email-send-at"
            />
            <p className="text-xs text-muted-foreground">
              It goes at this time, or at your mailbox&apos;s next allowed time after it (your sending hours and daily
              limit in Settings → Sending).
            </p>
          </div>
        )}
      </div>

      {problem && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
          data-testid="scheduled-email-problem"
        >
          {problem}
        </p>
      )}

      <DialogFooter className="gap-2">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Close
        </Button>
        {waiting && (
          <>
            <Button
              variant="outline"
              onClick={() => cancel.mutate()}
              disabled={busy}
              data-testid="scheduled-email-cancel"
            >
              {cancel.isPending && <Spinner size="small" className="text-current" />}
              Cancel email
            </Button>
            <Button onClick={() => save.mutate()} disabled={!canSave} data-testid="scheduled-email-save">
              {save.isPending && <Spinner size="small" className="text-current" />}
              Save changes
            </Button>
          </>
        )}
      </DialogFooter>
    </>
  );
}

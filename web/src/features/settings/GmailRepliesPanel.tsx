import { queryKeys } from '@app/client';
import type { MailAccount } from '@app/types';
import { Badge, Button, Spinner, toast } from '@app/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Eye, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../app/api';

/**
 * The optional second Gmail permission, in plain words: reading message headers (who wrote, which email a message
 * answers) so replies are noticed and follow-ups stop. Allowing it goes to Google's consent; turning it off deletes
 * its key at once. When Google withdrew it, the reason shows until it is allowed again.
 */
export function GmailRepliesPanel({ account }: { account: MailAccount }) {
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const on = account.replyDetection === 'gmail-metadata';
  const turnOff = useMutation({
    mutationFn: () => api.turnOffGmailReplies(),
    onSuccess: () =>
      toast({
        title: 'Reply detection is off',
        description: 'The key to your Gmail headers was deleted. Mark replies by hand before a follow-up goes.',
      }),
    onError: (error) => toast({ title: 'Could not turn it off', description: error.message, variant: 'destructive' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.mailAccounts }),
  });
  const allow = () => {
    setLeaving(true);
    window.location.assign(api.gmailRepliesAuthorizeUrl({ returnUrl: '/settings' }));
  };

  return (
    <div className="grid gap-2 rounded-md border border-dashed p-3 text-sm" data-testid="gmail-replies">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        <MailCheck className="h-4 w-4 text-muted-foreground" aria-hidden />
        See replies
        {on ? (
          <Badge data-testid="gmail-replies-on">On</Badge>
        ) : (
          <span className="text-xs font-normal text-muted-foreground">(optional)</span>
        )}
      </p>
      {account.replyDetectionProblem && !on && (
        <p
          className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-2"
          role="alert"
          data-testid="gmail-replies-problem"
        >
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
          <span>{account.replyDetectionProblem}</span>
        </p>
      )}
      {on ? (
        <>
          <p className="text-muted-foreground">
            Replies are seen for you. The app reads only the headers of messages (who wrote and which email they answer)
            in the conversations of applications waiting for an answer, never their text or attachments. A reply marks
            the application Replied and stops its follow-ups.
          </p>
          <p className="text-xs text-muted-foreground">
            Turning it off deletes the app&apos;s key to your headers at once. Google keeps one list of what an app may
            do, so your Google Account still shows this permission until you disconnect Gmail here, which stops sending
            too.
          </p>
        </>
      ) : (
        <p className="text-muted-foreground">
          Let the app read the headers of your Gmail messages: who sent each one and which email it answers. It looks
          only in the conversations of applications waiting for an answer, to notice a reply, mark the application
          Replied and stop its follow-ups. It never sees the text of a message or its attachments, and sending never
          needs it. Without it, mark replies by hand before a follow-up goes.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {on ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => turnOff.mutate()}
            disabled={turnOff.isPending}
            data-testid="gmail-replies-off"
          >
            {turnOff.isPending && <Spinner size="small" className="text-current" />}
            Turn off
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={allow} disabled={leaving} data-testid="gmail-replies-allow">
            {leaving ? <Spinner size="small" className="text-current" /> : <Eye />}
            {account.replyDetectionProblem ? 'Allow again' : 'Allow reading headers'}
          </Button>
        )}
      </div>
    </div>
  );
}

import { scheduledTimeLabel } from '@app/types';
import { queryKeys } from '@app/client';
import type { EmailApplication } from '@app/types';
import { Button, Spinner, toast } from '@app/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Reply } from 'lucide-react';
import { api } from '../../app/api';

/** Follow-ups of a sent application: how many went or wait, and 'Follow up' (drafted, then put in the outbox). */
export function FollowUpAction({
  application,
  timeZone,
}: {
  application: EmailApplication;
  timeZone: string | undefined;
}) {
  const queryClient = useQueryClient();
  const schedule = useMutation({
    mutationFn: () => api.scheduleFollowUp(application.id),
    onSuccess: (planned) => {
      toast({
        title: 'Follow-up scheduled',
        description: `It goes ${scheduledTimeLabel(planned.sendAt, planned, { userZone: timeZone })} in the same thread; see Scheduled.`,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.outbox });
      void queryClient.invalidateQueries({ queryKey: queryKeys.emailApplications });
    },
    onError: (error) => toast({ title: 'No follow-up', description: error.message, variant: 'destructive' }),
  });
  const { sent, scheduled } = application.followUps;
  const answered = application.outcome !== null;
  return (
    <div className="grid gap-2 border-t pt-4 text-sm" data-testid="follow-ups">
      <p>
        <span className="font-medium">Follow-ups</span>{' '}
        <span className="text-muted-foreground">
          {sent} sent{scheduled ? `, ${scheduled} scheduled` : ''}
          {application.replyDetectedAt ? ' · a reply was seen in your mailbox' : ''}
        </span>
      </p>
      <div>
        <Button
          size="sm"
          variant="outline"
          onClick={() => schedule.mutate()}
          disabled={answered || schedule.isPending || sent + scheduled >= 2}
          data-testid="follow-up"
        >
          {schedule.isPending ? <Spinner size="small" className="text-current" /> : <Reply />}
          Follow up
        </Button>
        {answered && <span className="ml-2 text-xs text-muted-foreground">Marked as answered: no follow-up goes.</span>}
      </div>
    </div>
  );
}

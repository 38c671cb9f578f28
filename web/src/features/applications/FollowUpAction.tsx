import { scheduledTimeLabel } from '@app/types';
import { queryKeys } from '@app/client';
import type { EmailApplication } from '@app/types';
import { Button, Spinner, toast } from '@app/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Reply } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../app/api';
import { ScheduledEmailDialog } from './ScheduledEmailDialog';

/**
 * Follow-ups of a sent application: how many went or wait, and 'Follow up': drafted and put in the outbox, then
 * opened at once so the user reads (and may edit, reschedule or cancel) what will go.
 */
export function FollowUpAction({
  application,
  timeZone,
}: {
  application: EmailApplication;
  timeZone: string | undefined;
}) {
  const queryClient = useQueryClient();
  const [drafted, setDrafted] = useState<string | null>(null);
  const schedule = useMutation({
    mutationFn: () => api.scheduleFollowUp(application.id),
    onSuccess: (planned) => {
      toast({
        title: 'Follow-up scheduled',
        description: `It goes ${scheduledTimeLabel(planned.sendAt, planned, { userZone: timeZone })} in the same thread; see Scheduled.`,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.outbox });
      void queryClient.invalidateQueries({ queryKey: queryKeys.emailApplications });
      setDrafted(planned.id);
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
      <ScheduledEmailDialog itemId={drafted} timeZone={timeZone} onClose={() => setDrafted(null)} />
    </div>
  );
}

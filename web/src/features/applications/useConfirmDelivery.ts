import { queryKeys } from '@app/client';
import { COPY } from '@app/types';
import { toast } from '@app/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

/**
 * Says whether an `unknown` send went (the user checked their Sent folder). Not sent takes it off the list; either
 * way the lists, the analytics and the dashboard's sent count are fetched again.
 */
export function useConfirmDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sent }: { id: string; sent: boolean }) => api.confirmDelivery(id, { sent }),
    onSuccess: ({ application }) => {
      toast({ title: application ? COPY.unconfirmedSend.markedSent : COPY.unconfirmedSend.markedNotSent });
    },
    onError: (error) => {
      toast({ title: 'Could not save your answer', description: error.message, variant: 'destructive' });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.emailApplications });
      void queryClient.invalidateQueries({ queryKey: queryKeys.analyticsStats });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats });
    },
  });
}

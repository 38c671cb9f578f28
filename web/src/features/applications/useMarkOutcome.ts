import { queryKeys } from '@app/client';
import type { ApplicationOutcome, EmailApplication } from '@app/types';
import { toast } from '@app/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { withOutcome } from './applications-query';

/**
 * Marks what came of an application. Every cached list shows the change at once; a failure puts them back.
 * Afterwards the lists (a filter may no longer match) and the analytics are fetched again.
 */
export function useMarkOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: ApplicationOutcome | null }) =>
      api.markOutcome(id, { outcome }),
    onMutate: async ({ id, outcome }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.emailApplications });
      const previous = queryClient.getQueriesData<EmailApplication[]>({ queryKey: queryKeys.emailApplications });
      const now = new Date().toISOString();
      for (const [key, list] of previous) {
        if (Array.isArray(list)) queryClient.setQueryData(key, withOutcome(list, id, outcome, now));
      }
      return { previous };
    },
    onError: (error, _vars, context) => {
      for (const [key, list] of context?.previous ?? []) queryClient.setQueryData(key, list);
      toast({ title: 'Could not save the outcome', description: error.message, variant: 'destructive' });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.emailApplications });
      void queryClient.invalidateQueries({ queryKey: queryKeys.analyticsStats });
    },
  });
}

import { queryKeys, searchStartFailure, startSearchFromForm, type StartedSearch } from '@app/client';
import { COPY, type SearchFormValues } from '@app/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../compose/api-context.js';
import { toast } from '../components/toast-store.js';

/**
 * Starting a search from the form, for web and extension: the search URL, then the search; says how the location
 * was normalised ('Location Normalized') and that it started, or why not (the Free plan's month used up: 402, with
 * the server's sentence). `onStarted` follows the new search.
 */
export function useStartSearch(onStarted: (started: StartedSearch) => void) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: SearchFormValues) => {
      const started = await startSearchFromForm(api, values);
      if (started.locationMessage) {
        toast({ title: COPY.search.locationNormalizedTitle, description: started.locationMessage });
      }
      return started;
    },
    onSuccess: (started) => {
      onStarted(started);
      toast({ title: COPY.search.startedTitle });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats });
      // A search counts against the Free plan's month.
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscriptionStatus });
    },
    onError: (error) => {
      const failure = searchStartFailure(error);
      if (failure.quota) void queryClient.invalidateQueries({ queryKey: queryKeys.subscriptionStatus });
      toast({ title: failure.title, description: failure.description, variant: 'destructive' });
    },
  });
}

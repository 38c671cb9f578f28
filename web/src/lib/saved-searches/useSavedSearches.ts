import { queryKeys, savedSearchesQuery } from '@app/client';
import type { CreateSavedSearchRequest, SavedSearch } from '@app/types';
import { toast } from '@app/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { unseenTotal } from './saved-search-text';

/** New jobs of the user's saved searches not looked at yet: the nav's badge. */
export function useUnseenNewJobs(): number {
  return unseenTotal(useQuery(savedSearchesQuery(api)).data);
}

/** Save, run, delete and mark seen; each refreshes the saved searches (and their new jobs). */
export function useSavedSearchActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches });
  const failed = (title: string) => (error: Error) =>
    toast({ title, description: error.message, variant: 'destructive' });

  const create = useMutation({
    mutationFn: (body: CreateSavedSearchRequest) => api.createSavedSearch(body),
    onSuccess: (saved: SavedSearch) => {
      toast({
        title: 'Search saved',
        description: 'It runs every morning, and you will see the jobs no earlier run found.',
      });
      void refresh();
      return saved;
    },
    onError: failed('Search not saved'),
  });
  const run = useMutation({
    mutationFn: (id: string) => api.runSavedSearch(id),
    onSuccess: () => void refresh(),
    onError: failed('Could not run it'),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.deleteSavedSearch(id),
    onSuccess: () => void refresh(),
    onError: failed('Could not delete it'),
  });
  const seen = useMutation({
    mutationFn: (id: string) => api.markSavedSearchSeen(id),
    onSuccess: (saved) => {
      queryClient.setQueryData<SavedSearch[]>(queryKeys.savedSearches, (list) =>
        list?.map((s) => (s.id === saved.id ? saved : s)),
      );
    },
  });
  return { create, run, remove, seen };
}

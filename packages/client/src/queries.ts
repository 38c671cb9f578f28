import { queryOptions } from '@tanstack/react-query';
import { CURRENT_USER_GC_MS, CURRENT_USER_STALE_MS } from '@app/types';
import type { ApiClient } from './api-client.js';

/** Query keys in one place so mutations invalidate exactly what they change. */
export const queryKeys = {
  currentUser: ['/api/auth/user'] as const,
};

/** Current user: fresh 5 min, cached 10 min, no retry, no refetch on focus (spec §7). */
export const currentUserQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.currentUser,
    queryFn: () => api.currentUser(),
    staleTime: CURRENT_USER_STALE_MS,
    gcTime: CURRENT_USER_GC_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });

import { queryOptions } from '@tanstack/react-query';
import {
  CURRENT_USER_GC_MS,
  CURRENT_USER_STALE_MS,
  isSearchInProgress,
  POLL_INTERVAL_MS,
  STATS_REFRESH_MS,
} from '@app/types';
import type { ApiClient } from './api-client.js';

/** Query keys in one place so mutations invalidate exactly what they change. */
export const queryKeys = {
  currentUser: ['/api/auth/user'] as const,
  savedResume: ['/api/user/resume'] as const,
  dashboardStats: ['/api/dashboard/stats'] as const,
  search: (id: string) => ['/api/scrape-job', id] as const,
  company: (url: string) => ['/api/scrape-company', url] as const,
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

/** The saved resume; a failed check counts as no resume (spec §8). */
export const savedResumeQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.savedResume,
    queryFn: async () => {
      try {
        return await api.savedResume();
      } catch {
        return { hasResume: false, resumeText: null, fileName: null };
      }
    },
  });

/** Dashboard stats, refreshed every 30 s (spec §9). */
export const dashboardStatsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.dashboardStats,
    queryFn: () => api.dashboardStats(),
    refetchInterval: STATS_REFRESH_MS,
  });

/** One search, polled every 2 s while it is in progress and never cached (spec §7). */
export const searchQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: queryKeys.search(id),
    queryFn: () => api.search(id),
    gcTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && !isSearchInProgress(status) ? false : POLL_INTERVAL_MS;
    },
  });

/** A company profile scraped from the networking site (cached on the server). */
export const companyQuery = (api: ApiClient, companyLinkedinUrl: string) =>
  queryOptions({
    queryKey: queryKeys.company(companyLinkedinUrl),
    queryFn: () => api.scrapeCompany(companyLinkedinUrl),
  });

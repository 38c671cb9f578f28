import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  COPY,
  CURRENT_USER_GC_MS,
  CURRENT_USER_STALE_MS,
  isSearchInProgress,
  PAYMENT_STATUS_POLL_MS,
  POLL_INTERVAL_MS,
  VERIFYING_POLL_MS,
  STATS_REFRESH_MS,
} from '@app/types';
import type { EmailApplicationsQuery, MailStatus, PricingInfo, SearchJobsQuery } from '@app/types';
import { ApiError, type ApiClient } from './api-client.js';

/**
 * Every page of every search's jobs: each says which of its jobs the user already reached, so a send or a schedule
 * invalidates them all (the job emailed may sit in any search).
 */
export const allSearchJobPages = {
  predicate: (query: { queryKey: readonly unknown[] }) =>
    query.queryKey[0] === '/api/scrape-job' && query.queryKey[2] === 'jobs',
};

/** Query keys in one place so mutations invalidate exactly what they change. */
export const queryKeys = {
  currentUser: ['/api/auth/user'] as const,
  savedResume: ['/api/user/resume'] as const,
  dashboardStats: ['/api/dashboard/stats'] as const,
  search: (id: string) => ['/api/scrape-job', id] as const,
  /** Prefix of every page of a search's jobs. */
  searchJobs: (id: string) => ['/api/scrape-job', id, 'jobs'] as const,
  searchJobsPage: (id: string, query: SearchJobsQuery) => ['/api/scrape-job', id, 'jobs', query] as const,
  company: (url: string) => ['/api/scrape-company', url] as const,
  mailStatus: ['/api/auth/gmail/status'] as const,
  mailAccounts: ['/api/mail/accounts'] as const,
  mailDomainRecords: (accountId: string) => ['/api/mail/accounts', accountId, 'domain-records'] as const,
  /** Prefix of every applications list; invalidate it after a send or an outcome change. */
  emailApplications: ['/api/email-applications'] as const,
  emailApplicationList: (query: EmailApplicationsQuery) => ['/api/email-applications', query] as const,
  analyticsStats: ['/api/analytics/stats'] as const,
  settings: ['/api/user/settings'] as const,
  pricingInfo: ['/api/user-location'] as const,
  subscriptionStatus: ['/api/subscription-status'] as const,
  refundRequests: ['/api/billing/refund-requests'] as const,
  extensionTokens: ['/api/extension/tokens'] as const,
  outbox: ['/api/outbox'] as const,
  /** Prefix of every Apply to All key: the open batches, each batch, each search's selection. */
  draftBatches: ['/api/draft-batches'] as const,
  draftBatch: (id: string) => ['/api/draft-batches', id] as const,
  applyAllSelection: (searchId: string) => ['/api/draft-batches', 'selection', searchId] as const,
  /** Prefix of the saved searches and each one's new jobs; invalidate it after a save, run, delete or seen. */
  savedSearches: ['/api/saved-searches'] as const,
  savedSearchNewJobs: (id: string) => ['/api/saved-searches', id, 'new-jobs'] as const,
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

/**
 * A page of a search's jobs. While the search runs (`live`), polled every 2 s like the search itself, so jobs appear
 * as they are ready; after, every few seconds while a shown contact is still `verifying` (its verdict lands by
 * itself). The page shown stays on screen while the next one loads. Read afresh each time a list shows it: it says
 * which jobs the user already reached, which sends on other pages (Applications, Apply to All) change.
 */
export const searchJobsQuery = (api: ApiClient, id: string, query: SearchJobsQuery, options: { live: boolean }) =>
  queryOptions({
    // Running or done is part of the key: the page is read afresh once the search completes.
    queryKey: [...queryKeys.searchJobsPage(id, query), options.live ? 'live' : 'done'] as const,
    queryFn: () => api.searchJobs(id, query),
    refetchInterval: (q) => {
      if (options.live) return POLL_INTERVAL_MS;
      const verifying = q.state.data?.items.some((job) => job.emailVerificationStatus === 'verifying');
      return verifying ? VERIFYING_POLL_MS : false;
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** A company profile scraped from the networking site (cached on the server). */
export const companyQuery = (api: ApiClient, companyLinkedinUrl: string) =>
  queryOptions({
    queryKey: queryKeys.company(companyLinkedinUrl),
    queryFn: () => api.scrapeCompany(companyLinkedinUrl),
  });

/**
 * Whether Gmail can be connected on this server, from the mail status; when not, the UI offers SMTP and the
 * mail-app fallbacks with the sentence that says so.
 */
export function gmailAvailabilityOf(status: Pick<MailStatus, 'gmailAvailable'>): {
  available: boolean;
  message?: string;
} {
  return status.gmailAvailable ? { available: true } : { available: false, message: COPY.compose.gmailNotConfigured };
}

/** Mail status: fresh 5 min, kept 10 min; invalidated after connecting (spec §7). */
export const mailStatusQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.mailStatus,
    queryFn: () => api.mailStatus(),
    staleTime: CURRENT_USER_STALE_MS,
    gcTime: CURRENT_USER_GC_MS,
  });

export const mailAccountsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.mailAccounts, queryFn: () => api.mailAccounts() });

/** An SMTP mailbox's domain records check; the API caches it briefly, so a revisit does not ask DNS again. */
export const mailDomainRecordsQuery = (api: ApiClient, accountId: string) =>
  queryOptions({
    queryKey: queryKeys.mailDomainRecords(accountId),
    queryFn: () => api.mailDomainRecords(accountId),
    staleTime: 5 * 60_000,
  });

export const emailApplicationsQuery = (api: ApiClient, query: EmailApplicationsQuery = {}) =>
  queryOptions({ queryKey: queryKeys.emailApplicationList(query), queryFn: () => api.emailApplications(query) });

/** Analytics, refreshed every 30 s (spec §9). */
export const analyticsStatsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.analyticsStats,
    queryFn: () => api.analyticsStats(),
    refetchInterval: STATS_REFRESH_MS,
  });

export const settingsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.settings, queryFn: () => api.settings() });

/** The spec's pricing defaults, kept when the localised price cannot be fetched (spec §7). */
export const DEFAULT_PRICING: PricingInfo = { currency: 'USD', price: 29, symbol: '$' };

/** The Pro price in the visitor's currency; the defaults on failure. Prices rarely change: fresh for 10 min. */
export const pricingInfoQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.pricingInfo,
    queryFn: async () => {
      try {
        return await api.pricingInfo();
      } catch {
        return DEFAULT_PRICING;
      }
    },
    staleTime: CURRENT_USER_GC_MS,
  });

/**
 * The signed-in user's plan and searches left. `pollWhilePending` polls every 2 s until a paid subscription is
 * active (the payment result page, spec §4).
 */
export const subscriptionStatusQuery = (api: ApiClient, options: { pollWhilePending?: boolean } = {}) =>
  queryOptions({
    queryKey: queryKeys.subscriptionStatus,
    queryFn: () => api.subscriptionStatus(),
    refetchInterval: options.pollWhilePending
      ? (query) => {
          const signedOut = query.state.error instanceof ApiError && query.state.error.status === 401;
          return query.state.data?.hasActiveSubscription || signedOut ? false : PAYMENT_STATUS_POLL_MS;
        }
      : false,
  });

export const refundRequestsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.refundRequests, queryFn: () => api.refundRequests() });

/** The browser extension's connected browsers (Settings → Browser extension). */
export const extensionTokensQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.extensionTokens, queryFn: () => api.extensionTokens() });

/** The outbox: what waits and what went lately; refreshed every 10 s while the page shows it. */
export const outboxQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.outbox, queryFn: () => api.outbox(), refetchInterval: 10_000 });

/** An Apply to All list, polled every 2 s while drafts are still being written. */
export const draftBatchQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: queryKeys.draftBatch(id),
    queryFn: () => api.draftBatch(id),
    refetchInterval: (query) => (query.state.data?.status === 'ready' ? false : POLL_INTERVAL_MS),
  });

/** Apply to All's selection for a search: the candidates with why some are unticked, and an open batch. */
export const applyAllSelectionQuery = (api: ApiClient, searchId: string) =>
  queryOptions({ queryKey: queryKeys.applyAllSelection(searchId), queryFn: () => api.applyAllSelection(searchId) });

/** The Apply to All batches still open (Applications offers to continue them). */
export const openDraftBatchesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.draftBatches, queryFn: () => api.openDraftBatches() });

/** How often the saved searches are read again while one of their runs is in progress, and otherwise. */
const SAVED_SEARCHES_RUNNING_POLL_MS = 5000;
const SAVED_SEARCHES_IDLE_POLL_MS = 60_000;

/**
 * The user's saved searches (the nav badge sums their `unseenNewJobs`): read again every 5 s while a run is in
 * progress, else every minute, so a morning's new jobs show without a reload.
 */
export const savedSearchesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.savedSearches,
    queryFn: () => api.savedSearches(),
    refetchInterval: (query) =>
      query.state.data?.some((s) => s.lastRun && isSearchInProgress(s.lastRun.status))
        ? SAVED_SEARCHES_RUNNING_POLL_MS
        : SAVED_SEARCHES_IDLE_POLL_MS,
  });

export const savedSearchNewJobsQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: queryKeys.savedSearchNewJobs(id), queryFn: () => api.savedSearchNewJobs(id) });

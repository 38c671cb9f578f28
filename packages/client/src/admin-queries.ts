import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminListQuery, AuditLogQuery } from '@app/types';
import type { ApiClient } from './api-client.js';

/** Staff query keys share the `/api/admin` prefix: the admin page's refresh invalidates them all at once. */
export const adminQueryKeys = {
  all: ['/api/admin'] as const,
  users: (query: AdminListQuery) => ['/api/admin', 'users-detailed', query] as const,
  jobRequests: (query: AdminListQuery) => ['/api/admin', 'job-requests-detailed', query] as const,
  emailApplications: (query: AdminListQuery) => ['/api/admin', 'email-applications-detailed', query] as const,
  mailAccounts: (query: AdminListQuery) => ['/api/admin', 'gmail-credentials-detailed', query] as const,
  auditLog: (query: AuditLogQuery) => ['/api/admin', 'audit-log', query] as const,
  user: (id: string) => ['/api/admin', 'users', id] as const,
  resume: (id: string) => ['/api/admin', 'users', id, 'resume'] as const,
  siteHealth: ['/api/admin', 'site-health'] as const,
};

/** Users, retried 3 times (spec §7); the previous page stays on screen while the next loads. */
export const adminUsersQuery = (api: ApiClient, query: AdminListQuery) =>
  queryOptions({
    queryKey: adminQueryKeys.users(query),
    queryFn: () => api.admin.users(query),
    retry: 3,
    placeholderData: keepPreviousData,
  });

export const adminJobRequestsQuery = (api: ApiClient, query: AdminListQuery) =>
  queryOptions({
    queryKey: adminQueryKeys.jobRequests(query),
    queryFn: () => api.admin.jobRequests(query),
    placeholderData: keepPreviousData,
  });

export const adminEmailApplicationsQuery = (api: ApiClient, query: AdminListQuery) =>
  queryOptions({
    queryKey: adminQueryKeys.emailApplications(query),
    queryFn: () => api.admin.emailApplications(query),
    placeholderData: keepPreviousData,
  });

export const adminMailAccountsQuery = (api: ApiClient, query: AdminListQuery) =>
  queryOptions({
    queryKey: adminQueryKeys.mailAccounts(query),
    queryFn: () => api.admin.mailAccounts(query),
    placeholderData: keepPreviousData,
  });

export const adminAuditLogQuery = (api: ApiClient, query: AuditLogQuery) =>
  queryOptions({
    queryKey: adminQueryKeys.auditLog(query),
    queryFn: () => api.admin.auditLog(query),
    placeholderData: keepPreviousData,
  });

/** One user's profile, counts and mail status (each load is an audited read on the server). */
export const adminUserQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: adminQueryKeys.user(id), queryFn: () => api.admin.user(id) });

/** One user's resume text (audited; fetched only when staff open it). */
export const adminResumeQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: adminQueryKeys.resume(id), queryFn: () => api.admin.resume(id) });

/** The site canary's last result, the runs before it and its schedule. */
export const adminSiteHealthQuery = (api: ApiClient) =>
  queryOptions({ queryKey: adminQueryKeys.siteHealth, queryFn: () => api.admin.siteHealth() });

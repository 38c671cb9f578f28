import type {
  AdminEmailApplication,
  AdminJobRequest,
  AdminListQuery,
  AdminMailAccount,
  AdminResume,
  AdminUser,
  AdminUserDetail,
  ApiErrorBody,
  AuditLogEntry,
  AuditLogQuery,
  DeleteAccountRequest,
  DeleteAccountResponse,
  Paginated,
  SiteHealth,
  SiteHealthCheck,
} from '@app/types';
import { ApiError } from './api-client.js';

/** A file the API answered as a download, with the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

type RequestFn = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** The file name of a `Content-Disposition: attachment` header (`filename*` first, as RFC 6266 says). */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback;
}

function listQuery(query: AdminListQuery | AuditLogQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/**
 * Calls for a person's own data rights (export, deletion) and the staff admin (lists, one user's data, the audit
 * log). Part of the API client (`createApiClient` spreads them in).
 */
export function dataRightsCalls({
  baseUrl,
  doFetch,
  request,
}: {
  baseUrl: string;
  doFetch: typeof fetch;
  request: RequestFn;
}) {
  /** GETs a download; a non-OK answer throws ApiError with the server's sentence, like every other call. */
  async function download(path: string, fallbackName: string): Promise<DownloadedFile> {
    const res = await doFetch(`${baseUrl}${path}`, { credentials: 'include', headers: { Accept: '*/*' } });
    if (!res.ok) {
      const text = await res.text();
      let body: ApiErrorBody | undefined;
      try {
        body = JSON.parse(text) as ApiErrorBody;
      } catch {
        body = undefined;
      }
      throw new ApiError(res.status, body?.message ?? `${res.status}: ${text || res.statusText}`, body);
    }
    return {
      blob: await res.blob(),
      fileName: fileNameFromDisposition(res.headers.get('content-disposition'), fallbackName),
    };
  }

  const user = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

  return {
    /** Everything the API holds about the signed-in person, as a JSON file. */
    exportMyData: () => download('/api/account/export', 'my-data.json'),
    /** Deletes the signed-in person's account; `confirmEmail` must be its email. The session ends. */
    deleteAccount: (body: DeleteAccountRequest) => request<DeleteAccountResponse>('DELETE', '/api/account', body),

    admin: {
      users: (query: AdminListQuery = {}) =>
        request<Paginated<AdminUser>>('GET', `/api/admin/users-detailed${listQuery(query)}`),
      jobRequests: (query: AdminListQuery = {}) =>
        request<Paginated<AdminJobRequest>>('GET', `/api/admin/job-requests-detailed${listQuery(query)}`),
      emailApplications: (query: AdminListQuery = {}) =>
        request<Paginated<AdminEmailApplication>>('GET', `/api/admin/email-applications-detailed${listQuery(query)}`),
      /** Mail accounts of both providers (the spec's name), without any secret. */
      mailAccounts: (query: AdminListQuery = {}) =>
        request<Paginated<AdminMailAccount>>('GET', `/api/admin/gmail-credentials-detailed${listQuery(query)}`),
      auditLog: (query: AuditLogQuery = {}) =>
        request<Paginated<AuditLogEntry>>('GET', `/api/admin/audit-log${listQuery(query)}`),
      user: (id: string) => request<AdminUserDetail>('GET', user(id)),
      resume: (id: string) => request<AdminResume>('GET', `${user(id)}/resume`),
      downloadResume: (id: string) => download(`${user(id)}/resume/file`, 'resume'),
      exportUser: (id: string) => download(`${user(id)}/export`, 'user-data.json'),
      /** The site canary's last result and history ("site health"). */
      siteHealth: () => request<SiteHealth>('GET', '/api/admin/site-health'),
      /** Runs the site canary now and answers its result. */
      runSiteCanary: () => request<SiteHealthCheck>('POST', '/api/admin/site-health/run'),
    },
  };
}

import type {
  DomainRecordsCheck,
  CheckoutResponse,
  PaymentInterestRequest,
  PaymentInterestResponse,
  PricingInfo,
  RefundRequest,
  RefundRequestBody,
  SubscriptionStatus,
  AbortSearchResponse,
  AcceptTermsResponse,
  ApiErrorBody,
  ContactLookupRequest,
  CreateExtensionTokenRequest,
  CreateExtensionTokenResponse,
  ExtensionToken,
  DashboardStats,
  DevLoginRequest,
  AnalyticsStats,
  ConfirmDeliveryRequest,
  ConfirmDeliveryResponse,
  EmailApplication,
  EmailApplicationsQuery,
  CheckEmailRequest,
  CheckEmailResponse,
  GenerateEmailRequest,
  GenerateEmailResponse,
  MailAccount,
  MailStatus,
  MarkOutcomeRequest,
  SendEmailRequest,
  SendEmailResponse,
  SmtpAccountRequest,
  UpdateSettingsRequest,
  UserSettings,
  GenerateUrlRequest,
  GenerateUrlResponse,
  HealthResponse,
  Job,
  ResumeUploadResponse,
  CreateSavedSearchRequest,
  SavedResume,
  SavedSearch,
  SavedSearchNewJobs,
  ScrapeCompanyResponse,
  SearchJobsPage,
  SearchJobsQuery,
  SearchRequest,
  StartSearchRequest,
  StartSearchResponse,
  User,
  DraftBatch,
  DraftBatchRequest,
  ApplyAllSelection,
  OpenDraftBatch,
  OutboxItem,
  OutreachDraft,
  ScheduleEmailRequest,
  ScheduleEmailResponse,
  ScheduleFollowUpRequest,
  UpdateOutboxItemRequest,
  UpdateDraftRequest,
} from '@app/types';
import { dataRightsCalls } from './data-rights.js';

/** A non-OK answer. `message` is the server's sentence when it sent one, else "status: body" (spec §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ApiErrorBody,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  /** Origin of the API; '' for the same origin (the web app). The extension passes the app's URL. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /**
   * The browser extension's device token: when it answers one, requests carry `Authorization: Bearer` and no
   * cookies (`credentials: 'omit'`). Read before every request, so signing in or out needs no new client.
   */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
}

/**
 * The one typed client for the API, used by web and extension. Cookies ride along (`credentials: 'include'`),
 * or the extension's bearer token instead (`getToken`), bodies are JSON, and every method is named after what it does, not the URL.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    // FormData sets its own multipart content type; everything else travels as JSON.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const token = (await options.getToken?.()) || null;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const res = await doFetch(`${baseUrl}${path}`, {
      method,
      credentials: token ? 'omit' : 'include',
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) {
      let parsed: ApiErrorBody | undefined;
      try {
        parsed = JSON.parse(text) as ApiErrorBody;
      } catch {
        parsed = undefined;
      }
      throw new ApiError(res.status, parsed?.message ?? `${res.status}: ${text || res.statusText}`, parsed);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    request,
    health: () => request<HealthResponse>('GET', '/api/health'),
    /** The signed-in user, or null when signed out (401 is not an error here, spec §4). */
    currentUser: async (): Promise<User | null> => {
      try {
        return await request<User>('GET', '/api/auth/user');
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return null;
        throw err;
      }
    },
    logout: () => request<{ success: true }>('POST', '/api/auth/logout'),
    acceptTerms: () => request<AcceptTermsResponse>('POST', '/api/auth/accept-terms'),
    devLogin: (body: DevLoginRequest) => request<User>('POST', '/api/auth/dev-login', body),
    savedResume: () => request<SavedResume>('GET', '/api/user/resume'),
    /** Multipart upload (field `resume`); the server extracts and saves the text. */
    uploadResume: (file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('resume', file, fileName);
      return request<ResumeUploadResponse>('POST', '/api/resume/upload', form);
    },
    generateSearchUrl: (body: GenerateUrlRequest) =>
      request<GenerateUrlResponse>('POST', '/api/generate-linkedin-url', body),
    startSearch: (body: StartSearchRequest) => request<StartSearchResponse>('POST', '/api/scrape-job', body),
    search: (id: string) => request<SearchRequest>('GET', `/api/scrape-job/${encodeURIComponent(id)}`),
    /** The jobs a search delivered so far (while it runs, and after), filtered, sorted and paged by the server. */
    searchJobs: (id: string, query: SearchJobsQuery = {}) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== null) params.set(key, String(value));
      }
      const qs = params.toString();
      return request<SearchJobsPage>('GET', `/api/scrape-job/${encodeURIComponent(id)}/jobs${qs ? `?${qs}` : ''}`);
    },
    abortSearch: (id: string) =>
      request<AbortSearchResponse>('POST', `/api/scrape-job/${encodeURIComponent(id)}/abort`),
    /** The job at a networking-site URL with its contact (the extension's panel uses it). */
    lookupContact: (body: ContactLookupRequest) => request<Job>('POST', '/api/contacts/lookup', body),
    dashboardStats: () => request<DashboardStats>('GET', '/api/dashboard/stats'),
    scrapeCompany: (companyLinkedinUrl: string) =>
      request<ScrapeCompanyResponse>('POST', '/api/scrape-company', { companyLinkedinUrl }),
    /** The saved resume's original file (a download). */
    resumeFileUrl: `${baseUrl}/api/user/resume/file`,

    generateEmail: (body: GenerateEmailRequest) => request<GenerateEmailResponse>('POST', '/api/generate-email', body),
    /** The grounding check of an edited draft (no model call): what the resume backs, and what it does not. */
    checkEmail: (body: CheckEmailRequest) => request<CheckEmailResponse>('POST', '/api/compose/check', body),
    /** Sends from the user's default mailbox; 409 `duplicate_send` when this job or recipient got one lately. */
    sendEmail: (body: SendEmailRequest) => request<SendEmailResponse>('POST', '/api/send-email', body),

    mailStatus: () => request<MailStatus>('GET', '/api/auth/gmail/status'),
    /** Full-page navigation to Google's consent for the send-only scope; comes back to `returnUrl`. */
    gmailAuthorizeUrl: (options: { returnUrl?: string; autoApply?: boolean } = {}) => {
      const params = new URLSearchParams();
      if (options.returnUrl) params.set('returnUrl', options.returnUrl);
      if (options.autoApply) params.set('autoApply', 'true');
      const query = params.toString();
      return `${baseUrl}/api/auth/gmail/authorize${query ? `?${query}` : ''}`;
    },
    unlinkGmail: () => request<{ success: true }>('POST', '/api/auth/gmail/unlink'),
    /**
     * Full-page navigation to Google's consent for the optional headers-only scope (reply detection), added to the
     * Gmail connection; comes back to `returnUrl` with `gmail_replies=on` or `error=gmail_replies_failed`.
     */
    gmailRepliesAuthorizeUrl: (options: { returnUrl?: string } = {}) => {
      const query = options.returnUrl ? `?${new URLSearchParams({ returnUrl: options.returnUrl })}` : '';
      return `${baseUrl}/api/auth/gmail/replies/authorize${query}`;
    },
    /** Turns Gmail reply detection off: the headers permission's key is deleted and no longer used. */
    turnOffGmailReplies: () => request<{ success: true }>('DELETE', '/api/auth/gmail/replies'),
    mailAccounts: () => request<MailAccount[]>('GET', '/api/mail/accounts'),
    addSmtpAccount: (body: SmtpAccountRequest) => request<MailAccount>('POST', '/api/mail/smtp', body),
    removeMailAccount: (id: string) =>
      request<{ success: true }>('DELETE', `/api/mail/accounts/${encodeURIComponent(id)}`),
    makeDefaultMailAccount: (id: string) =>
      request<MailAccount>('POST', `/api/mail/accounts/${encodeURIComponent(id)}/default`),
    /** Whether Gmail and Yahoo will take mail from an SMTP mailbox's own domain (briefly cached by the API). */
    mailDomainRecords: (id: string) =>
      request<DomainRecordsCheck>('GET', `/api/mail/accounts/${encodeURIComponent(id)}/domain-records`),
    /** "Check again": the same, asked of DNS now. */
    checkMailDomainRecords: (id: string) =>
      request<DomainRecordsCheck>('POST', `/api/mail/accounts/${encodeURIComponent(id)}/domain-records/check`),
    /** Sending from the account's address starts again after a pause for bounces (every account of the address). */
    resumeMailAccount: (id: string) =>
      request<MailAccount>('POST', `/api/mail/accounts/${encodeURIComponent(id)}/resume`),

    emailApplications: (query: EmailApplicationsQuery = {}) => {
      const params = new URLSearchParams();
      if (query.q) params.set('q', query.q);
      if (query.outcome) params.set('outcome', query.outcome);
      const qs = params.toString();
      return request<EmailApplication[]>('GET', `/api/email-applications${qs ? `?${qs}` : ''}`);
    },
    emailApplication: (id: string) =>
      request<EmailApplication>('GET', `/api/email-applications/${encodeURIComponent(id)}`),
    markOutcome: (id: string, body: MarkOutcomeRequest) =>
      request<EmailApplication>('PATCH', `/api/email-applications/${encodeURIComponent(id)}`, body),
    /** An `unknown` send (the app stopped mid-send): it was sent, or not (then it leaves the list). */
    confirmDelivery: (id: string, body: ConfirmDeliveryRequest) =>
      request<ConfirmDeliveryResponse>('POST', `/api/email-applications/${encodeURIComponent(id)}/delivery`, body),
    /** Every application as a CSV file (a download: date, company, job, recipient, verification, outcome…). */
    applicationsCsvUrl: `${baseUrl}/api/email-applications/export.csv`,
    analyticsStats: () => request<AnalyticsStats>('GET', '/api/analytics/stats'),

    /** The outbox (Pro): the email goes at `sendAt` or the mailbox's next allowed slot. */
    scheduleEmail: (body: ScheduleEmailRequest) => request<ScheduleEmailResponse>('POST', '/api/outbox', body),
    outbox: () => request<OutboxItem[]>('GET', '/api/outbox'),
    /** One email of the outbox with its text, to read before it goes. */
    outboxItem: (id: string) => request<OutboxItem>('GET', `/api/outbox/${encodeURIComponent(id)}`),
    /** Changes a scheduled email's subject, text or time (409 once it is sending or sent). */
    updateOutboxItem: (id: string, body: UpdateOutboxItemRequest) =>
      request<OutboxItem>('PATCH', `/api/outbox/${encodeURIComponent(id)}`, body),
    cancelOutboxItem: (id: string) => request<OutboxItem>('DELETE', `/api/outbox/${encodeURIComponent(id)}`),
    /** The next follow-up of a sent application, drafted unless `body` is given (Pro). */
    scheduleFollowUp: (id: string, body: ScheduleFollowUpRequest = {}) =>
      request<ScheduleEmailResponse>('POST', `/api/email-applications/${encodeURIComponent(id)}/follow-ups`, body),
    /** Apply to All (Pro): a review list drafted in the background. */
    createDraftBatch: (body: DraftBatchRequest) => request<DraftBatch>('POST', '/api/draft-batches', body),
    draftBatch: (id: string) => request<DraftBatch>('GET', `/api/draft-batches/${encodeURIComponent(id)}`),
    /** The jobs of a search to choose from (pre-ticked or not, and why), the limit, and an open batch to resume. */
    applyAllSelection: (searchId: string) =>
      request<ApplyAllSelection>('GET', `/api/draft-batches/selection/${encodeURIComponent(searchId)}`),
    /** Apply to All batches not finished yet, newest first (Applications lists them). */
    openDraftBatches: () => request<OpenDraftBatch[]>('GET', '/api/draft-batches'),
    updateDraft: (batchId: string, draftId: string, body: UpdateDraftRequest) =>
      request<OutreachDraft>(
        'PATCH',
        `/api/draft-batches/${encodeURIComponent(batchId)}/drafts/${encodeURIComponent(draftId)}`,
        body,
      ),
    /** Saved searches (Pro to save and run): each with its latest run, `newJobs` and `unseenNewJobs`. */
    savedSearches: () => request<SavedSearch[]>('GET', '/api/saved-searches'),
    createSavedSearch: (body: CreateSavedSearchRequest) => request<SavedSearch>('POST', '/api/saved-searches', body),
    deleteSavedSearch: (id: string) =>
      request<{ success: true }>('DELETE', `/api/saved-searches/${encodeURIComponent(id)}`),
    /** Runs it now (202); a run in progress is answered as it is. */
    runSavedSearch: (id: string) => request<SavedSearch>('POST', `/api/saved-searches/${encodeURIComponent(id)}/run`),
    savedSearchNewJobs: (id: string) =>
      request<SavedSearchNewJobs>('GET', `/api/saved-searches/${encodeURIComponent(id)}/new-jobs`),
    /** The user looked at its new jobs: they stop counting in the badge. */
    markSavedSearchSeen: (id: string) =>
      request<SavedSearch>('POST', `/api/saved-searches/${encodeURIComponent(id)}/seen`),

    settings: () => request<UserSettings>('GET', '/api/user/settings'),
    updateSettings: (body: UpdateSettingsRequest) => request<UserSettings>('PUT', '/api/user/settings', body),
    /** After sign-in: the browser's zone becomes the user's unless they already saved one (first sign-in only). */
    adoptBrowserTimeZone: (timezone: string) =>
      request<UserSettings>('POST', '/api/user/settings/browser-timezone', { timezone }),

    /** The Pro price in the visitor's currency (public). */
    pricingInfo: () => request<PricingInfo>('GET', '/api/user-location'),
    /** Plan, paid subscription, trial end, searches left this month and refund eligibility. */
    subscriptionStatus: () => request<SubscriptionStatus>('GET', '/api/subscription-status'),
    /** What Paddle.js needs to open the Pro checkout overlay (409 when already Pro, 503 when payments are off). */
    startCheckout: () => request<CheckoutResponse>('POST', '/api/billing/checkout'),
    /** A first-time subscriber's refund request (422 `refund_window_closed` outside the policy's window). */
    cancelSubscription: () => request<SubscriptionStatus>('POST', '/api/billing/cancel'),
    requestRefund: (body: RefundRequestBody = {}) =>
      request<RefundRequest>('POST', '/api/billing/refund-request', body),
    /** Staff: every refund request. */
    refundRequests: () => request<RefundRequest[]>('GET', '/api/billing/refund-requests'),
    /** The /payment-feedback answer; answers the real share of answers so far. */
    submitPaymentInterest: (body: PaymentInterestRequest) =>
      request<PaymentInterestResponse>('POST', '/api/feedback/payment-interest', body),

    /** Device tokens of the browser extension (issued, listed and revoked by the signed-in web app). */
    extensionTokens: () => request<ExtensionToken[]>('GET', '/api/extension/tokens'),
    createExtensionToken: (body: CreateExtensionTokenRequest = {}) =>
      request<CreateExtensionTokenResponse>('POST', '/api/extension/tokens', body),
    revokeExtensionToken: (id: string) =>
      request<{ success: true }>('DELETE', `/api/extension/tokens/${encodeURIComponent(id)}`),
    /** The extension's sign-out: revokes the token this client sends. */
    revokeOwnExtensionToken: () => request<{ success: true }>('DELETE', '/api/extension/tokens/current'),

    /** Full-page navigations that start sign-in (spec §7). */
    signInUrl: `${baseUrl}/api/auth/google`,

    /** Export and deletion of one's own data; `admin.*` for staff. */
    ...dataRightsCalls({ baseUrl, doFetch, request }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

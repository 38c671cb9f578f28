import type { CompanyProfile, SearchFormValues, SearchRequest } from './entities.js';
import type { WorkType } from './enums.js';

/** Every error the API answers has this body (one exception filter, see api/src/common). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export interface HealthResponse {
  status: 'ok' | 'degraded';
  db: 'ok' | 'down';
  queue: 'ok' | 'down';
}

export interface DevLoginRequest {
  email: string;
  firstName?: string;
  lastName?: string;
}

export interface AcceptTermsResponse {
  termsAcceptedAt: string;
}

export interface GenerateUrlRequest {
  keyword: string;
  location: string;
  /** 1 on-site, 2 remote, 3 hybrid; form values may arrive as strings. */
  workType: WorkType | '1' | '2' | '3';
}
export interface GenerateUrlResponse {
  linkedinUrl?: string;
  message?: string;
  error?: string;
}

export interface StartSearchRequest {
  linkedinUrl: string;
  resumeText?: string;
  jobCount: SearchFormValues['jobCount'];
}
export interface StartSearchResponse {
  requestId: string;
}

/** `POST /api/scrape-job/:id/abort` answers the search as it is after cancelling. */
export type AbortSearchResponse = SearchRequest;

export interface ResumeUploadResponse {
  text: string;
  fileName: string;
}

export interface ScrapeCompanyRequest {
  companyLinkedinUrl: string;
}
export interface ScrapeCompanyResponse {
  success: boolean;
  company?: CompanyProfile;
}

export interface GenerateEmailRequest {
  companyName: string;
  jobDescription: string;
  jobTitle: string;
  resumeText: string;
}
export interface GenerateEmailResponse {
  success: boolean;
  email?: { subject: string; body: string };
  generator?: 'llm' | 'template';
  warnings?: string[];
  error?: string;
}

export interface SendEmailRequest {
  to: string;
  subject: string;
  body: string;
  jobTitle: string;
  companyName: string;
  jobUrl?: string;
  companyWebsite?: string;
}
export interface SendEmailResponse {
  success: boolean;
  sentViaGmail?: boolean;
  needsGmailAuth?: boolean;
  gmailComposeUrl?: string;
  mailtoLink?: string;
  requiresSignIn?: boolean;
  error?: string;
}

export interface PaymentInterestRequest {
  wouldPay: boolean;
}

/** `POST /api/contacts/lookup`: a job URL of the networking site; answers the Job with its contact. */
export interface ContactLookupRequest {
  jobUrl: string;
}

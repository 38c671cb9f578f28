import type { SearchStatus, UserRole, VerificationStatus, WorkType } from './enums.js';

/** ISO-8601 timestamp as it travels over JSON. */
export type IsoDate = string;

/** The signed-in user as `GET /api/auth/user` answers it. Secrets and file bytes never travel here. */
export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: UserRole;
  createdAt: IsoDate;
  termsAcceptedAt: IsoDate | null;
  /** 'active' while a paid or trial plan runs; null means Free. */
  subscriptionStatus: string | null;
  subscriptionExpiresAt: IsoDate | null;
  resumeText: string | null;
  resumeFileName: string | null;
  resumeUploadedAt: IsoDate | null;
}

export interface SavedResume {
  hasResume: boolean;
  resumeText: string | null;
  fileName: string | null;
}

export interface SearchFormValues {
  keyword: string;
  location: string;
  workType: WorkType;
  jobCount: number;
  resumeText?: string;
}

export interface Job {
  title: string;
  companyName: string;
  companyLogo: string | null;
  companyWebsite: string | null;
  companyLinkedinUrl: string | null;
  location: string | null;
  postedDate: IsoDate | null;
  workType: string | null;
  experienceLevel: string | null;
  salary: string | null;
  canApply: boolean;
  description: string | null;
  requirement: string | null;
  /** The job's URL on the networking site. */
  link: string;
  jobUrl: string | null;
  jobPosterName: string | null;
  jobPosterTitle: string | null;
  jobPosterLinkedinUrl: string | null;
  jobPosterImageUrl: string | null;
  jobPosterEmail: string | null;
  emailVerificationStatus: VerificationStatus | null;
}

export interface EnrichedResults {
  jobs: Job[];
  freeJobs: number;
  canApplyCount: number;
  lockedJobs: number;
}

export interface SearchRequest {
  id: string;
  requestId: string;
  userId?: string;
  status: SearchStatus;
  createdAt: IsoDate;
  linkedinUrl: string;
  errorMessage: string | null;
  totalJobsFound: number | null;
  enrichedResults: EnrichedResults | null;
  freeJobsShown: number | null;
  proJobsShown: number | null;
}

export interface CompanyProfile {
  name: string;
  logo: string | null;
  tagline: string | null;
  description: string | null;
  industry: string | null;
  size: string | null;
  headquarters: string | null;
  founded: string | null;
  specialties: string[];
  website: string | null;
  linkedinUrl: string | null;
}

export interface EmailApplication {
  id: string;
  userId: string;
  jobTitle: string;
  companyName: string;
  companyEmail: string;
  emailSubject: string;
  sentAt: IsoDate;
  jobUrl: string | null;
  companyWebsite: string | null;
}

export interface DashboardStats {
  totalJobsScraped: number;
  totalApplicationsSent: number;
  recentSearches: SearchRequest[];
}

export interface AnalyticsStats {
  totalApplications: number;
  /** Percent, 0–100. */
  responseRate: number;
  /** Days. */
  averageResponseTime: number;
  interviewsScheduled: number;
  weeklyApplications: { week: string; count: number }[];
  totalJobsScraped: number;
}

export interface PricingInfo {
  currency: string;
  price: number;
  symbol: string;
}

export interface SubscriptionStatus {
  hasActiveSubscription: boolean;
  expiresAt: IsoDate | null;
  plan?: 'free' | 'trial' | 'pro';
  trialEndsAt?: IsoDate | null;
}

export interface MailStatus {
  authorized: boolean;
  needsRefresh: boolean;
  isConnected: boolean;
}

/** Plan the visitor picked on /pricing, kept in browser storage. */
export interface SelectedPlan {
  plan: string;
  price: number;
  currency: string;
}

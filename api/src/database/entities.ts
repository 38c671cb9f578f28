import { NotificationDigestEntity } from '../alerts/entities/notification-digest.entity.js';
import { SavedSearchJobEntity } from '../alerts/entities/saved-search-job.entity.js';
import { SavedSearchEntity } from '../alerts/entities/saved-search.entity.js';
import { EmailApplicationEntity } from '../applications/email-application.entity.js';
import { AuditLogEntity } from '../audit/audit-log.entity.js';
import { BillingEventEntity } from '../billing/entities/billing-event.entity.js';
import { FeedbackEntity } from '../billing/entities/feedback.entity.js';
import { RefundRequestEntity } from '../billing/entities/refund-request.entity.js';
import { SubscriptionEntity } from '../plans/entities/subscription.entity.js';
import { CompanyEntity } from '../companies/company.entity.js';
import { ContactRecheckEntity } from '../enrichment/entities/contact-recheck.entity.js';
import { EmailCheckEntity } from '../enrichment/entities/email-check.entity.js';
import { JobContactEntity } from '../enrichment/entities/job-contact.entity.js';
import { MailDomainEntity } from '../enrichment/entities/mail-domain.entity.js';
import { ExtensionTokenEntity } from '../auth/extension-tokens/extension-token.entity.js';
import { MailAccountEntity } from '../mail/mail-account.entity.js';
import { OutreachDraftBatchEntity } from '../outreach/outreach-draft-batch.entity.js';
import { OutreachDraftEntity } from '../outreach/outreach-draft.entity.js';
import { SearchQuotaUsageEntity } from '../plans/search-quota-usage.entity.js';
import { ResumeEntity } from '../resume/resume.entity.js';
import { JobEntity } from '../jobs/job.entity.js';
import { SearchRequestEntity } from '../search/entities/search-request.entity.js';
import { SearchResultEntity } from '../search/entities/search-result.entity.js';
import { UserSettingsEntity } from '../settings/user-settings.entity.js';
import { SiteHealthCheckEntity } from '../site-health/site-health-check.entity.js';
import { UserEntity } from '../users/user.entity.js';

/** Every TypeORM entity; listed explicitly so ESM builds and tests see the same set. */
export const entities = [
  UserEntity,
  CompanyEntity,
  JobEntity,
  SearchRequestEntity,
  SearchResultEntity,
  ResumeEntity,
  MailDomainEntity,
  EmailCheckEntity,
  JobContactEntity,
  ContactRecheckEntity,
  MailAccountEntity,
  EmailApplicationEntity,
  UserSettingsEntity,
  AuditLogEntity,
  SubscriptionEntity,
  BillingEventEntity,
  FeedbackEntity,
  RefundRequestEntity,
  SearchQuotaUsageEntity,
  ExtensionTokenEntity,
  SiteHealthCheckEntity,
  OutreachDraftBatchEntity,
  OutreachDraftEntity,
  SavedSearchEntity,
  SavedSearchJobEntity,
  NotificationDigestEntity,
];

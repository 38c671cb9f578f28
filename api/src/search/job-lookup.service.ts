import { Inject, Injectable } from '@nestjs/common';
import type { Job } from '@app/types';
import { CompaniesService } from '../companies/companies.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../common/errors/domain-error.js';
import { EnrichmentService } from '../enrichment/enrichment.service.js';
import { JobContactsService } from '../enrichment/job-contacts.service.js';
import { parseName } from '../enrichment/names.js';
import { publishedAddressesOf } from '../enrichment/published-address.js';
import { JobsSiteClient } from '../jobs-site/jobs-site.client.js';
import { NotAJobsSiteUrlError } from '../jobs-site/jobs-site.errors.js';
import { PlansService } from '../plans/plans.service.js';
import { ResumeService } from '../resume/resume.service.js';
import type { UserEntity } from '../users/user.entity.js';
import type { JobEntity } from '../jobs/job.entity.js';
import { SearchJobsRepository } from './search-jobs.repository.js';
import { jobFieldsFromPosting } from './job-fields.js';
import { scoreMatch } from './matching/match-score.js';
import { toJob } from './search-mapper.js';

class JobGoneError extends DomainError {
  constructor() {
    super(404, 'job_not_found', 'This job is no longer on LinkedIn.');
  }
}

/**
 * The site job id in a job URL: `/jobs/view/{slug-}ID`, or `currentJobId` on the search and collection pages
 * (where the signed-in site shows a job beside the list).
 */
export function siteJobIdOf(jobUrl: string, baseUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(jobUrl);
  } catch {
    return null;
  }
  const site = new URL(baseUrl);
  const sameSite = url.origin === site.origin || url.hostname.endsWith(`.${site.hostname.replace(/^www\./, '')}`);
  if (!sameSite) return null;
  const fromPath = /^\/jobs\/view\/(?:[^/]*-)?(\d{6,})\/?$/.exec(url.pathname)?.[1];
  const fromQuery = /^\/jobs\/(search|collections)\b/.test(url.pathname) ? url.searchParams.get('currentJobId') : null;
  const id = fromPath ?? fromQuery;
  return id && /^\d{6,}$/.test(id) ? id : null;
}

/** `POST /api/contacts/lookup`: one job, read and enriched on demand (the caches make repeats free). */
@Injectable()
export class JobLookupService {
  constructor(
    private readonly jobs: SearchJobsRepository,
    private readonly contacts: JobContactsService,
    private readonly jobsSite: JobsSiteClient,
    private readonly companies: CompaniesService,
    private readonly enrichment: EnrichmentService,
    private readonly plans: PlansService,
    private readonly resumes: ResumeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async lookup(user: UserEntity, jobUrl: string): Promise<Job> {
    const baseUrl = this.config.jobsSite.baseUrl;
    const siteJobId = siteJobIdOf(jobUrl, baseUrl);
    if (!siteJobId) throw new NotAJobsSiteUrlError('jobUrl (a job page)');
    const job = await this.ensureJob(siteJobId);
    const company = job.companySlug ? (await this.companies.getBySlug(job.companySlug)).company : null;
    const contacts = this.enrichment.contactRun({ signal: new AbortController().signal });
    const seesProContacts = await this.plans.seesProContacts(user);
    // A posting that names nobody and publishes no address can only get a discovered contact (a decision maker or a
    // role address), which is Pro: a Free viewer's lookup asks no mail server or people-data provider for it.
    const proOnly =
      !seesProContacts &&
      !parseName(job.posterName) &&
      publishedAddressesOf(job.description).length === 0 &&
      !!(await contacts.mailDomainOf(job));
    if (!proOnly) await contacts.contactsFor([job]);
    const contact = await this.contacts.contactOf(job.id);
    // The fit against the saved resume, as a search scores it (null without a resume).
    const match = scoreMatch((await this.resumes.saved(user.id)).resumeText, job);
    const view = toJob(
      { job, company: company ?? undefined, contact, match },
      (c) => this.companies.toProfile(c),
      null,
      seesProContacts,
    );
    // Without a contact already known, finding one is what Pro would do here.
    return proOnly && !contact ? { ...view, locked: true } : view;
  }

  private async ensureJob(siteJobId: string): Promise<JobEntity> {
    const existing = await this.jobs.bySiteId(siteJobId);
    const fresh =
      existing?.detailFetchedAt && Date.now() - existing.detailFetchedAt.getTime() < this.config.search.jobCacheMs;
    if (existing && fresh) {
      if (existing.removed) throw new JobGoneError();
      return existing;
    }
    const posting = await this.jobsSite.jobPosting(siteJobId);
    if (!posting) {
      if (existing) await this.jobs.update(existing.id, { removed: true, detailFetchedAt: new Date() });
      throw new JobGoneError();
    }
    const fields = jobFieldsFromPosting(posting, existing, this.config.jobsSite.baseUrl);
    const link = posting.link ?? new URL(`/jobs/view/${siteJobId}`, this.config.jobsSite.baseUrl).href;
    await this.jobs.upsert({ ...fields, siteJobId, link: existing?.link ?? link });
    return this.jobs.bySiteIdOrFail(siteJobId);
  }
}

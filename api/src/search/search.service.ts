import { Inject, Injectable } from '@nestjs/common';
import {
  type DashboardStats,
  type GenerateUrlResponse,
  type Job,
  type SearchJobsPage,
  type SearchRequest,
  WorkType,
} from '@app/types';
import type { Logger } from 'pino';
import type { Tx } from '../common/transaction.js';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { ApplicationsService } from '../applications/applications.service.js';
import { JobContactsService } from '../enrichment/job-contacts.service.js';
import { PlansService } from '../plans/plans.service.js';
import { ResumeService } from '../resume/resume.service.js';
import { SearchQuotaService } from '../plans/search-quota.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobsSiteClient } from '../jobs-site/jobs-site.client.js';
import { parsePublicSearchUrl, publicSearchUrl } from '../jobs-site/search-url.js';
import type { GenerateUrlDto } from './dto/generate-url.dto.js';
import type { SearchJobsQueryDto } from './dto/search-jobs-query.dto.js';
import type { StartSearchDto } from './dto/start-search.dto.js';
import type { JobEntity } from '../jobs/job.entity.js';
import type { SearchRequestEntity } from './entities/search-request.entity.js';
import { SearchQueue } from './search.queue.js';
import {
  SearchNotFoundError,
  SearchNotQueuedError,
  TooManySearchesError,
  UnknownLocationError,
} from './search.errors.js';
import { SearchRequestsRepository } from './search-requests.repository.js';
import { SearchJobsRepository } from './search-jobs.repository.js';
import { SearchResultsRepository } from './search-results.repository.js';
import { isLockedFor, isReachable, toSearchRequest, toSummary } from './search-mapper.js';
import { SearchResultsService } from './search-results.service.js';

const RECENT_SEARCHES = 10;
// The site has no "Remote" place; remote work is a filter over a worldwide search.
const REMOTE = /^(remote|anywhere|worldwide)$/i;

@Injectable()
export class SearchService {
  private readonly logger: Logger;

  constructor(
    private readonly results: SearchResultsRepository,
    private readonly jobs: SearchJobsRepository,
    private readonly plans: PlansService,
    private readonly resultRows: SearchResultsService,
    private readonly jobsSite: JobsSiteClient,
    private readonly queue: SearchQueue,
    private readonly requests: SearchRequestsRepository,
    private readonly quota: SearchQuotaService,
    private readonly applications: ApplicationsService,
    private readonly resumes: ResumeService,
    private readonly contacts: JobContactsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ component: 'search' });
  }

  /** Resolves the location through the site's typeahead and builds the search URL a person could open. */
  async generateUrl(dto: GenerateUrlDto): Promise<GenerateUrlResponse> {
    const remote = REMOTE.test(dto.location);
    const query = remote ? 'Worldwide' : dto.location;
    const [hit] = await this.jobsSite.geoTypeahead(query);
    if (!hit) throw new UnknownLocationError(dto.location);
    const workType = remote ? WorkType.Remote : dto.workType;
    const linkedinUrl = publicSearchUrl(this.config.jobsSite.baseUrl, {
      keywords: dto.keyword,
      location: hit.displayName,
      geoId: hit.id,
      workType,
      timeRange: null,
    });
    const message = remote
      ? `Searching remote jobs worldwide for "${dto.keyword}"`
      : `Location normalized to ${hit.displayName}`;
    return { linkedinUrl, message };
  }

  /**
   * Starts a search; on Free it counts against the month's searches (402 once they are used up). A user may have
   * only so many unfinished searches (SEARCH_MAX_WAITING_PER_USER, by plan): one more answers 429, and its month's
   * search is given back.
   */
  async start(user: Pick<UserEntity, 'id' | 'createdAt'>, dto: StartSearchDto): Promise<{ requestId: string }> {
    const userId = user.id;
    const site = parsePublicSearchUrl(dto.linkedinUrl, this.config.jobsSite.baseUrl);
    const caps = this.config.search.maxWaitingPerUser;
    const plan = await this.plans.planOf(user);
    const unfinishedCap = plan === 'free' ? caps.free : caps.pro;
    const ticket = await this.quota.consume(user, plan);
    try {
      return await this.store(userId, site, dto, { unfinishedCap });
    } catch (err) {
      await this.quota.release(ticket);
      throw err;
    }
  }

  /**
   * A saved search's run (alerts/), inside the caller's transaction: the caller checked the plan (Pro, so no month's
   * search is counted). It waits its turn like any search, under SEARCH_MAX_IN_PROGRESS_PER_USER.
   */
  async startSavedSearchRun(
    userId: string,
    savedSearchId: string,
    linkedinUrl: string,
    jobCount: number,
    tx: Tx,
  ): Promise<string> {
    const site = parsePublicSearchUrl(linkedinUrl, this.config.jobsSite.baseUrl);
    const { requestId } = await this.store(userId, site, { linkedinUrl, jobCount }, { savedSearchId, tx });
    return requestId;
  }

  private async store(
    userId: string,
    site: ReturnType<typeof parsePublicSearchUrl>,
    dto: StartSearchDto,
    run: { savedSearchId?: string; tx?: Tx; unfinishedCap?: number } = {},
  ): Promise<{ requestId: string }> {
    // The extension's form and other API clients send no resume text: the saved resume scores the jobs then.
    const resumeText = dto.resumeText?.trim() || (await this.resumes.saved(userId)).resumeText;
    const fields = this.requests.create({
      userId,
      status: 'pending',
      linkedinUrl: publicSearchUrl(this.config.jobsSite.baseUrl, site),
      keyword: site.keywords,
      location: site.location,
      geoId: site.geoId,
      workType: site.workType,
      timeRange: site.timeRange,
      jobCount: dto.jobCount,
      resumeText: resumeText?.trim() || null,
      savedSearchId: run.savedSearchId ?? null,
    });
    // Row and job commit together: a search never waits for a job that was never created.
    const storeIn = async (tx: Tx) => {
      const cap = run.unfinishedCap;
      if (cap !== undefined && (await this.requests.lockAndCountUnfinished(userId, tx)) >= cap) {
        throw new TooManySearchesError(cap);
      }
      const saved = await this.requests.insertIn(tx, fields);
      try {
        await this.queue.enqueue(saved.id, tx);
      } catch (err) {
        this.logger.error({ err, searchId: saved.id }, 'Could not queue a search');
        throw new SearchNotQueuedError();
      }
      return saved;
    };
    const row = run.tx ? await storeIn(run.tx) : await this.requests.transaction(storeIn);
    return { requestId: row.id };
  }

  async get(user: UserEntity, id: string): Promise<SearchRequest> {
    const search = await this.owned(user.id, id);
    const jobs =
      search.status === 'completed' ? await this.resultRows.all(search, await this.plans.seesProContacts(user)) : null;
    // Neither our SMTP probe nor a verification service (Hunter's verifier stands in when probing is off).
    const verificationOff = !this.config.verification.probe && !this.config.people.hunter;
    return toSearchRequest(search, jobs, verificationOff);
  }

  /** The jobs a search delivered so far (while it runs, and after), filtered, sorted and paged. */
  async jobsPage(user: UserEntity, id: string, query: SearchJobsQueryDto): Promise<SearchJobsPage> {
    const search = await this.owned(user.id, id);
    return this.resultRows.page(search, user.id, await this.plans.seesProContacts(user), query);
  }

  /** Cancels a search in progress; the worker notices within a second and stops. Finished searches stay as they are. */
  async abort(user: UserEntity, id: string): Promise<SearchRequest> {
    await this.owned(user.id, id);
    await this.requests.cancelInProgress(id, new Date());
    return this.get(user, id);
  }

  async dashboardStats(user: UserEntity): Promise<DashboardStats> {
    // Searches the user started; saved searches' daily runs are listed under Saved searches instead.
    const recent = await this.requests.recentStartedBy(user.id, RECENT_SEARCHES);
    const seesPro = await this.plans.seesProContacts(user);
    const rows = recent.length ? await this.results.jobIdsOf(recent.map((s) => s.id)) : [];
    const contacts = await this.contacts.contactsOf(rows.map((r) => r.jobId));
    const counts = new Map<string, { total: number; canApply: number; locked: number }>();
    for (const row of rows) {
      const c = counts.get(row.searchId) ?? { total: 0, canApply: 0, locked: 0 };
      const contact = contacts.get(row.jobId);
      c.total += 1;
      if (isReachable(contact)) c.canApply += 1;
      if (isLockedFor(contact, seesPro)) c.locked += 1;
      counts.set(row.searchId, c);
    }
    return {
      totalJobsScraped: await this.countJobsScraped(user.id),
      totalApplicationsSent: await this.applications.countSent(user.id),
      recentSearches: recent.map((s) => toSummary(s, counts.get(s.id))),
    };
  }

  /** Distinct jobs delivered to the user: a job two of their searches found (a search run again) counts once. */
  async countJobsScraped(userId: string): Promise<number> {
    return this.results.countJobsOfUser(userId);
  }

  /** The job stored for a site job id (read by a search or a lookup), or null. Nothing is fetched. */
  storedJob(siteJobId: string): Promise<JobEntity | null> {
    return this.jobs.bySiteId(siteJobId);
  }

  /** The location of the job stored under this link ("Bengaluru, Karnataka, India"), or null. Nothing is fetched. */
  async storedJobLocation(link: string): Promise<string | null> {
    const job = await this.jobs.locationByLink(link);
    return job?.location ?? null;
  }

  private async owned(userId: string, id: string): Promise<SearchRequestEntity> {
    const search = await this.requests.findOwned(id, userId);
    if (!search) throw new SearchNotFoundError();
    return search;
  }

  /**
   * Jobs by id as `viewer` may see them (the plan rule applied), each with its fit from the search it came from
   * (`searchId`, when that search still exists); in the order given.
   */
  async jobsFor(
    viewer: Pick<UserEntity, 'id' | 'createdAt'>,
    items: readonly { jobId: string; searchId: string | null }[],
    workType: SearchRequestEntity['workType'],
  ): Promise<Job[]> {
    return this.resultRows.jobsFor(items, workType, await this.plans.seesProContacts(viewer));
  }
}

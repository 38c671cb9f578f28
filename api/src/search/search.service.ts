import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type DashboardStats,
  type GenerateUrlResponse,
  IN_PROGRESS_STATUSES,
  type SearchRequest,
  WorkType,
} from '@app/types';
import { In, Repository } from 'typeorm';
import { CompaniesService } from '../companies/companies.service.js';
import { CompanyEntity } from '../companies/company.entity.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobsSiteClient } from '../jobs-site/jobs-site.client.js';
import { parsePublicSearchUrl, publicSearchUrl } from '../jobs-site/search-url.js';
import type { GenerateUrlDto } from './dto/generate-url.dto.js';
import type { StartSearchDto } from './dto/start-search.dto.js';
import { SearchRequestEntity } from './entities/search-request.entity.js';
import { SearchResultEntity } from './entities/search-result.entity.js';
import { SearchQueue } from './search.queue.js';
import { SearchNotFoundError, UnknownLocationError } from './search.errors.js';
import { toJob, toSearchRequest, toSummary } from './search-mapper.js';

const RECENT_SEARCHES = 10;
// The site has no "Remote" place; remote work is a filter over a worldwide search.
const REMOTE = /^(remote|anywhere|worldwide)$/i;

@Injectable()
export class SearchService {
  constructor(
    @InjectRepository(SearchRequestEntity) private readonly searches: Repository<SearchRequestEntity>,
    @InjectRepository(SearchResultEntity) private readonly results: Repository<SearchResultEntity>,
    @InjectRepository(CompanyEntity) private readonly companyRows: Repository<CompanyEntity>,
    private readonly companies: CompaniesService,
    private readonly jobsSite: JobsSiteClient,
    private readonly queue: SearchQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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

  async start(userId: string, dto: StartSearchDto): Promise<{ requestId: string }> {
    const site = parsePublicSearchUrl(dto.linkedinUrl, this.config.jobsSite.baseUrl);
    const row = await this.searches.save(
      this.searches.create({
        userId,
        status: 'pending',
        linkedinUrl: publicSearchUrl(this.config.jobsSite.baseUrl, site),
        keyword: site.keywords,
        location: site.location,
        geoId: site.geoId,
        workType: site.workType,
        timeRange: site.timeRange,
        jobCount: dto.jobCount,
        resumeText: dto.resumeText?.trim() || null,
      }),
    );
    await this.queue.enqueue(row.id);
    return { requestId: row.id };
  }

  async get(userId: string, id: string): Promise<SearchRequest> {
    const search = await this.owned(userId, id);
    return toSearchRequest(search, search.status === 'completed' ? await this.jobsOf(search) : null);
  }

  /** Cancels a search in progress; the worker notices within a second and stops. Finished searches stay as they are. */
  async abort(userId: string, id: string): Promise<SearchRequest> {
    await this.owned(userId, id);
    await this.searches.update(
      { id, status: In([...IN_PROGRESS_STATUSES]) },
      { status: 'cancelled', finishedAt: new Date(), errorMessage: null },
    );
    return this.get(userId, id);
  }

  async dashboardStats(userId: string): Promise<DashboardStats> {
    const recent = await this.searches.find({ where: { userId }, order: { createdAt: 'DESC' }, take: RECENT_SEARCHES });
    const counts = recent.length
      ? await this.results
          .createQueryBuilder('r')
          .select('r.search_id', 'searchId')
          .addSelect('count(*)::int', 'total')
          .where('r.search_id IN (:...ids)', { ids: recent.map((s) => s.id) })
          .groupBy('r.search_id')
          .getRawMany<{ searchId: string; total: number }>()
      : [];
    const bySearch = new Map(counts.map((c) => [c.searchId, { total: c.total, canApply: 0 }]));
    const totalJobsScraped = await this.results
      .createQueryBuilder('r')
      .innerJoin(SearchRequestEntity, 's', 's.id = r.search_id')
      .where('s.user_id = :userId', { userId })
      .getCount();
    return {
      totalJobsScraped,
      // Sending lands with the mail issue; until then nothing has been sent.
      totalApplicationsSent: 0,
      recentSearches: recent.map((s) => toSummary(s, bySearch.get(s.id))),
    };
  }

  private async owned(userId: string, id: string): Promise<SearchRequestEntity> {
    const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
    const search = isUuid ? await this.searches.findOneBy({ id, userId }) : null;
    if (!search) throw new SearchNotFoundError();
    return search;
  }

  private async jobsOf(search: SearchRequestEntity) {
    const results = await this.results.find({
      where: { searchId: search.id },
      relations: { job: true },
      order: { rank: 'ASC' },
    });
    const slugs = [...new Set(results.map((r) => r.job.companySlug).filter((s): s is string => !!s))];
    const companies = slugs.length ? await this.companyRows.findBy({ slug: In(slugs), found: true }) : [];
    const bySlug = new Map(companies.map((c) => [c.slug, c]));
    return results.map((r) =>
      toJob(
        r,
        r.job,
        r.job.companySlug ? bySlug.get(r.job.companySlug) : undefined,
        (c) => this.companies.toProfile(c),
        search.workType,
      ),
    );
  }
}

import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { BrowserFallback } from './browser-fallback.js';
import { JobsSiteFetcher } from './fetcher.js';
import {
  type CompanyPage,
  type GeoHit,
  type JobPosting,
  parseCompanyPage,
  parseGeoTypeahead,
  parseJobPage,
  parseSearchCards,
  type SearchCard,
} from './parsers/index.js';
import { companyPath, geoTypeaheadPath, jobPostingPath, listingPath, type SiteSearch } from './search-url.js';

/**
 * Everything the app reads from the networking site, as typed records: listing pages, job pages, company pages and
 * the location typeahead. The only code that knows the site's URLs and markup (with search-url.ts and parsers/).
 */
@Injectable()
export class JobsSiteClient implements OnApplicationShutdown {
  readonly fetcher: JobsSiteFetcher;
  readonly baseUrl: string;
  private readonly browser: BrowserFallback | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(ROOT_LOGGER) rootLogger: Logger) {
    const logger = rootLogger.child({ component: 'jobs-site' });
    this.baseUrl = config.jobsSite.baseUrl;
    this.browser = config.jobsSite.chromePath ? new BrowserFallback(config.jobsSite.chromePath, logger) : undefined;
    this.fetcher = new JobsSiteFetcher({ ...config.jobsSite, logger, browser: this.browser });
  }

  /** One page of listing cards; an empty array means the end of the results. */
  async listingPage(search: SiteSearch, start: number, signal?: AbortSignal): Promise<SearchCard[]> {
    const page = await this.fetcher.get(listingPath(search, start), 'listing', signal);
    return page.status === 200 ? parseSearchCards(page.body, this.baseUrl) : [];
  }

  /** The job's page, or null when the posting is gone (404). */
  async jobPosting(siteJobId: string, signal?: AbortSignal): Promise<JobPosting | null> {
    const page = await this.fetcher.get(jobPostingPath(siteJobId), 'job', signal);
    if (page.status === 404 || page.status === 410) return null;
    return parseJobPage(page.body, { baseUrl: this.baseUrl, now: new Date(), siteJobId });
  }

  /** The company's page, or null when the site has no such company. */
  async company(slug: string, signal?: AbortSignal): Promise<CompanyPage | null> {
    const page = await this.fetcher.get(companyPath(slug), 'company', signal);
    if (page.status === 404) return null;
    return parseCompanyPage(page.body, { baseUrl: this.baseUrl });
  }

  async geoTypeahead(query: string, signal?: AbortSignal): Promise<GeoHit[]> {
    const page = await this.fetcher.get(geoTypeaheadPath(query), 'typeahead', signal);
    return page.status === 200 ? parseGeoTypeahead(page.body) : [];
  }

  async onApplicationShutdown(): Promise<void> {
    await this.browser?.close();
  }
}

import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { BrowserFallback } from './browser-fallback.js';
import { type Egress, egressesFor } from './egress.js';
import { JobsSiteFetcher } from './fetcher.js';
import { MarkupMonitor } from './markup-monitor.js';
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
import { SiteBudget } from './site-budget.js';
import { SiteBudgetsRepository } from './site-budgets.repository.js';

/**
 * Everything the app reads from the networking site, as typed records: listing pages, job pages, company pages and
 * the location typeahead. The only code that knows the site's URLs and markup (with search-url.ts and parsers/).
 */
@Injectable()
export class JobsSiteClient implements OnApplicationShutdown {
  readonly fetcher: JobsSiteFetcher;
  readonly baseUrl: string;
  private readonly browser: BrowserFallback | undefined;
  private readonly monitor: MarkupMonitor;
  private readonly egresses: Egress[];

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
    budgets: SiteBudgetsRepository,
    metrics: MetricsService,
  ) {
    const logger = rootLogger.child({ component: 'jobs-site' });
    const site = config.jobsSite;
    this.baseUrl = site.baseUrl;
    this.browser = site.chromePath ? new BrowserFallback(site.chromePath, logger) : undefined;
    this.egresses = egressesFor(site.proxies, site.concurrency);
    const budget = new SiteBudget(budgets, {
      site: new URL(site.baseUrl).origin,
      maxRps: site.maxRps,
    });
    this.fetcher = new JobsSiteFetcher({
      ...site,
      egresses: this.egresses,
      budget,
      metrics,
      logger,
      browser: this.browser,
    });
    this.monitor = new MarkupMonitor(metrics, logger);
  }

  /**
   * One page of listing cards; an empty array means the end of the results. Throws MarkupNotUnderstood for a page
   * that is clearly a list but whose cards cannot be read.
   */
  async listingPage(search: SiteSearch, start: number, signal?: AbortSignal): Promise<SearchCard[]> {
    const page = await this.fetcher.get(listingPath(search, start), 'listing', signal);
    if (page.status !== 200) return [];
    return this.monitor.read('listing', page.url, page.body, () =>
      parseSearchCards(page.body, { baseUrl: this.baseUrl, now: new Date() }),
    );
  }

  /** The job's page, or null when the posting is gone (404); MarkupNotUnderstood when it cannot be read. */
  async jobPosting(siteJobId: string, signal?: AbortSignal): Promise<JobPosting | null> {
    const page = await this.fetcher.get(jobPostingPath(siteJobId), 'job', signal);
    if (page.status === 404 || page.status === 410) return null;
    return this.monitor.read('job', page.url, page.body, () =>
      parseJobPage(page.body, { baseUrl: this.baseUrl, now: new Date(), siteJobId }),
    );
  }

  /** The company's page, or null when the site has no such company; MarkupNotUnderstood when it cannot be read. */
  async company(slug: string, signal?: AbortSignal): Promise<CompanyPage | null> {
    const page = await this.fetcher.get(companyPath(slug), 'company', signal);
    if (page.status === 404) return null;
    return this.monitor.read('company', page.url, page.body, () =>
      parseCompanyPage(page.body, { baseUrl: this.baseUrl }),
    );
  }

  async geoTypeahead(query: string, signal?: AbortSignal): Promise<GeoHit[]> {
    const page = await this.fetcher.get(geoTypeaheadPath(query), 'typeahead', signal);
    return page.status === 200 ? parseGeoTypeahead(page.body) : [];
  }

  async onApplicationShutdown(): Promise<void> {
    await this.browser?.close();
    await Promise.all(this.egresses.map((e) => e.dispatcher.close()));
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { SiteHealth, SiteHealthCheck, SiteHealthStatus, SitePageYield } from '@app/types';
import type { Logger } from 'pino';

import { Clock } from '../common/clock.js';
import { ROOT_LOGGER } from '../common/logging/logger.token.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobsSiteClient } from '../jobs-site/jobs-site.client.js';
import { JobsSiteBlockedError } from '../jobs-site/jobs-site.errors.js';
import { companySlug, type SiteSearch } from '../jobs-site/search-url.js';
import { PageYield } from './page-yield.js';
import type { SiteHealthCheckEntity } from './site-health-check.entity.js';
import { SiteHealthChecksRepository } from './site-health-checks.repository.js';

/** Job pages and company pages the canary reads after the listing (a handful: it must stay cheap). */
const JOB_PAGES = 3;
const COMPANY_PAGES = 2;
const RECENT = 14;

/**
 * The site canary: one fixed query (SITE_CANARY_KEYWORDS in SITE_CANARY_LOCATION) read through the real client, the
 * way a search reads it: the first listing page, a few of its job pages, a few company pages. It records per page
 * kind how much the parsers understood and which strategy answered each field, so staff see a drift the day it
 * starts, before users meet empty searches.
 */
@Injectable()
export class SiteCanaryService {
  private readonly logger: Logger;

  constructor(
    private readonly checks: SiteHealthChecksRepository,
    private readonly jobsSite: JobsSiteClient,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ component: 'site-canary' });
  }

  /** Runs the canary once, stores and returns its result. */
  async run(): Promise<SiteHealthCheck> {
    const { keywords, location } = this.config.siteCanary;
    const startedAt = this.clock.now();
    const listing = new PageYield('listing');
    const jobs = new PageYield('job');
    const companies = new PageYield('company');
    let message: string | null = null;
    try {
      const search: SiteSearch = { keywords, location, geoId: null, workType: null, timeRange: null };
      const cards =
        (await listing.read(
          () => this.jobsSite.listingPage(search, 0),
          (read) => read,
        )) ?? [];
      const slugs = new Set<string>();
      for (const card of cards.slice(0, JOB_PAGES)) {
        const posting = await jobs.read(
          () => this.jobsSite.jobPosting(card.siteJobId),
          (read) => (read?.title ? [read] : []),
        );
        const slug = companySlug(posting?.companyLinkedinUrl ?? card.companyLinkedinUrl, this.config.jobsSite.baseUrl);
        if (slug) slugs.add(slug);
      }
      for (const slug of [...slugs].slice(0, COMPANY_PAGES)) {
        await companies.read(
          () => this.jobsSite.company(slug),
          (read) => (read ? [read] : []),
        );
      }
    } catch (err) {
      if (!(err instanceof JobsSiteBlockedError)) throw err;
      message = err.message;
    }
    const pages = [listing.summary, jobs.summary, companies.summary];
    // The site read fine but had no job for the fixed search ("We couldn't find a match"): not a markup change, yet
    // nothing past the listing was checked. Said as such, never as failing.
    const matchedNothing = !message && listing.summary.understood > 0 && listing.summary.records === 0;
    const row = await this.checks.insert({
      startedAt,
      finishedAt: this.clock.now(),
      keywords,
      location,
      status: message ? 'unreachable' : matchedNothing ? 'degraded' : statusOf(pages),
      message: matchedNothing
        ? `LinkedIn had no job for "${keywords}" in ${location}: its listing page was read, but no job or company ` +
          'page could be checked. Set SITE_CANARY_KEYWORDS to a broader search.'
        : message,
      pages,
    });
    const check = toCheck(row);
    this.logger[check.status === 'healthy' ? 'info' : 'warn'](
      {
        status: check.status,
        pages: pages.map(({ kind, pages: n, understood, records }) => ({ kind, n, understood, records })),
      },
      `Site canary: ${check.status}`,
    );
    return check;
  }

  /** The last run in full and the ones before it in short, with the schedule. */
  async health(): Promise<SiteHealth> {
    const rows = await this.checks.latest(RECENT);
    const [latest] = rows;
    return {
      latest: latest ? toCheck(latest) : null,
      recent: rows.map((row) => ({ id: row.id, startedAt: row.startedAt.toISOString(), status: row.status })),
      schedule: this.config.siteCanary,
    };
  }
}

/**
 * Failing when a page kind was mostly not understood or the listing gave no job; degraded when anything was not
 * understood or a fallback answered; healthy otherwise.
 */
function statusOf(pages: SitePageYield[]): SiteHealthStatus {
  const listing = pages.find((page) => page.kind === 'listing');
  if (pages.some((page) => page.pages > 0 && page.understood * 2 <= page.pages) || !listing?.records) return 'failing';
  const degraded = pages.some(
    (page) => page.understood < page.pages || page.readings.some((reading) => reading.fallback),
  );
  return degraded ? 'degraded' : 'healthy';
}

function toCheck(row: SiteHealthCheckEntity): SiteHealthCheck {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    query: { keywords: row.keywords, location: row.location },
    status: row.status,
    message: row.message,
    pages: row.pages,
  };
}

import { setMaxListeners } from 'node:events';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IN_PROGRESS_STATUSES, type SearchStatus } from '@app/types';
import type { Logger } from 'pino';
import { DataSource, In, Repository } from 'typeorm';
import { ROOT_LOGGER } from '../../common/logging/logger.token.js';
import { CompaniesService } from '../../companies/companies.service.js';
import type { CompanyEntity } from '../../companies/company.entity.js';
import { EnrichmentService } from '../../enrichment/enrichment.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { JobsSiteClient } from '../../jobs-site/jobs-site.client.js';
import { JobsSiteBlockedError } from '../../jobs-site/jobs-site.errors.js';
import type { JobPosting, SearchCard } from '../../jobs-site/parsers/index.js';
import { companySlug, parsePublicSearchUrl, type SiteSearch } from '../../jobs-site/search-url.js';
import { JobEntity } from '../entities/job.entity.js';
import { SearchRequestEntity } from '../entities/search-request.entity.js';
import { SearchResultEntity } from '../entities/search-result.entity.js';
import { jobFieldsFromPosting } from '../job-fields.js';
import { scoreMatch } from '../matching/match-score.js';
import { BANDS, percentIn } from './search-progress.js';

/** The site serves at most this many results for one search. */
const SITE_RESULT_CAP = 1000;
const STALE_DAYS = 30;
/** A crashed or interrupted search is resumed this many times before it fails. */
export const MAX_ATTEMPTS = 3;
/** A search whose worker has not written for this long is considered abandoned. */
export const HEARTBEAT_STALE_SECONDS = 30;
const HEARTBEAT_MS = 1000;

/** Cards without a title are not jobs anyone can apply to. */
type TitledCard = SearchCard & { title: string };

type Counters = Pick<
  SearchRequestEntity,
  | 'listingPages'
  | 'cardsFound'
  | 'detailsFetched'
  | 'detailsTotal'
  | 'companiesFetched'
  | 'jobsKept'
  | 'requestsMade'
  | 'progressPercent'
  | 'status'
>;

export type RunOutcome = 'completed' | 'failed' | 'cancelled' | 'interrupted' | 'skipped';

class Cancelled extends Error {}

/**
 * One search from listing pages to ranked quality leads. Writes its real counters and percent every second
 * (which is also its heartbeat and how it learns of a cancel), so any process can watch it and a crashed run
 * can be resumed: jobs and companies already read are reused, not fetched again.
 */
@Injectable()
export class SearchPipeline {
  private readonly logger: Logger;

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(SearchRequestEntity) private readonly searches: Repository<SearchRequestEntity>,
    @InjectRepository(JobEntity) private readonly jobs: Repository<JobEntity>,
    private readonly jobsSite: JobsSiteClient,
    private readonly companies: CompaniesService,
    private readonly enrichment: EnrichmentService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ component: 'search-pipeline' });
  }

  async run(searchId: string, workerId: string, shutdown: AbortSignal): Promise<RunOutcome> {
    const search = await this.claim(searchId, workerId);
    if (!search) return 'skipped';
    if (search.attempts > MAX_ATTEMPTS) {
      await this.fail(search.id, 'This search was interrupted too many times. Please start it again.');
      return 'failed';
    }

    const counters: Counters = {
      listingPages: 0,
      cardsFound: 0,
      detailsFetched: 0,
      detailsTotal: 0,
      companiesFetched: 0,
      jobsKept: 0,
      requestsMade: 0,
      progressPercent: 0,
      status: 'processing',
    };
    const abort = new AbortController();
    // Every in-flight request of the run listens to this one signal (hundreds in a deep search).
    setMaxListeners(0, abort.signal);
    const onShutdown = () => abort.abort(new Error('shutdown'));
    shutdown.addEventListener('abort', onShutdown, { once: true });
    let flushing: Promise<void> | undefined;
    const flush = () =>
      (flushing ??= this.writeCounters(search.id, workerId, counters)
        .then((status) => {
          if (status === 'cancelled') abort.abort(new Cancelled('cancelled'));
        })
        .finally(() => (flushing = undefined)));
    const heartbeat = setInterval(
      () => void flush().catch((err) => this.logger.warn({ err }, 'Heartbeat failed')),
      HEARTBEAT_MS,
    );

    try {
      const site = parsePublicSearchUrl(search.linkedinUrl, this.config.jobsSite.baseUrl);
      const cards =
        (await this.recentListing(search, counters)) ??
        (await this.collectCards(site, search.jobCount, counters, abort.signal));
      await this.searches.update({ id: search.id }, { listingJobIds: cards.map((card) => card.siteJobId) });
      await this.readDetails(cards, counters, abort.signal);
      counters.status = 'filtering';
      const kept = await this.filterAndRank(cards, search.resumeText, counters);
      counters.status = 'enriching';
      const companies = await this.readCompanies(kept, counters, abort.signal);
      await this.enrichment.enrich(
        kept.map(({ job }) => ({ job, website: (job.companySlug && companies.get(job.companySlug)?.website) || null })),
        abort.signal,
        (done, total) => (counters.progressPercent = percentIn(BANDS.contacts, done, total)),
      );
      // No heartbeat may land after completion and overwrite the final counters.
      clearInterval(heartbeat);
      await flushing;
      return (await this.complete(search.id, kept, counters)) ? 'completed' : 'cancelled';
    } catch (err) {
      const reason: unknown = abort.signal.reason;
      if (reason instanceof Cancelled) return 'cancelled';
      if (abort.signal.aborted) return 'interrupted'; // shutdown: the sweeper resumes it elsewhere or after restart
      const message =
        err instanceof JobsSiteBlockedError ? err.message : 'Something went wrong while searching. Please try again.';
      if (!(err instanceof JobsSiteBlockedError)) this.logger.error({ err, searchId }, 'Search failed');
      await this.fail(search.id, message);
      return 'failed';
    } finally {
      clearInterval(heartbeat);
      shutdown.removeEventListener('abort', onShutdown);
    }
  }

  /**
   * Takes the search for this worker unless a live worker holds it or it is no longer in progress. Counting the
   * attempt here bounds how often a crashing search is retried.
   */
  private async claim(id: string, workerId: string): Promise<SearchRequestEntity | null> {
    const rows: unknown[] = await this.dataSource.query(
      `UPDATE search_requests
          SET worker_id = $2, heartbeat_at = now(), attempts = attempts + 1,
              status = CASE WHEN status = 'pending' THEN 'processing' ELSE status END,
              started_at = coalesce(started_at, now()), updated_at = now()
        WHERE id = $1 AND status = ANY($3)
          AND (heartbeat_at IS NULL OR heartbeat_at < now() - make_interval(secs => $4) OR worker_id = $2)
        RETURNING id`,
      [id, workerId, IN_PROGRESS_STATUSES, HEARTBEAT_STALE_SECONDS],
    );
    const [[claimed] = []] = rows as [{ id: string }[]?];
    return claimed ? this.searches.findOneBy({ id }) : null;
  }

  private async writeCounters(id: string, workerId: string, c: Counters): Promise<SearchStatus | undefined> {
    const rows: unknown = await this.dataSource.query(
      `UPDATE search_requests
          SET listing_pages = $3, cards_found = $4, details_fetched = $5, details_total = $6,
              companies_fetched = $7, jobs_kept = $8, requests_made = $9, progress_percent = $10,
              status = CASE WHEN status = ANY($12) THEN $11 ELSE status END,
              heartbeat_at = now(), updated_at = now()
        WHERE id = $1 AND worker_id = $2
        RETURNING status`,
      [
        id,
        workerId,
        c.listingPages,
        c.cardsFound,
        c.detailsFetched,
        c.detailsTotal,
        c.companiesFetched,
        c.jobsKept,
        c.requestsMade,
        c.progressPercent,
        c.status,
        IN_PROGRESS_STATUSES,
      ],
    );
    const [[row] = []] = rows as [{ status: SearchStatus }[]?];
    return row?.status;
  }

  /** Listing pages until the wanted number of distinct, recent cards, the end of results, or the site's cap. */
  private async collectCards(
    site: SiteSearch,
    wanted: number,
    c: Counters,
    signal: AbortSignal,
  ): Promise<TitledCard[]> {
    const seen = new Set<string>();
    const fresh: TitledCard[] = [];
    const cutoff = isoDaysAgo(STALE_DAYS);
    let start = 0;
    while (fresh.length < wanted && start < SITE_RESULT_CAP) {
      const cards = await this.jobsSite.listingPage(site, start, signal);
      c.listingPages += 1;
      c.requestsMade += 1;
      if (cards.length === 0) break;
      start += cards.length;
      c.cardsFound += cards.length;
      for (const card of cards) {
        if (seen.has(card.siteJobId)) continue; // the site repeats cards across pages
        seen.add(card.siteJobId);
        if (!card.title || (card.postedDate && card.postedDate < cutoff)) continue;
        fresh.push(card as TitledCard);
      }
      c.progressPercent = percentIn(BANDS.listing, fresh.length, wanted);
    }
    const chosen = fresh.slice(0, wanted);
    if (chosen.length) {
      await this.jobs.upsert(
        chosen.map((card) => this.jobFromCard(card)),
        { conflictPaths: ['siteJobId'], skipUpdateIfNoValuesChanged: true },
      );
    }
    return chosen;
  }

  /**
   * The same search finished within LISTING_CACHE_MINUTES (by anyone) already walked the listing pages; reuse
   * its cards instead of asking the site again. Its jobs are rows we stored, so the cards rebuild from them.
   */
  private async recentListing(search: SearchRequestEntity, c: Counters): Promise<TitledCard[] | null> {
    if (this.config.search.listingCacheMs <= 0) return null;
    const recent = await this.searches
      .createQueryBuilder('s')
      .where('s.linkedin_url = :url AND s.status = :status AND s.listing_job_ids IS NOT NULL', {
        url: search.linkedinUrl,
        status: 'completed',
      })
      .andWhere('s.job_count >= :count AND s.finished_at > :since', {
        count: search.jobCount,
        since: new Date(Date.now() - this.config.search.listingCacheMs),
      })
      .orderBy('s.finished_at', 'DESC')
      .getOne();
    if (!recent?.listingJobIds) return null;
    const ids = recent.listingJobIds.slice(0, search.jobCount);
    const rows = new Map((await this.jobs.findBy({ siteJobId: In(ids) })).map((r) => [r.siteJobId, r]));
    const cards = ids.flatMap((id) => {
      const r = rows.get(id);
      return r ? [{ ...this.cardOf(r) }] : [];
    });
    c.cardsFound = recent.cardsFound;
    c.progressPercent = BANDS.listing[1];
    return cards;
  }

  private cardOf(r: JobEntity): TitledCard {
    return {
      siteJobId: r.siteJobId,
      title: r.title,
      companyName: r.companyName,
      companyLinkedinUrl: r.companyLinkedinUrl,
      companyLogo: r.companyLogo,
      location: r.location,
      postedDate: r.postedDate,
      salary: r.salary,
      benefits: null,
      link: r.link,
    };
  }

  private jobFromCard(card: TitledCard): Partial<JobEntity> {
    return {
      siteJobId: card.siteJobId,
      title: card.title,
      companyName: card.companyName,
      companySlug: companySlug(card.companyLinkedinUrl, this.config.jobsSite.baseUrl),
      companyLogo: card.companyLogo,
      companyLinkedinUrl: card.companyLinkedinUrl,
      location: card.location,
      postedDate: card.postedDate,
      salary: card.salary,
      link: card.link,
    };
  }

  /** Reads the job pages not read within the freshness window; a posting that is gone is marked removed. */
  private async readDetails(cards: SearchCard[], c: Counters, signal: AbortSignal): Promise<void> {
    const rows = await this.jobs.findBy({ siteJobId: In(cards.map((card) => card.siteJobId)) });
    const staleBefore = Date.now() - this.config.search.jobCacheMs;
    const toRead = rows.filter((r) => !r.detailFetchedAt || r.detailFetchedAt.getTime() < staleBefore);
    c.detailsTotal = toRead.length;
    let blocked: JobsSiteBlockedError | undefined;
    let blockedCount = 0;
    await Promise.all(
      toRead.map(async (row) => {
        let posting: JobPosting | null;
        try {
          posting = await this.jobsSite.jobPosting(row.siteJobId, signal);
        } catch (err) {
          if (!(err instanceof JobsSiteBlockedError)) throw err;
          blocked = err;
          blockedCount += 1;
          return;
        } finally {
          c.requestsMade += 1;
        }
        await this.jobs.update(
          { id: row.id },
          posting
            ? jobFieldsFromPosting(posting, row, this.config.jobsSite.baseUrl)
            : { removed: true, detailFetchedAt: new Date() },
        );
        c.detailsFetched += 1;
        c.progressPercent = percentIn(BANDS.details, c.detailsFetched, c.detailsTotal);
      }),
    );
    // A few blocked pages cost a few jobs; most of them blocked means the search cannot be trusted.
    if (blocked && blockedCount > toRead.length / 2) throw blocked;
    c.progressPercent = BANDS.details[1];
  }

  /**
   * Quality leads: postings that still exist, have a description and are at most 30 days old, without reposts
   * (same title, company and location), ranked by fit to the resume (listing order breaks ties).
   */
  private async filterAndRank(cards: SearchCard[], resumeText: string | null, c: Counters) {
    c.progressPercent = BANDS.filtering[0];
    const rows = await this.jobs.findBy({ siteJobId: In(cards.map((card) => card.siteJobId)) });
    const byId = new Map(rows.map((r) => [r.siteJobId, r]));
    const cutoff = isoDaysAgo(STALE_DAYS);
    const reposts = new Set<string>();
    const kept: { job: JobEntity; match: ReturnType<typeof scoreMatch>; order: number }[] = [];
    for (const [order, card] of cards.entries()) {
      const job = byId.get(card.siteJobId);
      if (!job || job.removed || !job.description?.trim()) continue;
      if (job.postedDate && job.postedDate < cutoff) continue;
      const key = [job.title, job.companyName, job.location].map((s) => (s ?? '').trim().toLowerCase()).join('|');
      if (reposts.has(key)) continue;
      reposts.add(key);
      kept.push({ job, match: scoreMatch(resumeText, job), order });
    }
    kept.sort((a, b) => (b.match?.score ?? 0) - (a.match?.score ?? 0) || a.order - b.order);
    c.jobsKept = kept.length;
    c.progressPercent = BANDS.filtering[1];
    return kept;
  }

  /** Company pages for the kept jobs, each company once (shared cache across searches and users). */
  private async readCompanies(
    kept: { job: JobEntity }[],
    c: Counters,
    signal: AbortSignal,
  ): Promise<Map<string, CompanyEntity>> {
    const slugs = [...new Set(kept.map((k) => k.job.companySlug).filter((s): s is string => !!s))];
    const bySlug = new Map<string, CompanyEntity>();
    let done = 0;
    await Promise.all(
      slugs.map(async (slug) => {
        try {
          const { company, fetched } = await this.companies.getBySlug(slug, signal);
          if (company) bySlug.set(slug, company);
          if (fetched) {
            c.companiesFetched += 1;
            c.requestsMade += 1;
          }
        } catch (err) {
          // A company page we cannot read only costs that company's profile, not the search.
          if (!(err instanceof JobsSiteBlockedError)) throw err;
        }
        done += 1;
        c.progressPercent = percentIn(BANDS.companies, done, slugs.length);
      }),
    );
    return bySlug;
  }

  /** Writes the ranked results and completes the search, unless it was cancelled meanwhile. */
  private async complete(
    id: string,
    kept: { job: JobEntity; match: ReturnType<typeof scoreMatch> }[],
    c: Counters,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const [row] = (await tx.query(`SELECT status FROM search_requests WHERE id = $1 FOR UPDATE`, [id])) as {
        status: SearchStatus;
      }[];
      if (!row || !IN_PROGRESS_STATUSES.includes(row.status)) return false;
      await tx.delete(SearchResultEntity, { searchId: id });
      if (kept.length) {
        await tx.insert(
          SearchResultEntity,
          kept.map((k, rank) => ({
            searchId: id,
            jobId: k.job.id,
            rank,
            matchScore: k.match?.score ?? null,
            matchedSkills: k.match?.matchedSkills ?? [],
            missingSkills: k.match?.missingSkills ?? [],
          })),
        );
      }
      await tx.update(
        SearchRequestEntity,
        { id },
        {
          ...c,
          status: 'completed',
          progressPercent: 100,
          jobsKept: kept.length,
          errorMessage: null,
          finishedAt: new Date(),
          heartbeatAt: new Date(),
        },
      );
      return true;
    });
  }

  async fail(id: string, message: string): Promise<void> {
    await this.searches.update(
      { id, status: In([...IN_PROGRESS_STATUSES]) },
      { status: 'failed', errorMessage: message, finishedAt: new Date() },
    );
  }
}

function isoDaysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

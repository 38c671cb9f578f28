import { setMaxListeners } from 'node:events';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IN_PROGRESS_STATUSES, type SearchStatus } from '@app/types';
import type { Logger } from 'pino';
import { DataSource, type EntityManager, In, Repository } from 'typeorm';
import { Clock } from '../../common/clock.js';
import { ROOT_LOGGER } from '../../common/logging/logger.token.js';
import { CompaniesService } from '../../companies/companies.service.js';
import type { CompanyEntity } from '../../companies/company.entity.js';
import { EnrichmentService } from '../../enrichment/enrichment.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { JobsSiteClient } from '../../jobs-site/jobs-site.client.js';
import { JobsSiteBlockedError } from '../../jobs-site/jobs-site.errors.js';
import { type JobPosting, MarkupNotUnderstood, type SearchCard } from '../../jobs-site/parsers/index.js';
import { companySlug, parsePublicSearchUrl, type SiteSearch } from '../../jobs-site/search-url.js';
import { JobEntity } from '../entities/job.entity.js';
import { SearchRequestEntity } from '../entities/search-request.entity.js';
import { SearchResultEntity } from '../entities/search-result.entity.js';
import { jobFieldsFromPosting } from '../job-fields.js';
import { scoreMatch } from '../matching/match-score.js';
import { BANDS, percentIn } from './search-progress.js';
import { UnreadablePages } from './unreadable-pages.js';

/** The site serves at most this many results for one search. */
const SITE_RESULT_CAP = 1000;
const STALE_DAYS = 30;
/** A crashed or interrupted search is resumed this many times before it fails. */
export const MAX_ATTEMPTS = 3;
/** How often a run writes its counters (its heartbeat); SEARCH_HEARTBEAT_TIMEOUT_SECONDS must be well above it. */
const HEARTBEAT_MS = 1000;
const DAY_MS = 86_400_000;

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
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ component: 'search-pipeline' });
  }

  /** Runs a search this worker claimed (SearchQueue); its attempts were counted at the claim. */
  async run(searchId: string, workerId: string, shutdown: AbortSignal): Promise<RunOutcome> {
    const search = await this.searches.findOneBy({ id: searchId, workerId });
    if (!search || !IN_PROGRESS_STATUSES.includes(search.status)) return 'skipped';
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
      (flushing ??= this.writeCounters(search.id, workerId, counters, this.jobsSite.fetcher.waitingUntil(abort.signal))
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
      // The site refusing us, or changing past what the parsers read, is said as such (and logged where it happens).
      const siteError = err instanceof JobsSiteBlockedError || err instanceof MarkupNotUnderstood;
      const message = siteError ? err.message : 'Something went wrong while searching. Please try again.';
      if (!siteError) this.logger.error({ err, searchId }, 'Search failed');
      await this.fail(search.id, message);
      return 'failed';
    } finally {
      clearInterval(heartbeat);
      shutdown.removeEventListener('abort', onShutdown);
    }
  }

  private async writeCounters(
    id: string,
    workerId: string,
    c: Counters,
    siteWaitUntil: Date | null,
  ): Promise<SearchStatus | undefined> {
    const rows: unknown = await this.dataSource.query(
      `UPDATE search_requests
          SET listing_pages = $3, cards_found = $4, details_fetched = $5, details_total = $6,
              companies_fetched = $7, jobs_kept = $8, requests_made = $9, progress_percent = $10,
              status = CASE WHEN status = ANY($12) THEN $11 ELSE status END,
              site_wait_until = $13, heartbeat_at = $14, updated_at = $14
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
        siteWaitUntil,
        this.clock.now(),
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
    const cutoff = this.isoDaysAgo(STALE_DAYS);
    const unreadable = new UnreadablePages();
    let start = 0;
    while (fresh.length < wanted && start < SITE_RESULT_CAP) {
      const cards = await unreadable.read(() => this.jobsSite.listingPage(site, start, signal));
      c.listingPages += 1;
      c.requestsMade += 1;
      // An unreadable page gives no count to advance `start` by: the listing ends there.
      if (!cards?.length) break;
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
    unreadable.failIfMost();
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
    // A saved search's run is there to find what was posted since the last: it always reads the site.
    if (this.config.search.listingCacheMs <= 0 || search.savedSearchId) return null;
    const recent = await this.searches
      .createQueryBuilder('s')
      .where('s.linkedin_url = :url AND s.status = :status AND s.listing_job_ids IS NOT NULL', {
        url: search.linkedinUrl,
        status: 'completed',
      })
      .andWhere('s.job_count >= :count AND s.finished_at > :since', {
        count: search.jobCount,
        since: new Date(this.clock.now().getTime() - this.config.search.listingCacheMs),
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
      readBy: {},
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
    const staleBefore = this.clock.now().getTime() - this.config.search.jobCacheMs;
    const toRead = rows.filter((r) => !r.detailFetchedAt || r.detailFetchedAt.getTime() < staleBefore);
    c.detailsTotal = toRead.length;
    let blocked: JobsSiteBlockedError | undefined;
    let blockedCount = 0;
    const unreadable = new UnreadablePages();
    await Promise.all(
      toRead.map(async (row) => {
        let posting: JobPosting | null | undefined;
        try {
          posting = await unreadable.read(() => this.jobsSite.jobPosting(row.siteJobId, signal));
        } catch (err) {
          if (!(err instanceof JobsSiteBlockedError)) throw err;
          blocked = err;
          blockedCount += 1;
          return;
        } finally {
          c.requestsMade += 1;
        }
        if (posting === undefined) return; // not understood: counted, the job is left out
        await this.jobs.update(
          { id: row.id },
          posting
            ? jobFieldsFromPosting(posting, row, this.config.jobsSite.baseUrl, this.clock.now())
            : { removed: true, detailFetchedAt: this.clock.now() },
        );
        c.detailsFetched += 1;
        c.progressPercent = percentIn(BANDS.details, c.detailsFetched, c.detailsTotal);
      }),
    );
    // A few blocked pages cost a few jobs; most of them blocked means the search cannot be trusted.
    if (blocked && blockedCount > toRead.length / 2) throw blocked;
    unreadable.failIfMost();
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
    const cutoff = this.isoDaysAgo(STALE_DAYS);
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
          if (!(err instanceof JobsSiteBlockedError || err instanceof MarkupNotUnderstood)) throw err;
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
          siteWaitUntil: null,
          finishedAt: this.clock.now(),
          heartbeatAt: this.clock.now(),
        },
      );
      return true;
    });
  }

  /** Ends a search in progress as failed with a sentence for the user (inside `tx` when given). */
  async fail(id: string, message: string, tx: EntityManager = this.searches.manager): Promise<void> {
    await tx.update(
      SearchRequestEntity,
      { id, status: In([...IN_PROGRESS_STATUSES]) },
      { status: 'failed', errorMessage: message, siteWaitUntil: null, finishedAt: this.clock.now() },
    );
  }

  private isoDaysAgo(days: number): string {
    return new Date(this.clock.now().getTime() - days * DAY_MS).toISOString().slice(0, 10);
  }
}

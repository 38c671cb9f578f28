import { setMaxListeners } from 'node:events';
import { Inject, Injectable } from '@nestjs/common';
import { IN_PROGRESS_STATUSES } from '@app/types';
import type { Logger } from 'pino';
import type { Tx } from '../../common/transaction.js';
import { Clock } from '../../common/clock.js';
import { ROOT_LOGGER } from '../../common/logging/logger.token.js';
import type { ContactRun } from '../../enrichment/contact-run.js';
import { EnrichmentService } from '../../enrichment/enrichment.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { JobsSiteClient } from '../../jobs-site/jobs-site.client.js';
import { JobsSiteBlockedError } from '../../jobs-site/jobs-site.errors.js';
import { type JobPosting, MarkupNotUnderstood } from '../../jobs-site/parsers/index.js';
import { companySlug, type SiteSearch } from '../../jobs-site/search-url.js';
import type { JobEntity } from '../../jobs/job.entity.js';
import { SearchRequestEntity } from '../entities/search-request.entity.js';
import { type SearchCounters, SearchRequestsRepository } from '../search-requests.repository.js';
import { SearchJobsRepository } from '../search-jobs.repository.js';
import { SearchResultsRepository } from '../search-results.repository.js';
import { jobFieldsFromPosting } from '../job-fields.js';
import { scoreMatch } from '../matching/match-score.js';
import { ListingReader, SITE_RESULT_CAP, type TitledCard } from './listing-reader.js';
import { BANDS, percentIn } from './search-progress.js';
import { UnreadablePages } from './unreadable-pages.js';

const STALE_DAYS = 30;
/** A crashed or interrupted search is resumed this many times before it fails. */
export const MAX_ATTEMPTS = 3;
/** How often a run writes its counters (its heartbeat); SEARCH_HEARTBEAT_TIMEOUT_SECONDS must be well above it. */
const HEARTBEAT_MS = 1000;
const DAY_MS = 86_400_000;

export type RunOutcome = 'completed' | 'failed' | 'cancelled' | 'interrupted' | 'skipped';

class Cancelled extends Error {}

/**
 * One search from listing pages to ranked quality leads, as a stream: listing pages are read only while more cards
 * are wanted, job pages in listing order until enough leads are kept, and each kept job is stored as a result at
 * once (it shows while the search runs) and its contact looked up beside the reading. The search completes when
 * the reading is done and every kept job has its first verdict (a slow mail server's lands later, see
 * EnrichmentService). Writes its real counters and percent every second (which is also its heartbeat and how it
 * learns of a cancel), so any process can watch it and a crashed run can be resumed: listing pages, jobs,
 * companies and results already stored are reused, not fetched again.
 */
@Injectable()
export class SearchPipeline {
  private readonly logger: Logger;

  constructor(
    private readonly results: SearchResultsRepository,
    private readonly searches: SearchRequestsRepository,
    private readonly jobs: SearchJobsRepository,
    private readonly jobsSite: JobsSiteClient,
    private readonly enrichment: EnrichmentService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ component: 'search-pipeline' });
  }

  /** Runs a search this worker claimed (SearchQueue); its attempts were counted at the claim. */
  async run(searchId: string, workerId: string, shutdown: AbortSignal): Promise<RunOutcome> {
    const search = await this.searches.findHeld(searchId, workerId);
    if (!search || !IN_PROGRESS_STATUSES.includes(search.status)) return 'skipped';
    if (search.attempts > MAX_ATTEMPTS) {
      await this.fail(search.id, 'This search was interrupted too many times. Please start it again.');
      return 'failed';
    }

    const counters: SearchCounters = {
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
      const run = new RunState(search, counters, this.isoDaysAgo(STALE_DAYS));
      const contacts = this.enrichment.contactRun({
        signal: abort.signal,
        onCompanyFetched: () => {
          counters.companiesFetched += 1;
          counters.requestsMade += 1;
        },
        onContacts: (count) => {
          run.contactsDone += count;
          run.progress();
        },
      });
      const listing = await this.listing(search, siteSearchOf(search), counters, abort.signal);
      await this.readUntilEnough(run, listing, contacts, abort.signal);
      await this.searches.saveListing(search.id, listing.ids, listing.resumeAt, counters.cardsFound);
      counters.status = 'enriching';
      run.reading = false;
      run.progress();
      await contacts.drain();
      // No heartbeat may land after completion and overwrite the final counters.
      clearInterval(heartbeat);
      await flushing;
      return (await this.complete(search.id, run)) ? 'completed' : 'cancelled';
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

  private async writeCounters(id: string, workerId: string, c: SearchCounters, siteWaitUntil: Date | null) {
    return this.searches.writeCounters(id, workerId, c, siteWaitUntil, this.clock.now());
  }

  /**
   * The search's cards, read lazily: an earlier run of this search (it was interrupted) or an identical search
   * finished within LISTING_CACHE_MINUTES (by anyone) already read some listing pages; their cards come first,
   * rebuilt from the job rows we stored, and live pages go on from where they stopped. Every page read is written to
   * the search row, so a resumed run or a later identical search need not read it again.
   */
  private async listing(
    search: SearchRequestEntity,
    site: SiteSearch,
    c: SearchCounters,
    signal: AbortSignal,
  ): Promise<ListingReader> {
    const earlier = search.listingJobIds ? search : await this.recentListing(search);
    const ids = earlier?.listingJobIds ?? [];
    const rows = ids.length ? new Map((await this.jobs.bySiteIds(ids)).map((r) => [r.siteJobId, r])) : null;
    const known = ids.flatMap((id) => {
      const r = rows?.get(id);
      return r ? [this.cardOf(r)] : [];
    });
    c.cardsFound = earlier?.cardsFound ?? 0;
    const unreadable = new UnreadablePages();
    const source = {
      cutoff: this.isoDaysAgo(STALE_DAYS),
      page: async (start: number) => {
        const cards = await unreadable.read(() => this.jobsSite.listingPage(site, start, signal));
        c.listingPages += 1;
        c.requestsMade += 1;
        return cards;
      },
      onPage: async (fresh: TitledCard[], received: number, nextStart: number | null) => {
        c.cardsFound += received;
        if (fresh.length) {
          await this.jobs.upsertCards(fresh.map((card) => this.jobFromCard(card)));
        }
        unreadable.failIfMost();
        await this.searches.saveListing(search.id, reader.ids, nextStart, c.cardsFound);
      },
    };
    // A search that never read a page starts at the first one; a cached listing goes on where it stopped.
    const reader = new ListingReader(source, known, earlier ? earlier.listingNextStart : 0);
    return reader;
  }

  /**
   * The same search finished within LISTING_CACHE_MINUTES (by anyone): its listing is reused. Not for a saved
   * search's run, which is there to find what was posted since the last: it always reads the site.
   */
  private async recentListing(search: SearchRequestEntity): Promise<SearchRequestEntity | null> {
    if (this.config.search.listingCacheMs <= 0 || search.savedSearchId) return null;
    const since = new Date(this.clock.now().getTime() - this.config.search.listingCacheMs);
    return this.searches.findRecentListing(search.linkedinUrl, since);
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

  /**
   * Job pages in listing order, a few at a time, until the search has as many quality leads as it asked for (or
   * the listing ends): a page is read only while the leads kept plus the pages under way are fewer than wanted.
   * Each kept job is scored, stored as a result at once (so it shows while the search runs) and handed to the
   * run's contact lookups. Pages read within JOB_CACHE_HOURS (by any search) are not read again.
   */
  private async readUntilEnough(
    run: RunState,
    listing: ListingReader,
    contacts: ContactRun,
    signal: AbortSignal,
  ): Promise<void> {
    const running = new Set<Promise<void>>();
    const blocked = { count: 0, asked: 0, last: undefined as JobsSiteBlockedError | undefined };
    const unreadable = new UnreadablePages();
    const atOnce = Math.max(1, this.config.jobsSite.concurrency);
    // What a reader threw first, rethrown once the reads under way have settled.
    let failure: { error: unknown } | undefined;
    let position = 0;
    for (;;) {
      if (failure || signal.aborted) break;
      if (run.kept >= run.wanted) break;
      if (running.size >= atOnce || run.kept + running.size >= run.wanted) {
        await Promise.race(running);
        continue;
      }
      listing.prefetch(run.wanted - run.kept - running.size);
      const card = await listing.next().catch((err: unknown) => void (failure ??= { error: err }));
      if (!card) break;
      const order = position++;
      const task = this.readCard(card, order, run, contacts, blocked, unreadable, signal)
        .catch((err: unknown) => void (failure ??= { error: err }))
        .finally(() => running.delete(task));
      running.add(task);
    }
    await Promise.allSettled(running);
    if (failure) throw failure.error;
    signal.throwIfAborted();
    // A few blocked pages cost a few jobs; most of them blocked means the search cannot be trusted.
    if (blocked.last && blocked.count * 2 > blocked.asked) throw blocked.last;
    unreadable.failIfMost();
  }

  /** One card: its job page (unless fresh), the quality filters, and when kept, its result row and contact. */
  private async readCard(
    card: TitledCard,
    order: number,
    run: RunState,
    contacts: ContactRun,
    blocked: { count: number; asked: number; last: JobsSiteBlockedError | undefined },
    unreadable: UnreadablePages,
    signal: AbortSignal,
  ): Promise<void> {
    const c = run.counters;
    let job = await this.jobs.bySiteId(card.siteJobId);
    if (!job) {
      await this.jobs.upsert(this.jobFromCard(card));
      job = await this.jobs.bySiteIdOrFail(card.siteJobId);
    }
    const staleBefore = this.clock.now().getTime() - this.config.search.jobCacheMs;
    if (!job.detailFetchedAt || job.detailFetchedAt.getTime() < staleBefore) {
      c.detailsTotal += 1;
      blocked.asked += 1;
      let posting: JobPosting | null | undefined;
      try {
        posting = await unreadable.read(() => this.jobsSite.jobPosting(job.siteJobId, signal));
      } catch (err) {
        if (!(err instanceof JobsSiteBlockedError)) throw err;
        blocked.last = err;
        blocked.count += 1;
        return;
      } finally {
        c.requestsMade += 1;
      }
      if (posting === undefined) return; // not understood: counted, the job is left out
      const fields = posting
        ? jobFieldsFromPosting(posting, job, this.config.jobsSite.baseUrl, this.clock.now())
        : { removed: true, detailFetchedAt: this.clock.now() };
      await this.jobs.update(job.id, fields);
      Object.assign(job, fields);
      c.detailsFetched += 1;
    }
    run.cardsDone += 1;
    if (!run.keeps(job)) return run.progress();
    // The search's place and work type are what the user asked for: the score tells how far a job is from them.
    const match = scoreMatch(run.search.resumeText, job, run.search, this.clock.now());
    await this.results.addResult({
      searchId: run.search.id,
      jobId: job.id,
      rank: order,
      matchScore: match?.score ?? null,
      matchedSkills: match?.matchedSkills ?? [],
      missingSkills: match?.missingSkills ?? [],
      matchReasons: match?.reasons ?? [],
    });
    run.progress();
    // Beside the reading: drain() waits for it, and throws what it threw.
    void contacts.contactsFor([job]);
  }

  /**
   * Completes the search with the counters, unless it was cancelled meanwhile. Its results are already stored, one
   * by one as they were kept; a row an earlier, interrupted run kept and this one did not is removed.
   */
  private async complete(id: string, run: RunState): Promise<boolean> {
    return this.searches.complete(id, run.keptIds, run.counters, this.clock.now());
  }

  /** Ends a search in progress as failed with a sentence for the user (inside `tx` when given). */
  async fail(id: string, message: string, tx?: Tx): Promise<void> {
    await this.searches.fail(id, message, this.clock.now(), tx);
  }

  private isoDaysAgo(days: number): string {
    return new Date(this.clock.now().getTime() - days * DAY_MS).toISOString().slice(0, 10);
  }
}

/** The search as the site reads it: the row's columns hold its URL as parsed once, when the search was started. */
function siteSearchOf(s: SearchRequestEntity): SiteSearch {
  return { keywords: s.keyword, location: s.location, geoId: s.geoId, workType: s.workType, timeRange: s.timeRange };
}

/**
 * What a run has done so far: the quality filters' memory (reposts), the kept jobs, and its real percent (never
 * going back): reading is measured by the leads kept against those wanted, or by the listing walked when the
 * listing is the limit (a deep search), then the contacts of the kept jobs.
 */
class RunState {
  readonly wanted: number;
  /** Kept jobs, in the order they were kept (their result rows are written just after). */
  readonly keptIds: string[] = [];
  reading = true;
  cardsDone = 0;
  contactsDone = 0;
  private readonly reposts = new Set<string>();

  constructor(
    readonly search: SearchRequestEntity,
    readonly counters: SearchCounters,
    /** Postings older than this day (YYYY-MM-DD) are stale. */
    private readonly cutoff: string,
  ) {
    this.wanted = search.jobCount;
  }

  get kept(): number {
    return this.keptIds.length;
  }

  /**
   * Quality leads: postings that still exist, have a description and are at most 30 days old, without reposts
   * (same title, company and location), and no more than wanted. Reserves the job's place when it is kept.
   */
  keeps(job: JobEntity): boolean {
    if (job.removed || !job.description?.trim()) return false;
    if (job.postedDate && job.postedDate < this.cutoff) return false;
    if (this.kept >= this.wanted) return false;
    const key = [job.title, job.companyName, job.location].map((s) => (s ?? '').trim().toLowerCase()).join('|');
    if (this.reposts.has(key)) return false;
    this.reposts.add(key);
    this.keptIds.push(job.id);
    this.counters.jobsKept = this.keptIds.length;
    return true;
  }

  progress(): void {
    const c = this.counters;
    const read = Math.max(this.kept / this.wanted, this.cardsDone / SITE_RESULT_CAP);
    const percent = this.reading
      ? percentIn(BANDS.reading, read, 1)
      : percentIn(BANDS.contacts, this.contactsDone, this.keptIds.length);
    c.progressPercent = Math.max(c.progressPercent, percent);
  }
}

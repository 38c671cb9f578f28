import PQueue from 'p-queue';
import type { Logger } from 'pino';
import { fetch } from 'undici';
import type { MetricsService } from '../metrics/metrics.service.js';
import type { Egress } from './egress.js';
import { JobsSiteBlockedError, NotAJobsSiteUrlError } from './jobs-site.errors.js';
import { detectBlock } from './parsers/detect-block.js';
import type { Reservation, SiteBudget } from './site-budget.js';
import { sleep } from './sleep.js';

export type PageKind = 'listing' | 'job' | 'company' | 'typeahead';

export interface FetchedPage {
  url: string;
  status: number;
  body: string;
  via: 'http' | 'browser';
}

/** Reads a page in a real browser when plain HTTP meets the sign-in wall (see browser-fallback.ts). */
export interface PageRenderer {
  /** Whether the browser can leave through this egress (Chromium has no SOCKS5 authentication). */
  canUse(egress: Egress): boolean;
  render(url: string, egress: Egress, signal?: AbortSignal): Promise<FetchedPage>;
}

export interface FetcherOptions {
  baseUrl: string;
  concurrency: number;
  timeoutMs: number;
  maxRetries: number;
  /** Longest a request waits for the shared budget (429 rests included) before it gives up. */
  maxWaitMs: number;
  /** Direct, or one per proxy (egress.ts); requests rotate over them through the budget. */
  egresses: Egress[];
  /** The per-egress budget shared by every process (site-budget.ts). */
  budget: SiteBudget;
  metrics: MetricsService;
  logger: Logger;
  browser?: PageRenderer;
  /** Base of the exponential backoff after 5xx and network errors; tests shorten it. */
  backoffBaseMs?: number;
}

type Attempt =
  | { kind: 'page'; page: FetchedPage }
  | { kind: 'authwall'; egress: Egress }
  | { kind: 'limited' }
  | { kind: 'retry'; status: number };

const MAX_RETRY_AFTER_MS = 60_000;
/** A wait for the budget longer than this shows in the search's progress ("continuing at about …"). */
const NOTICE_AFTER_MS = 5000;
/**
 * A slot missed by more than this (a busy event loop) is not used late, where it would crowd the next slots of
 * other processes: a new one is reserved, once at most (an overloaded machine must not waste its budget). It equals
 * the budget's spacing margin (slots 5 % apart beyond 1/rate, 50 ms a second): sends at most this late can never put
 * more than the budget into one second.
 */
const LATE_MS = 50;
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * The only HTTP client that speaks to the networking site. One per process: keep-alive connections per egress,
 * a concurrency cap, and the budget every process shares (one slot per request, per egress; 429/999 halve the rate
 * and rest the egress for everyone, so retries simply wait for a later slot). Proxies that meet the sign-in wall
 * are rested too and the request goes out through another; 5xx and network errors are retried with backoff and
 * jitter. Refuses to fetch anything that is not on the configured site.
 */
export class JobsSiteFetcher {
  private readonly queue: PQueue;
  private readonly origin: string;
  private readonly counts: Record<PageKind, number> = { listing: 0, job: 0, company: 0, typeahead: 0 };
  private readonly byKey: Map<string, Egress>;
  /** Budget waits in progress, by the signal of the work (a search run) they belong to: the instants they end. */
  private readonly waits = new Map<AbortSignal, Set<number>>();
  private readonly requests;
  private readonly rate;
  private readonly halvings;
  private readonly waited;

  constructor(private readonly options: FetcherOptions) {
    this.origin = new URL(options.baseUrl).origin;
    this.queue = new PQueue({ concurrency: options.concurrency });
    this.byKey = new Map(options.egresses.map((e) => [e.key, e]));
    const { metrics } = options;
    this.requests = metrics.counter({
      name: 'jobs_site_requests_total',
      help: 'Requests to the networking site by page kind, HTTP status (error: no answer) and egress',
      labelNames: ['kind', 'status', 'egress'],
    });
    this.rate = metrics.gauge({
      name: 'jobs_site_shared_rate_per_second',
      help: 'Requests per second each egress may send, shared by every process (halved on 429/999, then recovering)',
      labelNames: ['egress'],
    });
    this.halvings = metrics.counter({
      name: 'jobs_site_rate_halvings_total',
      help: 'Times this process halved an egress shared rate after the site limited it',
      labelNames: ['egress'],
    });
    this.waited = metrics.histogram({
      name: 'jobs_site_budget_wait_seconds',
      help: 'How long requests waited for a slot of the shared site budget',
      buckets: [0.01, 0.1, 0.5, 1, 2, 5, 15, 60, 300],
    });
  }

  /** HTTP requests sent so far, by page kind (retries count). */
  get requestCounts(): Readonly<Record<PageKind, number>> {
    return this.counts;
  }

  /** When the latest budget wait of the work behind `signal` ends, if it is waiting long; null otherwise. */
  waitingUntil(signal: AbortSignal): Date | null {
    const ends = this.waits.get(signal);
    return ends?.size ? new Date(Math.max(...ends)) : null;
  }

  /** Resolves a path or URL against the site, refusing other hosts. */
  resolve(pathOrUrl: string): string {
    const url = new URL(pathOrUrl, this.origin);
    if (url.origin !== this.origin) throw new NotAJobsSiteUrlError('The address');
    return url.href;
  }

  async get(pathOrUrl: string, kind: PageKind, signal?: AbortSignal): Promise<FetchedPage> {
    const url = this.resolve(pathOrUrl);
    const deadline = Date.now() + this.options.maxWaitMs;
    const egresses = [...this.byKey.keys()];
    let failures = 0;
    let walls = 0;
    for (;;) {
      signal?.throwIfAborted();
      const attempt = await this.queue.add(() => this.attempt(url, kind, egresses, deadline, signal), {
        signal,
        throwOnTimeout: true,
      });
      if (attempt.kind === 'page') return attempt.page;
      if (attempt.kind === 'limited') continue; // the egress now rests; the next slot comes after it
      if (attempt.kind === 'authwall') {
        // A walled proxy rests; another may still read the page. Direct has nowhere else to go.
        if (attempt.egress.proxy && ++walls < egresses.length) continue;
        return this.throughBrowser(url, kind, deadline, signal);
      }
      if (failures >= this.options.maxRetries) throw new JobsSiteBlockedError('unavailable');
      const wait = this.backoff(failures++);
      this.options.logger.debug({ url, status: attempt.status, wait }, 'Retrying a networking-site request');
      await sleep(wait, signal);
    }
  }

  private async throughBrowser(url: string, kind: PageKind, deadline: number, signal?: AbortSignal) {
    const browser = this.options.browser;
    const usable = browser ? this.options.egresses.filter((e) => browser.canUse(e)).map((e) => e.key) : [];
    if (!browser || kind === 'listing' || usable.length === 0) throw new JobsSiteBlockedError('authwall');
    const slot = await this.reserve(usable, deadline, signal);
    return browser.render(url, this.byKey.get(slot.egress)!, signal);
  }

  private backoff(attempt: number): number {
    const base = (this.options.backoffBaseMs ?? 500) * 2 ** attempt;
    return base + Math.random() * base; // full jitter above the base keeps parallel workers apart
  }

  /** A slot of the shared budget, waited for; gives up (rate-limited) when it lies beyond the request's deadline. */
  private async reserve(egresses: string[], deadline: number, signal?: AbortSignal): Promise<Reservation> {
    for (let tries = 0; ; tries++) {
      const asked = performance.now();
      const slot = await this.options.budget.reserve(egresses);
      const egress = this.byKey.get(slot.egress)!;
      this.rate.set({ egress: egress.label }, slot.rate);
      const end = Date.now() + slot.waitMs;
      if (end > deadline) throw new JobsSiteBlockedError('rate-limited');
      const answered = performance.now();
      await this.wait(slot.waitMs, end, signal);
      // Late by the timer, plus at most the query's round trip (the database's clock read is somewhere within it).
      const late = performance.now() - answered - slot.waitMs + (answered - asked);
      this.waited.observe((performance.now() - asked) / 1000);
      if (late <= LATE_MS || tries >= 1) return slot;
    }
  }

  private async wait(ms: number, end: number, signal?: AbortSignal): Promise<void> {
    if (ms <= 0) return;
    const ends = signal && ms > NOTICE_AFTER_MS ? (this.waits.get(signal) ?? new Set<number>()) : null;
    if (ends && signal) {
      ends.add(end);
      this.waits.set(signal, ends);
    }
    try {
      await sleep(ms, signal);
    } finally {
      if (ends && signal) {
        ends.delete(end);
        if (ends.size === 0) this.waits.delete(signal);
      }
    }
  }

  private async attempt(
    url: string,
    kind: PageKind,
    egresses: string[],
    deadline: number,
    signal?: AbortSignal,
  ): Promise<Attempt> {
    const slot = await this.reserve(egresses, deadline, signal);
    const egress = this.byKey.get(slot.egress)!;
    this.counts[kind] += 1;
    const count = (status: number | 'error') =>
      this.requests.inc({ kind, status: String(status), egress: egress.label });
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    let res;
    try {
      res = await fetch(url, {
        redirect: 'manual',
        dispatcher: egress.dispatcher,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        headers: {
          'User-Agent': USER_AGENT,
          Accept: kind === 'typeahead' ? 'application/json' : 'text/html,application/xhtml+xml',
          'Accept-Language': 'en-US,en;q=0.9',
        },
      });
    } catch (err) {
      if (signal?.aborted) throw err;
      count('error');
      // Network errors, timeouts and refusing proxies are worth another try, like a 5xx.
      return { kind: 'retry', status: 0 };
    }
    count(res.status);
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      if (detectBlock(res.status, res.headers.get('location'), null) === 'authwall') return this.walled(egress, slot);
      return { kind: 'retry', status: res.status };
    }
    if (res.status === 429 || res.status === 999) {
      await res.body?.cancel();
      await this.limited(egress, slot, retryAfter(res.headers.get('retry-after')));
      return { kind: 'limited' };
    }
    if (res.status >= 500) {
      await res.body?.cancel();
      return { kind: 'retry', status: res.status };
    }
    const body = await res.text();
    // The wall sometimes arrives as a 200 page instead of a redirect.
    if (kind !== 'typeahead' && detectBlock(res.status, null, body) === 'authwall') return this.walled(egress, slot);
    if (slot.strikes > 0) await this.options.budget.recovered(egress.key, slot.reservedAt);
    return { kind: 'page', page: { url, status: res.status, body, via: 'http' } };
  }

  /** A proxy that meets the wall is flagged by the site: rest it like a limited one. Direct keeps going. */
  private async walled(egress: Egress, slot: Reservation): Promise<Attempt> {
    if (egress.proxy) await this.limited(egress, slot, undefined);
    return { kind: 'authwall', egress };
  }

  private async limited(egress: Egress, slot: Reservation, retryAfterMs: number | undefined): Promise<void> {
    const outcome = await this.options.budget.limited(egress.key, slot.reservedAt, retryAfterMs);
    this.rate.set({ egress: egress.label }, outcome.rate);
    if (!outcome.halved) return;
    this.halvings.inc({ egress: egress.label });
    this.options.logger.warn(
      { egress: egress.label, rate: Number(outcome.rate.toFixed(2)) },
      'The site is limiting requests: shared rate halved',
    );
  }
}

function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : new Date(header).getTime() - Date.now();
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : undefined;
}

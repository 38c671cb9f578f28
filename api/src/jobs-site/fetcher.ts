import PQueue from 'p-queue';
import type { Logger } from 'pino';
import { JobsSiteBlockedError, NotAJobsSiteUrlError } from './jobs-site.errors.js';
import { detectBlock } from './parsers/detect-block.js';
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
  render(url: string, signal?: AbortSignal): Promise<FetchedPage>;
}

export interface FetcherOptions {
  baseUrl: string;
  maxRps: number;
  concurrency: number;
  timeoutMs: number;
  maxRetries: number;
  logger: Logger;
  browser?: PageRenderer;
  /** Base of the exponential backoff; tests shorten it. */
  backoffBaseMs?: number;
}

const RETRYABLE = (status: number) => status === 429 || status === 999 || status >= 500;
const MAX_RETRY_AFTER_MS = 60_000;
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * The only HTTP client that speaks to the networking site. One per process: keep-alive connections (Node's
 * fetch pool), a per-host rate limit and concurrency cap, retries with exponential backoff and jitter on
 * 429/999/5xx that honour Retry-After, sign-in wall detection with an optional browser fallback, and a refusal
 * to fetch anything that is not on the configured site.
 */
export class JobsSiteFetcher {
  private readonly queue: PQueue;
  private readonly origin: string;
  private readonly counts: Record<PageKind, number> = { listing: 0, job: 0, company: 0, typeahead: 0 };

  constructor(private readonly options: FetcherOptions) {
    this.origin = new URL(options.baseUrl).origin;
    this.queue = new PQueue({
      concurrency: options.concurrency,
      interval: 1000,
      intervalCap: Math.max(1, Math.floor(options.maxRps)),
    });
  }

  /** HTTP requests sent so far, by page kind (retries count). */
  get requestCounts(): Readonly<Record<PageKind, number>> {
    return this.counts;
  }

  /** Resolves a path or URL against the site, refusing other hosts. */
  resolve(pathOrUrl: string): string {
    const url = new URL(pathOrUrl, this.origin);
    if (url.origin !== this.origin) throw new NotAJobsSiteUrlError('The address');
    return url.href;
  }

  async get(pathOrUrl: string, kind: PageKind, signal?: AbortSignal): Promise<FetchedPage> {
    const url = this.resolve(pathOrUrl);
    for (let attempt = 0; ; attempt++) {
      signal?.throwIfAborted();
      const res = await this.queue.add(() => this.once(url, kind, signal), { signal, throwOnTimeout: true });
      if (res.kind === 'page') return res.page;
      if (res.kind === 'authwall') {
        if (this.options.browser && kind !== 'listing') return this.options.browser.render(url, signal);
        throw new JobsSiteBlockedError('authwall');
      }
      if (attempt >= this.options.maxRetries) {
        throw new JobsSiteBlockedError(res.status === 429 || res.status === 999 ? 'rate-limited' : 'unavailable');
      }
      const wait = res.retryAfterMs ?? this.backoff(attempt);
      this.options.logger.debug({ url, status: res.status, attempt, wait }, 'Retrying a networking-site request');
      await sleep(wait, signal);
    }
  }

  private backoff(attempt: number): number {
    const base = (this.options.backoffBaseMs ?? 500) * 2 ** attempt;
    return base + Math.random() * base; // full jitter above the base keeps parallel workers apart
  }

  private async once(
    url: string,
    kind: PageKind,
    signal?: AbortSignal,
  ): Promise<
    | { kind: 'page'; page: FetchedPage }
    | { kind: 'authwall' }
    | { kind: 'retry'; status: number; retryAfterMs: number | undefined }
  > {
    this.counts[kind] += 1;
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    let res: Response;
    try {
      res = await fetch(url, {
        redirect: 'manual',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        headers: {
          'User-Agent': USER_AGENT,
          Accept: kind === 'typeahead' ? 'application/json' : 'text/html,application/xhtml+xml',
          'Accept-Language': 'en-US,en;q=0.9',
        },
      });
    } catch (err) {
      if (signal?.aborted) throw err;
      // Network errors and timeouts are worth another try, like a 5xx.
      return { kind: 'retry', status: 0, retryAfterMs: undefined };
    }
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      if (detectBlock(res.status, res.headers.get('location'), null) === 'authwall') return { kind: 'authwall' };
      return { kind: 'retry', status: res.status, retryAfterMs: undefined };
    }
    if (RETRYABLE(res.status)) {
      await res.body?.cancel();
      return { kind: 'retry', status: res.status, retryAfterMs: retryAfter(res.headers.get('retry-after')) };
    }
    const body = await res.text();
    // The wall sometimes arrives as a 200 page instead of a redirect.
    if (kind !== 'typeahead' && detectBlock(res.status, null, body) === 'authwall') return { kind: 'authwall' };
    return { kind: 'page', page: { url, status: res.status, body, via: 'http' } };
  }
}

function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : new Date(header).getTime() - Date.now();
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : undefined;
}

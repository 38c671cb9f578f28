/** How the stand-in misbehaves on purpose: latency, rate limits, 429 bursts, sign-in walls, failures, markup drift. */

import { MARKUP_VARIANTS, isMarkupVariant, type MarkupVariant } from './markup/variant.js';
import { Traffic, type TrafficReport } from './traffic.js';

export type EndpointKind = 'listing' | 'job' | 'company' | 'typeahead';

export interface RateLimit {
  requests: number;
  windowMs: number;
}

export interface JobsSiteKnobs {
  /** Added to every site response (not to /__control or /__stats). */
  latencyMs: number;
  /** Cards per listing request (the site sends 10; older markup 25). */
  pageSize: number;
  /** Per client address: over `requests` within `windowMs` answers 429 (every 7th block: 999). Null: no limit. */
  rateLimit: RateLimit | null;
  /** The next N listing requests answer 429, then normal again. */
  burst429: number;
  /** Retry-After (seconds) sent with burst 429s. */
  burstRetryAfterSec: number;
  /** Every Nth job-page request redirects to /authwall. 0: off. */
  authwallEvery: number;
  /** Every Nth site request answers 503. 0: off. */
  failEvery: number;
  /** Which markup the pages are served in (see markup/variant.ts). */
  markup: MarkupVariant;
  /**
   * Every query's newest N postings (posted in the last six hours), listed first: raise it between two runs of a
   * search and the second finds jobs the first did not, as a day passing on the real site would. 0: none.
   */
  freshPostings: number;
}

export const DEFAULT_KNOBS: JobsSiteKnobs = {
  latencyMs: 0,
  pageSize: 10,
  rateLimit: null,
  burst429: 0,
  burstRetryAfterSec: 1,
  authwallEvery: 0,
  failEvery: 0,
  markup: 'current',
  freshPostings: 0,
};

export class KnobError extends Error {}

function count(name: string, value: unknown, min: number, max = 1_000_000_000): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new KnobError(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

/** Merges a patch (from JSON or code) into knobs, refusing unknown names and bad values. */
export function mergeKnobs(current: JobsSiteKnobs, patch: unknown): JobsSiteKnobs {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch))
    throw new KnobError('expected a JSON object');
  const next = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    switch (key) {
      case 'latencyMs':
        next.latencyMs = count(key, value, 0, 60_000);
        break;
      case 'pageSize':
        next.pageSize = count(key, value, 1, 100);
        break;
      case 'burst429':
        next.burst429 = count(key, value, 0);
        break;
      case 'burstRetryAfterSec':
        next.burstRetryAfterSec = count(key, value, 0, 3600);
        break;
      case 'authwallEvery':
        next.authwallEvery = count(key, value, 0);
        break;
      case 'failEvery':
        next.failEvery = count(key, value, 0);
        break;
      case 'freshPostings':
        next.freshPostings = count(key, value, 0, 1000);
        break;
      case 'markup':
        if (!isMarkupVariant(value)) throw new KnobError(`markup must be one of ${MARKUP_VARIANTS.join(', ')}`);
        next.markup = value;
        break;
      case 'rateLimit': {
        if (value === null) {
          next.rateLimit = null;
          break;
        }
        if (typeof value !== 'object' || Array.isArray(value))
          throw new KnobError('rateLimit must be an object or null');
        const limit = value as Record<string, unknown>;
        next.rateLimit = {
          requests: count('rateLimit.requests', limit.requests, 1),
          windowMs: count('rateLimit.windowMs', limit.windowMs, 1),
        };
        break;
      }
      default:
        throw new KnobError(`unknown knob: ${key}`);
    }
  }
  return next;
}

export type Verdict =
  | { action: 'serve' }
  | { action: 'fail' }
  | { action: 'limit'; status: 429 | 999; retryAfterSec: number }
  | { action: 'authwall' };

const STAT_KEYS = [
  'listing',
  'job',
  'company',
  'typeahead',
  'rateLimited429',
  'rateLimited999',
  'failed503',
  'authwallRedirects',
] as const;

/** Decides each request's fate from the knobs, and counts. Time is passed in so tests need no clock. */
export class Behaviour {
  private current: JobsSiteKnobs;
  private counters = { site: 0, jobPages: 0, blocks: 0, burstLeft: 0 };
  private readonly windows = new Map<string, number[]>();
  private counts: Record<string, number> = {};
  private readonly traffic = new Traffic();

  constructor(initial: JobsSiteKnobs) {
    this.current = initial;
    this.counters.burstLeft = initial.burst429;
    this.resetStats();
  }

  get knobs(): JobsSiteKnobs {
    return structuredClone(this.current);
  }

  update(patch: unknown): JobsSiteKnobs {
    const next = mergeKnobs(this.current, patch);
    const changed = (key: keyof JobsSiteKnobs) =>
      typeof patch === 'object' && patch !== null && Object.prototype.hasOwnProperty.call(patch, key);
    // Setting a knob restarts its count, so "every Nth" counts from the change.
    if (changed('burst429')) this.counters.burstLeft = next.burst429;
    if (changed('authwallEvery')) this.counters.jobPages = 0;
    if (changed('failEvery')) this.counters.site = 0;
    if (changed('rateLimit')) {
      this.windows.clear();
      this.counters.blocks = 0;
    }
    this.current = next;
    return this.knobs;
  }

  stats(): Record<string, number> {
    return { ...this.counts };
  }

  /** Requests per client address and per one-second window (blocked ones included). */
  trafficReport(): TrafficReport {
    return this.traffic.report();
  }

  resetStats(): void {
    this.counts = Object.fromEntries(STAT_KEYS.map((k) => [k, 0]));
    this.traffic.reset();
  }

  decide(kind: EndpointKind, clientAddress: string, nowMs: number): Verdict {
    const knobs = this.current;
    this.counts[kind] = (this.counts[kind] ?? 0) + 1;
    this.traffic.record(clientAddress, nowMs);
    this.counters.site += 1;
    if (knobs.failEvery > 0 && this.counters.site % knobs.failEvery === 0) {
      this.counts.failed503! += 1;
      return { action: 'fail' };
    }
    if (knobs.rateLimit) {
      const { requests, windowMs } = knobs.rateLimit;
      const recent = (this.windows.get(clientAddress) ?? []).filter((t) => t > nowMs - windowMs);
      if (recent.length >= requests) {
        this.windows.set(clientAddress, recent);
        this.counters.blocks += 1;
        const status = this.counters.blocks % 7 === 0 ? 999 : 429;
        this.counts[status === 429 ? 'rateLimited429' : 'rateLimited999']! += 1;
        const retryAfterSec = Math.max(1, Math.ceil((recent[0]! + windowMs - nowMs) / 1000));
        return { action: 'limit', status, retryAfterSec };
      }
      recent.push(nowMs);
      this.windows.set(clientAddress, recent);
    }
    if (kind === 'listing' && this.counters.burstLeft > 0) {
      this.counters.burstLeft -= 1;
      this.current = { ...this.current, burst429: this.counters.burstLeft };
      this.counts.rateLimited429! += 1;
      return { action: 'limit', status: 429, retryAfterSec: knobs.burstRetryAfterSec };
    }
    if (kind === 'job') {
      this.counters.jobPages += 1;
      if (knobs.authwallEvery > 0 && this.counters.jobPages % knobs.authwallEvery === 0) {
        this.counts.authwallRedirects! += 1;
        return { action: 'authwall' };
      }
    }
    return { action: 'serve' };
  }
}

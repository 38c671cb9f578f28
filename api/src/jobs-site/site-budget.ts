import type { SiteBudgetsRepository } from './site-budgets.repository.js';

export interface SiteBudgetOptions {
  /** The site's origin: budgets are per (site, egress). */
  site: string;
  /** JOBS_SITE_MAX_RPS: the most requests per second one egress may send, across every process. */
  maxRps: number;
}

/** A slot to send one request: wait `waitMs`, then send through `egress`. */
export interface Reservation {
  egress: string;
  waitMs: number;
  /** The slot's instant (ms since the epoch, the database's clock). */
  slotAt: number;
  /** When the slot was taken (same clock): a 429 for a request reserved before the last halving is of that round. */
  reservedAt: number;
  /** The shared rate of this egress (requests per second) after this reservation. */
  rate: number;
  /** Consecutive limited rounds of this egress; above 0 a success resets it (see `recovered`). */
  strikes: number;
}

export interface LimitOutcome {
  /** False when another request of the same round already halved the rate (one decrease per round). */
  halved: boolean;
  rate: number;
}

/** The shared rate recovers to the maximum in about this long after a halving (additive increase). */
const RECOVERY_SECONDS = 60;
/** The rate never drops below this share of the maximum, so a limited egress still trickles. */
const FLOOR_SHARE = 1 / 16;
/**
 * Slots are spaced 5 % wider than 1/rate: requests delayed unevenly on their way (a busy event loop, a proxy hop)
 * by up to 50 ms still never make one second of the site's clock see more than the budget.
 */
const SPACING_MARGIN = 1.05;
/** Rest of a limited egress: Retry-After when longer, else 1 s, 2 s, 4 s… per consecutive limited round, ≤ 5 min. */
const REST_BASE_MS = 1000;
const REST_MAX_MS = 5 * 60_000;

/**
 * One request budget per (site, egress) for every API and worker process sharing the database: a GCRA row (the next
 * free slot) updated atomically, one UPDATE per request, so requests are spaced evenly at the shared rate instead of
 * bursting at window edges, and nothing polls. The rate is adaptive (AIMD): a 429/999 halves it for everyone, once
 * per round, and it climbs back linearly; a limited egress also rests (no slots) with exponential backoff.
 */
export class SiteBudget {
  private readonly ensured = new Set<string>();
  private readonly increasePerSecond: number;
  private readonly floor: number;

  constructor(
    private readonly budgets: SiteBudgetsRepository,
    private readonly options: SiteBudgetOptions,
  ) {
    this.increasePerSecond = options.maxRps / (RECOVERY_SECONDS * 2);
    this.floor = options.maxRps * FLOOR_SHARE;
  }

  /** Reserves the earliest slot among `egresses` (ties at random, so idle proxies take turns). */
  async reserve(egresses: string[]): Promise<Reservation> {
    await this.ensure(egresses);
    const row = await this.budgets.reserveSlot(
      egresses.map((e) => this.rowKey(e)),
      this.options.maxRps,
      this.increasePerSecond,
      1000 * SPACING_MARGIN,
    );
    if (!row) throw new Error('No site budget row to reserve from');
    return {
      egress: row.key.slice(this.options.site.length + 1),
      waitMs: Math.max(0, row.slot_at - row.now_ms),
      slotAt: row.slot_at,
      reservedAt: row.now_ms,
      rate: row.rate,
      strikes: row.strikes,
    };
  }

  /**
   * The site limited a request reserved at `reservedAt`: halve the egress's rate and rest it, unless the rate was
   * already halved after that request was scheduled (the requests paced at the old rate all say so; that is one
   * signal, not many).
   */
  async limited(egress: string, reservedAt: number, retryAfterMs: number | undefined): Promise<LimitOutcome> {
    const rate = await this.budgets.halveUnlessHalvedSince(
      this.rowKey(egress),
      reservedAt,
      this.floor,
      this.options.maxRps,
      this.increasePerSecond,
      retryAfterMs ?? 0,
      REST_MAX_MS,
      REST_BASE_MS,
    );
    if (rate !== undefined) return { halved: true, rate };
    return { halved: false, rate: await this.rateOf(egress) };
  }

  /** A request scheduled after the last limited round succeeded: the backoff of the next round starts over. */
  async recovered(egress: string, reservedAt: number): Promise<void> {
    await this.budgets.resetStrikes(this.rowKey(egress), reservedAt);
  }

  private async rateOf(egress: string): Promise<number> {
    return (await this.budgets.rateOf(this.rowKey(egress))) ?? this.options.maxRps;
  }

  private async ensure(egresses: string[]): Promise<void> {
    const missing = egresses.filter((e) => !this.ensured.has(e));
    if (missing.length === 0) return;
    await this.budgets.ensure(
      missing.map((e) => this.rowKey(e)),
      this.options.maxRps,
    );
    for (const e of missing) this.ensured.add(e);
  }

  private rowKey(egress: string): string {
    return `${this.options.site} ${egress}`;
  }
}

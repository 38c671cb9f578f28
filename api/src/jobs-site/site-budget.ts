/** Runs one SQL statement and answers its rows (a TypeORM DataSource or a pg pool, adapted). */
export type RunQuery = (sql: string, params: unknown[]) => Promise<unknown>;

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

const NOW_MS = `(SELECT extract(epoch FROM clock_timestamp())::double precision * 1000 AS ms)`;

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
    private readonly query: RunQuery,
    private readonly options: SiteBudgetOptions,
  ) {
    this.increasePerSecond = options.maxRps / (RECOVERY_SECONDS * 2);
    this.floor = options.maxRps * FLOOR_SHARE;
  }

  /** Reserves the earliest slot among `egresses` (ties at random, so idle proxies take turns). */
  async reserve(egresses: string[]): Promise<Reservation> {
    await this.ensure(egresses);
    const rows = await this.rows<{ key: string; slot_at: number; now_ms: number; rate: number; strikes: number }>(
      `WITH now AS ${NOW_MS},
            pick AS (SELECT b.key FROM site_budgets b, now WHERE b.key = ANY($1::text[])
                      ORDER BY GREATEST(b.next_at, b.resting_until, now.ms), random() LIMIT 1),
            -- The row is re-read under its lock here, so concurrent reservations never share a slot.
            upd AS (UPDATE site_budgets b
                       SET rate = LEAST($2, b.rate + $3 * GREATEST(0, now.ms - b.rate_at) / 1000),
                           rate_at = now.ms,
                           next_at = GREATEST(b.next_at, b.resting_until, now.ms)
                                     + $4 / LEAST($2, b.rate + $3 * GREATEST(0, now.ms - b.rate_at) / 1000)
                      FROM pick, now WHERE b.key = pick.key
                  RETURNING b.key, b.next_at - $4 / b.rate AS slot_at, b.rate, b.strikes,
                            -- after any wait for the row lock: the caller waits from this instant
                            extract(epoch FROM clock_timestamp())::double precision * 1000 AS now_ms)
       SELECT * FROM upd`,
      [egresses.map((e) => this.rowKey(e)), this.options.maxRps, this.increasePerSecond, 1000 * SPACING_MARGIN],
    );
    const row = rows[0];
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
    const rows = await this.rows<{ rate: number }>(
      `WITH now AS ${NOW_MS}
       UPDATE site_budgets b
          SET rate = GREATEST($3, LEAST($4, b.rate + $5 * GREATEST(0, now.ms - b.rate_at) / 1000) / 2),
              rate_at = now.ms,
              halved_at = now.ms,
              strikes = b.strikes + 1,
              resting_until = GREATEST(b.resting_until,
                                       now.ms + LEAST($7, GREATEST($6, $8 * power(2, LEAST(b.strikes, 20)))))
         FROM now
        WHERE b.key = $1 AND b.halved_at < $2
       RETURNING b.rate`,
      [
        this.rowKey(egress),
        reservedAt,
        this.floor,
        this.options.maxRps,
        this.increasePerSecond,
        retryAfterMs ?? 0,
        REST_MAX_MS,
        REST_BASE_MS,
      ],
    );
    if (rows[0]) return { halved: true, rate: rows[0].rate };
    return { halved: false, rate: await this.rateOf(egress) };
  }

  /** A request scheduled after the last limited round succeeded: the backoff of the next round starts over. */
  async recovered(egress: string, reservedAt: number): Promise<void> {
    await this.query(`UPDATE site_budgets SET strikes = 0 WHERE key = $1 AND strikes > 0 AND halved_at < $2`, [
      this.rowKey(egress),
      reservedAt,
    ]);
  }

  private async rateOf(egress: string): Promise<number> {
    const rows = await this.rows<{ rate: number }>(`SELECT rate FROM site_budgets WHERE key = $1`, [
      this.rowKey(egress),
    ]);
    return rows[0]?.rate ?? this.options.maxRps;
  }

  private async ensure(egresses: string[]): Promise<void> {
    const missing = egresses.filter((e) => !this.ensured.has(e));
    if (missing.length === 0) return;
    await this.query(
      `INSERT INTO site_budgets (key, rate, rate_at) SELECT unnest($1::text[]), $2::double precision, 0 ON CONFLICT (key) DO NOTHING`,
      [missing.map((e) => this.rowKey(e)), this.options.maxRps],
    );
    for (const e of missing) this.ensured.add(e);
  }

  private rowKey(egress: string): string {
    return `${this.options.site} ${egress}`;
  }

  /** TypeORM answers `[rows, count]` for UPDATE and plain rows otherwise (every column here is a double or an int). */
  private async rows<T>(sql: string, params: unknown[]): Promise<T[]> {
    const result = await this.query(sql, params);
    const rows = Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as unknown[]) : (result as unknown[]);
    return rows as T[];
  }
}

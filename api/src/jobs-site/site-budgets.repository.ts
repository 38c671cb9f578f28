import type { Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Runs one SQL statement and answers its rows (a TypeORM DataSource or a pg pool, adapted). */
export type RunQuery = (sql: string, params: unknown[]) => Promise<unknown>;

/** A reserved slot as the database answers it (ms since the epoch, the database's clock). */
export interface ReservedSlotRow {
  key: string;
  slot_at: number;
  now_ms: number;
  rate: number;
  strikes: number;
}

const NOW_MS = `(SELECT extract(epoch FROM clock_timestamp())::double precision * 1000 AS ms)`;

/**
 * The site_budgets rows (one per site and egress): the SQL of SiteBudget, which decides the keys, rates and rests.
 * Built over a RunQuery rather than the DataSource so tests can run it on a plain pg pool (a second "process").
 * Every statement is atomic on its own: the row lock of the UPDATE is what keeps concurrent reservations apart.
 */
export class SiteBudgetsRepository {
  constructor(private readonly query: RunQuery) {}

  /**
   * Takes the earliest slot among the rows `keys` (ties at random), the rate recovering by `increasePerSecond` up to
   * `maxRps`, slots spaced `spacingMs / rate` apart. Undefined when none of the rows exists.
   */
  async reserveSlot(
    keys: string[],
    maxRps: number,
    increasePerSecond: number,
    spacingMs: number,
  ): Promise<ReservedSlotRow | undefined> {
    const rows = await this.rows<ReservedSlotRow>(
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
      [keys, maxRps, increasePerSecond, spacingMs],
    );
    return rows[0];
  }

  /**
   * Halves the rate of row `key` (not below `floor`) and rests it, unless it was halved after `reservedAt`: the new
   * rate, or undefined when another request of the same round already halved it.
   */
  async halveUnlessHalvedSince(
    key: string,
    reservedAt: number,
    floor: number,
    maxRps: number,
    increasePerSecond: number,
    retryAfterMs: number,
    restMaxMs: number,
    restBaseMs: number,
  ): Promise<number | undefined> {
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
      [key, reservedAt, floor, maxRps, increasePerSecond, retryAfterMs, restMaxMs, restBaseMs],
    );
    return rows[0]?.rate;
  }

  /** Clears the strikes of row `key` when its last halving was before `reservedAt`. */
  async resetStrikes(key: string, reservedAt: number): Promise<void> {
    await this.query(`UPDATE site_budgets SET strikes = 0 WHERE key = $1 AND strikes > 0 AND halved_at < $2`, [
      key,
      reservedAt,
    ]);
  }

  /** The current rate of row `key`, undefined when it does not exist. */
  async rateOf(key: string): Promise<number | undefined> {
    const rows = await this.rows<{ rate: number }>(`SELECT rate FROM site_budgets WHERE key = $1`, [key]);
    return rows[0]?.rate;
  }

  /** Creates the rows `keys` that do not exist yet, at rate `maxRps`. */
  async ensure(keys: string[], maxRps: number): Promise<void> {
    await this.query(
      `INSERT INTO site_budgets (key, rate, rate_at) SELECT unnest($1::text[]), $2::double precision, 0 ON CONFLICT (key) DO NOTHING`,
      [keys, maxRps],
    );
  }

  /** TypeORM answers `[rows, count]` for UPDATE and plain rows otherwise (every column here is a double or an int). */
  private async rows<T>(sql: string, params: unknown[]): Promise<T[]> {
    const result = await this.query(sql, params);
    const rows = Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as unknown[]) : (result as unknown[]);
    return rows as T[];
  }
}

/** The Nest provider: the repository over the app's DataSource (tests build it over a pg pool instead). */
export const siteBudgetsRepositoryProvider: Provider = {
  provide: SiteBudgetsRepository,
  inject: [DataSource],
  useFactory: (dataSource: DataSource) => new SiteBudgetsRepository((sql, params) => dataSource.query(sql, params)),
};

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';

/** The table the migration made (rate-limiter-flexible's own layout: key, points, expire in epoch ms). */
const TABLE = 'rate_limits';

/** The rate_limits table, through rate-limiter-flexible's PostgreSQL store (the library writes its own SQL). */
@Injectable()
export class RateLimitsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A counter store on the table: `points` calls per key in a fixed window of `durationSeconds`. */
  limiter(keyPrefix: string, points: number, durationSeconds: number): RateLimiterPostgres {
    return new RateLimiterPostgres({
      storeClient: this.dataSource,
      storeType: 'typeorm',
      tableName: TABLE,
      tableCreated: true,
      // Rows are one per user and budget, reused when their window restarts: nothing to sweep.
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration: durationSeconds,
    });
  }
}

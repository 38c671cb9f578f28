import pg from 'pg';
import { pino } from 'pino';

import { egressesFor } from '../../src/jobs-site/egress.js';
import { type FetcherOptions, JobsSiteFetcher } from '../../src/jobs-site/fetcher.js';
import { SiteBudget } from '../../src/jobs-site/site-budget.js';
import { SiteBudgetsRepository } from '../../src/jobs-site/site-budgets.repository.js';
import { MetricsService } from '../../src/metrics/metrics.service.js';
import { fileDatabaseUrl } from './file-database.js';

/**
 * A fetcher outside Nest, on the run's test database (its shared budget lives there), for tests of the fetcher
 * itself. `close` ends its connections and its pool.
 */
export function siteFetcher(
  baseUrl: string,
  options: Partial<FetcherOptions> & { proxies?: string[]; maxRps?: number } = {},
): { fetcher: JobsSiteFetcher; metrics: MetricsService; close: () => Promise<void> } {
  const { proxies = [], maxRps = 50, ...rest } = options;
  const pool = new pg.Pool({ connectionString: fileDatabaseUrl(), max: 4 });
  const egresses = egressesFor(proxies, 4);
  const metrics = new MetricsService();
  const budget = new SiteBudget(
    new SiteBudgetsRepository((sql, params) => pool.query(sql, params).then((r) => r.rows)),
    {
      site: new URL(baseUrl).origin,
      maxRps,
    },
  );
  const fetcher = new JobsSiteFetcher({
    baseUrl,
    concurrency: 2,
    timeoutMs: 20_000,
    maxRetries: 1,
    maxWaitMs: 60_000,
    egresses,
    budget,
    metrics,
    logger: pino({ level: 'silent' }),
    ...rest,
  });
  return {
    fetcher,
    metrics,
    close: async () => {
      await Promise.all(egresses.map((e) => e.dispatcher.close()));
      await pool.end();
    },
  };
}

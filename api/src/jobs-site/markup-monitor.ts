import type { Logger } from 'pino';

import type { MetricsService } from '../metrics/metrics.service.js';
import { FIELD_STRATEGIES, MarkupNotUnderstood, type ParsedPageKind, type ReadBy } from './parsers/index.js';

/** What a parser answers: one record, a page of them, or null (not that kind of page). */
type Parsed<P extends ParsedPageKind> = { readBy: ReadBy<P> } | { readBy: ReadBy<P> }[] | null;

/** How much of a page (characters) the maintainers get in the log when its markup is not understood. */
export const PAGE_SAMPLE_CHARS = 4096;
/** One sample per page kind in this window is enough to see the change; the rest only count. */
const SAMPLE_EVERY_MS = 10 * 60_000;

/**
 * Watches the parsers at work: counts which strategy answered each field (`jobs_site_field_reads_total`, so
 * fallbacks in use show before anything fails) and the pages whose markup was not understood
 * (`jobs_site_markup_not_understood_total`), logging the start of such a page for the maintainers.
 */
export class MarkupMonitor {
  private readonly fieldReads;
  private readonly notUnderstood;
  private readonly lastSample = new Map<ParsedPageKind, number>();

  constructor(
    metrics: MetricsService,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.fieldReads = metrics.counter({
      name: 'jobs_site_field_reads_total',
      help: "Fields read from the site's pages, by page kind, field and the strategy that answered ('none': no strategy did)",
      labelNames: ['page', 'field', 'strategy'],
    });
    this.notUnderstood = metrics.counter({
      name: 'jobs_site_markup_not_understood_total',
      help: 'Pages of the site that clearly held a list, a posting or a company but yielded nothing usable, by page kind and the strategy that recognised them',
      labelNames: ['page', 'strategy'],
    });
  }

  /** Runs `parse` on a page fetched from `url`, recording what it read; a MarkupNotUnderstood is counted, logged and rethrown. */
  read<P extends ParsedPageKind, T extends Parsed<P>>(page: P, url: string, body: string, parse: () => T): T {
    let parsed: T;
    try {
      parsed = parse();
    } catch (error) {
      if (error instanceof MarkupNotUnderstood) this.report(error, url, body);
      throw error;
    }
    for (const record of parsed === null ? [] : Array.isArray(parsed) ? parsed : [parsed])
      this.count(page, record.readBy);
    return parsed;
  }

  private count<P extends ParsedPageKind>(page: P, readBy: ReadBy<P>): void {
    for (const field of Object.keys(FIELD_STRATEGIES[page])) {
      const strategy = (readBy as Record<string, string | undefined>)[field] ?? 'none';
      this.fieldReads.inc({ page, field, strategy });
    }
  }

  private report(error: MarkupNotUnderstood, url: string, body: string): void {
    this.notUnderstood.inc({ page: error.page, strategy: error.strategy });
    const last = this.lastSample.get(error.page);
    const withSample = last === undefined || this.now() - last >= SAMPLE_EVERY_MS;
    if (withSample) this.lastSample.set(error.page, this.now());
    this.logger.warn(
      {
        page: error.page,
        strategy: error.strategy,
        url,
        ...(withSample ? { sample: body.slice(0, PAGE_SAMPLE_CHARS) } : {}),
      },
      `The site's ${error.page} page was not understood: ${error.problem}`,
    );
  }
}

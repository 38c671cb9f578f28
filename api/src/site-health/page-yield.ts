import type { SiteFieldReading, SitePageYield } from '@app/types';

import {
  FIELD_STRATEGIES,
  isFallback,
  MarkupNotUnderstood,
  type ParsedPageKind,
  type ReadBy,
  type ReportedField,
} from '../jobs-site/parsers/index.js';

/** What one page kind yields during a canary run: pages asked for and understood, records, strategies that answered. */
export class PageYield<P extends ParsedPageKind> {
  private pages = 0;
  private understood = 0;
  private records = 0;
  private readonly counts = new Map<string, number>();
  private readonly problems = new Set<string>();

  constructor(private readonly kind: P) {}

  /**
   * Reads one page; `recordsOf` names the usable records in what it answered. A page whose markup is not understood
   * is counted and answers undefined.
   */
  async read<T>(load: () => Promise<T>, recordsOf: (parsed: T) => { readBy: ReadBy<P> }[]): Promise<T | undefined> {
    this.pages += 1;
    let parsed: T;
    try {
      parsed = await load();
    } catch (err) {
      if (!(err instanceof MarkupNotUnderstood)) throw err;
      this.problems.add(err.problem);
      return undefined;
    }
    this.understood += 1;
    for (const record of recordsOf(parsed)) {
      this.records += 1;
      for (const field of Object.keys(FIELD_STRATEGIES[this.kind])) {
        const strategy = (record.readBy as Record<string, string | undefined>)[field] ?? 'none';
        const key = `${field}\u0000${strategy}`;
        this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
      }
    }
    return parsed;
  }

  get summary(): SitePageYield {
    const readings: SiteFieldReading[] = [...this.counts].map(([key, count]) => {
      const [field = '', strategy = ''] = key.split('\u0000');
      return { field, strategy, count, fallback: isFallback(this.kind, field as ReportedField<P>, strategy) };
    });
    return {
      kind: this.kind,
      pages: this.pages,
      understood: this.understood,
      records: this.records,
      readings,
      problems: [...this.problems],
    };
  }
}

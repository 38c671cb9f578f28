import type { SearchCard } from '../../jobs-site/parsers/index.js';

/** Cards without a title are not jobs anyone can apply to. */
export type TitledCard = SearchCard & { title: string };

/** The site serves at most this many results for one search. */
export const SITE_RESULT_CAP = 1000;
/** A listing page is asked for early when fewer cards than this are left to hand out. */
const LOOKAHEAD = 6;

export interface ListingSource {
  /** One listing page from `start`; undefined when its markup was not understood (the listing ends there). */
  page(start: number): Promise<SearchCard[] | undefined>;
  /** A page was read: its fresh cards (to store), and where the listing goes on (null: it ended). */
  onPage(fresh: TitledCard[], received: number, nextStart: number | null): Promise<void>;
  /** Cards posted before this date (YYYY-MM-DD) are left out. */
  cutoff: string;
}

/**
 * A search's cards in listing order, read a page at a time and only while more are wanted: first the cards already
 * read (by an earlier run of this search, or an identical search within the hour), then live pages from where those
 * stopped. Repeats across pages (the site has them) and stale or untitled cards are left out.
 */
export class ListingReader {
  private readonly buffer: TitledCard[] = [];
  private readonly seen = new Set<string>();
  private reading: Promise<void> | null = null;
  private failure: { error: unknown } | null = null;

  constructor(
    private readonly source: ListingSource,
    known: TitledCard[],
    private nextStart: number | null,
  ) {
    for (const card of known) this.accept(card);
  }

  /** Every card read so far, in order (handed out or not): what an identical search may reuse. */
  readonly ids: string[] = [];

  /** The next card, reading the next page when the read ones are used up; null at the end of the listing. */
  async next(): Promise<TitledCard | null> {
    while (!this.buffer.length) {
      if (this.failure) throw this.failure.error;
      if (this.nextStart === null && !this.reading) return null;
      await this.readPage();
    }
    return this.buffer.shift()!;
  }

  /**
   * Starts reading the next page now when few read cards are left, so job pages never wait for it; not when the
   * cards at hand may well be all the search still needs (`needed`), which would cost a page for nothing.
   */
  prefetch(needed: number): void {
    // May float: readPage keeps its failure for next() to throw.
    if (this.buffer.length < Math.min(LOOKAHEAD, needed) && this.nextStart !== null) void this.readPage();
  }

  /** Where a later reader of this listing goes on (null: the listing ended). */
  get resumeAt(): number | null {
    return this.nextStart;
  }

  private readPage(): Promise<void> {
    this.reading ??= this.read()
      .catch((err: unknown) => void (this.failure = { error: err }))
      .finally(() => (this.reading = null));
    return this.reading;
  }

  private async read(): Promise<void> {
    const start = this.nextStart;
    if (start === null) return;
    const cards = await this.source.page(start);
    // An unreadable page gives no count to advance `start` by: the listing ends there, as at an empty page.
    const next = cards?.length && start + cards.length < SITE_RESULT_CAP ? start + cards.length : null;
    const fresh = (cards ?? []).filter(
      (card): card is TitledCard => !!card.title && !(card.postedDate && card.postedDate < this.source.cutoff),
    );
    const accepted = fresh.filter((card) => this.accept(card));
    this.nextStart = next;
    await this.source.onPage(accepted, cards?.length ?? 0, next);
  }

  private accept(card: TitledCard): boolean {
    if (this.seen.has(card.siteJobId)) return false; // the site repeats cards across pages
    this.seen.add(card.siteJobId);
    this.ids.push(card.siteJobId);
    this.buffer.push(card);
    return true;
  }
}

import { MarkupNotUnderstood } from '../../jobs-site/parsers/index.js';

/**
 * The pages of one kind a search asked for, and those whose markup the parsers did not understand. A few unreadable
 * pages cost a few jobs; most of them mean the site has changed under us, and the search fails saying so instead of
 * completing with whatever little it read.
 */
export class UnreadablePages {
  private asked = 0;
  private unreadable = 0;
  private last: MarkupNotUnderstood | undefined;

  /** The page's answer, or undefined when its markup was not understood (counted). */
  async read<T>(load: () => Promise<T>): Promise<T | undefined> {
    this.asked += 1;
    try {
      return await load();
    } catch (err) {
      if (!(err instanceof MarkupNotUnderstood)) throw err;
      this.unreadable += 1;
      this.last = err;
      return undefined;
    }
  }

  /** Throws the not-understood error when more than half the pages asked for could not be read. */
  failIfMost(): void {
    if (this.last && this.unreadable * 2 > this.asked) throw this.last;
  }
}

import { normalise } from './text.js';

/**
 * A text a claim may come from (the resume, or the job ad with the company profile), with what detectors read out
 * of it computed once per check.
 */
export class Source {
  readonly normalised: string;
  readonly lines: string[];
  private readonly memo = new Map<string, unknown>();

  constructor(
    readonly text: string,
    /** The resume is the sender's; the ad speaks of the company and the role only. */
    readonly role: 'resume' | 'ad',
    readonly now: Date,
  ) {
    this.normalised = normalise(text);
    this.lines = text.split('\n');
  }

  /** A fact of this text, read once: `source.fact('years', () => ...)`. */
  fact<T>(key: string, read: () => T): T {
    if (!this.memo.has(key)) this.memo.set(key, read());
    return this.memo.get(key) as T;
  }

  /** Whether the text holds the words of a phrase, whole (case, accents and punctuation aside). */
  holds(phrase: string): boolean {
    const words = normalise(phrase);
    return words.length > 0 && ` ${this.normalised} `.includes(` ${words} `);
  }
}

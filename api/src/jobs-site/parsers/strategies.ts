import { JOB_ID_STRATEGIES } from '@app/types';

import type { ParsedPageKind } from './markup-not-understood.js';

/**
 * Every field the parsers report on, with its strategies in the order they are tried (most specific first). The
 * first one is what today's markup answers; any other that answers is a fallback in use, a sign the site is drifting.
 */
export const FIELD_STRATEGIES = {
  listing: {
    siteJobId: JOB_ID_STRATEGIES,
    title: ['class', 'heading', 'link-text', 'text'],
    companyName: ['class', 'company-link', 'heading', 'text'],
    location: ['class', 'text'],
    postedDate: ['datetime', 'relative-text'],
    link: ['link', 'from-id'],
  },
  job: {
    siteJobId: ['urn', 'canonical', 'og-url', 'title-link', 'requested'],
    title: ['class', 'json-ld', 'heading'],
    companyName: ['class', 'json-ld', 'company-link'],
    location: ['class', 'json-ld'],
    postedDate: ['json-ld', 'datetime', 'relative-text'],
    description: ['class', 'json-ld'],
    experienceLevel: ['label', 'value', 'position'],
    employmentType: ['label', 'value', 'position'],
    jobPosterName: ['heading', 'link-text', 'photo-alt', 'profile-slug'],
    jobPosterTitle: ['heading', 'text'],
  },
  company: {
    name: ['json-ld', 'class', 'heading', 'og-title'],
    description: ['json-ld', 'class'],
    website: ['about-us', 'json-ld'],
    headquarters: ['about-us', 'json-ld'],
  },
} as const;

type Strategies = typeof FIELD_STRATEGIES;

/**
 * Strategies today's pages answer besides each field's first: a job page's guest fragment has no structured data
 * (its date is the wording, its id the link or the one asked for), and many company pages have no JSON-LD.
 */
const ALSO_TODAY: { [P in ParsedPageKind]: { [F in ReportedField<P>]?: readonly StrategyOf<P, F>[] } } = {
  listing: {},
  job: { siteJobId: ['canonical', 'og-url', 'title-link', 'requested'], postedDate: ['relative-text'] },
  company: { name: ['class'], description: ['class'], headquarters: ['json-ld'], website: ['json-ld'] },
};

/** Whether a strategy answering this field is a fallback (today's markup would have answered otherwise). */
export function isFallback<P extends ParsedPageKind>(page: P, field: ReportedField<P>, strategy: string): boolean {
  const strategies = FIELD_STRATEGIES[page][field] as readonly string[];
  const today = (ALSO_TODAY[page][field] ?? []) as readonly string[];
  return strategies.includes(strategy) && strategy !== strategies[0] && !today.includes(strategy);
}
export type ReportedField<P extends ParsedPageKind> = keyof Strategies[P] & string;
export type StrategyOf<
  P extends ParsedPageKind,
  F extends ReportedField<P>,
> = Strategies[P][F] extends readonly (infer N extends string)[] ? N : never;

/** Which strategy answered each reported field of one record; a field none answered is absent. */
export type ReadBy<P extends ParsedPageKind> = { [F in ReportedField<P>]?: StrategyOf<P, F> };

/** One way of reading a field: its name and a reader that answers null when the markup does not fit it. */
export type Strategy<N extends string, T> = readonly [name: N, read: () => T | null | undefined];

/**
 * The first answer of `strategies`, tried in order; records the strategy's name under `field` in `readBy`.
 * Readers run lazily, so a fallback costs nothing while the first strategy answers.
 */
export function firstAnswer<P extends ParsedPageKind, F extends ReportedField<P>, T>(
  readBy: ReadBy<P>,
  field: F,
  strategies: readonly Strategy<StrategyOf<P, F>, T>[],
): T | null {
  for (const [name, read] of strategies) {
    const value = read();
    if (value !== null && value !== undefined) {
      (readBy as Record<string, string>)[field] = name;
      return value;
    }
  }
  return null;
}

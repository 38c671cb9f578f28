import { hash32 } from '../prng.js';
import { LANGUAGES, type Language } from '../text.js';

/**
 * The markups the stand-in can serve (the `markup` knob), each a drift the real site has shown or may show:
 * - `current`: today's guest pages.
 * - `legacy`: the older `result-card` listing, `topcard` job page with `job-criteria__*` items, company pages
 *   without structured data.
 * - `no-urn`: cards and similar-job cards without `data-entity-urn`, job pages without the report menu's urn (the
 *   id is still at the end of every `/jobs/view/` link).
 * - `relative-dates`: `<time>` without `datetime`, job pages without `datePosted`; the wording ("vor 3 Tagen") in
 *   the language of a country host (en, de, fr, es, pt, sv), one per listing page and per job page.
 * - `poster-minimal`: the poster block without its headings: the name only in the profile link's `sr-only` span
 *   and the photo's alt text, the title in a plain span.
 * - `redesigned`: the 2026 redesign, rendered in the browser: hashed class names, cards as empty
 *   `<div role="button" componentkey="job-card-component-ref-{id}">` shells, no links, the data in a script stream.
 *   Clearly a list, yet nothing in the markup to read: the parsers must say so, not report "no jobs".
 */
export const MARKUP_VARIANTS = [
  'current',
  'legacy',
  'no-urn',
  'relative-dates',
  'poster-minimal',
  'redesigned',
] as const;
export type MarkupVariant = (typeof MARKUP_VARIANTS)[number];

export function isMarkupVariant(value: unknown): value is MarkupVariant {
  return typeof value === 'string' && (MARKUP_VARIANTS as readonly string[]).includes(value);
}

/** A language fixed by what identifies a page (a query and its start, or a job id). */
export function languageOf(...parts: ReadonlyArray<string | number>): Language {
  return LANGUAGES[hash32('language', ...parts) % LANGUAGES.length]!;
}

/** A class name as a build tool hashes it ("_3f9a2c"), stable per name. */
export function hashedClass(name: string): string {
  return `_${hash32('class', name).toString(36).slice(0, 6)}`;
}

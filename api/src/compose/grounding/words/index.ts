import type { LanguageCode } from '../../language.js';
import { DE } from './de.js';
import { EN } from './en.js';
import { ES } from './es.js';
import { FR } from './fr.js';
import { IT, NL, PT } from './others.js';
import type { LanguageWords } from './types.js';

export type { DegreeLevel, LanguageWords } from './types.js';
export { PLACE_NAMES } from './places.js';

/** The word tables of every language the detectors read. */
export const WORDS: Readonly<Record<LanguageCode, LanguageWords>> = {
  en: EN,
  es: ES,
  fr: FR,
  de: DE,
  pt: PT,
  it: IT,
  nl: NL,
};

const ALL = Object.values(WORDS);

/** One list field of every language, joined: emails mix languages, and a claim in any of them is still a claim. */
export function everyLanguage<
  K extends { [F in keyof LanguageWords]: LanguageWords[F] extends string[] ? F : never }[keyof LanguageWords],
>(field: K): string[] {
  return [...new Set(ALL.flatMap((w) => w[field] as string[]))];
}

/** One record field of every language, merged. */
export function everyLanguageRecord<
  K extends {
    [F in keyof LanguageWords]: LanguageWords[F] extends Record<string, number> ? F : never;
  }[keyof LanguageWords],
>(field: K): Record<string, number> {
  return Object.assign({}, ...ALL.map((w) => w[field]));
}

/** A regular expression alternation of patterns, longest first so "more than" wins over "more". */
export const alternation = (patterns: readonly string[]): string =>
  [...patterns].sort((a, b) => b.length - a.length).join('|');

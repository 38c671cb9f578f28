import { factsOf, holdsWord, wordsOf } from './floor.js';
import { findNumbers } from './numbers.js';
import type { UnsupportedClaim } from './types.js';

/** Kinds whose claim is its figure: "ten years", "a team of 12", "cut costs by 40 %". */
const FIGURE_KINDS: ReadonlySet<UnsupportedClaim['kind']> = new Set(['years', 'team', 'metric']);

const overlap = (a: UnsupportedClaim, b: UnsupportedClaim) =>
  a.at < b.at + b.text.length && b.at < a.at + a.text.length;

/** What of a claim the other claims' words do not cover. */
function uncovered(claim: UnsupportedClaim, by: readonly UnsupportedClaim[]): string {
  const chars = [...claim.text];
  for (const r of by) {
    for (let i = Math.max(0, r.at - claim.at); i < Math.min(chars.length, r.at + r.text.length - claim.at); i++)
      chars[i] = ' ';
  }
  return chars.join('');
}

/**
 * Whether a verified quote names what the floor flagged ("Universidad de Sevilla" for "University of Seville"): a
 * real resume line about something else ("Frontend Developer, Initech" quoted for "Munich") backs no name.
 */
function quoteNames(quote: string | undefined, name: string): boolean {
  if (quote === undefined) return true;
  const facts = factsOf(quote, new Date(0));
  return wordsOf(name)
    .filter(({ word }) => /^\p{Lu}/u.test(word))
    .every(({ word }) => holdsWord(word, facts));
}

/**
 * The floor's flags and the model's, together. A claim whose quote the code verified in the resume (`verified`)
 * outweighs the floor on names (the model found "Universidad de Sevilla" behind "University of Seville"), never on
 * figures. Where a model flag covers no more than the floor's ("As a former Google engineer" around "Google"), the
 * floor's narrower words stand alone, as they do where the model's claim is a figure the floor flagged; where it adds
 * a name or a figure, both are kept.
 */
export function unite(
  floor: readonly UnsupportedClaim[],
  model: readonly UnsupportedClaim[],
  verified: readonly (UnsupportedClaim & { quote?: string })[] = [],
): UnsupportedClaim[] {
  const kept = floor.filter(
    (f) => findNumbers(f.text).length > 0 || !verified.some((v) => overlap(v, f) && quoteNames(v.quote, f.text)),
  );
  const addsWords = (m: UnsupportedClaim, by: readonly UnsupportedClaim[]) =>
    /[\p{Lu}\d]/u.test(uncovered(m, by).trimStart().slice(1));
  const added = model.filter((m) => {
    const touching = kept.filter((r) => overlap(r, m));
    // A figure's claim is its figure: where the floor flags that figure, the words around it ("… Jahren als
    // Elektriker", "… au Royaume-Uni") are no more of the claim, and names among them are the floor's to judge.
    if (FIGURE_KINDS.has(m.kind) && touching.some((r) => findNumbers(r.text).length > 0)) return false;
    return !touching.length || addsWords(m, touching);
  });
  // The floor's words, with the kind the model gave them when it listed them ("fluent in Korean" is a language):
  // the floor guesses a name's kind from the word alone.
  const named = kept.map((f) => {
    const by = model.find((m) => !added.includes(m) && m.at <= f.at && f.at + f.text.length <= m.at + m.text.length);
    return by ? { ...f, kind: by.kind, kindGuessed: false } : f;
  });
  return [...named, ...added].sort((a, b) => a.at - b.at);
}

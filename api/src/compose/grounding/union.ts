import type { UnsupportedClaim } from './types.js';

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
 * The detectors' flags and the model's, together. Where a model claim covers no more than what the detectors flagged
 * ("As a former Google engineer" around "Google"), the detectors' narrower words stand alone; where it adds a name or
 * a figure ("a PhD from MIT" around "PhD"), both are kept. Where it covers no more than claims the detectors found the
 * resume backs in code (`backed`: "Diploma de Estado de Enfermería" for "Diplôme d'État d'infirmier"), the model only
 * failed to find the words, and the resume's evidence stands: the model can add flags, never remove one, and cannot
 * outweigh what the code checked.
 */
export function unite(
  rules: readonly UnsupportedClaim[],
  model: readonly UnsupportedClaim[],
  backed: readonly UnsupportedClaim[] = [],
): UnsupportedClaim[] {
  const addsWords = (m: UnsupportedClaim, by: readonly UnsupportedClaim[]) =>
    /[\p{Lu}\d]/u.test(uncovered(m, by).trimStart().slice(1));
  const added = model.filter((m) => {
    const touching = rules.filter((r) => overlap(r, m));
    const checked = backed.filter((b) => overlap(b, m));
    if (checked.length && !touching.length && !addsWords(m, checked)) return false;
    return !touching.length || addsWords(m, touching);
  });
  return [...rules, ...added].sort((a, b) => a.at - b.at);
}

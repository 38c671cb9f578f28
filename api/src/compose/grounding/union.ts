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
 * a figure ("a PhD from MIT" around "PhD"), both are kept.
 */
export function unite(rules: readonly UnsupportedClaim[], model: readonly UnsupportedClaim[]): UnsupportedClaim[] {
  const added = model.filter((m) => {
    const touching = rules.filter((r) => overlap(r, m));
    return !touching.length || /[\p{Lu}\d]/u.test(uncovered(m, touching).trimStart().slice(1));
  });
  return [...rules, ...added].sort((a, b) => a.at - b.at);
}

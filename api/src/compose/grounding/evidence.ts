import type { UnsupportedClaim } from './types.js';

/** A claim the resume backs, with the resume line behind it (shown beside the email as its evidence). */
export interface BackedClaim {
  kind: UnsupportedClaim['kind'];
  text: string;
  at: number;
  evidence: string;
}

/** Lower case, accents and punctuation aside, in any script: for finding words in a line. */
const fold = (s: string) =>
  ` ${s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

const EVIDENCE_MAX = 300;
const clip = (line: string) => (line.length > EVIDENCE_MAX ? `${line.slice(0, EVIDENCE_MAX - 1).trimEnd()}…` : line);

/**
 * The resume line that holds some words (a quote's first part when it elides with "…"), or the two lines they were
 * wrapped over; null when the resume has no such line.
 */
export function evidenceLine(resume: string, words: string): string | null {
  const part = words
    .split(/\.\.\.|…/u)
    .map(fold)
    .find((p) => p.trim().length >= 2);
  if (!part) return null;
  const lines = resume
    .split('\n')
    .map((l) => l.replace(/\s+/gu, ' ').trim())
    .filter(Boolean);
  const one = lines.find((l) => fold(l).includes(part));
  if (one) return clip(one);
  for (let i = 0; i + 1 < lines.length; i++) {
    const two = `${lines[i]} ${lines[i + 1]}`;
    if (fold(two).includes(part)) return clip(two);
  }
  return null;
}

/**
 * The backed claims with their evidence, each once and none inside a flagged one: the model's (the line of its
 * verified quote) first, then the detectors' where the resume line holds the claim's own words.
 */
export function backedClaims(
  resume: string,
  model: readonly { kind: UnsupportedClaim['kind']; text: string; at: number; quote: string }[],
  rules: readonly UnsupportedClaim[],
  flagged: readonly UnsupportedClaim[],
): BackedClaim[] {
  const overlaps = (a: { at: number; text: string }, b: { at: number; text: string }) =>
    a.at < b.at + b.text.length && b.at < a.at + a.text.length;
  const out: BackedClaim[] = [];
  const add = (claim: { kind: UnsupportedClaim['kind']; text: string; at: number }, words: string) => {
    if (flagged.some((f) => overlaps(f, claim)) || out.some((b) => overlaps(b, claim))) return;
    const evidence = evidenceLine(resume, words);
    if (evidence) out.push({ kind: claim.kind, text: claim.text, at: claim.at, evidence });
  };
  for (const m of model) add(m, m.quote);
  for (const r of rules) add(r, r.text);
  return out.sort((a, b) => a.at - b.at);
}

import { findNumbers } from '../numbers.js';
import { escape, normalise } from '../text.js';
import type { GroundingSources, UnsupportedClaim } from '../types.js';
import type { ListedClaim } from './claim-list.js';
import { figuresAgree, quoteOccurs } from './quoted-spans.js';

/**
 * Where the model's words stand in the email, on word boundaries (spacing, then case, aside); null when nowhere. A
 * figure the words cut short is taken whole: "$1" out of "$1.4M" is "$1.4M", so its value is the one checked.
 */
function locate(text: string, words: string): { at: number; text: string } | null {
  const pattern = words
    .trim()
    .split(/\s+/u)
    .map((w) => escape(w.replace(/[‘’]/gu, "'")).replace(/'/gu, "['‘’]"))
    .join('\\s+');
  const bounded = `(?<![\\p{L}\\d])${pattern}(?![\\p{L}\\d])`;
  const m = new RegExp(bounded, 'u').exec(text) ?? new RegExp(bounded, 'iu').exec(text);
  if (!m) return null;
  let at = m.index;
  let end = at + m[0].length;
  const lineStart = text.lastIndexOf('\n', at) + 1;
  const lineEnd = text.indexOf('\n', end) < 0 ? text.length : text.indexOf('\n', end);
  for (const n of findNumbers(text.slice(lineStart, lineEnd))) {
    const [from, to] = [lineStart + n.index, lineStart + n.end];
    if (from < end && to > at) [at, end] = [Math.min(at, from), Math.max(end, to)];
  }
  return { at, text: text.slice(at, end) };
}

/** A claim of the model's list whose quote the resume holds (checked here): the claim's words and the quote. */
export interface VerifiedClaim {
  kind: UnsupportedClaim['kind'];
  text: string;
  at: number;
  quote: string;
}

/**
 * The claims about the sender that the model's list leaves unbacked: no quote, a quote the resume does not hold, or
 * one whose figures differ from the claim's. The model's word is never taken for it; what the resume holds is
 * checked here. Claims whose words are not in the email, or that only name the sender, the company or the job, are
 * left out.
 */
export function checkByModel(
  listed: readonly ListedClaim[],
  email: { subject: string; body: string },
  sources: GroundingSources,
  now = new Date(),
): UnsupportedClaim[] {
  return verifyModelClaims(listed, email, sources, now).unbacked;
}

/** checkByModel's reading, with the claims it found backed as well (their quotes are the evidence shown). */
export function verifyModelClaims(
  listed: readonly ListedClaim[],
  email: { subject: string; body: string },
  sources: GroundingSources,
  now = new Date(),
): { unbacked: UnsupportedClaim[]; backed: VerifiedClaim[] } {
  const text = `${email.subject}\n${email.body}`;
  const names = new Set(
    [sources.senderName, sources.companyName, sources.jobTitle, sources.posterName, sources.company?.name]
      .filter(Boolean)
      .map((n) => normalise(n!)),
  );
  const unbacked: UnsupportedClaim[] = [];
  const backed: VerifiedClaim[] = [];
  for (const item of listed) {
    if (item.about !== 'sender' || names.has(normalise(item.claim))) continue;
    const found = locate(text, item.claim);
    if (!found) continue;
    const quote = item.resumeQuote;
    if (
      quote !== null &&
      quoteOccurs(sources.resume, quote) &&
      figuresAgree(found.text, item.kind, quote, now, sources.resume)
    )
      backed.push({ kind: item.kind, text: found.text, at: found.at, quote });
    else unbacked.push({ kind: item.kind, text: found.text, about: 'sender', at: found.at, source: 'model' });
  }
  return { unbacked, backed };
}

import { yearsSlack } from '../detectors/years.js';
import { datedSpans } from '../jobs.js';
import { findNumbers, valuesIn } from '../numbers.js';
import type { ClaimKind } from '../types.js';

/** A text as compared with a quote: one kind of apostrophe, quote mark and dash, lower case, single spaces. */
export function comparable(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’ʼ`´]/gu, "'")
    .replace(/[“”«»„]/gu, '"')
    .replace(/[‐‑‒–—―]/gu, '-')
    .replace(/\s+/gu, ' ')
    .trim();
}

const EDGE = /^[\s"'([{•·-]+|[\s"')\]}.,;:!?-]+$/gu;

/**
 * Whether a quote really occurs in the resume: whole, or its parts in order when the model elided ("… "). Case and
 * spacing aside, nothing else is forgiven: a paraphrase is no quote.
 */
export function quoteOccurs(resume: string, quote: string): boolean {
  const text = comparable(resume);
  const parts = comparable(quote)
    .split(/\s*(?:\.\.\.|…|\[\.\.\.\])\s*/u)
    .map((p) => p.replace(EDGE, ''))
    .filter(Boolean);
  if (!parts.length || parts.join('').length < 2) return false;
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    if (at < 0) return false;
    from = at + part.length;
  }
  return true;
}

const RANGE = /((?:19|20)\d{2})\s*(?:-|–|—|to|bis|à|a|hasta|until)\s*((?:19|20)\d{2}|\p{L}+)/giu;

/**
 * The years a quote's dates span together ("2016 – 2019 … since 2019": from 2016 to today): read as the detectors
 * read a resume's, or, for a range the quote cuts short ("2020 – aujourd"), from its first year to today.
 */
function spannedYears(quote: string, now: Date): number {
  const spans = datedSpans(quote, now);
  const read = spans.length ? Math.max(...spans.map((s) => s.end)) - Math.min(...spans.map((s) => s.start)) : 0;
  let first = Infinity;
  let last = -Infinity;
  for (const m of quote.matchAll(RANGE)) {
    first = Math.min(first, Number(m[1]));
    last = Math.max(last, /^\d+$/.test(m[2]!) ? Number(m[2]) : now.getFullYear());
  }
  return Math.max(read, Number.isFinite(first) ? last - first : 0);
}

/**
 * Whether a quote can back a claim's figures: every number of the claim is in the quote ("a team of 12" is not backed
 * by "a team of 5"), and a number of years is in it or spanned by its dates. A quote from elsewhere in the resume
 * would otherwise let the model vouch for an invented figure.
 */
export function figuresAgree(claim: string, kind: ClaimKind, quote: string, now: Date): boolean {
  const wanted = findNumbers(claim);
  if (!wanted.length) return true;
  const have = valuesIn(quote);
  return wanted.every(
    (n) =>
      have.has(n.value) ||
      (kind === 'years' && !n.calendarYear && n.value - yearsSlack(claim) <= spannedYears(quote, now)),
  );
}

import { namesYears, yearsSlack } from '../detectors/years.js';
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
 * The quote with the resume lines around it (two either side), where the dates of the job it comes from stand: a job
 * title quoted from under "09/2016 – heute" is dated by that line.
 */
function withItsDates(resume: string, quote: string): string {
  const lines = resume.split('\n');
  const first = comparable(quote).split(' ').slice(0, 6).join(' ');
  const at = lines.findIndex((l) => comparable(l).includes(first));
  return at < 0 ? quote : [quote, ...lines.slice(Math.max(0, at - 2), at + 3)].join('\n');
}

/**
 * Whether a quote can back a claim's figures: every number of the claim is in the quote ("a team of 12" is not backed
 * by "a team of 5"); a calendar year ("since 2020") may stand anywhere in the resume; a number of years may be spanned
 * by the dates of the quote or of the lines around it in the resume. A quote from elsewhere in the resume would
 * otherwise let the model vouch for an invented figure.
 */
export function figuresAgree(claim: string, kind: ClaimKind, quote: string, now: Date, resume = quote): boolean {
  const wanted = findNumbers(claim);
  if (!wanted.length) return true;
  const have = valuesIn(quote);
  const duration = kind === 'years' || namesYears(claim);
  const dated = duration ? spannedYears(withItsDates(resume, quote), now) : 0;
  const resumeValues = wanted.some((n) => n.calendarYear) ? valuesIn(resume) : have;
  return wanted.every(
    (n) =>
      have.has(n.value) ||
      (n.calendarYear && resumeValues.has(n.value)) ||
      (duration && !n.calendarYear && n.value - yearsSlack(claim) <= dated),
  );
}

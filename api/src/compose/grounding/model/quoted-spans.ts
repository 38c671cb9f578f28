import { spannedYears } from '../dates.js';
import { yearsCounted, yearsSlack } from '../floor.js';
import { findNumbers, valuesIn, type NumberMention } from '../numbers.js';
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

/** The same text with its diacritics folded ("Zürich" and "Zurich" compare equal), for a second try. */
const folded = (text: string) => comparable(text).normalize('NFKD').replace(/\p{M}/gu, '');

const EDGE = /^[\s"'([{•·-]+|[\s"')\]}.,;:!?-]+$/gu;

/**
 * Whether a quote really occurs in the resume: whole, or its parts in order when the model elided ("… "). Case,
 * spacing and diacritics aside, nothing else is forgiven: a paraphrase is no quote.
 */
export function quoteOccurs(resume: string, quote: string): boolean {
  const occurs = (fold: (t: string) => string) => {
    const text = fold(resume);
    const parts = fold(quote)
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
  };
  return occurs(comparable) || occurs(folded);
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
 * Whether a quote backs a claim's figures (all of them, or the one given): the number is in the quote ("a team of 12"
 * is not backed by "a team of 5"); a calendar year may stand anywhere in the resume; a count of years may be spanned
 * by the dates of the quote or of the lines around it. A quote from elsewhere would otherwise vouch for any figure.
 */
export function figuresAgree(
  claim: string,
  kind: ClaimKind,
  quote: string,
  now: Date,
  resume = quote,
  only?: NumberMention,
): boolean {
  const wanted = only ? [only] : findNumbers(claim);
  const have = valuesIn(quote);
  const resumeValues = valuesIn(resume);
  return wanted.every((n) => {
    if (have.has(n.value) || (n.calendarYear && resumeValues.has(n.value))) return true;
    const years = yearsCounted(claim, n) ?? (kind === 'years' && !n.calendarYear ? n.value : null);
    const slack = yearsSlack(claim.slice(Math.max(0, n.index - 20), n.index));
    return years !== null && years - slack <= spannedYears(withItsDates(resume, quote), now);
  });
}

import { adText, factsOf, figureBacked, holdsWord, wordsOf, yearsCounted, type Facts } from '../floor.js';
import { findNumbers } from '../numbers.js';
import { escape, normalise } from '../text.js';
import { MONTH, SINCE_WORD } from '../words.js';
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
export type VerifiedClaim = UnsupportedClaim & { quote: string };

type Part = { at: number; end: number };

/** A date's own words around its year: "since April", "desde", "seit", "(", "–". */
const DATE_WORDS = new RegExp(`^(?:${SINCE_WORD}|from|de|von|du|in|en|im|${MONTH})$`, 'iu');

/**
 * The words of an unbacked claim that carry it: the claim without the dates the resume holds at either end ("Since
 * April 2021 I have been Head of …" is checked on "I have been Head of …": the date is the resume's, the title not).
 */
function carrier(claim: { at: number; text: string }, email: string, resume: Facts): Part | null {
  const lineStart = email.lastIndexOf('\n', claim.at) + 1;
  const context = email.slice(lineStart, claim.at + claim.text.length);
  const offset = claim.at - lineStart;
  const dates = findNumbers(context)
    .filter((n) => n.end > offset && figureBacked(context, n, resume))
    .filter((n) => n.calendarYear || yearsCounted(context, n) !== null)
    .map((n) => ({ at: n.index, end: n.end }));
  const part = trimDates(context, { at: offset, end: context.length }, dates);
  return part.end > part.at ? { at: lineStart + part.at, end: lineStart + part.end } : null;
}

/** A span without the held dates (and the words of the date beside them: "since April") at its start and its end. */
function trimDates(text: string, span: Part, dates: Part[]): Part {
  const words = wordsOf(text.slice(span.at, span.end)).map((w) => ({
    at: span.at + w.index,
    end: span.at + w.index + w.word.length,
  }));
  const held = (w: Part) => dates.some((d) => d.at < w.end && w.at < d.end);
  const dateWord = (w: Part) => held(w) || DATE_WORDS.test(text.slice(w.at, w.end));
  // How many words at one end make a date the resume holds (0 when they hold none).
  const edge = (list: Part[]) => {
    let cut = 0;
    for (let i = 0; i < list.length && dateWord(list[i]!); i++) if (held(list[i]!)) cut = i + 1;
    return cut;
  };
  const first = edge(words);
  const last = words.length - edge([...words].reverse());
  if (first >= last) return { at: span.at, end: span.at };
  return {
    at: first ? words[first]!.at : span.at,
    end: last < words.length ? words[last - 1]!.end : span.end,
  };
}

/**
 * A name the job ad or the company's profile gives, in a sentence that names the company ("Acme's work in IT
 * Services is what I want to be part of"): the company's, whoever the model said it was about. Never a figure.
 */
function companysOwn(found: { at: number; text: string }, text: string, company: string[], ad: Facts): boolean {
  if (findNumbers(found.text).length) return false;
  const lineStart = text.lastIndexOf('\n', found.at) + 1;
  const lineEnd = text.indexOf('\n', found.at + found.text.length);
  // The company's names masked first (same length, so offsets hold), then the claim's sentence cut out.
  let line = text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
  for (const name of company) line = line.replace(new RegExp(escape(name), 'giu'), (m) => '§'.repeat(m.length));
  const at = found.at - lineStart;
  const start = Math.max(...['. ', '! ', '? '].map((b) => line.lastIndexOf(b, at)));
  const ends = ['. ', '! ', '? '].map((b) => line.indexOf(b, at + found.text.length)).filter((i) => i >= 0);
  if (!line.slice(start + 1, ends.length ? Math.min(...ends) : undefined).includes('§')) return false;
  const named = wordsOf(found.text).filter(({ word }) => /^\p{Lu}/u.test(word));
  return named.length > 0 && named.every(({ word }) => holdsWord(word, ad));
}

/**
 * The model's claim list, checked in code: the claims about the sender it leaves unbacked (`flagged`: no quote, a
 * quote the resume does not hold, or figures the quote does not back), narrowed to the words that carry them; and
 * those whose quote the resume holds with their figures (`backed`), which outweigh the floor on names. The model's
 * word is never taken for it. Claims whose words are not in the email, or that only name the sender, the company or
 * the job, are left out.
 */
export function readModelClaims(
  listed: readonly ListedClaim[],
  email: { subject: string; body: string },
  sources: GroundingSources,
  now = new Date(),
): { flagged: UnsupportedClaim[]; backed: VerifiedClaim[] } {
  const text = `${email.subject}\n${email.body}`;
  const names = new Set(
    [sources.senderName, sources.companyName, sources.jobTitle, sources.posterName, sources.company?.name]
      .filter(Boolean)
      .map((n) => normalise(n!)),
  );
  const resume = factsOf(sources.resume, now);
  const ad = factsOf(adText(sources), now);
  const company = [sources.companyName, sources.company?.name].filter((n): n is string => !!n?.trim());
  const out = { flagged: [] as UnsupportedClaim[], backed: [] as VerifiedClaim[] };
  for (const item of listed) {
    if (item.about !== 'sender' || names.has(normalise(item.claim))) continue;
    const found = locate(text, item.claim);
    if (!found) continue;
    if (companysOwn(found, text, company, ad)) continue;
    const claim = { kind: item.kind, about: 'sender' as const, source: 'model' as const };
    const quote = item.resumeQuote;
    if (quote !== null && quoteOccurs(sources.resume, quote)) {
      // A verified quote backs the claim's words; its figures must be in the quote or elsewhere in the resume.
      const wrong = findNumbers(found.text).filter(
        (n) =>
          !figuresAgree(found.text.slice(0, n.end + 12), item.kind, quote, now, sources.resume, n) &&
          !figureBacked(found.text, n, resume),
      );
      if (!wrong.length) out.backed.push({ ...claim, ...found, quote });
      for (const n of wrong) out.flagged.push({ ...claim, at: found.at + n.index, text: n.text });
      continue;
    }
    const part = carrier(found, text, resume);
    if (part) out.flagged.push({ ...claim, at: part.at, text: text.slice(part.at, part.end) });
  }
  return out;
}

/** The claims about the sender that the model's list leaves unbacked, checked in code (see readModelClaims). */
export function checkByModel(
  listed: readonly ListedClaim[],
  email: { subject: string; body: string },
  sources: GroundingSources,
  now = new Date(),
): UnsupportedClaim[] {
  return readModelClaims(listed, email, sources, now).flagged;
}

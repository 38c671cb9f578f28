import { findDegrees } from './degrees.js';
import { NUMBER, NUMBER_WORDS, valueOf } from '../numbers.js';
import type { Source } from '../source.js';
import { wordRe } from '../text.js';
import type { Found } from '../types.js';
import { alternation, everyLanguage } from '../words/index.js';
import { overlapsTaken, type Detector } from './detector.js';

const YEAR_WORDS = alternation(everyLanguage('yearWords'));
const APPROX = alternation(everyLanguage('approximately'));
/** "5+ years", "more than 8 years", "five years", "5 años", "über zehn Jahre", "plus de 5 ans". */
const YEARS_RE = wordRe(`(?:(?:${APPROX})\\s+)?(${NUMBER})\\s*\\+?\\s*(?:(?:or more|plus)\\s+)?(?:${YEAR_WORDS})`);
const SINCE_RE = wordRe(
  `(?:${alternation(everyLanguage('sinceWords'))})\\s+(?:(?:${alternation(everyLanguage('months'))})\\.?\\s+)?((?:19|20)\\d{2})`,
);
/** "from 2012 to 2016", "von 2012 bis 2016", "de 2015 à 2018". */
const FROM_TO_RE = wordRe(
  `(?:from|von|de|desde|du)\\s+((?:19|20)\\d{2})\\s+(?:${alternation(everyLanguage('rangeWords'))})\\s+((?:19|20)\\d{2})`,
);
const PRESENT = alternation(everyLanguage('presentWords'));
const MONTH = `(?:(?:${alternation(everyLanguage('months'))})\\.?\\s+|\\d{1,2}[/.])?`;
const DATE_RANGE = new RegExp(
  `(?<!\\d)((?:19|20)\\d{2})\\s*(?:-|–|—|${alternation(everyLanguage('rangeWords'))})\\s*${MONTH}((?:19|20)\\d{2}|${PRESENT})(?![\\p{L}\\d])`,
  'giu',
);
const EDUCATION_HEADING = new RegExp(`^\\s*(?:${alternation(everyLanguage('educationHeadings'))})\\s*:?\\s*$`, 'iu');
/** A resume heading: a short line in capitals, or one ending with a colon. */
const HEADING = /^\s*(?:[\p{Lu}\s&/-]{4,40}|[\p{L}\s&/-]{3,40}:)\s*$/u;

function isYearNumber(raw: string) {
  return /^\d{1,2}$/.test(raw) || raw.toLowerCase() in NUMBER_WORDS;
}

/** Years of work a resume shows: what it states ("8 years of experience"), or what its dated jobs span. */
function workYears(resume: Source): number {
  return resume.fact('years.work', () => {
    let most = 0;
    for (const m of resume.text.matchAll(YEARS_RE)) if (isYearNumber(m[1]!)) most = Math.max(most, valueOf(m[1]!));
    let first = Infinity;
    let last = -Infinity;
    let education = false;
    for (const line of resume.lines) {
      if (EDUCATION_HEADING.test(line)) education = true;
      else if (HEADING.test(line)) education = false;
      // Studies are not work: neither the education section nor a line naming a degree counts.
      if (education || findDegrees(line).length) continue;
      for (const m of line.matchAll(DATE_RANGE)) {
        const start = Number(m[1]);
        const end = /^\d+$/.test(m[2]!) ? Number(m[2]) : resume.now.getFullYear();
        if (end < start) continue;
        first = Math.min(first, start);
        last = Math.max(last, end);
      }
    }
    return Number.isFinite(first) ? Math.max(most, last - first) : most;
  });
}

/**
 * Years of experience ("over 10 years", "más de 9 años") and since when ("since 2018", "desde 2019"). The resume
 * backs a number of years its dated jobs span (studies aside); the ad backs only the number it says.
 */
export const yearsDetector: Detector = {
  find(sentence, { taken }) {
    const out: Found[] = [];
    for (const m of sentence.text.matchAll(YEARS_RE)) {
      if (!isYearNumber(m[1]!) || overlapsTaken(taken, m.index, m.index + m[0].length)) continue;
      const value = valueOf(m[1]!);
      out.push({ kind: 'years', text: m[0], index: m.index, end: m.index + m[0].length, key: String(value), value });
    }
    for (const re of [SINCE_RE, FROM_TO_RE]) {
      for (const m of sentence.text.matchAll(re)) {
        if (overlapsTaken([...taken, ...out], m.index, m.index + m[0].length)) continue;
        const years = m.slice(1).filter(Boolean);
        out.push({
          kind: 'years',
          text: m[0],
          index: m.index,
          end: m.index + m[0].length,
          key: `in:${years.join('-')}`,
        });
      }
    }
    return out;
  },

  backs(claim, source) {
    if (claim.key.startsWith('in:')) {
      return claim.key
        .slice(3)
        .split('-')
        .every((year) => new RegExp(`(?<!\\d)${year}(?!\\d)`).test(source.text));
    }
    const stated = source.fact('years.stated', () => {
      const values = new Set<number>();
      for (const m of source.text.matchAll(YEARS_RE)) if (isYearNumber(m[1]!)) values.add(valueOf(m[1]!));
      return values;
    });
    if (stated.has(claim.value!)) return true;
    return source.role === 'resume' && claim.value! <= workYears(source);
  },
};

import { normalise } from './text.js';
import { MONTH, PRESENT, RANGE_WORD, SINCE_WORD } from './words.js';

/** A date as resumes write it: "2019", "March 2020", "Sep. 2018", "10/2019", "05.2021". */
const DATE = `(?:(${MONTH})\\.?\\s+|(\\d{1,2})[/.](?=(?:19|20)\\d{2}))?((?:19|20)\\d{2})`;
const RANGE = new RegExp(
  `(?<![\\p{L}\\d])${DATE}\\s*(?:-|–|—|${RANGE_WORD})\\s*(?:${DATE}|(${PRESENT}))(?![\\p{L}\\d])`,
  'giu',
);
/** A job dated by when it began: "(since March 2020)", "desde 2021", "seit 10/2019", "depuis mars 2021". */
const SINCE = new RegExp(`(?<![\\p{L}])(?:${SINCE_WORD})\\s+(?:(?:el|le|the|dem)\\s+)?${DATE}(?![\\p{L}\\d])`, 'giu');

// prettier-ignore
const MONTH_STARTS: [string, number][] = [
  ['jan', 1], ['ene', 1], ['feb', 2], ['fev', 2], ['mar', 3], ['apr', 4], ['abr', 4], ['avr', 4], ['may', 5],
  ['mai', 5], ['juin', 6], ['jun', 6], ['juil', 7], ['jul', 7], ['aug', 8], ['ago', 8], ['aou', 8], ['sep', 9],
  ['set', 9], ['oct', 10], ['okt', 10], ['nov', 11], ['dec', 12], ['dic', 12], ['dez', 12],
];

function monthOf(name: string | undefined, digits: string | undefined): number | null {
  if (digits) return Number(digits) >= 1 && Number(digits) <= 12 ? Number(digits) : null;
  const word = name ? normalise(name) : '';
  return MONTH_STARTS.find(([start]) => word.startsWith(start))?.[1] ?? null;
}

/** A date as a year with its fraction: a year alone stands for its middle, a month for its start (or end). */
function yearAt(year: string, monthName: string | undefined, monthDigits: string | undefined, end: boolean): number {
  const month = monthOf(monthName, monthDigits);
  return Number(year) + (month === null ? 0.5 : (month - (end ? 0 : 1)) / 12);
}

const nowOf = (now: Date) => now.getUTCFullYear() + now.getUTCMonth() / 12 + (now.getUTCDate() - 1) / 365;

/** The stretches of time a text dates: its ranges ("2016 – 2019", "Jan 2022 – present") and "since" dates. */
export function datedSpans(text: string, now: Date): { start: number; end: number }[] {
  const out: { start: number; end: number; index: number; to: number }[] = [];
  for (const m of text.matchAll(RANGE)) {
    const start = yearAt(m[3]!, m[1], m[2], false);
    const end = m[7] ? nowOf(now) : yearAt(m[6]!, m[4], m[5], true);
    if (end >= start) out.push({ start, end, index: m.index, to: m.index + m[0].length });
  }
  for (const m of text.matchAll(SINCE)) {
    // "desde 2014 hasta 2016" is a range, read above.
    if (out.some((r) => m.index < r.to && m.index + m[0].length > r.index)) continue;
    const start = yearAt(m[3]!, m[1], m[2], false);
    if (start <= nowOf(now)) out.push({ start, end: nowOf(now), index: m.index, to: m.index });
  }
  return out.map(({ start, end }) => ({ start, end }));
}

/** The years a text's dates reach across, from the first start to the last end ("2016 – 2019 … since 2019": to today). */
export function spannedYears(text: string, now: Date): number {
  const spans = datedSpans(text, now);
  return spans.length ? Math.max(...spans.map((s) => s.end)) - Math.min(...spans.map((s) => s.start)) : 0;
}

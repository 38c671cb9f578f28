import { findDegrees } from './detectors/degrees.js';
import type { Source } from './source.js';
import { normalise, wordRe } from './text.js';
import { alternation, everyLanguage } from './words/index.js';

const MONTHS = alternation(everyLanguage('months'));
/** A date as resumes write it: "2019", "March 2020", "Sep. 2018", "10/2019", "05.2021". */
const DATE = `(?:(${MONTHS})\\.?\\s+|(\\d{1,2})[/.](?=(?:19|20)\\d{2}))?((?:19|20)\\d{2})`;
const DATE_RE = new RegExp(`(?<![\\p{L}\\d])${DATE}(?![\\p{L}\\d])`, 'iu');
const PRESENT = alternation(everyLanguage('presentWords'));
const RANGE = new RegExp(
  `(?<![\\p{L}\\d])${DATE}\\s*(?:-|–|—|${alternation(everyLanguage('rangeWords'))})\\s*(?:${DATE}|(${PRESENT}))(?![\\p{L}\\d])`,
  'giu',
);
/** A job dated only by when it began: "(since March 2020)", "(desde 2021)", "seit 10/2019", "depuis mars 2021". */
const SINCE = new RegExp(
  `(?<![\\p{L}])(?:${alternation(everyLanguage('sinceWords'))})\\s+(?:(?:el|le|the|dem)\\s+)?${DATE}(?![\\p{L}\\d])`,
  'giu',
);
const RANGE_ONE = new RegExp(RANGE.source, 'iu');
const SINCE_ONE = new RegExp(SINCE.source, 'iu');

/** Headings of sections whose dates are no paid work: studies, and volunteering. */
const EDUCATION_HEADING = new RegExp(
  `^\\s*(?:${alternation([...everyLanguage('educationHeadings'), ...everyLanguage('unpaidHeadings')])})\\s*:?\\s*$`,
  'iu',
);
/** A resume heading: a short line in capitals, or one ending with a colon. */
export const HEADING = /^\s*(?:[\p{Lu}\s&/-]{4,40}|[\p{L}\s&/-]{3,40}:)\s*$/u;
export const BULLET = /^\s*[-•*·–—▪►]/u;
/** A credential or a membership held "since" a year is no job: "Member of the Chamber (since 2022)". */
const CREDENTIAL = wordRe(
  alternation([...everyLanguage('certificationCues'), ...everyLanguage('membershipCues'), 'member', 'mitglied']),
  'iu',
);

/** Months by how their names start in English, Spanish, French and German (accents gone). */
const MONTH_STARTS: [string, number][] = [
  ['jan', 1], ['ene', 1], ['feb', 2], ['fev', 2], ['mar', 3], ['apr', 4], ['abr', 4], ['avr', 4], ['may', 5],
  ['mai', 5], ['juin', 6], ['jun', 6], ['juil', 7], ['jul', 7], ['aug', 8], ['ago', 8], ['aou', 8], ['sep', 9],
  ['set', 9], ['oct', 10], ['okt', 10], ['nov', 11], ['dec', 12], ['dic', 12], ['dez', 12],
]; // prettier-ignore

function monthOf(name: string | undefined, digits: string | undefined): number | null {
  if (digits) return Number(digits) >= 1 && Number(digits) <= 12 ? Number(digits) : null;
  if (!name) return null;
  const word = normalise(name);
  return MONTH_STARTS.find(([start]) => word.startsWith(start))?.[1] ?? null;
}

/**
 * A date as a year with its fraction. A year alone stands for its middle: "2016 – 2019" is three years, however
 * the months fell; a month gives its start (or, for the end of a job, its end).
 */
function at(year: string, monthName: string | undefined, monthDigits: string | undefined, end: boolean): number {
  const month = monthOf(monthName, monthDigits);
  return Number(year) + (month === null ? 0.5 : (month - (end ? 0 : 1)) / 12);
}

/** Today as a year with its fraction. */
export const nowOf = (now: Date) => now.getUTCFullYear() + now.getUTCMonth() / 12 + (now.getUTCDate() - 1) / 365;

export interface Span {
  start: number;
  end: number;
}

/** The spans of work a line dates: its ranges ("2016 – 2019", "Jan 2022 – present") and "since" dates. */
export function datedSpans(line: string, now: Date): Span[] {
  const out: Span[] = [];
  const ranges: { index: number; end: number }[] = [];
  for (const m of line.matchAll(RANGE)) {
    ranges.push({ index: m.index, end: m.index + m[0].length });
    const start = at(m[3]!, m[1], m[2], false);
    const end = m[7] ? nowOf(now) : at(m[6]!, m[4], m[5], true);
    if (end >= start) out.push({ start, end });
  }
  if (!CREDENTIAL.test(line)) {
    for (const m of line.matchAll(SINCE)) {
      // "desde 2014 hasta 2016" is a range, read above.
      if (ranges.some((r) => m.index < r.end && m.index + m[0].length > r.index)) continue;
      const start = at(m[3]!, m[1], m[2], false);
      if (start <= nowOf(now)) out.push({ start, end: nowOf(now) });
    }
  }
  return out;
}

/** Whether a line holds a date a resume dates a job with. */
export const isDated = (line: string) => DATE_RE.test(line) && (RANGE_ONE.test(line) || SINCE_ONE.test(line));

/** A line that holds a job's dates and nothing else ("10/2016 – 09/2017"): the job is named on the line below. */
export const datesOnly = (line: string) =>
  isDated(line) &&
  !/\p{L}{2,}/u.test(
    line
      .replace(new RegExp(RANGE.source, 'giu'), ' ')
      .replace(new RegExp(SINCE.source, 'giu'), ' ')
      .replace(new RegExp(`(?<![\\p{L}])(?:${PRESENT})(?![\\p{L}])`, 'giu'), ' '),
  );

export interface Job extends Span {
  /** The job's title line (and the line above it, when that names the job), then the lines that describe it. */
  lines: string[];
}

/**
 * The jobs a resume dates, studies and volunteering aside (neither their sections nor a line naming a degree
 * counts): each
 * with its span and its lines. A dated bullet ("- Tutor of a class (2022 – 2024)") belongs to the job above it.
 */
export function jobsOf(source: Source): Job[] {
  return source.fact('jobs', () => {
    const jobs: Job[] = [];
    let current: Job | null = null;
    let education = false;
    const lines = source.lines;
    lines.forEach((line, i) => {
      if (EDUCATION_HEADING.test(line)) {
        education = true;
        current = null;
        return;
      }
      if (HEADING.test(line)) {
        education = false;
        current = null;
        return;
      }
      if (!line.trim()) {
        current = null;
        return;
      }
      if (education || findDegrees(line).length) return;
      const spans = datedSpans(line, source.now);
      if (spans.length && !(BULLET.test(line) && current)) {
        const above = lines[i - 1] ?? '';
        const named =
          !datesOnly(line) && above.trim() && !BULLET.test(above) && !HEADING.test(above) && !isDated(above);
        current = {
          start: Math.min(...spans.map((s) => s.start)),
          end: Math.max(...spans.map((s) => s.end)),
          lines: named ? [above, line] : [line],
        };
        jobs.push(current);
        return;
      }
      const job = current;
      if (!job) return;
      for (const s of spans) Object.assign(job, { start: Math.min(job.start, s.start), end: Math.max(job.end, s.end) });
      // A line without a bullet right above a dated line names the next job, not this one (unless that line holds
      // only dates: then this one names the job above it).
      const next = lines[i + 1] ?? '';
      if (!BULLET.test(line) && isDated(next) && !BULLET.test(next) && !datesOnly(next)) return;
      job.lines.push(line);
    });
    return jobs;
  });
}

/**
 * The lines a resume opens with under the name, before its first job or its education: its headline and profile,
 * contacts and headings aside.
 */
export function headlineOf(source: Source): string {
  return source.fact('headline', () => {
    const out: string[] = [];
    for (const line of source.lines.slice(1)) {
      if (isDated(line) || EDUCATION_HEADING.test(line)) break;
      if (HEADING.test(line) || /@|https?:|www\.|\d{5,}|\d{3}[\s.-]\d{3}/u.test(line)) continue;
      out.push(line);
    }
    return out.join('\n');
  });
}

/** The lines that name a job: its title line, and the line above when that names it (below, under a line of dates). */
export const titleLines = (job: Job) =>
  job.lines.slice(0, job.lines.length > 1 && (!isDated(job.lines[0]!) || datesOnly(job.lines[0]!)) ? 2 : 1);

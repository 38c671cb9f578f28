/**
 * What the match score reads from a resume: its years of experience (the dated jobs, overlapping stretches counted
 * once; else what it states, "5 years of experience") and the titles it held.
 */
import { yearsAsks } from './ad-reading.js';

const MONTHS: [RegExp, number][] = [
  [/^(jan|ene|gen|janv|jän)/i, 0],
  [/^(feb|fév|fev|febr)/i, 1],
  [/^(mar|mär|mär)/i, 2],
  [/^(apr|abr|avr)/i, 3],
  [/^(may|mai|mag|mayo|maio)/i, 4],
  [/^(jun|juin|giu)/i, 5],
  [/^(jul|juil|lug)/i, 6],
  [/^(aug|ago|aoû|aou)/i, 7],
  [/^(sep|set)/i, 8],
  [/^(oct|okt|out|ott)/i, 9],
  [/^(nov)/i, 10],
  [/^(dec|dic|déc|dez)/i, 11],
];
// Month names and abbreviations in the languages the reader knows (the prefixes of MONTHS).
const MONTH_WORD = String.raw`(?:jan|ene|gen|jän|feb|fév|fev|mar|mär|apr|abr|avr|may|mai|mag|jun|juin|giu|jul|juil|lug|aug|ago|aoû|aou|sep|set|oct|okt|out|ott|nov|dec|dic|déc|dez)[a-zà-ÿ]{0,7}\.?`;
const POINT = String.raw`(?:(${MONTH_WORD})\s+|(\d{1,2})\s*[/.-]\s*)?((?:19|20)\d{2})`;
const NOW = String.raw`present|current|currently|now|today|till date|to date|date|ongoing|actual|actualidad|actualmente|presente|aujourd['’]hui|présent|heute|jetzt|oggi|atual|atualmente|hoje`;
const RANGE = new RegExp(
  String.raw`${POINT}\s*(?:-|–|—|to|until|till|bis|à|a|al|hasta|au|até)\s*(?:${POINT}|(${NOW}))`,
  'gi',
);

// "Since March 2021", "desde 2019", "seit 01/2020": a stretch that runs until now.
const SINCE = new RegExp(
  String.raw`\b(?:since|desde|depuis|seit|dal|da)\s+${POINT}(?!\s*(?:-|–|—|to|until|bis|à|a|al|hasta|até)\s*\d)`,
  'gi',
);

// Lines about studies: their dates are not work experience.
const STUDY =
  /\b(education|university|universit[yéäà]|universidad|universidade|college|school|école|schule|scuola|escola|escuela|institute|b\.?\s?sc|m\.?\s?sc|b\.?\s?tech|m\.?\s?tech|b\.?\s?com|m\.?\s?com|b\.?\s?e\b|bachelor|master'?s|mba|ph\.?d|diploma|degree|licenciatura|licence|grado|laurea|abitur|studies|studied|student|coursework)\b/i;
const STUDY_HEADING =
  /^\s*(education|academic|studies|formación|formation|ausbildung|istruzione|formação|educación|estudios|études)\b/i;
const WORK_HEADING =
  /^\s*(experience|work|employment|professional|career|experiencia|expérience|berufserfahrung|erfahrung|esperienz|experiência|projects|skills|certifications?)\b/i;

function monthOf(word: string | undefined, num: string | undefined): number | null {
  if (num) return Math.min(11, Math.max(0, Number(num) - 1));
  if (!word) return null;
  return MONTHS.find(([re]) => re.test(word))?.[1] ?? null;
}

export interface Stretch {
  /** Months since year 0, start inclusive, end exclusive. */
  from: number;
  to: number;
  /** The line the dates were on, and the one before it: where a job's title sits. */
  line: string;
  before: string;
}

/** The dated stretches of work in a resume (not those under an education heading or on a line about studies). */
export function workStretches(resume: string, now: Date): Stretch[] {
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const stretches: Stretch[] = [];
  let studying = false;
  const lines = resume.split('\n');
  lines.forEach((line, i) => {
    if (STUDY_HEADING.test(line) && line.trim().length < 40) studying = true;
    else if (WORK_HEADING.test(line) && line.trim().length < 40) studying = false;
    if (studying || STUDY.test(line)) return;
    for (const m of line.matchAll(RANGE)) {
      const fromYear = Number(m[3]);
      // A year alone runs from its middle: "2018 – 2021" reads as three years, not four.
      const from = fromYear * 12 + (monthOf(m[1], m[2]) ?? 6);
      const to = m[7]
        ? nowMonth
        : Number(m[6]) * 12 + (monthOf(m[4], m[5]) ?? 6) + (monthOf(m[4], m[5]) === null ? 0 : 1);
      if (to <= from || to > nowMonth + 1) continue;
      stretches.push({ from, to, line, before: lines[i - 1] ?? '' });
    }
    for (const m of line.matchAll(SINCE)) {
      const from = Number(m[3]) * 12 + (monthOf(m[1], m[2]) ?? 6);
      if (from < nowMonth) stretches.push({ from, to: nowMonth, line, before: lines[i - 1] ?? '' });
    }
  });
  return stretches;
}

/** Months covered by the stretches, overlaps counted once. */
function coveredMonths(stretches: Stretch[]): number {
  const sorted = [...stretches].sort((a, b) => a.from - b.from);
  let total = 0;
  let end = -Infinity;
  for (const s of sorted) {
    const start = Math.max(s.from, end);
    if (s.to > start) total += s.to - start;
    end = Math.max(end, s.to);
  }
  return total;
}

export interface ResumeFacts {
  /** Years of work, null when the resume neither dates its jobs nor states its years. */
  years: number | null;
  /** The lines that carry the resume's titles: its headline and the lines around its dated jobs. */
  titleLines: string[];
  /** The latest job's lines (the first dated one: resumes list the newest first), else the headline. */
  latestTitle: string;
}

export function readResume(resume: string, now: Date): ResumeFacts {
  const stretches = workStretches(resume, now);
  const dated = stretches.length ? coveredMonths(stretches) / 12 : null;
  // A stated figure ("8+ years of experience") counts when the dates show less: older jobs are often left out.
  const stated = yearsAsks(
    resume
      .split('\n')
      .filter((l) => !STUDY.test(l))
      .join('\n'),
  )
    .map((a) => a.min)
    .reduce<number | null>((max, n) => (max === null || n > max ? n : max), null);
  const years = dated === null ? stated : stated === null ? dated : Math.max(dated, stated);
  const headline = resume
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 3);
  const titleLines = [...headline, ...stretches.flatMap((s) => [s.line, s.before])];
  const latest = stretches[0];
  const latestTitle = latest ? `${latest.before} ${latest.line}` : headline.join(' ');
  return { years, titleLines, latestTitle };
}

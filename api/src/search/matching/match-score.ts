import type { MatchReason, MatchScore } from '@app/types';
import { extractSkills } from '../../skills/skills.js';
import { adLevel, adLines, adYears, LEVEL_NAMES, type AdLine, type YearsAsk } from './ad-reading.js';
import { readResume } from './resume-reading.js';
import { contentWords, stem } from './words.js';

/** The job fields the score reads (a stored job or a pair of the evaluation set). */
export interface MatchJob {
  title: string;
  description: string | null;
  location?: string | null;
  workType?: string | null;
  experienceLevel?: string | null;
  employmentType?: string | null;
}

/** What the user searched: the place and work type they asked for (the site's 1/2/3 or a word). */
export interface MatchSearch {
  location?: string | null;
  workType?: number | string | null;
}

// How much each part weighs in the fit before seniority: what the job needs, what it is, where and how.
const WEIGHTS = { skills: 0.5, title: 0.35, place: 0.15 };
// Words of a title that say its level, not its kind of work.
const LEVEL_WORDS =
  /^(senior|sr|junior|jr|lead|principal|staff|head|chief|intern|internship|trainee|graduate|entry|associate|assistant|apprentice|ii|iii|iv|mid|level|experienced|fresher|m\/f\/d|m\/w\/d|f\/m\/d|h\/f|f\/h)$/i;

const pct = (n: number) => Math.round(n);
const yearsText = (y: number) => (y < 1 ? 'under 1' : `${Math.floor(y)}`);
const yearsWords = (y: number) => (y < 1 ? 'under a year' : y < 2 ? '1 year' : `${Math.floor(y)} years`);
const askText = (a: YearsAsk) => (a.max !== null ? `${a.min}–${a.max}` : `${a.min}+`);

function listOf(items: string[]): string {
  return items.length > 2 ? `${items.slice(0, 2).join(', ')}…` : items.join(', ');
}

/** The years of experience a resume's level stands for (0 intern … 5 principal), as LEVEL_NAMES counts. */
function levelOfYears(years: number): number {
  if (years < 2) return 1;
  if (years < 5) return 2;
  if (years < 8) return 3;
  if (years < 12) return 4;
  return 5;
}

interface Part {
  fit: number;
  reasons: { kind: MatchReason['kind']; share: number; fit: number; text: string }[];
}

/**
 * Skills: the recognised skills the ad names, must-haves (title and requirement lines) weighing twice the others,
 * joined by the share of the requirement lines' own words the resume uses (so a nurse's or an accountant's ad, whose
 * skills the vocabulary does not know, is still read). Null when the ad names nothing to compare.
 */
function skillsPart(
  resume: string,
  job: MatchJob,
  lines: AdLine[],
): (Part & { matched: string[]; missing: string[] }) | null {
  const has = new Set(extractSkills(resume));
  const must = extractSkills([job.title, ...lines.filter((l) => l.need === 'must').map((l) => l.text)].join('\n'));
  const restLines = lines.filter((l) => l.need !== 'must');
  const rest = extractSkills(restLines.map((l) => l.text).join('\n')).filter((s) => !must.includes(s));
  const nice = extractSkills(
    lines
      .filter((l) => l.need === 'nice')
      .map((l) => l.text)
      .join('\n'),
  );
  const restAreNice = rest.every((s) => nice.includes(s));
  const mustHit = must.filter((s) => has.has(s));
  const restHit = rest.filter((s) => has.has(s));
  const matched = [...mustHit, ...restHit];
  const missing = [...must, ...rest].filter((s) => !has.has(s));

  const resumeStems = new Set(contentWords(resume).map(stem));
  const termLines = lines.filter((l) => l.need === 'must');
  const terms = [
    ...new Set(contentWords((termLines.length ? termLines : lines).map((l) => l.text).join('\n')).map(stem)),
  ];
  const termHit = terms.filter((t) => resumeStems.has(t));

  const knownWeight = must.length * 2 + rest.length;
  const knownFit = knownWeight ? (mustHit.length * 2 + restHit.length) / knownWeight : null;
  // No resume repeats an ad word for word: using three in five of its words is already a full match.
  const termFit = terms.length >= 2 ? Math.min(1, termHit.length / terms.length / 0.6) : null;
  if (knownFit === null && termFit === null) return null;
  // The more skills the vocabulary recognises, the more they say; the words fill in for the rest.
  const known = must.length + rest.length;
  const alpha = knownFit === null ? 0 : termFit === null ? 1 : Math.min(1, known / 5) * 0.7;
  const fit = alpha * (knownFit ?? 0) + (1 - alpha) * (termFit ?? 0);

  const reasons: Part['reasons'] = [];
  const mustShare = knownWeight ? (alpha * must.length * 2) / knownWeight : 0;
  const restShare = knownWeight ? (alpha * rest.length) / knownWeight : 0;
  if (must.length) {
    const gone = must.filter((s) => !has.has(s));
    reasons.push({
      kind: 'skills',
      share: mustShare,
      fit: mustHit.length / must.length,
      text: `${mustHit.length} of ${must.length} must-have ${must.length === 1 ? 'skill' : 'skills'}${gone.length ? ` (missing ${listOf(gone)})` : ''}`,
    });
  }
  if (rest.length) {
    reasons.push({
      kind: 'otherSkills',
      share: restShare,
      fit: restHit.length / rest.length,
      text: `${restHit.length} of ${rest.length} ${restAreNice ? 'nice-to-have' : 'other'} ${rest.length === 1 ? 'skill' : 'skills'}${restAreNice ? '' : ' it names'}`,
    });
  }
  if (termFit !== null) {
    reasons.push({
      kind: 'skills',
      share: 1 - alpha,
      fit: termFit,
      text: `Your resume uses ${termHit.length} of ${terms.length} key words of its requirements`,
    });
  }
  return { fit, reasons, matched, missing };
}

/** Title: the ad's title words (not its level words) against the resume's titles, and less against its text. */
function titlePart(job: MatchJob, titleLines: string[], resume: string): Part | null {
  const kind = contentWords(job.title).filter((w) => !LEVEL_WORDS.test(w));
  const wanted = [...new Set(kind.map(stem))];
  if (!wanted.length) return null;
  // The title without its level words, as the ad spells it: what the sentence can truly say matches.
  const role = job.title
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w) && !LEVEL_WORDS.test(w.replace(/[^\p{L}/]/gu, '')))
    .join(' ');
  const inTitles = new Set(contentWords(titleLines.join('\n')).map(stem));
  const inText = new Set(contentWords(resume).map(stem));
  const fit = wanted.reduce((sum, w) => sum + (inTitles.has(w) ? 1 : inText.has(w) ? 0.5 : 0), 0) / wanted.length;
  // The sentence says only what holds: every word in the titles, some of them, only in the text, or none.
  const titled = wanted.filter((w) => inTitles.has(w)).length;
  const text =
    titled === wanted.length
      ? `Your past titles match "${role}"`
      : titled > 0
        ? `"${role}" partly matches your past titles`
        : fit > 0
          ? `Your resume mentions "${role}" but not in a title`
          : `"${role}" is unlike your past titles`;
  return { fit, reasons: [{ kind: 'title', share: 1, fit, text }] };
}

type Mode = 'onsite' | 'remote' | 'hybrid';
const MODE_NAMES: Record<Mode, string> = { onsite: 'On-site', remote: 'Remote', hybrid: 'Hybrid' };
function modeOf(value: string | number | null | undefined): Mode | null {
  const v = String(value ?? '').toLowerCase();
  if (v === '2' || /remote|remoto|télétravail|fernarbeit/.test(v)) return 'remote';
  if (v === '3' || /hybrid|híbrido|hybride|ibrido/.test(v)) return 'hybrid';
  if (v === '1' || /on[- ]?site|office|presencial|sur site|vor ort|in sede/.test(v)) return 'onsite';
  return null;
}
// How well a job's work type suits the one searched: [searched][job].
const MODE_FIT: Record<Mode, Record<Mode, number>> = {
  remote: { remote: 1, hybrid: 0.5, onsite: 0 },
  hybrid: { hybrid: 1, remote: 0.8, onsite: 0.6 },
  onsite: { onsite: 1, hybrid: 0.8, remote: 0.7 },
};
const CITY_NAMES: Record<string, string> = {
  bengaluru: 'bangalore',
  bombay: 'mumbai',
  gurugram: 'gurgaon',
  madras: 'chennai',
  calcutta: 'kolkata',
  'new delhi': 'delhi',
};
function placeWords(text: string): Set<string> {
  let t = text.toLowerCase();
  for (const [alias, name] of Object.entries(CITY_NAMES)) t = t.replaceAll(alias, name);
  return new Set(t.split(/[^\p{L}]+/u).filter((w) => w.length > 2 && w !== 'area'));
}

/** Work type and location against the search. Null when neither can be compared. */
function placePart(job: MatchJob, search: MatchSearch | undefined): Part | null {
  const reasons: Part['reasons'] = [];
  const wanted = modeOf(search?.workType);
  const mode = modeOf(job.workType);
  if (wanted && mode) {
    const fit = MODE_FIT[wanted][mode];
    const text =
      wanted === mode
        ? `${MODE_NAMES[mode]}, as you searched`
        : `${MODE_NAMES[mode]}; you searched ${MODE_NAMES[wanted].toLowerCase()}`;
    reasons.push({ kind: 'workType', share: 0, fit, text });
  }
  const where = search?.location?.trim();
  if (where && job.location && mode !== 'remote') {
    const asked = placeWords(where);
    const fit = [...placeWords(job.location)].some((w) => asked.has(w)) ? 1 : 0;
    const text = fit ? `In ${job.location}, as you searched` : `In ${job.location}, not ${where}`;
    reasons.push({ kind: 'location', share: 0, fit, text });
  }
  if (!reasons.length) return null;
  for (const r of reasons) r.share = 1 / reasons.length;
  return { fit: reasons.reduce((s, r) => s + r.fit * r.share, 0), reasons };
}

interface Seniority {
  factor: number;
  reasons: { kind: MatchReason['kind']; factor: number; text: string }[];
}

/**
 * Seniority: the years the ad asks against the resume's, and the ad's level against the resume's (read from its
 * years, moved by one step at most by its latest title). A shortfall or an ad far below the resume lowers the whole
 * score; the strongest of the two counts, both are told.
 */
function seniority(job: MatchJob, lines: AdLine[], years: number | null, latestTitle: string): Seniority {
  const reasons: Seniority['reasons'] = [];
  const ask = adYears(lines);
  if (ask && years !== null) {
    const short = ask.min - years;
    const factor =
      short >= 1
        ? Math.max(0.2, 1 - 0.13 * short)
        : short > 0
          ? 0.95
          : ask.max !== null && years > ask.max + 3
            ? 0.85
            : 1;
    reasons.push({ kind: 'years', factor, text: `Asks ${askText(ask)} years, you have ${yearsText(years)}` });
  }
  const ad = adLevel(job);
  if (ad && years !== null) {
    const byYears = levelOfYears(years);
    // The latest title's level ("Senior …") moves the one of the years by a step at most, either way.
    const byTitle = adLevel({ title: latestTitle })?.level;
    const mine = byTitle === undefined ? byYears : Math.min(byYears + 1, Math.max(byYears - 1, byTitle));
    const gap = ad.level - mine;
    const factor =
      gap > 0
        ? Math.max(0.3, 1 - 0.15 * gap)
        : ad.level === 0
          ? years >= 1
            ? 0.3
            : 1 // an internship is what someone without a year of work looks for
          : gap < 0
            ? Math.max(0.4, 1 + 0.15 * gap)
            : 1;
    const label = ad.from === 'employment' ? 'Internship' : `${LEVEL_NAMES[ad.level]} role`;
    reasons.push({ kind: 'level', factor, text: `${label}, you have ${yearsWords(years)}` });
  }
  return { factor: Math.min(1, ...reasons.map((r) => r.factor)), reasons };
}

/**
 * How well a resume fits a job, 0–100, with its reasons strongest first: skills (must-haves weigh more), title and
 * place make the fit, and seniority (years asked, level) scales it down when the job is far above or below the
 * resume. Returns null without a resume: no score is better than an invented one. `now` dates "Present" jobs.
 */
export function scoreMatch(
  resumeText: string | null,
  job: MatchJob,
  search?: MatchSearch,
  now: Date = new Date(),
): MatchScore | null {
  if (!resumeText?.trim()) return null;
  const lines = adLines(job.description);
  const resume = readResume(resumeText, now);

  const skills = skillsPart(resumeText, job, lines);
  const title = titlePart(job, resume.titleLines, resumeText);
  const place = placePart(job, search);
  // An ad too short to name its needs is judged on its title there too, not left to the place alone.
  const needs = skills ?? (title ? { fit: title.fit, reasons: [] } : null);
  const parts = [
    { part: needs, weight: WEIGHTS.skills },
    { part: title, weight: WEIGHTS.title },
    { part: place, weight: WEIGHTS.place },
  ].filter((p): p is { part: Part; weight: number } => p.part !== null);
  const total = parts.reduce((s, p) => s + p.weight, 0);
  const fit = total ? parts.reduce((s, p) => s + p.part.fit * p.weight, 0) / total : 0;
  const senior = seniority(job, lines, resume.years, resume.latestTitle);
  const score = Math.max(0, Math.min(100, pct(100 * fit * senior.factor)));

  // A part's reason weighs the points it earned (when it fits) or lost (when it does not), after seniority.
  const reasons: MatchReason[] = parts.flatMap(({ part, weight }) =>
    part.reasons.map((r) => {
      const points = (100 * senior.factor * weight * r.share) / total;
      const plus = r.fit >= 0.6;
      return {
        kind: r.kind,
        polarity: plus ? 'plus' : 'minus',
        weight: pct(points * (plus ? r.fit : 1 - r.fit)),
        text: r.text,
      };
    }),
  );
  for (const r of senior.reasons) {
    const lost = 100 * fit * (1 - r.factor);
    // A met ask is worth telling but moved nothing: it ranks by a small fixed weight.
    reasons.push({
      kind: r.kind,
      polarity: r.factor < 1 ? 'minus' : 'plus',
      weight: r.factor < 1 ? pct(lost) : 5,
      text: r.text,
    });
  }
  reasons.sort((a, b) => b.weight - a.weight);
  return { score, matchedSkills: skills?.matched ?? [], missingSkills: skills?.missing ?? [], reasons };
}

import { findSkillMentions, skillsInOrder } from './skill-mentions.js';

export interface RecentRole {
  title: string;
  employer: string | null;
  /** The dates run to "present". */
  current: boolean;
}

const MONTH =
  '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|ene|abr|ago|dic|janv|févr|avr|mai|juin|juil|août|déc|mär|okt|dez)[\\p{L}]*\\.?';
const PRESENT =
  "present|current|now|today|date|actualidad|actual|presente|hoy|aujourd['’]hui|heute|jetzt|atual|oggi|heden|nu";
const POINT = `(?:(?:${MONTH}\\s+|\\d{1,2}[/.])?((?:19|20)\\d{2}))`;
const RANGE = new RegExp(
  `${POINT}\\s*(?:-|–|—|to|until|bis|à|a|hasta|até|al)\\s*(?:${POINT}|(${PRESENT}))(?![\\p{L}\\d])`,
  'iu',
);

const ROLE_WORDS = new RegExp(
  '(?<![\\p{L}])(?:' +
    [
      'engineer',
      'developer',
      'programmer',
      'manager',
      'designer',
      'analyst',
      'scientist',
      'consultant',
      'lead',
      'intern',
      'architect',
      'specialist',
      'director',
      'administrator',
      'officer',
      'coordinator',
      'head',
      'vp',
      'president',
      'founder',
      'cto',
      'ceo',
      'associate',
      'assistant',
      'executive',
      'representative',
      'technician',
      'tester',
      'researcher',
      'owner',
      'accountant',
      'recruiter',
      'marketer',
      'writer',
      'editor',
      'teacher',
      'strategist',
      'desarrollador\\p{L}*',
      'ingenier\\p{L}*',
      'jef[ea]',
      'gerente',
      'analista',
      'diseñador\\p{L}*',
      'développeu\\p{L}*',
      'ingénieur\\p{L}*',
      'chef',
      'responsable',
      '\\p{L}*entwickler\\p{L}*',
      '\\p{L}*ingenieur\\p{L}*',
      '\\p{L}*leiter\\p{L}*',
      '\\p{L}*berater\\p{L}*',
      'desenvolvedor\\p{L}*',
      'sviluppatore',
    ].join('|') +
    ')(?![\\p{L}])',
  'iu',
);

/** Separators between a title, an employer and a place on one resume line. */
const SEPARATORS = /\s+(?:at|@|en|chez|bei|presso)\s+|\s*[,|·•]\s*|\s+[—–-]\s+/iu;

function parts(line: string): string[] {
  return line
    .split(SEPARATORS)
    .map((p) => p.replace(/^[\s([:]+|[\s()[\]:;.]+$/g, '').trim())
    .filter((p) => p.length > 1 && /\p{L}/u.test(p));
}

function yearOf(value: string | undefined, present: string | undefined): number {
  return present ? Infinity : Number(value);
}

/**
 * The most recent job on a resume: the dated line whose dates end last (a "present" beats any year), read as
 * "Title at Employer", "Title, Employer", "Employer — Title" or a title line above a dated employer line. Null
 * when no dated line names a role, so nothing is guessed.
 */
export function mostRecentRole(resume: string): RecentRole | null {
  const lines = resume.split('\n').map((l) => l.trim());
  const dated = lines
    .map((line, i) => ({ line, i, m: RANGE.exec(line) }))
    .filter((d): d is { line: string; i: number; m: RegExpExecArray } => d.m !== null)
    .map((d) => ({ ...d, start: Number(d.m[1]), end: yearOf(d.m[2], d.m[3]) }))
    .sort((a, b) => b.end - a.end || b.start - a.start);

  for (const d of dated) {
    const rest = d.line.replace(d.m[0], ' ');
    let here = parts(rest);
    // "Senior Engineer" on the line above "Globex, 2019 – present" (or the other way round).
    if (here.length < 2) {
      const above = [...lines.slice(0, d.i)].reverse().find(Boolean);
      if (above && !RANGE.test(above)) here = [...parts(above), ...here];
    }
    const titleAt = here.findIndex((p) => ROLE_WORDS.test(p));
    if (titleAt < 0) continue;
    // A part cut inside a bracket ("Flight Dispatcher (shift lead since 01/2024") loses the open bracket's words.
    here = here.map((p) => p.replace(/\s*\([^)]*$/u, '').trim());
    const title = here[titleAt]!;
    if (!title) continue;
    const atSplit = /\s+(?:at|@|en|chez|bei|presso)\s+/iu.test(rest);
    // With "at" the employer follows the title; otherwise it is the neighbouring part without a role word.
    const candidates = atSplit
      ? [here[titleAt + 1]]
      : [here[titleAt + 1], here[titleAt - 1]].filter((p) => p && !ROLE_WORDS.test(p));
    const employer = candidates.find((p): p is string => !!p && p.length <= 80) ?? null;
    return { title, employer, current: d.end === Infinity };
  }
  return null;
}

/**
 * A skill as the resume writes it ("PostgreSQL" where the ad asks for SQL): an email names what the resume says, so
 * the grounding check finds it there.
 */
export function skillAsWritten(resume: string, skill: string): string {
  return findSkillMentions(resume).find((m) => m.skill === skill)?.text ?? skill;
}

/**
 * Skills both the job and the resume name, in the order the job mentions them (its first-named skills matter
 * most to it). Both sides are read strictly: "Go" counts only written as the technology.
 */
export function sharedSkills(resume: string, jobText: string, max = 3): string[] {
  const have = new Set(findSkillMentions(resume).map((m) => m.skill));
  return skillsInOrder(jobText)
    .filter((s) => have.has(s))
    .slice(0, max);
}

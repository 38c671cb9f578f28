import { findSkillMentions } from './skill-mentions.js';

/** One resume line that reports a result, as quoted in an email, and how well it answers the ad. */
export interface Achievement {
  /** The line's first sentence, verbatim (bullet mark and trailing full stop removed). */
  text: string;
  /** Skills both the line and the ad name. */
  skills: string[];
  /** Overlap with the ad: shared skills count most, then the ad's own words (its stated goals). */
  score: number;
}

/** A bullet mark at the start of a resume line. */
const BULLET = /^\s*(?:[-*•·▪◦–—]|\d{1,2}[.)])\s+/u;
/** A line with dates ("2019 – present") is a job's heading, not a result. */
const DATE_RANGE = /(?:19|20)\d{2}\s*(?:-|–|—|to|bis|à|a|al|hasta)\s*(?:\p{L}+\.?\s+)?(?:(?:19|20)\d{2}|\p{L}+)/iu;
/** A figure that measures something: any number but a year standing alone. */
const FIGURE = /\d+(?:[.,]\d+)?\s*(?:%|x\b|k\b|m\b|€|\$|£)|[$€£]\s*\d|\b(?!(?:19|20)\d{2}\b)\d+(?:[.,]\d+)?\b/iu;

/**
 * Verbs and nouns of outcome, per language (en/es/fr/de), by the start of the word: "reduc" reads reduced,
 * reducing, reducción, réduction. Folded (lower case, no accents).
 */
const OUTCOME_STEMS = [
  // en
  'increas',
  'reduc',
  'cut',
  'grew',
  'grow',
  'improv',
  'saved',
  'saving',
  'launch',
  'built',
  'deliver',
  'led',
  'shipp',
  'automat',
  'won',
  'raised',
  'doubl',
  'halv',
  'achiev',
  'boost',
  'lower',
  'decreas',
  'accelerat',
  'streamlin',
  'creat',
  'design',
  'migrat',
  'moved',
  'introduc',
  'scal',
  'optimi',
  'mentor',
  'fell',
  'rose',
  // es
  'aument',
  'reduj',
  'mejor',
  'lanc',
  'lider',
  'automatic',
  'ahorr',
  'desarroll',
  'implement',
  'logr',
  'disen',
  'migr',
  'optimic',
  'cree',
  // fr
  'augment',
  'amelior',
  'pilot',
  'automatis',
  'concu',
  'develop',
  'mis en place',
  'mise en place',
  'divis',
  'gagn',
  'economi',
  // de
  'reduzier',
  'gesteiger',
  'steiger',
  'verbesser',
  'eingefuhr',
  'einfuhrung',
  'senkung',
  'gesenkt',
  'reduktion',
  'automatisier',
  'aufgebaut',
  'aufbau',
  'entwickl',
  'geleitet',
  'leitung',
  'optimier',
  'verdoppel',
  'beschleunig',
];

/** Words too common to tell what an ad is about, per language (folded). */
const STOPWORDS = new Set(
  [
    // en
    'with about after also and being been between both from have into more most other over some such than that',
    'their them then there these they this those through under using very what when where which while will',
    'within would your yours team teams work working role company experience years year including across',
    // es
    'como con para por desde entre sobre tambien pero porque cuando donde este esta estos estas sera nuestro',
    'nuestra nuestros equipo empresa puesto experiencia anos trabajo',
    // fr
    'avec pour dans sans sous entre aussi mais comme nous vous leur leurs cette sont seront notre votre equipe',
    'entreprise poste experience annees travail',
    // de
    'und oder mit fur auf aus bei dass eine einen einem einer sind wird werden unser unsere ihre ihren team',
    'unternehmen stelle erfahrung jahre arbeit sowie durch uber',
  ]
    .join(' ')
    .split(/\s+/),
);

const fold = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Goals said in other words: an ad that wants to "reduce" load times matches a resume line that "cut" them, in any
 * of the four languages (folded word starts).
 */
const GOALS: Readonly<Record<string, readonly string[]>> = {
  '#less': [
    'reduc',
    'cut',
    'lower',
    'decreas',
    'fell',
    'halv',
    'shrink',
    'reduj',
    'reduz',
    'senk',
    'gesenkt',
    'verringer',
    'minimi',
    'dismin',
  ],
  '#more': [
    'increas',
    'grew',
    'grow',
    'boost',
    'doubl',
    'raise',
    'rose',
    'aument',
    'augment',
    'steiger',
    'erhoh',
    'crec',
    'croiss',
    'wachs',
  ],
  '#better': ['improv', 'mejor', 'amelior', 'verbesser', 'optimi', 'optimier', 'enhanc'],
  '#faster': ['faster', 'speed', 'accelerat', 'quick', 'rapid', 'beschleunig', 'schnell', 'acceler'],
  '#automate': ['automat'],
};

/** The distinct word stems of a text (words of 4+ letters, stopwords left out, cut to 5 letters) and its goals. */
function stems(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of fold(text).match(/\p{L}{3,}/gu) ?? []) {
    for (const [goal, starts] of Object.entries(GOALS)) if (starts.some((g) => w.startsWith(g))) out.add(goal);
    if (w.length >= 4 && !STOPWORDS.has(w)) out.add(w.slice(0, 5));
  }
  return out;
}

const hasOutcome = (line: string) => {
  const words = fold(line).match(/\p{L}+(?: en place)?/gu) ?? [];
  // A short stem ("cut", "won") reads only short words ("cuts", "cutting"), not "wonderful".
  return words.some((w) => OUTCOME_STEMS.some((s) => w.startsWith(s) && (s.length >= 5 || w.length <= s.length + 4)));
};

/** The first sentence of a line, without its bullet and closing full stop ("Cut X by 38%. Also…" → "Cut X by 38%"). */
export function firstSentence(line: string): string {
  const text = line.replace(BULLET, '').trim();
  // A full stop ends a sentence only before a space and a capital (not in "2.5", "e.g. the", "Node.js").
  const end = /[.!?](?=\s+\p{Lu})/u.exec(text);
  return (end ? text.slice(0, end.index) : text).replace(/[.;:,\s]+$/, '').trim();
}

/**
 * The resume's achievement lines: bullets (or, in a resume without bullets, long sentences) that report a result:
 * a figure or a verb of outcome. Job headings (with dates), contact lines and short fragments are left out.
 */
export function resumeAchievements(resume: string): string[] {
  const lines = resume.split(/\r?\n/).filter((l) => l.trim());
  const bullets = lines.filter((l) => BULLET.test(l));
  // Without bullets, a line must read as a sentence with both a figure and an outcome ("I grew revenue by 20%"),
  // so a heading ("Senior Developer, Initech") or a contact line is never taken for a result.
  const pool = bullets.length ? bullets : lines;
  return pool
    .map(firstSentence)
    .filter(
      (s) =>
        s.split(/\s+/).length >= (bullets.length ? 4 : 6) &&
        s.length <= 240 &&
        !DATE_RANGE.test(s) &&
        !/@|https?:|www\.|\+?\d[\d ()-]{7,}\d/i.test(s) &&
        (bullets.length ? FIGURE.test(s) || hasOutcome(s) : FIGURE.test(s) && hasOutcome(s)),
    );
}

/** The text without its skill names, so a shared skill counts once, as a skill, and not again as a word. */
const withoutSkills = (text: string) =>
  findSkillMentions(text)
    .reverse()
    .reduce((t, m) => t.slice(0, m.index) + ' ' + t.slice(m.index + m.text.length), text);

/**
 * The resume's achievements that answer the ad, best first: each shared skill and each of the ad's own words or
 * goals (what it says it wants done: "reduce load times", "grow retention") counts 2, a figure 1. Lines that share
 * nothing with the ad are left out, so an email never opens with an unrelated result. Ties keep resume order
 * (the most recent job comes first on a resume).
 */
export function rankAchievements(resume: string, jobText: string): Achievement[] {
  const adSkills = new Set(findSkillMentions(jobText).map((m) => m.skill));
  const adStems = stems(withoutSkills(jobText));
  const seen = new Set<string>();
  return resumeAchievements(resume)
    .filter((text) => !seen.has(text) && seen.add(text))
    .map((text, order) => {
      const skills = [...new Set(findSkillMentions(text).map((m) => m.skill))].filter((s) => adSkills.has(s));
      const words = [...stems(withoutSkills(text))].filter((s) => adStems.has(s)).length;
      const overlap = (skills.length + words) * 2;
      return { text, skills, score: overlap ? overlap + (FIGURE.test(text) ? 1 : 0) : 0, order };
    })
    .filter((a) => a.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ text, skills, score }) => ({ text, skills, score }));
}

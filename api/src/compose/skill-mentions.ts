import { SKILLS } from '../skills/skills.js';

/** One skill named in a text, where, and how it was written. */
export interface SkillMention {
  skill: string;
  index: number;
  text: string;
}

/**
 * Aliases that are also ordinary words ("express my interest", "go beyond", "excel at", "the rest"): in prose they
 * count only when written the way the technology is.
 */
const CASED_ALIASES: Readonly<Record<string, string>> = {
  express: 'Express',
  'express.js': 'Express.js',
  go: 'Go',
  rest: 'REST',
  restful: 'RESTful',
  spring: 'Spring',
  swift: 'Swift',
  rust: 'Rust',
  sketch: 'Sketch',
  excel: 'Excel',
  node: 'Node',
  ts: 'TS',
  js: 'JS',
  ml: 'ML',
  dart: 'Dart',
  rails: 'Rails',
  ruby: 'Ruby',
  flask: 'Flask',
  spark: 'Spark',
};

/** Aliases too vague to read as a skill in prose. */
const VAGUE_ALIASES = new Set(['containers']);

/** Soft skills and broad words a cover letter uses freely; they are not facts to check against a resume. */
const SOFT_SKILLS = new Set(['Communication', 'Leadership', 'Security', 'Statistics', 'Agile', 'Product Management']);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const bounded = (body: string, flags: string) => new RegExp(`(?<![\\w+#.])(?:${body})(?![\\w+#])`, flags);

interface Matcher {
  skill: string;
  plain: RegExp | null;
  cased: RegExp | null;
}

const MATCHERS: Matcher[] = Object.entries(SKILLS)
  .filter(([skill]) => !SOFT_SKILLS.has(skill))
  .map(([skill, aliases]) => {
    const usable = aliases.filter((a) => !VAGUE_ALIASES.has(a));
    const plain = usable.filter((a) => !(a in CASED_ALIASES));
    const cased = usable.filter((a) => a in CASED_ALIASES).map((a) => CASED_ALIASES[a]!);
    return {
      skill,
      plain: plain.length ? bounded(plain.map(escape).join('|'), 'gi') : null,
      cased: cased.length ? bounded(cased.map(escape).join('|'), 'g') : null,
    };
  });

/**
 * Every mention of a known hard skill in prose, in text order. Unlike the search matcher (which reads resumes and
 * job ads, where "Go" and "Express" are always technologies), words that double as English words count only in
 * their technology spelling, and soft skills are left out.
 */
export function findSkillMentions(text: string): SkillMention[] {
  const found: SkillMention[] = [];
  for (const m of MATCHERS) {
    for (const re of [m.plain, m.cased]) {
      if (!re) continue;
      for (const hit of text.matchAll(re)) found.push({ skill: m.skill, index: hit.index, text: hit[0] });
    }
  }
  // Longer names win where two overlap ("React Native" over "React").
  found.sort((a, b) => a.index - b.index || b.text.length - a.text.length);
  const kept: SkillMention[] = [];
  let end = -1;
  for (const f of found) {
    if (f.index < end) continue;
    kept.push(f);
    end = f.index + f.text.length;
  }
  return kept;
}

/** The distinct skills a text mentions, in order of first mention. */
export function skillsInOrder(text: string): string[] {
  return [...new Set(findSkillMentions(text).map((m) => m.skill))];
}

import type { Source } from '../source.js';
import { wordRe } from '../text.js';
import type { Found } from '../types.js';
import { alternation, WORDS, type DegreeLevel } from '../words/index.js';
import { overlapsTaken, type Detector } from './detector.js';

const LEVELS: DegreeLevel[] = ['mba', 'doctorate', 'master', 'bachelor'];
/** Abbreviations such as "MBA" and "PhD" count only in capitals; words in any case. */
const isAbbreviation = (p: string) => /^(?:\(\?:)?[A-Z]/.test(p);

const DEGREES: { level: DegreeLevel; re: RegExp }[] = LEVELS.flatMap((level) => {
  const patterns = Object.values(WORDS).flatMap((w) => w.degrees[level]);
  const cased = patterns.filter(isAbbreviation);
  const plain = patterns.filter((p) => !isAbbreviation(p));
  return [
    ...(cased.length ? [{ level, re: wordRe(alternation(cased), 'gu') }] : []),
    ...(plain.length ? [{ level, re: wordRe(alternation(plain)) }] : []),
  ];
});
/** "Scrum Master", "master data", "Masterclass" are no degrees. */
const NOT_A_DEGREE_BEFORE = /\bscrum\s*$/i;
const NOT_A_DEGREE_AFTER = /^\s*(?:data|class|plan|scrum|key)\b/i;

/** The degrees a text names, with their level. */
export function findDegrees(text: string): Found[] {
  const out: Found[] = [];
  for (const { level, re } of DEGREES) {
    for (const m of text.matchAll(re)) {
      const end = m.index + m[0].length;
      if (out.some((o) => m.index < o.end && end > o.index)) continue;
      if (NOT_A_DEGREE_BEFORE.test(text.slice(0, m.index)) || NOT_A_DEGREE_AFTER.test(text.slice(end))) continue;
      // "PhD." at a sentence's end is "PhD"; "B.Sc." keeps its dots.
      const raw = m[0].trim();
      const text2 = /^[^.]+\.$/.test(raw) ? raw.slice(0, -1) : raw;
      out.push({ kind: 'degree', text: text2, index: m.index, end: m.index + text2.length, key: level });
    }
  }
  return out;
}

function levels(source: Source): Set<DegreeLevel> {
  return source.fact('degrees', () => new Set(findDegrees(source.text).map((f) => f.key as DegreeLevel)));
}

/** Degrees by level: the resume must show a degree of the level claimed (an MBA is a master's degree). */
export const degreesDetector: Detector = {
  find(sentence, { taken }) {
    return findDegrees(sentence.text).filter((f) => !overlapsTaken(taken, f.index, f.end));
  },
  backs(claim, source) {
    const have = levels(source);
    return have.has(claim.key as DegreeLevel) || (claim.key === 'master' && have.has('mba'));
  },
};

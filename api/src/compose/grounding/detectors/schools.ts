import { cleanName, NAME } from '../names.js';
import type { Source } from '../source.js';
import { normalise, wordRe } from '../text.js';
import type { Found } from '../types.js';
import { alternation, everyLanguage, PLACE_NAMES } from '../words/index.js';
import { overlapsTaken, type Detector } from './detector.js';

const SCHOOL_WORDS = everyLanguage('schoolWords');
/** School words in any case; initials ("TU", "MIT", "ENSAI") only in capitals. */
const SCHOOL_WORD = wordRe(alternation(SCHOOL_WORDS.filter((w) => /\p{Ll}/u.test(w))), 'iu');
const SCHOOL_INITIALS = wordRe(alternation(SCHOOL_WORDS.filter((w) => !/\p{Ll}/u.test(w))), 'u');
const NAME_RE = new RegExp(NAME, 'gu');
/** The parts of a name between its joining words ("of", "von der", "de la"), with where each starts. */
function chunks(name: string): { text: string; index: number }[] {
  const out: { text: string; index: number }[] = [];
  let cursor = 0;
  for (const m of name.matchAll(/(?:\s+(?:of|the|at|de|del|du|des|la|las|los|le|zu|von|der|den))+\s+/giu)) {
    out.push({ text: name.slice(cursor, m.index), index: cursor });
    cursor = m.index + m[0].length;
  }
  out.push({ text: name.slice(cursor), index: cursor });
  return out;
}

/** One word for "university" or "Munich" whatever the language, so "Universität zu Köln" is "University of Cologne". */
const SAME_WORD = new Map<string, string>([
  ...['universidad', 'universitat', 'universite', 'universitat', 'universiteit', 'universita', 'universidade'].map(
    (w) => [w, 'university'] as [string, string],
  ),
  ...['escuela', 'ecole', 'escola', 'scuola', 'schule'].map((w) => [w, 'school'] as [string, string]),
  ...['instituto', 'institut', 'istituto'].map((w) => [w, 'institute'] as [string, string]),
  ...['politecnica', 'polytechnique', 'politecnico'].map((w) => [w, 'polytechnic'] as [string, string]),
  ['tu', 'technical university'],
  ['technische', 'technical'],
  ['fh', 'fachhochschule'],
  ...PLACE_NAMES.flatMap((row) => row.map((name) => [normalise(name), normalise(row[0]!)] as [string, string])),
]);
const FUNCTION_WORDS = new Set([
  'of',
  'the',
  'at',
  'de',
  'del',
  'la',
  'las',
  'los',
  'el',
  'du',
  'des',
  'le',
  'zu',
  'der',
  'die',
  'von',
  'd',
  'l',
  'in',
]);

/** Words that say what kind of school, not which one. */
const GENERIC = new Set([...SAME_WORD.values(), ...SCHOOL_WORDS.map(normalise)].flatMap((w) => w.split(' ')));

/** A name's words as compared: the same word in every language, small words dropped. */
function comparable(text: string): string {
  return normalise(text)
    .split(' ')
    .map((w) => SAME_WORD.get(w) ?? w)
    .join(' ')
    .split(' ')
    .filter((w) => w && !FUNCTION_WORDS.has(w))
    .join(' ');
}

/** The school names of a text, each as its comparable words. */
function schoolNames(text: string): { name: string; index: number }[] {
  const out: { name: string; index: number }[] = [];
  for (const m of text.matchAll(NAME_RE)) {
    if (!SCHOOL_WORD.test(m[0]) && !SCHOOL_INITIALS.test(m[0])) continue;
    // "Volkswirtschaftslehre von der Universität zu Köln": a name joined on before the school's is not its own.
    const parts = chunks(m[0]);
    const first = parts.find((c) => SCHOOL_WORD.test(c.text) || SCHOOL_INITIALS.test(c.text)) ?? parts[0]!;
    out.push({ name: cleanName(m[0].slice(first.index)), index: m.index + first.index });
  }
  return out;
}

/**
 * One word in two languages, as names write them: the same start over most of the shorter ("Oceanographic" and
 * "Oceanografía", "Institute" and "Instituto"), or the same word.
 */
function cognate(a: string, b: string): boolean {
  if (a === b) return true;
  if (/\d/.test(a + b) || Math.min(a.length, b.length) < 6) return false;
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return common >= Math.max(6, Math.ceil(0.65 * Math.min(a.length, b.length)));
}

/**
 * A school's initials ("ESIT", "HdM") after studying somewhere: "suivi un cursus à l'ESIT", "studied at UCL",
 * "Studium an der HdM".
 */
const STUDIED_AT = new RegExp(
  `(?<![\\p{L}])(?:${alternation(everyLanguage('studyCues'))})\\s*(\\p{Lu}{2,6}|\\p{Lu}\\p{Ll}\\p{Lu})(?![\\p{L}\\d])`,
  'gu',
);

/** Schools: a name holding a word such as University, Hochschule, École (or a known school's initials). */
export const schoolsDetector: Detector = {
  find(sentence, { taken, lang }) {
    const out: Found[] = [];
    // German capitalises the noun after a school's name: "an der TU Braunschweig Verkehrsingenieurwesen studiert".
    const runsOn = lang === 'de' ? '|runs-on' : '';
    for (const m of sentence.text.matchAll(NAME_RE)) {
      if (!SCHOOL_WORD.test(m[0]) && !SCHOOL_INITIALS.test(m[0])) continue;
      // "Volkswirtschaftslehre von der Universität zu Köln": a name joined on before the school's is not its own.
      const parts = chunks(m[0]);
      const first = parts.find((c) => SCHOOL_WORD.test(c.text) || SCHOOL_INITIALS.test(c.text)) ?? parts[0]!;
      const name = cleanName(m[0].slice(first.index));
      const index = m.index + first.index;
      const end = index + name.length;
      if (overlapsTaken([...taken, ...out], index, end)) continue;
      out.push({ kind: 'school', text: name, index, end, key: `${comparable(name)}${runsOn}` });
    }
    for (const m of sentence.text.matchAll(STUDIED_AT)) {
      const index = m.index + m[0].length - m[1]!.length;
      const end = index + m[1]!.length;
      if (!overlapsTaken([...taken, ...out], index, end))
        out.push({ kind: 'school', text: m[1]!, index, end, key: comparable(m[1]!) });
    }
    return out;
  },
  backs(claim, source: Source) {
    const text = source.fact('schools.comparable', () => ` ${comparable(source.text)} `);
    const [key, runsOn] = claim.key.split('|') as [string, string | undefined];
    if (key.length > 0 && text.includes(` ${key} `)) return true;
    // A German name that ran on into the noun after it: the school's name is a start of two words or more.
    const words = key.split(' ');
    // A start must name more than the kind of school: "TU Dresden …" is not backed by "technical university".
    if (runsOn)
      for (let n = words.length - 1; n >= 2; n--) {
        const start = words.slice(0, n);
        if (!GENERIC.has(start.at(-1)!) && text.includes(` ${start.join(' ')} `)) return true;
      }
    // The same name translated, its words in another order: "Spanish Oceanographic Institute" is the resume's
    // "Instituto Español de Oceanografía" (every word of one has its cognate in the other, and no word is left over).
    const claimed = words;
    const names = source.fact('schools.names', () =>
      schoolNames(source.text).map((n) => comparable(n.name).split(' ')),
    );
    return names.some(
      (words) =>
        words.length === claimed.length &&
        claimed.every((w) => words.some((h) => cognate(w, h))) &&
        words.every((h) => claimed.some((w) => cognate(w, h))),
    );
  },
};

import { detectLanguage } from '../../language.js';
import type { Source } from '../source.js';
import { normalise, wordRe } from '../text.js';
import type { Found } from '../types.js';
import { alternation, everyLanguage, WORDS, type DegreeLevel } from '../words/index.js';
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
/** "Scrum Master", "master data", "Masterclass", "MS Office" are no degrees. */
const NOT_A_DEGREE_BEFORE = /\bscrum\s*$/i;
const NOT_A_DEGREE_AFTER =
  /^\s*(?:data|class|plan|scrum|key|office|excel|word|teams|project|access|dynamics|azure|sql|visio|powerpoint|outlook|sharepoint|exchange|windows)\b/i;

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

/** Between a degree and its field: "(Hons) in", "en", "de", "im Fach", "der" ("Diplom-Ingenieur der Elektrotechnik"). */
const FIELD_LINK =
  /^\s*(?:\((?:hons\.?|honours|honors)\)\s*)?(?:(?:in the field of|in|en|of|de|d['’]|im Fach|im Bereich|der|des)\s*(?<=\s|['’]))?/iu;
const SCHOOL = wordRe(alternation(everyLanguage('schoolWords')), 'iu');
/** Words that end a field: where or when it was earned, or the sentence going on. */
const FIELD_STOP = new Set(
  [
    ...'at from with which who where where while and then since in'.split(' '),
    ...'por para con que donde desde en luego después'.split(' '),
    ...'à au aux avec chez qui que où depuis dans puis ensuite'.split(' '),
    ...'an am bei von mit seit im die der das den dem dann danach'.split(' '),
    // The sentence going on with its subject: "… Master Affaires publiques et je travaille …".
    ...'i we my our je j nous mon ma yo mi nosotros ich wir mein meine'.split(' '),
  ].map(normalise),
);
/** "… en Marketing Digital y experiencia en …": the sentence goes on with what else the sender brings. */
const EXPERIENCE = new RegExp(`^(?:${alternation(everyLanguage('experienceWords'))})$`, 'iu');
const JOINERS = new Set(['and', 'y', 'e', 'et', 'und', 'de', 'of', 'du', 'des', 'del', 'für', 'fur', 'd', 'l', 'la']);
/** Words too broad to tell one field from another ("Science", "Management", "Estudios"). */
const BROAD = new Set(
  'science sciences arts studies study management engineering administration ciencias estudios gestion etudes wissenschaft wissenschaften'.split(
    ' ',
  ),
);

/** The field a degree names after it ("in Logistics Management", "Affaires publiques", "en Finanzas"), and its end. */
function fieldAfter(text: string, end: number, german: boolean): { words: string[]; end: number } {
  const link = FIELD_LINK.exec(text.slice(end))![0];
  const rest = text.slice(end + link.length);
  const tokens = [...rest.matchAll(/[^\s,.;:!?()]+/gu)];
  // Without a word between, the field must be written like a name: "Master Affaires publiques", "BSc Geography".
  if (!link.trim() && !/^\s\p{Lu}/u.test(text.slice(end, end + 2))) return { words: [], end };
  const kept: RegExpMatchArray[] = [];
  for (const t of tokens) {
    if (/[,.;:!?()]/u.test(rest.slice(kept.length ? kept.at(-1)!.index! + kept.at(-1)![0].length : 0, t.index))) break;
    const word = normalise(t[0]);
    if (kept.length >= 5 || SCHOOL.test(t[0]) || EXPERIENCE.test(t[0]) || (FIELD_STOP.has(word) && !JOINERS.has(word)))
      break;
    // German writes a field as capitalised nouns: a word in lower case goes on with the sentence.
    if (german && /^\p{Ll}/u.test(t[0]) && !JOINERS.has(word)) break;
    kept.push(t);
  }
  while (kept.length && JOINERS.has(normalise(kept.at(-1)![0]))) kept.pop();
  if (!kept.length) return { words: [], end };
  const last = kept.at(-1)!;
  return {
    words: kept.map((t) => normalise(t[0])).filter((w) => w.length >= 4 && !JOINERS.has(w) && !BROAD.has(w)),
    end: end + link.length + last.index! + last[0].length,
  };
}

/** A degree line's words, an MBA's field spelled out: "MBA" is a master's in business administration. */
const lineWords = (line: string) =>
  normalise(line.replace(/\bM\.?B\.?A\b\.?/gu, 'MBA Business Administration')).split(' ');

/** Whether a word of a degree's line shares a field word's stem: "Geografía" and "Geography" do not; "Finanzas" do. */
const stemOn = (word: string, line: string[]) => line.some((w) => w.slice(0, 5) === word.slice(0, 5));

/** Degrees by level: the resume must show a degree of the level claimed (an MBA is a master's degree). */
export const degreesDetector: Detector = {
  find(sentence, { taken, lang }) {
    const found = findDegrees(sentence.text)
      .filter((f) => !overlapsTaken(taken, f.index, f.end))
      .sort((a, b) => a.index - b.index)
      .map((f) => {
        const field = fieldAfter(sentence.text, f.end, lang === 'de');
        const end = field.words.length ? field.end : f.end;
        const text = sentence.text.slice(f.index, end);
        return { ...f, text, end, field: field.words.join(' ') };
      })
      .filter((f, i, all) => !all.slice(0, i).some((o) => f.index < o.end && f.end > o.index));
    // "a master's in Journalism, then a master's in European Studies": the second is a second degree of its level.
    const group = (level: string) => (level === 'mba' ? 'master' : level);
    return found.map(({ field, ...f }, i) => {
      const nth =
        1 +
        found.slice(0, i).filter((o) => group(o.key) === group(f.key) && field && o.field && o.field !== field).length;
      return { ...f, key: `${f.key}|${lang}|${field}|${nth}` };
    });
  },
  backs(claim, source) {
    const [level, lang, field, nth] = claim.key.split('|') as [DegreeLevel, string, string, string];
    const have = levels(source);
    const levelsBacking = level === 'master' ? ['master', 'mba'] : [level];
    if (!levelsBacking.some((l) => have.has(l as DegreeLevel))) return false;
    // A second degree of a level wants two lines that name one.
    const lines = source.lines.filter((line) => findDegrees(line).some((d) => levelsBacking.includes(d.key)));
    if (Number(nth) > 1 && lines.length < Number(nth)) return false;
    // The field is compared only when the resume is written in the email's language: it may name it in its own.
    if (!field || source.fact('language', () => detectLanguage(source.text)) !== lang) return true;
    return lines.some((line) => field.split(' ').some((w) => stemOn(w, lineWords(line))));
  },
};

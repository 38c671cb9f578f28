import { NUMBER, valueOf } from '../numbers.js';
import type { Source } from '../source.js';
import { wordRe } from '../text.js';
import type { Found } from '../types.js';
import { alternation, everyLanguage, everyLanguageRecord, WORDS } from '../words/index.js';
import { overlapsTaken, type Detector } from './detector.js';

/** Each name of a spoken language, in any of our languages, to its English name. */
const LANGUAGE_OF = new Map<string, string>(
  Object.values(WORDS).flatMap((w) =>
    Object.entries(w.languageNames).flatMap(([key, names]) =>
      names.map((n) => [n.toLowerCase(), key] as [string, string]),
    ),
  ),
);
/** Names as English and German write them (capitalised) and as Spanish and French do (lower case). */
const NAMES_RE = new RegExp(
  `(?<![\\p{L}\\d-])(?:${alternation([...LANGUAGE_OF.keys()].map((n) => `${n[0]!.toUpperCase()}${n.slice(1)}|${n}`))})(?![\\p{L}\\d-])`,
  'gu',
);
const LEVELS = everyLanguageRecord('levelWords');
const LEVEL_RE = wordRe(alternation(Object.keys(LEVELS)));
const HAS_LEVEL = wordRe(alternation(Object.keys(LEVELS)), 'iu');
const SPEAK = wordRe(alternation(everyLanguage('speakCues')), 'iu');
/** Where one language's words end in a list: "German (native), Turkish (native), English (C1)". */
const SEGMENT = /[,;·|•]|\s(?:sowie|as well as|así como|ainsi que|but|pero|mais|aber)\s/u;

const NAMES_ANY = new RegExp(NAMES_RE.source, 'giu');
/** Language names and level words, in any case, as parts of a larger pattern. */
const NAME_PART = NAMES_RE.source;
const LEVEL_PART = `(?<![\\p{L}\\d])(?:${alternation(Object.keys(LEVELS))})(?![\\p{L}\\d])`;
const ARTICLE_PART = "(?:(?:the|le|la|el|das)\\s+|l['’])?";
/** Names joined into a list: "English and French", "inglés, francés y alemán", "l'anglais et le français". */
const LIST_PART = `${NAME_PART}(?:\\s*(?:,|/|&|\\s(?:and|or|y|e|et|ou|und|oder|sowie))\\s*${ARTICLE_PART}${NAME_PART})+`;
/** One level for a whole list, before it ("bilingual in English and French") or after it ("inglés y francés con fluidez"). */
const LEVEL_LISTS = [
  new RegExp(`${LEVEL_PART}\\s+(?:(?:in|en|auf)\\s+)?${ARTICLE_PART}(${LIST_PART})`, 'giu'),
  new RegExp(
    `(${LIST_PART})\\s+(?:(?:at|on|a|à|au|auf|with|con|avec|mit|en)\\s+(?:an?\\s+|un\\s+|una\\s+|el\\s+|le\\s+|einem\\s+)?)?(?:(?:level|nivel|niveau)\\s+)?${LEVEL_PART}`,
    'giu',
  ),
];
/** A pair one translates: "French into Spanish", "EN>ES", "del inglés al español", "de l'anglais vers le français". */
const PAIR = new RegExp(
  `(?:(?:del|de l['’]|de|aus dem)\\s+)?(${NAME_PART})\\s*(?:\\s(?:into|to|al|a|vers l['’]|vers le|vers|ins|in)\\s+(?:el\\s+|le\\s+|das\\s+)?|[>→]\\s*)(${NAME_PART})`,
  'gu',
);
const TRANSLATES = /translat|tradu|übersetz|pair|par\b|paire|combinaci|combinais|sprachpaar/iu;
const MULTILINGUAL = everyLanguageRecord('multilingualWords');
const SAYS_MULTILINGUAL = wordRe(alternation(Object.keys(MULTILINGUAL)), 'iu');
/** "fluent in three languages", "hablo cuatro idiomas", "ich spreche drei Sprachen". */
const LANGUAGE_COUNT = wordRe(`(${NUMBER})\\s+(?:${alternation(everyLanguage('languagesWord'))})`);
/** "I'm bilingual", "soy trilingüe", "ich bin zweisprachig aufgewachsen": how many languages, said of the sender. */
const MULTILINGUAL_RE = new RegExp(
  `(?<![\\p{L}])(?:${alternation(everyLanguage('beingCues'))})\\s+(?:\\p{L}+\\s+)?(${alternation(Object.keys(MULTILINGUAL))})(?=\\s*(?:[.,;:!?)—–]|$)|\\s+(?:and|y|et|und|so|aufgewachsen|since|desde|depuis|seit)(?![\\p{L}]))`,
  'giu',
);

function levelOf(words: string): number {
  let best = 0;
  // A CEFR code is the precise level: it wins over words said beside it ("allemand (B1 – usage courant)").
  const cefr = [...words.matchAll(/(?<![\p{L}\d])[ABC][12](?![\p{L}\d])/gu)];
  for (const m of cefr.length ? cefr : words.matchAll(LEVEL_RE)) {
    const word = m[0].toLowerCase();
    const value = /^[abc][12]$/i.test(word)
      ? { a1: 1, a2: 2, b1: 3, b2: 4, c1: 5, c2: 6 }[word]!
      : (Object.entries(LEVELS).find(([k]) => new RegExp(`^(?:${k})$`, 'iu').test(word))?.[1] ?? 0);
    best = Math.max(best, value);
  }
  return best;
}

const SUFFICES = wordRe(alternation(everyLanguage('enoughWords')), 'iu');

/** "and", "y", "et", "und": a level does not reach across one to another language ("inglés con nivel C1 y francés B2"). */
const JOINED = /(?<![\p{L}])(?:and|or|y|e|o|et|ou|und|oder)(?![\p{L}])/iu;

/**
 * The language name a level word belongs to: the nearest, measured between the words' edges, never across "and" when
 * a name on this side of it is near.
 */
function nearestName(names: RegExpMatchArray[], level: RegExpMatchArray, text: string): number {
  const gap = (n: RegExpMatchArray) => {
    const [from, to] =
      n.index! + n[0].length <= level.index!
        ? [n.index! + n[0].length, level.index!]
        : [level.index! + level[0].length, n.index!];
    return to - from + (JOINED.test(text.slice(from, to)) ? 1000 : 0);
  };
  let best = 0;
  for (const [i, n] of names.entries()) if (gap(n) < gap(names[best]!)) best = i;
  return best;
}

/** The segments of a text with the languages each names and the level it gives them. */
function segments(text: string): { start: number; text: string }[] {
  const out: { start: number; text: string }[] = [];
  let start = 0;
  for (const m of text.matchAll(new RegExp(SEGMENT.source, 'gu'))) {
    out.push({ start, text: text.slice(start, m.index) });
    start = m.index + m[0].length;
  }
  out.push({ start, text: text.slice(start) });
  return out;
}

/**
 * The languages a resume lists, each with its level: the highest it states for the language; 7 (as good as native)
 * when it states none, only naming it ("served clients in English, German and Dutch").
 */
function spoken(source: Source): Map<string, number> {
  return source.fact('languages', () => {
    const stated = new Map<string, number>();
    const named = new Set<string>();
    for (const line of source.lines) {
      for (const seg of segments(line)) {
        const level = levelOf(seg.text);
        for (const m of seg.text.matchAll(NAMES_RE)) {
          const key = LANGUAGE_OF.get(m[0].toLowerCase())!;
          named.add(key);
          if (level) stated.set(key, Math.max(stated.get(key) ?? 0, level));
        }
      }
    }
    return new Map([...named].map((key) => [key, stated.get(key) ?? 7]));
  });
}

/** Languages a resume lists at a fluent level or above. */
const fluentCount = (source: Source) => [...spoken(source).values()].filter((level) => level >= 5).length;

/**
 * Languages the sender speaks, and how well: "fluent in Japanese", "hablo alemán con fluidez", "Englisch auf
 * C1-Niveau", "bilingual in English and Spanish" (the level goes to each language of the list), "I'm trilingual"
 * (that many languages). The resume must list the language at the level claimed or higher (fluent is C1; native is
 * above C2); for a count, that many languages at a fluent level or above.
 */
export const languagesDetector: Detector = {
  find(sentence, { taken }) {
    const text = sentence.text;
    const pairs = TRANSLATES.test(text);
    if (!SPEAK.test(text) && !HAS_LEVEL.test(text) && !SAYS_MULTILINGUAL.test(text) && !pairs) return [];
    const out: Found[] = [];
    // A pair one translates names two languages one works in, at any level: "French into Spanish is a second pair".
    if (pairs)
      for (const m of text.matchAll(PAIR)) {
        if (overlapsTaken([...taken, ...out], m.index, m.index + m[0].length)) continue;
        const second = m.index + m[0].lastIndexOf(m[2]!);
        for (const [name, at] of [
          [m[1]!, m.index + m[0].indexOf(m[1]!)],
          [m[2]!, second],
        ] as const) {
          const key = LANGUAGE_OF.get(name.toLowerCase());
          if (key) out.push({ kind: 'language', text: name, index: at, end: at + name.length, key, value: 0 });
        }
      }
    // A list needs two names at least: most sentences have fewer, and these patterns are the costly ones.
    const lists = (text.match(NAMES_ANY) ?? []).length >= 2 ? LEVEL_LISTS : [];
    for (const re of lists) {
      for (const m of text.matchAll(re)) {
        const index = m.index;
        const end = index + m[0].length;
        if (overlapsTaken([...taken, ...out], index, end)) continue;
        const level = levelOf(m[0].replace(m[1]!, ' '));
        // Each language its own words, the level with the name next to it: in "fluent German, English and French"
        // a flag on German must not cover English and French.
        const listAt = index + m[0].indexOf(m[1]!);
        const names = [...m[1]!.matchAll(new RegExp(NAME_PART, 'giu'))];
        const levelFirst = listAt > index;
        for (const [i, name] of names.entries()) {
          const key = LANGUAGE_OF.get(name[0].toLowerCase());
          if (!key) continue;
          let from = listAt + name.index;
          let to = from + name[0].length;
          // "fließend Deutsch, Niederländisch auf B2-Niveau": a name with a level of its own is not the list's.
          if (levelFirst && i > 0 && levelOf(text.slice(to).split(/[,;]|\s(?:and|y|et|und|or|o|ou|oder)\s/u)[0]!))
            continue;
          if (levelFirst && i === 0) from = index;
          if (!levelFirst && i === names.length - 1) to = end;
          out.push({ kind: 'language', text: text.slice(from, to), index: from, end: to, key, value: level });
        }
      }
    }
    for (const m of text.matchAll(LANGUAGE_COUNT)) {
      const end = m.index + m[0].length;
      if (overlapsTaken([...taken, ...out], m.index, end)) continue;
      // "fluent in three languages" wants three at a fluent level; "I speak four languages", four at any level.
      const fluent = levelOf(text.slice(Math.max(0, m.index - 25), m.index)) >= 5;
      out.push({
        kind: 'language',
        text: m[0],
        index: m.index,
        end,
        key: fluent ? '*count' : '*spoken',
        value: valueOf(m[1]!),
      });
    }
    for (const m of text.matchAll(MULTILINGUAL_RE)) {
      const index = m.index + m[0].lastIndexOf(m[1]!);
      const end = index + m[1]!.length;
      if (overlapsTaken([...taken, ...out], index, end)) continue;
      const count = Object.entries(MULTILINGUAL).find(([k]) => new RegExp(`^(?:${k})$`, 'iu').test(m[1]!))?.[1] ?? 2;
      out.push({ kind: 'language', text: m[1]!, index, end, key: '*count', value: count });
    }
    for (const seg of segments(text)) {
      const names = [...seg.text.matchAll(NAMES_RE)];
      const levels = [...seg.text.matchAll(LEVEL_RE)];
      for (const [i, m] of names.entries()) {
        // Each level word goes to the nearest language name: "anglais (B2) et néerlandais couramment".
        const mine = levels.filter((l) => nearestName(names, l, seg.text) === i);
        // "Mein Deutsch reicht gut für die Baustelle", "enough for daily work": enough for a purpose, not a level above B1.
        const stated = mine.reduce((best, l) => Math.max(best, levelOf(l[0])), 0);
        const level = SUFFICES.test(seg.text) ? Math.min(stated, 3) : stated;
        const span = [m, ...mine];
        const start = Math.min(...span.map((x) => x.index));
        const end = Math.max(...span.map((x) => x.index + x[0].length));
        const index = seg.start + start;
        if (overlapsTaken([...taken, ...out], index, seg.start + end)) continue;
        const words = seg.text.slice(start, end);
        out.push({
          kind: 'language',
          text: words,
          index,
          end: index + words.length,
          key: LANGUAGE_OF.get(m[0].toLowerCase())!,
          value: level,
        });
      }
    }
    return out;
  },
  backs(claim, source) {
    if (claim.key === '*count') return fluentCount(source) >= claim.value!;
    if (claim.key === '*spoken') return spoken(source).size >= claim.value!;
    const level = spoken(source).get(claim.key);
    return level !== undefined && claim.value! <= level;
  },
};

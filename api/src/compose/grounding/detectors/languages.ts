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

function levelOf(words: string): number {
  let best = 0;
  for (const m of words.matchAll(LEVEL_RE)) {
    const word = m[0].toLowerCase();
    const value = /^[abc][12]$/i.test(word)
      ? { a1: 1, a2: 2, b1: 3, b2: 4, c1: 5, c2: 6 }[word]!
      : (Object.entries(LEVELS).find(([k]) => new RegExp(`^(?:${k})$`, 'iu').test(word))?.[1] ?? 0);
    best = Math.max(best, value);
  }
  return best;
}

/** The language name a level word belongs to: the nearest, measured between the words' edges. */
function nearestName(names: RegExpMatchArray[], level: RegExpMatchArray): number {
  const gap = (n: RegExpMatchArray) =>
    n.index! + n[0].length <= level.index!
      ? level.index! - (n.index! + n[0].length)
      : n.index! - (level.index! + level[0].length);
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

/** The languages a resume lists, each with its level (7, as good as native, when none is given). */
function spoken(source: Source): Map<string, number> {
  return source.fact('languages', () => {
    const out = new Map<string, number>();
    for (const line of source.lines) {
      for (const seg of segments(line)) {
        const level = levelOf(seg.text) || 7;
        for (const m of seg.text.matchAll(NAMES_RE)) {
          const key = LANGUAGE_OF.get(m[0].toLowerCase())!;
          out.set(key, Math.max(out.get(key) ?? 0, level));
        }
      }
    }
    return out;
  });
}

/**
 * Languages the sender speaks, and how well: "fluent in Japanese", "hablo alemán con fluidez", "Englisch auf
 * C1-Niveau". The resume must list the language at the level claimed or higher (fluent is C1; native is above C2).
 */
export const languagesDetector: Detector = {
  find(sentence, { taken }) {
    const text = sentence.text;
    if (!SPEAK.test(text) && !HAS_LEVEL.test(text)) return [];
    const out: Found[] = [];
    for (const seg of segments(text)) {
      const names = [...seg.text.matchAll(NAMES_RE)];
      const levels = [...seg.text.matchAll(LEVEL_RE)];
      for (const [i, m] of names.entries()) {
        // Each level word goes to the nearest language name: "anglais (B2) et néerlandais couramment".
        const mine = levels.filter((l) => nearestName(names, l) === i);
        const level = mine.reduce((best, l) => Math.max(best, levelOf(l[0])), 0);
        const span = [m, ...mine];
        const start = Math.min(...span.map((x) => x.index));
        const end = Math.max(...span.map((x) => x.index + x[0].length));
        const index = seg.start + start;
        if (overlapsTaken(taken, index, seg.start + end)) continue;
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
    const level = spoken(source).get(claim.key);
    return level !== undefined && claim.value! <= level;
  },
};

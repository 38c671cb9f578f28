import { findSkillMentions } from '../../skill-mentions.js';
import { NAME, nameAt, splitNames } from '../names.js';
import type { Source } from '../source.js';
import { normalise, wordRe } from '../text.js';
import type { Found } from '../types.js';
import { alternation, everyLanguage, PLACE_NAMES } from '../words/index.js';
import { overlapsTaken, type Detector } from './detector.js';

const RESIDES = wordRe(alternation(everyLanguage('residenceCues')));
const AUTHORISED = wordRe(alternation(everyLanguage('authorisationCues')));
const SAYS_AUTHORISED = wordRe(alternation(everyLanguage('authorisationCues')), 'iu');
/** How many of a stay: "a", "two", "un", "quelques", "einige". */
const COUNT =
  '(?:an?|one|two|three|four|five|six|several|a few|\\d+|un|una|une|unos|unas|deux|trois|quelques|dos|tres|ein|eine|einen|zwei|drei|einige|mehrere|the|my|mi|mon|ma|mein|meine)';
/** A stay between a cue and its place: "a semester", "un año académico", "une année d'échange", "two years". */
const STAY = `(?:${COUNT}\\s+)?(?:[\\p{L}-]+\\s+)?(?:${alternation(everyLanguage('stayWords'))})(?:\\s+(?:abroad|académico|escolar|universitaire|d['’]\\p{L}+|de \\p{L}+))?`;
/** From a cue to its place: "live in", "resido en", "j'habite déjà à", "spent a semester in", "based out of". */
const TO_PLACE = new RegExp(
  `^(?:\\s+(?:already|now|currently|still|permanently|ya|actualmente|déjà|actuellement|bereits|schon|seit \\p{L}+|${STAY})){0,3}\\s+(?:in|en|à|a|au|aux|out of|near|bei|im|in der|nach|de)(?=\\s)`,
  'iu',
);
/** A capitalised name right here, with no article before it ("aus Graz", not "aus der Automobilbranche"). */
const NAME_HERE = new RegExp(NAME, 'uy');
/** Ways of saying where one lives around the place itself: "called {place} home", "in {place} aufgewachsen". */
const PLACE_PATTERNS = everyLanguage('placePatterns').map((pattern) => {
  const [before, after] = pattern.split('{place}').map((p) => p.replace(/ /g, '\\s+'));
  return {
    before: before ? new RegExp(`(?<![\\p{L}])${before}`, 'giu') : null,
    after: new RegExp(`${after}(?![\\p{L}])`, 'iuy'),
  };
});
const NAME_RE = new RegExp(NAME, 'gu');
const NOT_PLACES = new Set(everyLanguage('notNames').map(normalise));
/** A place in any spelling, to one key: "Múnich", "München" and "Munich" are one. */
const PLACE_KEY = new Map<string, string>(
  PLACE_NAMES.flatMap((row) => row.map((n) => [normalise(n), normalise(row[0]!)] as [string, string])),
);
const placeKey = (place: string) => PLACE_KEY.get(normalise(place)) ?? normalise(place);
/** The place words of a phrase ("in the UK", "en la UE", "Canadian"), as keys. */
function placesIn(text: string): string[] {
  const words = normalise(text).split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let n = 3; n >= 1; n--) {
      const key = PLACE_KEY.get(words.slice(i, i + n).join(' '));
      if (key) {
        out.push(key);
        i += n - 1;
        break;
      }
    }
  }
  return out;
}

function placesOf(source: Source): Set<string> {
  return source.fact('places', () => {
    const out = new Set(placesIn(source.text));
    for (const word of source.normalised.split(' ')) out.add(placeKey(word));
    // Two-word places such as "New York".
    const words = source.normalised.split(' ');
    for (let i = 0; i + 1 < words.length; i++) out.add(placeKey(`${words[i]} ${words[i + 1]}`));
    return out;
  });
}

/**
 * Where the sender lives or has lived ("I already live in Berlin", "resido en Madrid", "j'ai passé un an à
 * Londres"), and the right to work ("hold a valid EU work permit", "Canadian citizen"). The resume must name the
 * place; a right to work must be stated on it, for the same place when one is named.
 */
export const locationDetector: Detector = {
  find(sentence, { taken, subjects }) {
    const text = sentence.text;
    const out: Found[] = [];
    for (const cue of text.matchAll(AUTHORISED)) {
      // "a valid EU work permit", "Canadian citizen", "permiso de trabajo en la UE", "right to work in the UK".
      const before =
        /(?:\p{Lu}[\p{L}]*\s+|\p{L}+\s+)?$/u.exec(text.slice(Math.max(0, cue.index - 20), cue.index))?.[0] ?? '';
      const after =
        /^(?:\s+(?:in|en|for|para|pour|dans|für|de)\s+(?:the\s+|la\s+|el\s+|l['’]|le\s+|die\s+|der\s+)?[\p{L}.]+(?:\s\p{Lu}\p{L}*)?)?/u.exec(
          text.slice(cue.index + cue[0].length),
        )?.[0] ?? '';
      const places = placesIn(`${before} ${after}`);
      const index = places.length && before && placesIn(before).length ? cue.index - before.length : cue.index;
      const end = cue.index + cue[0].length + (placesIn(after).length ? after.length : 0);
      if (overlapsTaken([...taken, ...out], index, end)) continue;
      const words = text
        .slice(index, end)
        .replace(/[\s.,;:!?]+$/u, '')
        .trim();
      out.push({ kind: 'location', text: words, index, end: index + words.length, key: `auth:${places.join(',')}` });
    }
    const place = (index: number, name: { name: string; index: number }, end: number) => {
      const first = normalise(name.name).split(' ')[0]!;
      // "raised in Q3" is a quarter.
      if (NOT_PLACES.has(first) || /\d/.test(name.name) || subjects.wished(text, index)) return;
      // "moved to Kubernetes" names a tool.
      if (findSkillMentions(name.name).some((s) => s.index === 0)) return;
      // Only the place must be free: "viví dos años en Múnich" holds a number of years too.
      if (overlapsTaken([...taken, ...out], name.index, name.index + name.name.length)) return;
      const words = text.slice(index, end);
      out.push({ kind: 'location', text: words, index, end, key: `place:${placeKey(name.name)}` });
    };
    for (const { before, after } of PLACE_PATTERNS) {
      const starts = before
        ? [...text.matchAll(before)].map((m) => ({ index: m.index, at: m.index + m[0].length }))
        : [...text.matchAll(NAME_RE)].map((m) => ({ index: m.index, at: m.index }));
      for (const { index, at } of starts) {
        NAME_HERE.lastIndex = at;
        const name = NAME_HERE.exec(text);
        if (!name) continue;
        after.lastIndex = at + name[0].length;
        const tail = after.exec(text);
        if (!tail) continue;
        // Names joined by "and" are several places: "Dublin et Lille est ma ville" is about Lille.
        const parts = splitNames(name[0]);
        const part = (before ? parts[0] : parts.at(-1)) ?? name[0];
        const partAt = before ? at : at + name[0].lastIndexOf(part);
        place(before ? index : partAt, { name: part, index: partAt }, tail.index + tail[0].length);
      }
    }
    for (const cue of text.matchAll(RESIDES)) {
      const cueEnd = cue.index + cue[0].length;
      const link = TO_PLACE.exec(text.slice(cueEnd));
      if (!link) continue;
      const name = nameAt(text, cueEnd + link[0].length);
      const part = name && (splitNames(name.name)[0] ?? name.name);
      if (!name || !part) continue;
      // A town takes no article: "en el Grupo Barceló", "à la HEAR" name an organisation, "in the UK" a known place.
      if (text.slice(cueEnd + link[0].length, name.index).trim() && !PLACE_KEY.has(normalise(part))) continue;
      place(cue.index, { name: part, index: name.index }, name.index + part.length);
    }
    return out;
  },
  backs(claim, source) {
    if (claim.key.startsWith('place:')) return placesOf(source).has(claim.key.slice(6));
    if (!source.lines.some((line) => SAYS_AUTHORISED.test(line))) return false;
    const places = claim.key.slice(5).split(',').filter(Boolean);
    return places.every((p) => placesOf(source).has(p));
  },
};

import { nameAt } from '../names.js';
import type { Source } from '../source.js';
import { normalise, wordRe } from '../text.js';
import type { Found } from '../types.js';
import { alternation, everyLanguage, PLACE_NAMES } from '../words/index.js';
import { overlapsTaken, type Detector } from './detector.js';

const RESIDES = wordRe(alternation(everyLanguage('residenceCues')));
const AUTHORISED = wordRe(alternation(everyLanguage('authorisationCues')));
const SAYS_AUTHORISED = wordRe(alternation(everyLanguage('authorisationCues')), 'iu');
/** From a cue to its place: "live in", "resido en", "j'habite déjà à", "wohne bereits in", "based out of". */
const TO_PLACE =
  /^(?:\s+(?:already|now|currently|still|permanently|ya|actualmente|déjà|actuellement|bereits|schon|seit \p{L}+|(?:a|one|two|three|\d+|un|deux|trois|dos|tres|zwei|drei) (?:years?|months?|ans?|mois|años?|meses|jahre?n?|monate?n?)))*\s+(?:in|en|à|a|au|aux|out of|near|bei|im|in der|nach|de)(?=\s)/iu;
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
    for (const cue of text.matchAll(RESIDES)) {
      const cueEnd = cue.index + cue[0].length;
      const link = TO_PLACE.exec(text.slice(cueEnd));
      if (!link) continue;
      const place = nameAt(text, cueEnd + link[0].length);
      if (!place || subjects.wished(text, cue.index)) continue;
      const end = place.index + place.name.length;
      // Only the place must be free: "viví dos años en Múnich" holds a number of years too.
      if (overlapsTaken([...taken, ...out], place.index, end)) continue;
      out.push({
        kind: 'location',
        text: text.slice(cue.index, end),
        index: cue.index,
        end,
        key: `place:${placeKey(place.name)}`,
      });
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

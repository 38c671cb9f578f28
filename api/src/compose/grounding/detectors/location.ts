import { findSkillMentions } from '../../skill-mentions.js';
import { cleanName, NAME, nameAt, resumeName, splitNames } from '../names.js';
import { HEADING, isDated, jobsOf, nowOf, titleLines } from '../jobs.js';
import type { Source } from '../source.js';
import { normalise, wordRe } from '../text.js';
import type { Found } from '../types.js';
import { alternation, everyLanguage, PLACE_NAMES, WORDS } from '../words/index.js';
import { findDegrees } from './degrees.js';
import { overlapsTaken, type Detector } from './detector.js';

const RESIDES = wordRe(alternation([...everyLanguage('residenceCues'), ...everyLanguage('pastResidenceCues')]));
/** Of those, the cues of where one lives now ("live", "resido", "j'habite", "wohne"), not of a past stay. */
const LIVES_NOW = new RegExp(`^(?:${alternation(everyLanguage('residenceCues'))})$`, 'iu');
const AUTHORISED = wordRe(alternation(everyLanguage('authorisationCues')));
const SAYS_AUTHORISED = wordRe(alternation(everyLanguage('authorisationCues')), 'iu');
const SAYS_RESIDES = wordRe(alternation(everyLanguage('residenceCues')), 'iu');
/** How many of a stay: "a", "two", "un", "quelques", "einige". */
const COUNT =
  '(?:an?|one|two|three|four|five|six|several|a few|\\d+|un|una|une|unos|unas|deux|trois|quelques|dos|tres|ein|eine|einen|zwei|drei|einige|mehrere|the|my|mi|mon|ma|mein|meine)';
/** A stay between a cue and its place: "a semester", "un año académico", "une année d'échange", "two years". */
const STAY = `(?:${COUNT}\\s+)?(?:[\\p{L}-]+\\s+)?(?:${alternation(everyLanguage('stayWords'))})(?:\\s+(?:abroad|académico|escolar|universitaire|d['’]\\p{L}+|de \\p{L}+))?`;
/** From a cue to its place: "live in", "resido en", "j'habite déjà à", "spent a semester in", "based out of". */
/** Between the cue and the place: adverbs, and the German subject after its verb ("seit Januar wohne ich in X"). */
const TO_PLACE = new RegExp(
  `^(?:\\s+(?:already|now|currently|recently|still|permanently|ya|ahora|actualmente|déjà|maintenant|désormais|actuellement|bereits|schon|inzwischen|mittlerweile|jetzt|nun|seit \\p{L}+|ich|wir|${STAY})){0,3}\\s+(?:in|en|à|a|au|aux|out of|near|bei|im|in der|nach|de)(?=\\s)`,
  'iu',
);
/** A capitalised name right here, with no article before it ("aus Graz", not "aus der Automobilbranche"). */
const NAME_HERE = new RegExp(NAME, 'uy');
/**
 * Ways of saying where one lives around the place itself: "called {place} home", "in {place} wohne" (where one lives
 * now), "in {place} aufgewachsen" (where one comes from or stayed).
 */
const PLACE_PATTERNS = [
  ...everyLanguage('homePatterns').map((pattern) => ({ pattern, home: true })),
  ...everyLanguage('placePatterns').map((pattern) => ({ pattern, home: false })),
].map(({ pattern, home }) => {
  const [before, after] = pattern.split('{place}').map((p) => p.replace(/ /g, '\\s+'));
  return {
    before: before ? new RegExp(`(?<![\\p{L}])${before}`, 'giu') : null,
    after: new RegExp(`${after}(?![\\p{L}])`, 'iuy'),
    home,
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

/** Every place word of a text, as keys, two-word places ("New York") too. */
function placeWords(text: string): Set<string> {
  const out = new Set(placesIn(text));
  const words = normalise(text).split(' ');
  for (const word of words) out.add(placeKey(word));
  for (let i = 0; i + 1 < words.length; i++) out.add(placeKey(`${words[i]} ${words[i + 1]}`));
  return out;
}

function placesOf(source: Source): Set<string> {
  return source.fact('places', () => placeWords(source.text));
}

/** "Ahrensburg (near Hamburg)", "Kehl (bei Straßburg)": the town near which one lives is not where one lives. */
const NEAR =
  /(?<![\p{L}])(?:near|close to|outside(?: of)?|bei|nahe|nähe|in der nähe von|cerca de|junto a|près de|proche de|aux environs de)\s+[^,·|()\n]+/giu;

/**
 * Where a resume says its holder lives now: its address (the lines above its first heading or job), its current
 * jobs, and its lines about residence or the right to work. A resume without such lines names no address, and any of
 * its places may be home.
 */
function homesOf(source: Source): Set<string> {
  return source.fact('homes', () => {
    const header: string[] = [];
    for (const line of source.lines.slice(1)) {
      if (HEADING.test(line) || isDated(line)) break;
      header.push(line);
    }
    // Contacts alone (an email, a phone number) give no address.
    const address = header.join(' ').replace(/\S+@\S+|https?:\/\/\S+|www\.\S+/gu, ' ');
    if (!/\p{Lu}/u.test(address)) return placesOf(source);
    const now = nowOf(source.now);
    const current = jobsOf(source)
      .filter((j) => j.end >= now - 0.05)
      .flatMap(titleLines);
    const said = source.lines.filter((l) => SAYS_AUTHORISED.test(l) || SAYS_RESIDES.test(l));
    return placeWords([...header, ...current, ...said].join('\n').replace(NEAR, ' '));
  });
}

const ROLE = wordRe(alternation(Object.values(WORDS).flatMap((w) => Object.values(w.roles).flat())), 'iu');
const LANGUAGE = new RegExp(
  `^(?:${alternation(Object.values(WORDS).flatMap((w) => Object.values(w.languageNames).flat()))})$`,
  'iu',
);
/** What follows the sender's name in a subject line before a town: "Lena Vogel, Aarhus", "Lena Vogel (Aarhus)". */
const AFTER_NAME = /^\s*(?:,|–|—|-|\||\(|·)\s*/u;

/**
 * A town the subject line puts after the sender's name ("Graphic Designer – Lena Vogel, Aarhus"): where the sender
 * says they are. Not a degree, a role or a language ("Lena Vogel, M.Sc.", "…, UX Researcher", "…, Deutsch C1").
 */
function townAfterName(text: string, raw: string, names: string[]): { index: number; name: string } | null {
  for (const name of names) {
    const at = raw.indexOf(name);
    if (at < 0) continue;
    const lead = AFTER_NAME.exec(text.slice(at + name.length));
    if (!lead?.[0].trim()) continue;
    NAME_HERE.lastIndex = at + name.length + lead[0].length;
    const town = NAME_HERE.exec(text);
    if (!town) continue;
    const words = cleanName(town[0]);
    const rest = text.slice(town.index + town[0].length);
    if (
      words.split(/\s+/u).length > 3 ||
      /\d/u.test(words) ||
      /^\p{Lu}{2,}$/u.test(words) ||
      ROLE.test(words) ||
      findDegrees(words).length ||
      LANGUAGE.test(words) ||
      !/^\s*(?:[)\]]\s*)?$/u.test(rest)
    )
      continue;
    return { index: town.index, name: words };
  }
  return null;
}

/**
 * Where the sender lives or has lived ("I already live in Berlin", "resido en Madrid", "j'ai passé un an à
 * Londres"), and the right to work ("hold a valid EU work permit", "Canadian citizen"). The resume must name the
 * place; a right to work must be stated on it, for the same place when one is named.
 */
export const locationDetector: Detector = {
  find(sentence, { taken, subjects, sources, resume }) {
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
    const place = (index: number, name: { name: string; index: number }, end: number, home: boolean) => {
      const first = normalise(name.name).split(' ')[0]!;
      // "raised in Q3" is a quarter.
      if (NOT_PLACES.has(first) || /\d/.test(name.name) || subjects.wished(text, index)) return;
      // "moved to Kubernetes" names a tool.
      if (findSkillMentions(name.name).some((s) => s.index === 0)) return;
      // Only the place must be free: "viví dos años en Múnich" holds a number of years too.
      if (overlapsTaken([...taken, ...out], name.index, name.index + name.name.length)) return;
      const words = text.slice(index, end);
      out.push({ kind: 'location', text: words, index, end, key: `${home ? 'home' : 'place'}:${placeKey(name.name)}` });
    };
    if (sentence.subjectLine) {
      const names = [sources.senderName, resumeName(sources.resume)].filter((n): n is string => !!n);
      const town = townAfterName(text, sentence.raw, names);
      // "…, Food Safety Technologist": words the resume writes, but not as a place, describe the sender.
      const described = town && resume.holds(town.name) && !placesOf(resume).has(placeKey(town.name));
      if (town && !described && !overlapsTaken([...taken, ...out], town.index, town.index + town.name.length))
        place(town.index, town, town.index + town.name.length, true);
    }
    for (const { before, after, home } of PLACE_PATTERNS) {
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
        place(before ? index : partAt, { name: part, index: partAt }, tail.index + tail[0].length, home);
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
      place(cue.index, { name: part, index: name.index }, name.index + part.length, LIVES_NOW.test(cue[0]));
    }
    return out;
  },
  backs(claim, source) {
    if (claim.key.startsWith('place:')) return placesOf(source).has(claim.key.slice(6));
    // Where one lives now is the resume's address; a place it names for past studies or jobs is not.
    if (claim.key.startsWith('home:'))
      return (source.role === 'resume' ? homesOf(source) : placesOf(source)).has(claim.key.slice(5));
    if (!source.lines.some((line) => SAYS_AUTHORISED.test(line))) return false;
    const places = claim.key.slice(5).split(',').filter(Boolean);
    return places.every((p) => placesOf(source).has(p));
  },
};

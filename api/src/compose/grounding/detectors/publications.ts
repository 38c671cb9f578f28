import { oneClause, phraseAround } from '../cue-phrases.js';
import { NAME } from '../names.js';
import { normalise, sameStem, wordRe } from '../text.js';
import type { Found } from '../types.js';
import { sameWordAcross } from '../words/glossary.js';
import { alternation, everyLanguage, WORDS } from '../words/index.js';
import { overlapsTaken, type Detector } from './detector.js';

const CUES = wordRe(alternation(everyLanguage('publicationCues')));
const TALKS = wordRe(alternation(everyLanguage('talkCues')));
const VENUES = wordRe(alternation(everyLanguage('venueWords')));
const EVENT_AFTER = new RegExp(
  `^\\s+(?:${alternation([...everyLanguage('venueWords'), 'conference', 'conferencia', 'conférence', 'Konferenz'])})(?![\\p{L}])`,
  'iu',
);
const SPEAKING = wordRe(alternation(everyLanguage('speakingWords')), 'iu');
/** A resume line (or the heading of its section) about publishing or speaking. */
const SAYS_PUBLISHED = wordRe(
  alternation([...everyLanguage('publicationCues'), ...everyLanguage('venueWords'), ...everyLanguage('speakingWords')]),
  'iu',
);
/** "a native Czech speaker" speaks a language; no talk. */
const LANGUAGE_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:native|${alternation(Object.values(WORDS).flatMap((w) => Object.values(w.languageNames).flat()))})\\s+$`,
  'iu',
);
/** "a native speaker of Portuguese", "native speaker". */
const LANGUAGE_AFTER = new RegExp(
  `^\\s+of\\s+(?:${alternation(Object.values(WORDS).flatMap((w) => Object.values(w.languageNames).flat()))})(?![\\p{L}])`,
  'iu',
);
/** A word that names a kind of piece or event, not one: "Meetup", "Vortrag", "Konferenz". */
const GENERIC = new RegExp(
  `^(?:${alternation([...everyLanguage('publicationCues'), ...everyLanguage('venueWords'), ...everyLanguage('speakingWords')])})$`,
  'iu',
);
const NAME_RE = new RegExp(NAME, 'gu');
/** Where a talk was given: "at the X", "à l'X", "auf der X", "en el X", "beim X". */
const AT_VENUE = /(?:^|\s)(?:at|à|au|auf der|auf dem|beim|bei der|en el|en la|en)\s+(?:the\s+|l['’]|la\s+|le\s+)?$/iu;

/**
 * A talk whose verb and venue stand apart ("j'ai présenté notre démarche d'inscription sans papier à l'IMEX de
 * Francfort") or in German order, the verb last ("auf der Zukunft Personal Europe gesprochen"): a name after a word
 * for where, in the clause of a speaking word.
 */
function talkVenue(text: string): { index: number; end: number; name: string } | null {
  const speaking = [...text.matchAll(new RegExp(SPEAKING.source, 'giu'))];
  for (const m of text.matchAll(NAME_RE)) {
    if (!AT_VENUE.test(text.slice(Math.max(0, m.index - 14), m.index))) continue;
    const end = m.index + m[0].length;
    const sameClause = speaking.some((s) => {
      const [a, b] = s.index < m.index ? [s.index + s[0].length, m.index] : [end, s.index];
      return oneClause(text, a, b);
    });
    if (sameClause) return { index: m.index, end, name: m[0] };
  }
  return null;
}

const HEADING = /^\s*(?:[\p{Lu}\s&/-]{4,40}|[\p{L}\s&/-]{3,40}:)\s*$/u;

/** Whether line i of a source is about publishing or speaking: it says so, or its section's heading does. */
function aboutPublishing(lines: readonly string[], i: number): boolean {
  if (SAYS_PUBLISHED.test(lines[i]!)) return true;
  for (let j = i - 1; j >= 0; j--) if (HEADING.test(lines[j]!)) return SAYS_PUBLISHED.test(lines[j]!);
  return false;
}

/**
 * Publications and talks: "published in InfoQ", "speaker at GOTO Berlin 2023", "im UX Magazin veröffentlicht",
 * "ponente en el Web Summit", "presented our architecture at the Berlin Kafka meetup", "auf dem Barcamp Ruhr
 * vorgestellt". One resume line about publishing or speaking (or under such a heading) must hold the venue's (or the
 * piece's) words.
 */
export const publicationsDetector: Detector = {
  find(sentence, { taken }) {
    const out: (Found & { rank: number; atVenue?: boolean })[] = [];
    const text = sentence.text;
    // A talk's verb ("presented our work at") and an event ("meetup") count when a name says where.
    const cues = [
      ...[...text.matchAll(CUES)].map((m) => ({ m, re: CUES, named: false })),
      ...[...text.matchAll(TALKS)].map((m) => ({ m, re: TALKS, named: true })),
      ...(SPEAKING.test(text) ? [...text.matchAll(VENUES)].map((m) => ({ m, re: VENUES, named: true })) : []),
    ].sort((a, b) => a.m.index - b.m.index);
    for (const { m: cue, re, named } of cues) {
      const after = text.slice(cue.index + cue[0].length);
      if (LANGUAGE_BEFORE.test(text.slice(Math.max(0, cue.index - 30), cue.index)) || LANGUAGE_AFTER.test(after))
        continue;
      // A talk's venue follows its verb ("presented … at X"); a name before it is something else.
      const phrase = phraseAround(
        text,
        { index: cue.index, end: cue.index + cue[0].length },
        re,
        re === TALKS ? -1 : 3,
        GENERIC,
      );
      if (named && phrase.rank === 0) continue;
      // "presented … at the Data Lisbon meetup": the event's word after its name belongs to the phrase.
      const event = EVENT_AFTER.exec(text.slice(phrase.end));
      if (event)
        Object.assign(phrase, {
          text: text.slice(phrase.index, phrase.end + event[0].length),
          end: phrase.end + event[0].length,
        });
      if (!phrase.words.length || overlapsTaken(taken, phrase.index, phrase.end)) continue;
      // One claim a clause, named where it can be: "Artikel über verteilte Systeme … auf der NeurIPS 2022
      // veröffentlicht" is one publication, at NeurIPS; "auf dem Forum gesprochen und einen Fachartikel in der Flug
      // Revue veröffentlicht" two.
      const last = out.at(-1);
      // Of two names, a venue over a topic ("an article on translating Luxembourg law in The Linguist").
      if (last && oneClause(text, last.end, cue.index)) {
        if (phrase.rank < last.rank || (phrase.rank === last.rank && (!phrase.atVenue || last.atVenue))) continue;
        out.pop();
      }
      out.push({
        kind: 'publication',
        text: phrase.text,
        index: phrase.index,
        end: phrase.end,
        rank: phrase.rank,
        atVenue: phrase.atVenue,
        // Without a name, the words around the cue describe the piece: marked, to be compared more loosely.
        key: `${phrase.rank === 0 ? '~' : ''}${phrase.words.join(' ')}`,
      });
    }
    const venue = SPEAKING.test(text) ? talkVenue(text) : null;
    if (venue && !overlapsTaken([...taken, ...out], venue.index, venue.end)) {
      const words = normalise(venue.name)
        .split(' ')
        .filter((w) => w.length >= 2);
      out.push({
        kind: 'publication',
        text: venue.name,
        index: venue.index,
        end: venue.end,
        rank: 1,
        key: words.join(' '),
      });
    }
    return out;
  },
  backs(claim, source) {
    // The venue's words on a line about a talk or a publication ("Data Toulouse" is no talk on a job's line
    // "Data Engineer, Airlog — Toulouse"), or its name as written ("wrote blog posts at Bluebird Media").
    if (claim.key.startsWith('~')) {
      // "he publicado en la revista del colegio un artículo": a piece described, not named, is backed by a line
      // about publishing that holds half its words or more, in any form.
      const described = claim.key.slice(1).split(' ').filter(Boolean);
      return source.lines.some((line, i) => {
        if (!aboutPublishing(source.lines, i)) return false;
        const have = normalise(line).split(' ');
        const held = described.filter((w) => have.some((h) => sameStem(w, h))).length;
        return described.length > 0 && held > 0 && held * 2 >= described.length;
      });
    }
    const words = claim.key.split(' ');
    if (words.length > 1 && ` ${source.normalised} `.includes(` ${claim.key} `)) return true;
    // Each word as written, in another form or in another language ("Encuentros nacionales" on a line with
    // "Rencontres nationales").
    return source.lines.some((line, i) => {
      const have = normalise(line).split(' ');
      return words.every((w) => have.some((h) => sameWordAcross(w, h))) && aboutPublishing(source.lines, i);
    });
  },
};

import { phraseAround } from '../cue-phrases.js';
import { normalise, wordRe } from '../text.js';
import type { Found } from '../types.js';
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
    const out: (Found & { rank: number })[] = [];
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
      // One claim a sentence, named where it can be: "Artikel über verteilte Systeme … auf der NeurIPS 2022
      // veröffentlicht" is one publication, at NeurIPS; "mit dem Preis … ausgezeichnet" one award.
      if (out.length) {
        if (phrase.rank <= out[0]!.rank) continue;
        out.pop();
      }
      out.push({
        kind: 'publication',
        text: phrase.text,
        index: phrase.index,
        end: phrase.end,
        rank: phrase.rank,
        key: phrase.words.join(' '),
      });
    }
    return out;
  },
  backs(claim, source) {
    // The venue's words on a line about a talk or a publication ("Data Toulouse" is no talk on a job's line
    // "Data Engineer, Airlog — Toulouse"), or its name as written ("wrote blog posts at Bluebird Media").
    const words = claim.key.split(' ');
    if (words.length > 1 && ` ${source.normalised} `.includes(` ${claim.key} `)) return true;
    return source.lines.some((line, i) => {
      const text = ` ${normalise(line)} `;
      return words.every((w) => text.includes(` ${w} `)) && aboutPublishing(source.lines, i);
    });
  },
};

import { lineHolds, oneClause, phraseAround, restOfClause, startOfClause, type CuePhrase } from '../cue-phrases.js';
import { normalise, wordRe } from '../text.js';
import type { Found } from '../types.js';
import { alternation, everyLanguage } from '../words/index.js';
import { overlapsTaken, type Detector } from './detector.js';

const CUES = wordRe(alternation(everyLanguage('awardCues')));
const COMPOUND = /^\p{Lu}\p{L}{3,}preis(?:e|es)?$/u;
const NOMINATION = wordRe(alternation(everyLanguage('nominationWords')), 'iu');
const SEMI_FINAL = /(?<![\p{L}])(?:semi|demi|halb)-?final\p{L}*/iu;
/** Taking part, not winning; "participation" inside a name ("Trophées de la participation") is no taking part. */
const TOOK_PART = new RegExp(
  `(?<![\\p{L}])(?<!(?:de la|de|du|of|for|für|der|la)\\s)(?:${alternation(everyLanguage('tookPartWords'))})`,
  'iu',
);
/** "Club" in "President's Club", "Circle" in "Chairman's Circle": a recognition when a name holds it. */
const RECOGNITION = wordRe(alternation(everyLanguage('recognitionNames')), 'gu');
const WORKED_AT = new RegExp(
  `(?:^|\\s)(?:${alternation(everyLanguage('employerPrepositions'))}|with|con|avec)\\s+$`,
  'iu',
);

/**
 * Awards and honours: "won the 2023 hackathon at ETH Zurich", "premio a la Innovación", "Innovationspreis", "made
 * President's Club". One resume line must hold the award's words; a nomination on the resume backs no win.
 */
export const awardsDetector: Detector = {
  find(sentence, { taken }) {
    const out: (Found & { rank: number })[] = [];
    const cues = [
      ...[...sentence.text.matchAll(CUES)].map((m) => ({ m, recognition: false })),
      ...[...sentence.text.matchAll(RECOGNITION)].map((m) => ({ m, recognition: true })),
    ].sort((a, b) => a.m.index - b.m.index);
    for (const { m: cue, recognition } of cues) {
      const at = { index: cue.index, end: cue.index + cue[0].length };
      let phrase: CuePhrase;
      if (recognition) {
        // A club or a circle is an award only as part of a name: "President's Club", not "a book club"; "Dean's
        // List" and "Hall of Fame" are names already.
        phrase = phraseAround(sentence.text, at, RECOGNITION, 0);
        if (phrase.rank < 2 && !/[\s'’]/u.test(cue[0])) continue;
        // "two seasons at Club Med", "chez Club Med": a club one works at is an organisation.
        if (WORKED_AT.test(sentence.text.slice(0, phrase.index))) continue;
        if (phrase.rank < 2) phrase = { text: cue[0], ...at, words: normalise(cue[0]).split(' '), rank: 2 };
      } else if (COMPOUND.test(cue[0])) {
        // A German compound names the award itself: "Innovationspreis", "Förderpreis".
        phrase = { text: cue[0], ...at, words: [normalise(cue[0])], rank: 2 };
      } else {
        phrase = phraseAround(sentence.text, at, CUES, 0);
        // When the phrase runs into a claim already taken (a school before "con mención de honor"), the cue alone.
        if (overlapsTaken([...taken, ...out], phrase.index, phrase.end))
          phrase = phraseAround(sentence.text, at, CUES, -1);
      }
      if (!phrase.words.length || overlapsTaken([...taken, ...out], phrase.index, phrase.end)) continue;
      // One claim a clause, named where it can be: "mit dem Preis … ausgezeichnet" is one award; "die Auszeichnung
      // „Sicherheitsidee des Jahres“, 2024 folgte der Women in Wind Award" two.
      const last = out.at(-1);
      if (last && oneClause(sentence.text, last.end, cue.index)) {
        if (phrase.rank <= last.rank) continue;
        out.pop();
      }
      // "nominated for the X Award", "nominée au X": the nomination may stand before the award's name in its clause.
      // German puts the verb last: "für den Prix du Livre d'art 2024 nominiert"; a nomination in the clause before
      // ("… nominiert und wurde beim X ausgezeichnet") is another claim's.
      const said = `${startOfClause(sentence.text, phrase.index)} ${phrase.text} ${restOfClause(sentence.text, phrase.end)}`;
      const how = SEMI_FINAL.test(said) ? 'semifinal' : NOMINATION.test(said) ? 'nominated' : 'won';
      out.push({
        kind: 'award',
        text: phrase.text,
        index: phrase.index,
        end: phrase.end,
        rank: phrase.rank,
        key: `${how}:${phrase.words.join(' ')}`,
      });
    }
    return out;
  },
  backs(claim, source) {
    const [how, words] = [claim.key.slice(0, claim.key.indexOf(':')), claim.key.slice(claim.key.indexOf(':') + 1)];
    // Taking part ("Participation au CTF X 2022 (équipe classée 7e)") backs neither a win nor a nomination; a
    // semi-final backs no final, a nomination no win.
    return lineHolds(
      source,
      words.split(' '),
      (line) =>
        !TOOK_PART.test(line) &&
        (how === 'semifinal' || !SEMI_FINAL.test(line)) &&
        (how !== 'won' || !NOMINATION.test(line)),
    );
  },
};

import { lineHolds, phraseAround } from '../cue-phrases.js';
import { normalise, wordRe } from '../text.js';
import type { Found } from '../types.js';
import { alternation, everyLanguage } from '../words/index.js';
import { overlapsTaken, type Detector } from './detector.js';

const CUES = wordRe(alternation(everyLanguage('awardCues')));
const COMPOUND = /^\p{Lu}\p{L}{3,}preis(?:e|es)?$/u;
const NOMINATION = wordRe(alternation(everyLanguage('nominationWords')), 'iu');

/**
 * Awards and honours: "won the 2023 hackathon at ETH Zurich", "premio a la Innovación", "Innovationspreis". One
 * resume line must hold the award's words; a nomination on the resume backs no win.
 */
export const awardsDetector: Detector = {
  find(sentence, { taken }) {
    const out: (Found & { rank: number })[] = [];
    for (const cue of sentence.text.matchAll(CUES)) {
      const at = { index: cue.index, end: cue.index + cue[0].length };
      // A German compound names the award itself: "Innovationspreis", "Förderpreis".
      const compound = COMPOUND.test(cue[0]);
      let phrase = compound
        ? { text: cue[0], ...at, words: [normalise(cue[0])], rank: 2 as const }
        : phraseAround(sentence.text, at, CUES, 0);
      // When the phrase runs into a claim already taken (a school before "con mención de honor"), the cue alone.
      if (overlapsTaken([...taken, ...out], phrase.index, phrase.end))
        phrase = phraseAround(sentence.text, at, CUES, -1);
      if (!phrase.words.length || overlapsTaken([...taken, ...out], phrase.index, phrase.end)) continue;
      // One claim a sentence, named where it can be: "Artikel über verteilte Systeme … auf der NeurIPS 2022
      // veröffentlicht" is one publication, at NeurIPS; "mit dem Preis … ausgezeichnet" one award.
      if (out.length) {
        if (phrase.rank <= out[0]!.rank) continue;
        out.pop();
      }
      const nominated = NOMINATION.test(phrase.text);
      out.push({
        kind: 'award',
        text: phrase.text,
        index: phrase.index,
        end: phrase.end,
        rank: phrase.rank,
        key: `${nominated ? 'nominated' : 'won'}:${phrase.words.join(' ')}`,
      });
    }
    return out;
  },
  backs(claim, source) {
    const [how, words] = [claim.key.slice(0, claim.key.indexOf(':')), claim.key.slice(claim.key.indexOf(':') + 1)];
    return lineHolds(source, words.split(' '), (line) => how === 'nominated' || !NOMINATION.test(line));
  },
};

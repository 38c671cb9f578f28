import { lineHolds, phraseAround } from '../cue-phrases.js';
import { wordRe } from '../text.js';
import type { Found } from '../types.js';
import { alternation, everyLanguage } from '../words/index.js';
import { overlapsTaken, type Detector } from './detector.js';

const CUES = wordRe(alternation(everyLanguage('publicationCues')));

/**
 * Publications and talks: "published in InfoQ", "speaker at GOTO Berlin 2023", "im UX Magazin veröffentlicht",
 * "ponente en el Web Summit". One resume line must hold the venue's (or the piece's) words.
 */
export const publicationsDetector: Detector = {
  find(sentence, { taken }) {
    const out: (Found & { rank: number })[] = [];
    for (const cue of sentence.text.matchAll(CUES)) {
      const phrase = phraseAround(sentence.text, { index: cue.index, end: cue.index + cue[0].length }, CUES);
      if (!phrase.words.length || overlapsTaken([...taken, ...out], phrase.index, phrase.end)) continue;
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
    return lineHolds(source, claim.key.split(' '));
  },
};

import type { Source } from './source.js';
import { normalise } from './text.js';
import { everyLanguage } from './words/index.js';

/** A driving licence's own word, normalised, in every language; and the words around its class. */
const LICENCE = new RegExp(`^(?:${everyLanguage('licenceWords').map(normalise).join('|')})$`, 'u');
const AROUND =
  /^(?:klasse|class|classe|clase|categorie|category|categoria|driving|driver|drivers|s|de|conducir|conduire)$/u;

/**
 * Whether a phrase names a driving licence (`null` when it does not) the resume holds, in any language and with the
 * same classes: "Führerschein Klasse B" is "Permis B", "Führerschein B+E" is "driving licence B+E".
 */
export function licenceHeld(phrase: string, source: Source): boolean | null {
  const words = normalise(phrase).split(' ');
  if (!words.some((w) => LICENCE.test(w))) return null;
  const classes = words.filter((w) => !LICENCE.test(w) && !AROUND.test(w));
  return source.lines.some((line) => {
    const have = normalise(line).split(' ');
    return have.some((h) => LICENCE.test(h)) && classes.every((c) => have.includes(c));
  });
}

import { findNumbers, NUMBER, valuesIn } from '../numbers.js';
import { normalise } from '../text.js';
import { alternation, everyLanguage } from '../words/index.js';
import type { Found } from '../types.js';
import { overlapsTaken, type Detector } from './detector.js';

const FUNCTION_WORDS = new Set(everyLanguage('functionWords').map(normalise));
/** A capitalised word right before a number, not opening the sentence: the number is part of a name. */
const NAME_BEFORE = /\S\s+\p{Lu}[\p{L}&-]*\s$/u;

/** Lengths of time a stay or an assignment lasts: "two seasons", "trois mois", "sechs Wochen". */
const STAY_UNIT = new RegExp(
  `^\\s+(?:${alternation(everyLanguage('stayWords').filter((w) => !/^(?:years?|años?|ans?|années?|jahre?)$/u.test(w)))})(?![\\p{L}])`,
  'iu',
);
/** What makes a length of time a figure: "from six weeks to two", "by three months", "in four weeks". */
const TIME_FIGURE_BEFORE = /(?:^|\s)(?:from|by|within|under|von|um|innerhalb von|desde|par|en moins de)\s*$/iu;
const TIME_FIGURE_AFTER = new RegExp(`^\\s*(?:to|à|a|au|bis|hasta|auf)\\s+(?:${NUMBER})(?![\\p{L}])`, 'iu');

/** Between the two ends of a change: "41 to 15", "de 41 a 15", "von 41 auf 15". */
const RANGE_LINK = /^\s*(?:to|a|à|au|auf|bis|hasta)\s+$/iu;

/** The word after a count, so a warning reads "40 stores", not "40". */
function wordAfter(text: string, end: number): string {
  const m = /^\s+((?:of\s+)?[\p{L}][\p{L}'’-]*)/u.exec(text.slice(end));
  return m ? m[0] : '';
}

/**
 * Figures: percentages, money, counts ("cut load time by 35%", "a $2M budget", "2 million events"). Any figure the
 * source holds backs it: the check is that the number itself was not made up. Calendar years are left to the
 * claims they date, and a number word counts only before the noun it counts ("two acquisitions").
 */
export const metricsDetector: Detector = {
  find(sentence, { taken }) {
    const out: Found[] = [];
    const numbers = findNumbers(sentence.text);
    for (const [i, n] of numbers.entries()) {
      if (n.calendarYear || overlapsTaken([...taken, ...out], n.index, n.end)) continue;
      // "de 41 a 15 días", "from 41 to 15 days": one change, both ends on one line of the resume.
      const next = numbers[i + 1];
      const link = next && RANGE_LINK.exec(sentence.text.slice(n.end, next.index));
      if (next && link && !next.calendarYear && link[0].length === next.index - n.end) {
        const words = `${sentence.text.slice(n.index, next.end)}${n.percent || n.money ? '' : wordAfter(sentence.text, next.end)}`;
        out.push({
          kind: 'metric',
          text: words,
          index: n.index,
          end: n.index + words.length,
          key: `range:${n.value}:${next.value}`,
        });
        continue;
      }
      // A number in a name is no figure: "Fortune 500", "Industry 4.0".
      if (!n.money && !n.percent && !n.word && NAME_BEFORE.test(sentence.text.slice(0, n.index))) continue;
      // "I spent two seasons at X", "une mission de trois mois": how long, not a result.
      const unit = STAY_UNIT.exec(sentence.text.slice(n.end));
      if (
        unit &&
        !TIME_FIGURE_AFTER.test(sentence.text.slice(n.end + unit[0].length)) &&
        !TIME_FIGURE_BEFORE.test(sentence.text.slice(0, n.index))
      )
        continue;
      const after = wordAfter(sentence.text, n.end);
      // "two acquisitions" counts; "trois comme", "one of" do not.
      if (n.word && !n.approximate && (!/^\s+\p{L}{3,}/u.test(after) || FUNCTION_WORDS.has(normalise(after)))) continue;
      const text = n.percent || n.money ? n.text : `${n.text}${after}`;
      const words = text.trim();
      out.push({
        kind: 'metric',
        text: words,
        index: n.index,
        end: n.index + words.length,
        key: `${n.approximate ? '~' : n.percent ? '%' : ''}${n.value}`,
        value: n.value,
      });
    }
    return out;
  },
  backs(claim, source) {
    if (claim.key.startsWith('range:')) {
      const [, from, to] = claim.key.split(':').map(Number);
      return source.lines.some((line) => {
        const values = valuesIn(line);
        return values.has(from!) && values.has(to!);
      });
    }
    // A percentage is backed by a percentage: "40 documentaires" backs no "40 %".
    if (claim.key.startsWith('%')) {
      const percents = source.fact(
        'percents',
        () =>
          new Set(
            findNumbers(source.text)
              .filter((n) => n.percent)
              .map((n) => n.value),
          ),
      );
      return percents.has(claim.value!);
    }
    const values = source.fact('values', () => valuesIn(source.text));
    // "a third" is backed by "33%" or "33.3%".
    if (claim.key.startsWith('~')) return [...values].some((v) => Math.abs(v - claim.value!) < 1);
    return values.has(claim.value!);
  },
};

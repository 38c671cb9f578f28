import { findSkillMentions } from '../skill-mentions.js';
import { CURRENCY, MONTH, MULTIPLIER, MULTIPLIERS, NUMBER_WORD, NUMBER_WORDS, PERCENT } from './words.js';

/** The value of a number as written: "10,000", "10.000", "10 000", "2,5", "five". */
export function valueOf(raw: string): number {
  const lower = raw.toLowerCase();
  if (lower in NUMBER_WORDS) return NUMBER_WORDS[lower]!;
  const digits = raw.replace(/[\u00a0\u202f ]/g, '');
  if (/^\d{1,3}(?:[,.]\d{3})+$/.test(digits)) return Number(digits.replace(/[,.]/g, ''));
  return Number(digits.replace(',', '.'));
}

const DIGITS_RE = new RegExp(
  `(?<![\\p{L}\\d.,:/#-])([$€£₹]|USD|EUR|GBP|INR|CHF)?\\s?` +
    `(\\d{1,3}(?:[,.\\u00a0\\u202f ]\\d{3})+(?!\\d)|\\d+(?:[.,]\\d+)?)` +
    `(?:\\s?(${PERCENT}))?` +
    // "m²" is an area, not "million".
    `(?:\\s?(${MULTIPLIER})(?:(?<=\\p{L}{3})\\.)?(?![\\p{L}²³]))?` +
    `(\\+|x(?![\\p{L}]))?(?:\\s?(${CURRENCY}))?(?![\\p{L}\\d]|[.,]\\d|:\\d|/\\d)`,
  'giu',
);
const WORDS_RE = new RegExp(`(?<![\\p{L}\\d])(?:${NUMBER_WORD})(?![\\p{L}\\d])`, 'giu');
const DATE_BEFORE = new RegExp(`(?:${MONTH})\\.?\\s*$`, 'iu');
const DATE_AFTER = new RegExp(`^\\s*(?:st|nd|rd|th|\\.)?\\s*(?:of\\s+|de\\s+)?(?:${MONTH})(?![\\p{L}])`, 'iu');

export interface NumberMention {
  text: string;
  index: number;
  end: number;
  value: number;
  percent: boolean;
  money: boolean;
  /** A year such as 2019 written alone (no multiplier, no unit). */
  calendarYear: boolean;
  word: boolean;
}

/**
 * Every number a text states, with its unit: "35%", "$2M", "10.000", "cinco". Days of a month ("March 5"), versions
 * ("Python 3") and list markers ("1. ") are left out: they say nothing about the sender.
 */
export function findNumbers(sentence: string): NumberMention[] {
  const out: NumberMention[] = [];
  for (const m of sentence.matchAll(DIGITS_RE)) {
    const index = m.index + (m[0].length - m[0].trimStart().length);
    const end = m.index + m[0].trimEnd().length;
    const before = sentence.slice(0, index);
    const after = sentence.slice(end);
    if (/(?:^|\n)\s*$/.test(before) && /^[.)](?:\s|$)/.test(after)) continue;
    if (DATE_BEFORE.test(before.trimEnd().slice(-12)) && !/^(?:19|20)\d{2}$/.test(m[2]!)) continue;
    if (DATE_AFTER.test(after)) continue;
    const tail = before.trimEnd();
    const lastSkill = findSkillMentions(tail.slice(-30)).at(-1);
    if (lastSkill && lastSkill.index + lastSkill.text.length === Math.min(30, tail.length) && /\s$/.test(before))
      continue;
    const [, currencyBefore, digits, percent, multiplier] = m;
    let value = valueOf(digits!);
    // "$1.4M" and "1,4 Mio." are one figure (without floating-point dust).
    if (multiplier) value = Number((value * (MULTIPLIERS[multiplier.toLowerCase()] ?? 1)).toPrecision(12));
    out.push({
      text: sentence.slice(index, end).trim(),
      index,
      end,
      value,
      percent: !!percent,
      money: !!currencyBefore || !!m[6],
      calendarYear: /^(?:19|20)\d{2}$/.test(digits!) && !multiplier && !percent && !m[6] && !currencyBefore,
      word: false,
    });
  }
  for (const m of sentence.matchAll(WORDS_RE)) {
    const value = NUMBER_WORDS[m[0].toLowerCase()]!;
    out.push({ text: m[0], index: m.index, end: m.index + m[0].length, value, percent: false, money: false, calendarYear: false, word: true }); // prettier-ignore
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Every value a source text holds ("10,000", "10k" and "ten thousand" are one), bare figures included ("2018-2022"). */
export function valuesIn(text: string): Set<number> {
  const values = new Set<number>();
  for (const n of findNumbers(text)) values.add(n.value);
  for (const m of text.matchAll(/(?<!\d)\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+(?!\d)|\d+(?:[.,]\d+)?/g))
    values.add(valueOf(m[0]));
  return values;
}

import { findSkillMentions } from '../skill-mentions.js';
import { wordRe } from './text.js';
import { alternation, everyLanguage, everyLanguageRecord } from './words/index.js';

/** Number words of every language ("five", "cinco", "fünf") and their values. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = everyLanguageRecord('numberWords');
const MULTIPLIERS: Readonly<Record<string, number>> = everyLanguageRecord('multiplierWords');

/** A number written as digits or as a word. */
export const NUMBER = `\\d{1,3}(?:[,.\\u00a0\\u202f ]\\d{3})+(?!\\d)|\\d+(?:[.,]\\d+)?|${alternation(Object.keys(NUMBER_WORDS))}`;

/** The value of a number as written: "10,000", "10.000", "10 000", "2,5", "five". */
export function valueOf(raw: string): number {
  const lower = raw.toLowerCase();
  if (lower in NUMBER_WORDS) return NUMBER_WORDS[lower]!;
  const digits = raw.replace(/[\u00a0\u202f ]/g, '');
  if (/^\d{1,3}(?:[,.]\d{3})+$/.test(digits)) return Number(digits.replace(/[,.]/g, ''));
  return Number(digits.replace(',', '.'));
}

/** Currencies written as their code ("CAD 1.2 million", "CHF 80k") or a marked dollar ("C$", "A$"). */
const CURRENCY_CODES =
  'USD|EUR|GBP|INR|CAD|AUD|NZD|CHF|JPY|CNY|HKD|SGD|SEK|NOK|DKK|PLN|CZK|HUF|MXN|BRL|ZAR|AED|SAR|TRY|ILS|KRW';
const CURRENCY_BEFORE = `[$€£₹¥]|(?:C|A|CA|US|NZ|HK|S|R)\\$|${CURRENCY_CODES}`;
const PERCENT = `%|${alternation(everyLanguage('percentWords'))}`;
const CURRENCY_AFTER = `[€$£]|${CURRENCY_CODES}|${alternation(everyLanguage('currencyWords'))}`;
const FRACTIONS: Readonly<Record<string, number>> = everyLanguageRecord('fractionWords');
/** A change given as a fraction: "by a fifth", "en un tercio", "de moitié", "um ein Drittel", "a la mitad". */
const FRACTION_RE = new RegExp(
  `(?<![\\p{L}])(?:by|um|auf|de|d['’]|en|a|à|par)\\s*(${alternation(Object.keys(FRACTIONS)).replace(/ /g, '[\\s-]+')})(?![\\p{L}])`,
  'giu',
);
const DIGITS_RE = new RegExp(
  `(?<![\\p{L}\\d.,:/#-])(${CURRENCY_BEFORE})?\\s?` +
    `(\\d{1,3}(?:[,.\\u00a0\\u202f ]\\d{3})+(?!\\d)|\\d+(?:[.,]\\d+)?)` +
    `(?:\\s?(${PERCENT}))?` +
    // "m²" is an area, not "million".
    `(?:\\s?(${alternation(Object.keys(MULTIPLIERS))})(?:(?<=\\p{L}{3})\\.)?(?![\\p{L}²³]))?` +
    `(\\+|x(?![\\p{L}]))?` +
    `(?:\\s?(${CURRENCY_AFTER}))?` +
    `(?![\\p{L}\\d]|[.,]\\d|:\\d|/\\d)`,
  'giu',
);
const WORDS_RE = wordRe(alternation(Object.keys(NUMBER_WORDS)));
const MONTHS = alternation(everyLanguage('months'));
const DATE_BEFORE = new RegExp(`(?:${MONTHS})\\.?\\s*$`, 'iu');
const DATE_AFTER = new RegExp(`^\\s*(?:st|nd|rd|th|\\.)?\\s*(?:of\\s+|de\\s+)?(?:${MONTHS})(?![\\p{L}])`, 'iu');

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
  /** A fraction in words ("a third"): a percentage near its value backs it. */
  approximate?: boolean;
}

/**
 * Every number a sentence states, with its unit: "35%", "$2M", "10.000", "cinco". Dates ("March 5"), versions
 * ("Python 3"), list markers ("1. ") and the word "one" are left out: they say nothing about the sender.
 */
export function findNumbers(sentence: string): NumberMention[] {
  const out: NumberMention[] = [];
  for (const m of sentence.matchAll(DIGITS_RE)) {
    const index = m.index + (m[0].length - m[0].trimStart().length);
    const end = m.index + m[0].trimEnd().length;
    const before = sentence.slice(0, index);
    const after = sentence.slice(end);
    if (/^\s*$/.test(before) && /^[.)](?:\s|$)/.test(after)) continue;
    // A month name is short: the end of what comes before is enough (the whole of it is slow on long sentences).
    if (DATE_BEFORE.test(before.trimEnd().slice(-12)) || DATE_AFTER.test(after)) continue;
    const tail = before.trimEnd();
    const lastSkill = findSkillMentions(tail.slice(-30)).at(-1);
    if (lastSkill && lastSkill.index + lastSkill.text.length === Math.min(30, tail.length) && /\s$/.test(before))
      continue;
    const [, currencyBefore, digits, percent, multiplier] = m;
    let value = valueOf(digits!);
    // "$1.4M" and "1,4 Mio." are one figure: no floating-point dust ("0.07 million" is 70000, not 70000.00000000001).
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
    out.push({
      text: m[0],
      index: m.index,
      end: m.index + m[0].length,
      value: NUMBER_WORDS[m[0].toLowerCase()]!,
      percent: false,
      money: false,
      calendarYear: false,
      word: true,
    });
  }
  for (const m of sentence.matchAll(FRACTION_RE)) {
    const index = m.index + m[0].length - m[1]!.length;
    const key = Object.keys(FRACTIONS).find((k) =>
      new RegExp(`^(?:${k.replace(/ /g, '[\\s-]+')})$`, 'iu').test(m[1]!),
    )!;
    out.push({
      text: m[1]!,
      index,
      end: index + m[1]!.length,
      value: FRACTIONS[key]!,
      percent: true,
      money: false,
      calendarYear: false,
      word: true,
      approximate: true,
    });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Every value a source text holds ("10,000", "10k" and "ten thousand" are one), for generous backing. */
export function valuesIn(text: string): Set<number> {
  const values = new Set<number>();
  for (const n of findNumbers(text)) values.add(n.value);
  // Bare figures too, wherever they stand ("2018-2022", "v2").
  for (const m of text.matchAll(/(?<!\d)\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+(?!\d)|\d+(?:[.,]\d+)?/g))
    values.add(valueOf(m[0]));
  return values;
}

import type { LanguageCode } from '../language.js';
import { wordRe, LETTER } from './text.js';
import type { ClaimSubject } from './types.js';
import { alternation, everyLanguage, WORDS } from './words/index.js';

/** The company's name and the ad's own words are masked with this mark; it counts as a word about the company. */
export const COMPANY_MASK = '§';
/** Contact details, the sender's name and the job title are masked with this mark: facts of no one in particular. */
export const NEUTRAL_MASK = '¤';

type Who = 'sender' | 'company';

/** What opens a relative clause: "which", "que", "qui", "dont", "die", "welche". */
const RELATIVE =
  /^\s*[,;]?\s*(?:which|that|who|whom|que|qui|lequel|laquelle|lesquels|dont|el cual|la cual|los cuales|lo que|die|der|das|den|dem|welche[nrsm]?)(?![\p{L}])/iu;

interface Marker {
  index: number;
  end: number;
  who: Who;
}

/** A marker pattern; elided forms ("j'", "l'") end with their apostrophe, so no word boundary follows them. */
function markerRe(words: string[], flags: string): RegExp {
  const elided = words.filter((w) => /['’]\]$/.test(w));
  const whole = words.filter((w) => !elided.includes(w));
  const parts = [
    ...(whole.length ? [`(?<![${LETTER}\\d])(?:${alternation(whole)})(?![${LETTER}\\d])`] : []),
    ...(elided.length ? [`(?<![${LETTER}\\d])(?:${alternation(elided)})`] : []),
  ];
  return new RegExp(parts.join('|'), flags);
}

/** After a French "du", a lower-case noun: no German verb ("du hast", "du arbeitest") or pronoun-like word. */
const FRENCH_DU_NOUN =
  /^\s+(?!(?:und|auch|mich|mir|uns|es|das|die|der|den|dem|ein\p{L}*|nicht|noch|schon|gern|gerne)(?![\p{L}]))\p{Ll}+(?<!st|t)(?![\p{L}])/u;

/**
 * Whether a "du" is French, part of a name or a phrase ("École du Louvre", "Institut national du patrimoine"), not the
 * German "you": a lower-case noun follows, or it joins two capitalised words mid-sentence.
 */
function frenchDu(sentence: string, at: number): boolean {
  const after = sentence.slice(at + 2);
  if (FRENCH_DU_NOUN.test(after)) return true;
  const before = /(\S+)\s+$/u.exec(sentence.slice(0, at));
  return !!before && before.index > 0 && /^\p{Lu}/u.test(before[1]!) && /^\s+\p{Lu}/u.test(after);
}

/** Who a word says a clause is about, in the email's language (and English, which emails mix in). */
export class SubjectReader {
  private readonly regexes: { re: RegExp; who: Who }[] = [];
  private readonly clauseWords: RegExp;
  private readonly opensClause: RegExp;
  private readonly hypothetical: RegExp;

  constructor(lang: LanguageCode) {
    // Dutch "je" is "you"; French "je" is "I": only the email's own language (and English) count.
    const tables = lang === 'en' ? [WORDS.en] : [WORDS.en, WORDS[lang]];
    for (const who of ['sender', 'company'] as const) {
      const words = tables.flatMap((t) => t[who]);
      const sensitive = new Set(tables.flatMap((t) => t.caseSensitive));
      const cased = words.filter((w) => sensitive.has(w));
      const plain = words.filter((w) => !sensitive.has(w));
      if (plain.length) this.regexes.push({ re: markerRe(plain, 'giu'), who });
      if (cased.length) this.regexes.push({ re: markerRe(cased, 'gu'), who });
    }
    this.regexes.push({ re: new RegExp(`${COMPANY_MASK}+`, 'gu'), who: 'company' });
    this.clauseWords = wordRe(alternation(everyLanguage('clauseWords')));
    this.opensClause = wordRe(alternation(everyLanguage('clauseWords')), 'iu');
    this.hypothetical = wordRe(alternation(tables.flatMap((t) => t.hypothetical)), 'iu');
  }

  markers(sentence: string): Marker[] {
    const out: Marker[] = [];
    for (const { re, who } of this.regexes) {
      for (const m of sentence.matchAll(re)) {
        // "École du Louvre", "Institut national du patrimoine": French "du" before a noun, no German "you".
        if (m[0] === 'du' && frenchDu(sentence, m.index)) continue;
        out.push({ index: m.index, end: m.index + m[0].length, who });
      }
    }
    return out.sort((a, b) => a.index - b.index);
  }

  /** The clause around a position: between clause words or marks such as commas. */
  clause(sentence: string, at: number): { start: number; end: number } {
    let start = 0;
    let end = sentence.length;
    for (const re of [this.clauseWords, /[,;:()—–]/g]) {
      for (const m of sentence.matchAll(re)) {
        if (m.index + m[0].length <= at) start = Math.max(start, m.index + m[0].length);
        else if (m.index >= at) end = Math.min(end, m.index);
      }
    }
    return { start, end };
  }

  /**
   * The nearest marker in the claim's clause decides; failing that, the last one before the clause ("Your team,
   * serving 3 million users, ..."), then the first after it ("With 8 years of React, I ..."), unless a clause word
   * ("so", "but", "que") stands between.
   */
  subject(sentence: string, markers: Marker[], claim: { index: number; end: number }): ClaimSubject {
    const { start, end } = this.clause(sentence, claim.index);
    const inClause = markers.filter((m) => m.index >= start && m.end <= end);
    const m =
      nearest(inClause, claim) ??
      this.relative(sentence, markers, end) ??
      markers.filter((x) => x.end <= start).at(-1) ??
      // A later clause decides only past a comma, not past a word opening a new clause: in "time on the A320, so
      // tasks would not slow your line down" the A320 is not the company's.
      markers.find((x) => x.index >= end && !this.opensClause.test(sentence.slice(end, x.index)));
    return m ? m.who : 'unclear';
  }

  /** "the IPAF, which I renewed in May": a relative clause right after a claim's says whose it is. */
  private relative(sentence: string, markers: Marker[], clauseEnd: number): Marker | undefined {
    const lead = RELATIVE.exec(sentence.slice(clauseEnd));
    if (!lead) return undefined;
    const next = this.clause(sentence, clauseEnd + lead[0].length);
    return markers.find((m) => m.index >= next.start && m.end <= next.end);
  }

  /** Whether the few words right before a position make what follows a wish ("I could be on site at X"). */
  wishedJustBefore(sentence: string, index: number, words = 4): boolean {
    const before = sentence.slice(this.clause(sentence, index).start, index).trim().split(/\s+/u);
    return this.hypothetical.test(before.slice(-words).join(' '));
  }

  /** Whether the words before a claim in its clause make it a wish ("I would love to live in Berlin"). */
  wished(sentence: string, index: number): boolean {
    return this.hypothetical.test(sentence.slice(this.clause(sentence, index).start, index));
  }
}

function nearest(markers: Marker[], claim: { index: number; end: number }): Marker | undefined {
  let best: Marker | undefined;
  let bestDistance = Infinity;
  for (const m of markers) {
    const distance = m.end <= claim.index ? claim.index - m.end : m.index >= claim.end ? m.index - claim.end : 0;
    // On a tie the marker before the claim wins: "my React skills to your team".
    if (distance < bestDistance || (distance === bestDistance && m.index < claim.index)) {
      best = m;
      bestDistance = distance;
    }
  }
  return best;
}

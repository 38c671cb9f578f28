import { NAME } from './names.js';
import type { Source } from './source.js';
import { normalise } from './text.js';
import { sameWordAcross } from './words/glossary.js';
import { everyLanguage } from './words/index.js';

const NAME_RE = new RegExp(NAME, 'gu');
/** A title in quotation marks ("«Seleccionar en temporada alta»", "„Sicher am Blatt“"): a name, whatever its case. */
const QUOTED = /[«„“"]\s?([^«»„“”"\n]{3,80}?)\s?[»“”"]/gu;
const FUNCTION_WORDS = new Set(everyLanguage('functionWords').map(normalise));
/** Where a clause ends: a mark, or a word that opens the next one. */
const VENUE_BEFORE =
  /(?:\b(?:in|at|on|im|auf der|auf dem|bei|en el|en la|en|dans|à|au|aux|for|für|para|pour)\s+(?:the\s+|le\s+|la\s+|les\s+|el\s+|der\s+|dem\s+)?)$/iu;
const CLAUSE_END =
  /[,;:.!?()]|\s(?:and|but|where|which|who|while|y|pero|donde|que|et|mais|où|qui|und|aber|wo|durch|hablando|sobre)\s/u;

/** A mark or a joining word between two claims: what stands after it is another clause. */
const CLAUSE_BREAK = /[,;:.!?()]|\s(?:and|but|then|y|pero|luego|et|mais|puis|und|aber|dann)\s/u;

/** The rest of a phrase's clause: "… nominiert" after "für den Prix du Livre d'art 2024". */
export const restOfClause = (text: string, from: number) => text.slice(from).split(CLAUSE_BREAK)[0] ?? '';

/** The start of a phrase's clause: "nominated for" before "the X Award". */
export const startOfClause = (text: string, to: number) => text.slice(0, to).split(CLAUSE_BREAK).at(-1) ?? '';

/** Whether the text between two offsets stays in one clause ("published … in X" does; "spoke at X and wrote" not). */
export const oneClause = (text: string, from: number, to: number) => !CLAUSE_BREAK.test(` ${text.slice(from, to)} `);

/** An article right before a cue inside a name: "Team den Preis", "Club the Award". */
const ARTICLE_BEFORE = /\s(?:den|der|die|das|dem|the|le|la|les|el|los|las)\s+$/u;

/** The words of a phrase that carry its meaning: normalised, without "the", "de", "für" and other short words. */
export const contentWords = (s: string) =>
  normalise(s)
    .split(' ')
    .filter((w) => w && !FUNCTION_WORDS.has(w) && (w.length >= 3 || /\d/.test(w)));

export interface CuePhrase {
  text: string;
  index: number;
  end: number;
  /** The words that identify the claim: its name, or its content words without the cue. */
  words: string[];
  /**
   * How sure the phrase names the thing: 2 for a name holding the cue ("UX Magazin", "Journal of Forecasting") or a
   * title in quotation marks, 1 for a name near it ("published in InfoQ"), 0 for the cue and the words after it.
   */
  rank: 0 | 1 | 2;
  /** Whether the name is where the thing appeared or was said ("in The Linguist"), not its topic. */
  atVenue?: boolean;
}

/**
 * The phrase a cue word heads ("won the Marketing Excellence Award", "published in InfoQ", "UX Magazin
 * veröffentlicht"): the nearest name in the cue's clause (after it within six words, else before it), or, when
 * there is none, the cue and the words after it up to the clause's end.
 */
export function phraseAround(
  text: string,
  cue: { index: number; end: number },
  cueWords: RegExp,
  /** How many words may stand between a name before the cue and the cue ("UX Magazin veröffentlicht": 0). */
  wordsBefore = 3,
  /** Words that name no venue or award on their own ("Meetup", "Vortrag"): a name made of them only is none. */
  generic?: RegExp,
): CuePhrase {
  // A title's own words ("«Referidos en hostelería: lo que funciona»") end no clause.
  const quoted = [...text.matchAll(QUOTED)].map((q) => {
    const at = q.index + q[0].indexOf(q[1]!);
    return Object.assign([q[1]!] as RegExpMatchArray, { index: at });
  });
  const flat = quoted.reduce(
    (t, q) => t.slice(0, q.index) + 'x'.repeat(q[0].length) + t.slice(q.index + q[0].length),
    text,
  );
  const clauseEndAt = (() => {
    const m = CLAUSE_END.exec(flat.slice(cue.end));
    return m ? cue.end + m.index : text.length;
  })();
  const clauseStart = Math.max(0, ...[...flat.slice(0, cue.index).matchAll(/[,;:.!?()]/gu)].map((m) => m.index + 1));
  const wordsBetween = (a: number, b: number) => text.slice(a, b).trim().split(/\s+/).filter(Boolean).length;
  const inQuotes = (m: RegExpMatchArray) =>
    quoted.some((q) => m.index! < q.index + q[0].length && m.index! + m[0].length > q.index);
  const names = [...quoted, ...[...text.matchAll(NAME_RE)].filter((m) => !inQuotes(m))]
    .sort((a, b) => a.index - b.index)
    .filter(
      (m) =>
        m.index >= clauseStart &&
        m.index + m[0].length <= Math.max(clauseEndAt, cue.end) &&
        m.index !== 0 &&
        // "Meetup-Vortrag" is made of cue words only: a kind of talk, not its name.
        !(generic && m[0].split(/[\s-]+/u).every((w) => generic.test(w))),
    );
  // A name holding the cue and more ("Journal of Forecasting"), or a cue of several words written as a name
  // ("Employee of the Year"); a German noun is capitalised alone ("Vortrag").
  let holding = names.find(
    (m) =>
      m.index <= cue.index &&
      m.index + m[0].length >= cue.end &&
      (m[0].length > cue.end - cue.index || /\s/u.test(m[0])),
  );
  // German capitalises the noun before the article too: "gewann mein Team den Preis für Best Gameplay" names the
  // prize from "Preis" on.
  if (holding && ARTICLE_BEFORE.test(text.slice(holding.index, cue.index))) {
    const from = cue.index - holding.index;
    holding = Object.assign([holding[0].slice(from)] as RegExpMatchArray, { index: cue.index });
  }
  const near = names.filter(
    (m) =>
      m !== holding &&
      ((m.index >= cue.end && wordsBetween(cue.end, m.index) <= 6) ||
        (m.index + m[0].length <= cue.index &&
          wordsBetween(m.index + m[0].length, cue.index) <= wordsBefore &&
          // "…the Colegio de X and I have published": a name before "and" belongs to another clause.
          !CLAUSE_END.test(` ${text.slice(m.index + m[0].length, cue.index)} `))),
  );
  // A venue ("in InfoQ", "auf der JavaLand", "dans Les Échos") over a topic ("on idempotent APIs").
  // "Education in Chemistry" is one title, no topic "Education" at a venue "Chemistry" ("Kafka in The Data
  // Engineer" has a venue).
  const venue = near.find((m) => {
    const before = text.slice(Math.max(0, m.index - 24), m.index);
    const titleGoesOn =
      /\p{Lu}\p{L}*\s+(?:in|on|at|im|en|dans)\s+$/u.test(before) && !/^(?:The|La|Le|Les|El|Der|Die|Das)\s/u.test(m[0]);
    return VENUE_BEFORE.test(before) && !titleGoesOn;
  });
  // A title in quotation marks is the piece itself, over where it appeared ("„Sicher am Blatt“ … bei Rheinwerk").
  const title = near.find((m) => quoted.includes(m) && m.index >= cue.end);
  const name = holding ?? title ?? venue ?? near.find((m) => m.index >= cue.end) ?? near.at(-1);
  let index: number;
  let end: number;
  if (name) {
    index = Math.min(cue.index, name.index);
    end = Math.max(cue.end, name.index + name[0].length);
  } else {
    index = cue.index;
    end = Math.min(clauseEndAt, cue.end + 60);
    // Never half a word or number ("Jornadas Anda", "en 201"): its start would match nothing on the resume.
    if (end < clauseEndAt && /[\p{L}\d]/u.test(text[end] ?? '')) end = Math.max(cue.end, text.lastIndexOf(' ', end));
  }
  const phrase = text.slice(index, end).trim();
  // Whole cue words only: "DGK-DVG-Jahreskongress" keeps its congress.
  const wholeCue = new RegExp(`^(?:${cueWords.source})$`, 'iu');
  const withoutCue = (s: string) => contentWords(s.replace(new RegExp(cueWords.source, 'giu'), ' '));
  const nameWithoutCue = (s: string) =>
    contentWords(
      s
        .split(/\s+/u)
        .filter((w) => !wholeCue.test(w))
        .join(' '),
    );
  // A name is compared without the cue's word when two words are left ("Artikel für Game Developer" is the resume's
  // "article, Game Developer"; "Preis für Best Gameplay" its "Winner, Best Gameplay"), whole when fewer are
  // ("UX Magazin", "Analyst of the Year"); without a name, the words around the cue, less the cue.
  // One capitalised word after words that describe it is a German noun more than a name: "den Preis für den besten
  // Vortrag" is compared by "besten Vortrag".
  const described =
    name &&
    name !== holding &&
    name !== venue &&
    name !== title &&
    name.index >= cue.end &&
    !/\s/u.test(name[0]) &&
    withoutCue(text.slice(cue.index, name.index)).length > 0;
  const named = described
    ? withoutCue(text.slice(cue.index, name.index + name[0].length))
    : name && nameWithoutCue(name[0]).length >= 2
      ? nameWithoutCue(name[0])
      : name
        ? contentWords(name[0])
        : null;
  const words = named ?? withoutCue(phrase);
  return {
    text: phrase,
    index,
    end: index + phrase.length,
    words: words.length ? words : contentWords(phrase),
    rank: name && (name === holding || name === title) ? 2 : name ? 1 : 0,
    atVenue: !!name && name === venue,
  };
}

/**
 * Whether one line of a source holds every word of a phrase, each as written, in another form of it ("UK UX Award" on
 * a line with "UK UX Awards 2023") or in another language ("young researcher prize", "Premio Jóvenes Investigadores");
 * `line` may narrow which lines count.
 */
export function lineHolds(source: Source, words: string[], line: (raw: string) => boolean = () => true): boolean {
  if (!words.length) return false;
  return source.lines.some((raw) => {
    if (!line(raw)) return false;
    const have = normalise(raw).split(' ');
    return words.every((w) => have.some((h) => sameWordAcross(w, h)));
  });
}

/** Whether a line of a source spells an acronym out: "MHR" in "BTS Management en hôtellerie-restauration". */
export function spelledOut(acronym: string, source: Source): boolean {
  // Three letters at least, from words of four letters or more: two initials would match lines by chance.
  if (!/^\p{Lu}{3,6}$/u.test(acronym)) return false;
  const want = acronym.toLowerCase();
  return source.lines.some((line) => {
    const initials = normalise(line)
      .split(' ')
      .filter((w) => w.length >= 4 && !FUNCTION_WORDS.has(w))
      .map((w) => w[0])
      .join('');
    return initials.includes(want);
  });
}

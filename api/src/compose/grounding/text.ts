/** Text helpers of the grounding check. */

export const LETTER = '\\p{L}';
/** Lower case, accents and punctuation gone, one space between words: for comparing names and phrases. */
export const normalise = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Whether two words are one word in another form: a gendered or plural ending ("Ingenieurin" and "Ingenieur",
 * "supervisora" and "supervisor"), or a noun and its person ("recepción" and "recepcionista", "Projektleitung" and
 * "Projektleiterin"); not a compound that only starts with the other ("Stationsleitung" is no "Station"). Digits and
 * short words count only whole.
 */
export function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (/\d/.test(a + b) || short.length < 5 || long.length - short.length > 4) return false;
  let common = 0;
  while (common < short.length && short[common] === long[common]) common++;
  return common >= Math.max(5, Math.ceil(0.8 * short.length));
}

/**
 * A word spelled the way our languages share it: "k" and "z" as "c", "ph" as "f", "th" as "t", "y" as "i" ("Aktuariat"
 * and "actuarial", "Zertifikat" and "certificate" then start alike). For comparing stems across languages only.
 */
export const looseSpelling = (word: string) =>
  word.replace(/ph/g, 'f').replace(/th/g, 't').replace(/[kzq]/g, 'c').replace(/y/g, 'i');

export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LEGAL_SUFFIX =
  /[\s,]+(?:inc|incorporated|ltd|limited|llc|llp|plc|corp|corporation|co|company|gmbh|ag|se|sa|sas|s a s|sarl|sl|srl|spa|bv|nv|pvt|private limited|oy|ab|as)\.?$/i;
export function stripLegalSuffix(name: string): string {
  return name
    .replace(/\bS\.A\.S\.?$/i, '')
    .replace(LEGAL_SUFFIX, '')
    .trim();
}

/** Replaces phrases with a mark of the same length, so offsets stay true. */
export function mask(text: string, phrases: (string | null | undefined)[], char: string): string {
  const list = [
    ...new Set(phrases.flatMap((p) => (p ? [p.trim(), stripLegalSuffix(p.trim())] : [])).filter((p) => p.length > 1)),
  ];
  list.sort((a, b) => b.length - a.length);
  let out = text;
  for (const phrase of list) {
    const re = new RegExp(`(?<![${LETTER}\\d])${escape(phrase).replace(/\s+/g, '\\s+')}(?![${LETTER}\\d])`, 'giu');
    out = out.replace(re, (m) => char.repeat(m.length));
  }
  return out;
}

/** URLs, email addresses and phone numbers are not claims. */
export function maskContactDetails(text: string, char: string): string {
  return text
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+/gi, (m) => char.repeat(m.length))
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, (m) => char.repeat(m.length))
    .replace(/\+?\d[\d\s().-]{7,}\d/g, (m) => ((m.match(/\d/g) ?? []).length >= 9 ? char.repeat(m.length) : m));
}

export interface Span {
  text: string;
  start: number;
}

/**
 * A period that ends an abbreviation, not a sentence: one letter ("u. a.", "z. B.", "e.g."), or a title or short
 * word that a name or a word follows ("Dr. Ruiz", "St. Mary's", "bzw. Köln").
 */
const ABBREVIATION_END =
  /(?:^|[\s.(])(?:\p{L}|dr|dra|mr|mrs|ms|prof|st|sr|sra|mme|nr|bzw|ca|inkl|incl|vgl|approx|vs|no)\.$/iu;

/** Sentences, split where a sentence ends and at line breaks; abbreviations such as "B.Sc. in" stay whole. */
export function sentences(text: string): Span[] {
  const out: Span[] = [];
  const re = /(?<=[.!?])\s+(?=["'“«(¿¡\p{Lu}\d§])|\n+/gu;
  let start = 0;
  for (const m of text.matchAll(re)) {
    if (!m[0].includes('\n') && ABBREVIATION_END.test(text.slice(Math.max(start, m.index - 8), m.index))) continue;
    out.push({ text: text.slice(start, m.index), start });
    start = m.index + m[0].length;
  }
  out.push({ text: text.slice(start), start });
  return out.filter((s) => s.text.trim());
}

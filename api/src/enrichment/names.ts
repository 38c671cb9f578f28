/** Words that belong to a surname rather than being a given name or a middle name ("van", "de la"). */
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'dos',
  'das',
  'du',
  'la',
  'le',
  'st',
  'bin',
  'al',
  'el',
  'ter',
]);
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'phd', 'md', 'mba', 'cpa', 'pmp']);

/** Lower-case ASCII letters only: accents stripped, hyphens, apostrophes and spaces removed. */
export function normalizePart(part: string): string {
  return part
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .replace(/[æÆ]/g, 'ae')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

export interface PersonName {
  /** Given name, normalised. */
  first: string;
  /** Family name with its particles, normalised ("van der berg" → "vanderberg"). */
  last: string;
  /** The family name without particles, which many companies use instead ("berg"). */
  lastCore: string;
}

/**
 * Splits a display name into the parts address patterns use. Middle names are dropped, particles stay with the
 * surname, honorifics, suffixes and bracketed notes are ignored. Null when there is no usable first and last name.
 */
export function parseName(displayName: string | null | undefined): PersonName | null {
  if (!displayName) return null;
  const cleaned = displayName
    .replace(/\(.*?\)|\[.*?\]|".*?"/g, ' ')
    .replace(/,.*$/, ' ') // "Jane Doe, PhD"
    .replace(/\b(mr|mrs|ms|dr|prof)\.?\s/gi, ' ');
  const words = cleaned.split(/\s+/).filter(Boolean);
  while (words.length && SUFFIXES.has(normalizePart(words.at(-1)!))) words.pop();
  if (words.length < 2) return null;
  const first = normalizePart(words[0]!);
  let i = words.length - 1;
  while (i > 1 && PARTICLES.has(normalizePart(words[i - 1]!))) i--;
  const lastWords = words.slice(i);
  const last = lastWords.map(normalizePart).join('');
  const lastCore = normalizePart(lastWords.at(-1)!);
  return first && last ? { first, last, lastCore } : null;
}

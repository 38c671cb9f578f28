import { normalise, stripLegalSuffix } from './text.js';

/** A capitalised word of a name: "Globex", "McKinsey", "O'Neil", "Next.js", "AT&T", "2023" after a first word. */
const WORD = `(?!I(?:['’]\\p{L}+)?(?![\\p{L}]))\\p{Lu}(?:[\\p{L}\\d&'’.+-]*[\\p{L}\\d+#])?`;
const CONNECTOR = `of|the|for|and|at|de|del|du|des|la|las|los|el|le|von|van|der|den|zu|für|y|e|et|und|di|da|&`;
/**
 * A proper name: capitalised words, the small words that join them ("d'" of "Collège d'Europe" too), and trailing
 * numbers ("Rennes 2").
 */
export const NAME = `${WORD}(?:\\s+(?:(?:${CONNECTOR})\\s+)*(?:[dl]['’])?(?:${WORD}|\\d{1,4}(?![\\p{L}\\d])))*`;
/** What may stand between a preposition and a name: an article, or an elided one. */
export const ARTICLE = `(?:(?:the|el|la|los|las|le|les|der|die|das|dem|den|des)\\s+|l['’]|d['’])?`;

/** The name a resume opens with, when its first line reads as one ("Lena Vogel", "Hana Kobayashi, PhD"). */
export function resumeName(resume: string): string | null {
  const first = resume.trim().split('\n')[0]!.split(',')[0]!.trim();
  return /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u.test(first) ? first : null;
}

const POSSESSIVE = /['’]s$/u;
const COORDINATION = /\s+(?:and|y|et|und)\s+/u;

/** A name as found, without trailing dots, possessives or a closing connector. */
export function cleanName(name: string): string {
  return name
    .replace(/[.,;:!?'’-]+$/u, '')
    .replace(POSSESSIVE, '')
    .replace(/(?:\s+(?:of|the|for|and|at|de|del|du|la|le|von|van|der|den|zu|für|y|e|et|und|&))+$/u, '')
    .trim();
}

/**
 * "Northwind Studio and Pixelworks Agency" is two names, "Arte and the European Court of Justice" too, without its
 * article; "Harbor & Finch" is one.
 */
export function splitNames(name: string): string[] {
  return name
    .split(COORDINATION)
    .map((part, i) => (i ? part.replace(/^(?:the|el|la|le|les|der|die|das)\s+(?=\p{Lu})/u, '') : part))
    .map(cleanName)
    .filter(Boolean);
}

/** The words that identify a name in comparisons: normalised, without a legal suffix. */
export const nameKey = (name: string) => normalise(stripLegalSuffix(cleanName(name)));

const ARTICLE_AT = new RegExp(`\\s*${ARTICLE}`, 'iuy');
const NAME_AT = new RegExp(NAME, 'uy');

/**
 * The proper name that starts at a position (after an article), or null. Lead-in patterns are matched without
 * regard to case; the name itself must be capitalised, so this is matched apart.
 */
export function nameAt(text: string, position: number): { name: string; index: number } | null {
  ARTICLE_AT.lastIndex = position;
  const article = ARTICLE_AT.exec(text);
  const start = position + (article?.[0].length ?? 0);
  NAME_AT.lastIndex = start;
  const m = NAME_AT.exec(text);
  return m ? { name: m[0], index: start } : null;
}

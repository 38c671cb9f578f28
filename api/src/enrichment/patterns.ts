import type { PersonName } from './names.js';

/** Corporate address patterns, most common first (as seen across public company email datasets). */
export const PATTERNS = {
  'first.last': (n: PersonName) => `${n.first}.${n.last}`,
  flast: (n: PersonName) => `${n.first[0]}${n.last}`,
  first: (n: PersonName) => n.first,
  firstlast: (n: PersonName) => `${n.first}${n.last}`,
  'f.last': (n: PersonName) => `${n.first[0]}.${n.last}`,
  first_last: (n: PersonName) => `${n.first}_${n.last}`,
  firstl: (n: PersonName) => `${n.first}${n.last[0]}`,
  'last.first': (n: PersonName) => `${n.last}.${n.first}`,
  last: (n: PersonName) => n.last,
  'first-last': (n: PersonName) => `${n.first}-${n.last}`,
  lastf: (n: PersonName) => `${n.last}${n.first[0]}`,
  'first.l': (n: PersonName) => `${n.first}.${n.last[0]}`,
} as const;

export type PatternName = keyof typeof PATTERNS;

export const ROLE_LOCAL_PARTS = ['careers', 'jobs', 'recruiting', 'talent', 'hr'] as const;

export interface Candidate {
  localPart: string;
  pattern: PatternName;
}

/**
 * The addresses a person may have, the pattern already confirmed at the domain first. Surnames with particles
 * ("van der Berg") are also tried without them.
 */
export function candidatesFor(name: PersonName, learned?: string | null): Candidate[] {
  const order = Object.keys(PATTERNS) as PatternName[];
  if (learned && learned in PATTERNS) order.sort((a, b) => Number(b === learned) - Number(a === learned));
  const variants = name.lastCore !== name.last ? [name, { ...name, last: name.lastCore }] : [name];
  const seen = new Set<string>();
  const out: Candidate[] = [];
  for (const pattern of order) {
    for (const variant of variants) {
      const localPart = PATTERNS[pattern](variant);
      if (!seen.has(localPart)) {
        seen.add(localPart);
        out.push({ localPart, pattern });
      }
    }
  }
  return out;
}

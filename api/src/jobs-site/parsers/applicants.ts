import type { ApplicantCount } from '@app/types';

import { fold } from './criteria.js';

// How each language of the site words a count that is a floor ("Over 200 applicants") or an invitation to be early
// ("Be among the first 25 applicants"); folded as the criteria are. Anything else with a number is an exact count.
const OVER = [
  'over',
  'more than',
  'uber',
  'mehr als',
  'plus de',
  'mas de',
  'oltre',
  'piu di',
  'mais de',
  'meer dan',
  'fler an',
];
const AMONG_FIRST = ['first', 'ersten', 'premiers', 'premieres', 'primeros', 'primi', 'primeiros', 'eerste', 'forsta'];

const hasCue = (text: string, cues: readonly string[]) =>
  cues.some((cue) => new RegExp(`(^|\\s)${cue}(\\s|$)`).test(text));

/**
 * The applicant count a job page shows ("157 applicants", "Over 200 applicants", "Oltre 200 candidati", "Be among
 * the first 25 applicants") as a number and what kind of number it is; null without a number.
 */
export function readApplicantCount(text: string | null): ApplicantCount | null {
  const digits = text?.match(/\d[\d.,\u00a0\u202f ]*/)?.[0].replace(/\D/g, '');
  if (!text || !digits) return null;
  const count = Number(digits);
  if (!Number.isSafeInteger(count)) return null;
  const folded = fold(text);
  const qualifier = hasCue(folded, AMONG_FIRST) ? 'among-first' : hasCue(folded, OVER) ? 'over' : 'exact';
  return { count, qualifier };
}

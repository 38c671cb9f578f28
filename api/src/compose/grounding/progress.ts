import { wordRe } from './text.js';
import { alternation, everyLanguage } from './words/index.js';

/** A resume's line for a credential not held yet: "ACCA — 9 of 13 exams (in progress)", "Zertifizierung (laufend)". */
export const IN_PROGRESS = wordRe(alternation(everyLanguage('inProgressWords')), 'iu');

/** An email's words for working towards one: "working towards", "estoy preparando", "derzeit absolviere ich". */
export const WORKING_TOWARDS = wordRe(alternation(everyLanguage('workingTowardsWords')), 'iu');

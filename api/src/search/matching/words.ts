/**
 * Word handling shared by the match score's readers: loose stems so "accountant" meets "accounting" and "teacher"
 * meets "teaching", a few role synonyms a stem cannot join, and the words that say nothing about a job's content.
 */

// Role words whose stems differ but mean the same job (mapped to a word whose stem is shared).
const SYNONYMS: Record<string, string> = {
  programmer: 'developer',
  engineer: 'developer',
  engineering: 'developer',
  swe: 'developer',
  sde: 'developer',
  coder: 'developer',
  ui: 'frontend',
  rn: 'nurse',
  nursing: 'nurse',
  educator: 'teacher',
  tutor: 'teacher',
  lecturer: 'teacher',
  instructor: 'teacher',
  profesor: 'teacher',
  profesora: 'teacher',
  professora: 'teacher',
  lehrerin: 'teacher',
  enseignante: 'teacher',
  professeur: 'teacher',
  lehrer: 'teacher',
  docente: 'teacher',
  enseignant: 'teacher',
  marketer: 'marketing',
  salesperson: 'sales',
  bookkeeper: 'accounts',
  cpa: 'accounts',
  physician: 'doctor',
  mbbs: 'doctor',
  hr: 'human',
  talent: 'recruiter',
};

/** A loose stem: first five letters (enough to join most word forms), after the synonyms and without hyphens. */
export function stem(word: string): string {
  const w = word.toLowerCase().replace(/-/g, '');
  const canonical = SYNONYMS[w] ?? w;
  return canonical.length > 5 ? canonical.slice(0, 5) : canonical;
}

/** Words that carry no content on their own in a job ad or a resume, in the languages the reader knows. */
export const FILLER = new Set(
  `a an and or the of for in on at to with by from as is are be will you your we our us they their this that
  who what which into per via etc also any all can may must should have has having other more most such well
  new good great strong excellent proven solid ability able knowledge understanding experience experienced years
  year yrs plus work working team teams skills skill role job position candidate candidates required requirements
  preferred including include includes based using use used within across least minimum degree bachelor bachelors
  master masters related field equivalent similar environment company opportunity looking join help make ensure
  excellent good hands hands-on high level day days time full part etc ability familiarity familiar nice bonus like would
  modern tooling tools clear written spoken verbal enjoy small fast fast-moving paced fast-paced self-starter motivated
  passionate passion detail detail-oriented oriented attitude willingness willing eager quick learner mindset
  de la el los las en y o con para por un una que del le les des et ou pour avec dans une der die das und oder mit
  für von zu ein eine il lo gli e per con di da em com para uma um os as do da dos das años anos ans années jahre
  jahren anni experiencia expérience erfahrung berufserfahrung esperienza experiência menos moins mindestens almeno
  pelo conocimientos connaissances kenntnisse conoscenza conhecimento sus ses seine suoi seus`.split(/\s+/),
);

/** The content words of a text, lower-cased (letters, digits and the symbols skills use). */
export function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#/-]+/u)
    .map((w) => w.replace(/^[-/]+|[-/]+$/g, ''))
    .filter((w) => w.length > 2 && !FILLER.has(w) && !/^\d+$/.test(w));
}

// The job criteria list ("Seniority level: Mid-Senior level") in every language of the site's country subdomains
// (en, de, fr, es, it, pt, nl, sv), read into one English vocabulary. Labels and values are compared folded:
// lower case, accents off, dashes and apostrophes as spaces ("Livello di anzianità" → "livello di anzianita").

export type CriterionField = 'experienceLevel' | 'employmentType' | 'jobFunction' | 'industries';

/** The order the site always prints them in: what an item with an unknown label is read by. */
const BY_POSITION: readonly CriterionField[] = ['experienceLevel', 'employmentType', 'jobFunction', 'industries'];

const LABELS: Record<CriterionField, readonly string[]> = {
  experienceLevel: [
    'seniority level',
    'karrierestufe',
    'senioritatsstufe',
    'niveau hierarchique',
    'nivel de antiguedad',
    'livello di anzianita',
    'nivel de experiencia',
    'senioriteitsniveau',
    'anciennitetsniva',
    'senioritetsniva',
    'tjanstegrad',
  ],
  employmentType: [
    'employment type',
    'beschaftigungsverhaltnis',
    'anstellungsart',
    'type d emploi',
    'tipo de empleo',
    'tipo di impiego',
    'tipo de emprego',
    'dienstverband',
    'soort dienstverband',
    'anstallningstyp',
    'anstallningsform',
  ],
  jobFunction: [
    'job function',
    'tatigkeitsbereich',
    'fonction',
    'funcion laboral',
    'funzione lavorativa',
    'funcao',
    'functie',
    'bedrijfsfunctie',
    'jobbfunktion',
    'arbetsfunktion',
  ],
  industries: ['industries', 'branchen', 'secteurs', 'sectores', 'settori', 'setores', 'sectoren', 'branscher'],
};

/** English value ← its wording in each language (folded). */
const SENIORITY: Record<string, readonly string[]> = {
  Internship: ['internship', 'praktikum', 'stage', 'practicas', 'estagio', 'praktik', 'tirocinio'],
  'Entry level': [
    'entry level',
    'berufseinstieg',
    'einstiegslevel',
    'premier emploi',
    'sin experiencia',
    'esperienza minima',
    'assistente',
    'starter',
    'instapniveau',
    'ingangsniva',
    'nyborjarniva',
  ],
  Associate: [
    'associate',
    'mit berufserfahrung',
    'associe',
    'algo de responsabilidad',
    'livello medio',
    'junior',
    'medewerker',
    'medarbetare',
  ],
  'Mid-Senior level': [
    'mid senior level',
    'mid senior',
    'confirme',
    'intermedio',
    'livello medio alto',
    'pleno senior',
    'middenkader',
    'mellanniva',
  ],
  Director: ['director', 'direktor', 'directeur', 'direttore', 'diretor'],
  Executive: [
    'executive',
    'geschaftsfuhrung',
    'cadre dirigeant',
    'ejecutivo',
    'dirigente',
    'executivo',
    'directie',
    'ledning',
  ],
  'Not Applicable': [
    'not applicable',
    'nicht zutreffend',
    'non applicable',
    'no corresponde',
    'no aplicable',
    'non applicabile',
    'nao aplicavel',
    'niet van toepassing',
    'ej tillampligt',
  ],
};

const EMPLOYMENT: Record<string, readonly string[]> = {
  'Full-time': [
    'full time',
    'vollzeit',
    'temps plein',
    'jornada completa',
    'tiempo completo',
    'a tempo pieno',
    'tempo pieno',
    'tempo integral',
    'fulltime',
    'voltijd',
    'heltid',
  ],
  'Part-time': [
    'part time',
    'teilzeit',
    'temps partiel',
    'media jornada',
    'tiempo parcial',
    'meio periodo',
    'parttime',
    'deltijd',
    'deltid',
  ],
  Contract: [
    'contract',
    'vertrag',
    'freiberuflich',
    'contrat',
    'contrato por obra',
    'contrato',
    'contratto',
    'kontrakt',
    'konsult',
  ],
  Temporary: [
    'temporary',
    'befristet',
    'temporar',
    'temporaire',
    'temporal',
    'temporaneo',
    'temporario',
    'tijdelijk',
    'tillfallig',
    'visstid',
  ],
  Internship: ['internship', 'praktikum', 'stage', 'practicas', 'estagio', 'praktik', 'tirocinio'],
  Volunteer: [
    'volunteer',
    'ehrenamtlich',
    'benevolat',
    'voluntario',
    'volontario',
    'trabalho voluntario',
    'vrijwilligerswerk',
    'vrijwilliger',
    'volontar',
    'ideellt',
  ],
  Other: ['other', 'andere', 'sonstiges', 'autre', 'otro', 'altro', 'outro', 'anders', 'annat', 'ovrigt'],
};

/** Lower case, accents off, dashes, apostrophes and dots as spaces, whitespace squeezed. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-‐‑–—'’.:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const invert = (table: Record<string, readonly string[]>) =>
  new Map(Object.entries(table).flatMap(([english, words]) => words.map((word) => [word, english] as const)));

const FIELD_OF_LABEL = new Map(
  Object.entries(LABELS).flatMap(([field, labels]) => labels.map((label) => [label, field as CriterionField] as const)),
);
const VOCABULARY: Partial<Record<CriterionField, Map<string, string>>> = {
  experienceLevel: invert(SENIORITY),
  employmentType: invert(EMPLOYMENT),
};

/** A value in the English vocabulary when its wording is known, else as the page wrote it. */
function inEnglish(field: CriterionField, value: string): string {
  return VOCABULARY[field]?.get(fold(value)) ?? value;
}

/** The only field whose vocabulary knows this value, if exactly one does ("Vollzeit" → employment type). */
function fieldOfValue(value: string): CriterionField | null {
  const folded = fold(value);
  const fields = BY_POSITION.filter((field) => VOCABULARY[field]?.has(folded));
  return fields.length === 1 ? fields[0]! : null;
}

/** How an item was placed: by its label (today's pages, any language), by its value, or by its position. */
export type CriterionStrategy = 'label' | 'value' | 'position';

export interface Criteria {
  values: Partial<Record<CriterionField, string>>;
  by: Partial<Record<CriterionField, CriterionStrategy>>;
}

/**
 * The criteria as fields, from the list's (label, value) items in page order: by the label in any of the languages,
 * else by a value only one vocabulary knows, else by the item's position when the list is complete (four items).
 */
export function readCriteria(items: readonly { label: string | null; value: string }[]): Criteria {
  const criteria: Criteria = { values: {}, by: {} };
  items.forEach(({ label, value }, index) => {
    const byLabel = label ? FIELD_OF_LABEL.get(fold(label)) : undefined;
    const byValue = byLabel ? null : fieldOfValue(value);
    const byPosition = items.length === BY_POSITION.length ? BY_POSITION[index] : undefined;
    const field = byLabel ?? byValue ?? byPosition;
    if (!field || criteria.values[field] !== undefined) return;
    criteria.values[field] = inEnglish(field, value);
    criteria.by[field] = byLabel ? 'label' : byValue ? 'value' : 'position';
  });
  return criteria;
}

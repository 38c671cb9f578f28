/**
 * What the match score reads from a job ad: its lines sorted into must-haves and nice-to-haves, its seniority level
 * and the years of experience it asks. Plain patterns in English and simple Spanish, French, German, Italian and
 * Portuguese forms; no model.
 */

/** Seniority on one scale for ads and resumes: 0 intern … 7 executive. */
export const LEVEL_NAMES = [
  'Intern',
  'Junior',
  'Mid-level',
  'Senior',
  'Lead',
  'Principal',
  'Director',
  'Executive',
] as const;

export type Need = 'must' | 'nice' | 'other';

export interface AdLine {
  text: string;
  need: Need;
}

const NICE_HEADING =
  /\b(nice[- ]to[- ]have|good[- ]to[- ]have|preferred|bonus|desirable|desired|ideally|a plus|deseable|valorable|souhait|atout|wünschenswert|von vorteil|gradit|preferenziale|diferencial|desejável)/i;
const MUST_HEADING =
  /\b(requirements?|qualifications?|must[- ]haves?|required|what you('ll)? need|what we('re| are) looking for|you have|you bring|who you are|skills|requisitos?|requisiti|exigences|profil|anforderungen|qualifikation|dein profil|ihr profil|competenze|competências|competencias|compétences)/i;
const OTHER_HEADING =
  /\b(responsibilit|what you('ll)? do|duties|about (us|the (role|company|team))|benefits|perks|we offer|what we offer|salary|compensation|tareas|responsabilidades|missions?|aufgaben|wir bieten|offriamo|mansioni|oferecemos|ofrecemos|nous offrons)/i;
// A line that says so itself, whatever its section.
const NICE_CUE =
  /\b(nice[- ]to[- ]have|good[- ]to[- ]have|is a plus|a plus|an advantage|advantageous|preferred|preferably|bonus|desirable|ideally|deseable|valorable|un atout|souhaité|von vorteil|wünschenswert|gradit[ao]|um diferencial|desejável)\b/i;
// The company's boilerplate: equal opportunity, how to apply. It asks nothing of the applicant's skills.
const BOILERPLATE =
  /\b(equal opportunit|discriminat|employment type|to apply|apply (now|today|via|by)|send your (cv|resume)|email your (cv|resume)|salary|benefits include)/i;
const MUST_CUE =
  /\b(must|required|mandatory|essential|obligatorio|obligatoire|zwingend|obbligatori[ao]|obrigatóri[ao])\b/i;

/** A heading: a short line ending in a colon, or a short line naming a known section. */
function headingNeed(line: string): Need | null {
  if (/^\s*([-•·–*]|\d+[.)])\s/.test(line)) return null; // a bullet is content, never a heading
  const bare = line.replace(/^[#*\s]+|[*\s]+$/g, '');
  if (bare.endsWith(':') && bare.length <= 60) {
    if (NICE_HEADING.test(bare)) return 'nice';
    if (OTHER_HEADING.test(bare)) return 'other';
    return MUST_HEADING.test(bare) ? 'must' : 'other';
  }
  // Without a colon, only a short line that starts with a known heading ("Requirements", "Nice to have").
  if (bare.length > 40 || /[.,;]$/.test(bare)) return null;
  const starts = (re: RegExp) => re.exec(bare)?.index === 0;
  if (starts(NICE_HEADING)) return 'nice';
  if (starts(OTHER_HEADING)) return 'other';
  return starts(MUST_HEADING) ? 'must' : null;
}

/**
 * The ad's lines with what each asks: under a requirements heading a must-have, under a "nice to have" heading (or
 * with "a plus", "preferred"…) a nice-to-have, else "other" (duties, the company). An ad without any requirements
 * heading states its needs in running text, so there every line counts as a must-have unless it says otherwise.
 */
export function adLines(description: string | null): AdLine[] {
  const raw = (description ?? '')
    .split(/\n|(?<=[.;])\s+(?=[A-Z•·\-*])|\s[•·]\s/)
    .map((l) => l.trim())
    .filter(Boolean);
  const hasRequirements = raw.some((l) => {
    const need = headingNeed(l);
    return need === 'must' || need === 'nice';
  });
  let section: Need = hasRequirements ? 'other' : 'must';
  const lines: AdLine[] = [];
  for (const text of raw) {
    const heading = headingNeed(text);
    if (heading) {
      section = heading;
      continue;
    }
    const need: Need = BOILERPLATE.test(text)
      ? 'other'
      : NICE_CUE.test(text)
        ? 'nice'
        : MUST_CUE.test(text) && section === 'other'
          ? 'must'
          : section;
    lines.push({ text, need });
  }
  return lines;
}

// Title words by level; "staff" is a level only for engineering-style roles ("Staff Nurse" is not senior).
const TITLE_LEVELS: [RegExp, number][] = [
  [/\b(chief|cxo|ceo|cto|cfo|coo|cmo|vp|vice president|svp|evp)\b/i, 7],
  [/\b(director|head of|head|directeur|directora?|leiter(in)?|direttore)\b/i, 6],
  [/\b(principal|distinguished)\b/i, 5],
  [/\bstaff (engineer|developer|scientist|designer|architect|software|data|product|machine)/i, 4],
  [/\b(lead|tech lead|team lead|manager|líder|responsable|gerente)\b/i, 4],
  [/\b(senior|sr\.?|iii|experienced|sénior|snr)\b/i, 3],
  [/\b(junior|jr\.?|entry[- ]level|graduate|associate|trainee|apprentice|fresher|júnior)\b/i, 1],
  [
    /\b(intern|internship|interns|stagiaire|praktikant(in)?|praktikum|becari[oa]|pr[aá]cticas|tirocinante|stagista|estagi[aá]ri[oa]|est[aá]gio)\b/i,
    0,
  ],
];

// The site's "Seniority level" criterion.
const SITE_LEVELS: [RegExp, number][] = [
  [/internship/i, 0],
  [/entry/i, 1],
  [/associate/i, 1],
  [/director/i, 6],
  [/executive/i, 7],
];

export interface AdLevel {
  level: number;
  /** Where the level was read, for the reason's sentence. */
  from: 'title' | 'site' | 'employment';
}

/**
 * The ad's seniority: an intern employment type first (it is unambiguous), then the title's words (the lowest
 * wins for intern/trainee, else the highest), then the site's criterion. "Mid-Senior level" says nothing more than
 * an ordinary role, so it gives no level. Null when nothing says.
 */
export function adLevel(job: {
  title: string;
  experienceLevel?: string | null;
  employmentType?: string | null;
}): AdLevel | null {
  if (/intern/i.test(job.employmentType ?? '')) return { level: 0, from: 'employment' };
  const title = job.title.replace(/\bstaff nurse\b/gi, 'nurse');
  const hits = TITLE_LEVELS.filter(([re]) => re.test(title)).map(([, l]) => l);
  if (hits.includes(0)) return { level: 0, from: 'title' };
  if (hits.length) {
    // "Associate Director", "Junior Lead": the junior word softens the other by one step.
    const top = Math.max(...hits);
    return { level: hits.includes(1) && top > 1 ? top - 1 : top, from: 'title' };
  }
  const site = SITE_LEVELS.find(([re]) => re.test(job.experienceLevel ?? ''));
  return site ? { level: site[1], from: 'site' } : null;
}

export interface YearsAsk {
  min: number;
  max: number | null;
}

const YEARS = String.raw`(?:years?|yrs?|años|anos|ans|années|jahre[n]?|anni)`;
const EXPERIENCE = String.raw`(?:experience|expérience|experiencia|experiência|erfahrung|berufserfahrung|esperienza)`;
const AT_LEAST = String.raw`(?:minimum(?: of)?|min\.?|at least|over|more than|mínimo(?: de)?|minimo(?: di)?|al menos|au moins|plus de|más de|mais de|pelo menos|mindestens|mehr als|über|almeno|oltre)`;
const N = String.raw`(\d{1,2})`;
const YEARS_PATTERNS: [RegExp, (m: RegExpExecArray) => YearsAsk][] = [
  // "3-5 years", "3 to 5 years", "3 à 5 ans", "3 bis 5 Jahre", "3 a 5 años"
  [
    new RegExp(String.raw`\b${N}\s*(?:-|–|—|to|à|a|bis|e|y)\s*${N}\+?\s*${YEARS}`, 'gi'),
    (m) => ({ min: Number(m[1]), max: Number(m[2]) }),
  ],
  // "5+ years", "5 + Jahre"
  [new RegExp(String.raw`\b${N}\s*\+\s*${YEARS}`, 'gi'), (m) => ({ min: Number(m[1]), max: null })],
  // "minimum 5 years", "at least 5 years", "au moins 5 ans"
  [new RegExp(String.raw`${AT_LEAST}\s*${N}\s*${YEARS}`, 'gi'), (m) => ({ min: Number(m[1]), max: null })],
  // "5 years of experience", "5 años de experiencia", "5 Jahre Berufserfahrung"
  [
    new RegExp(
      String.raw`\b${N}\s*${YEARS}['’]?\s*(?:of\s+|de\s+|d['’]\s*|di\s+)?(?:[\p{L}./-]+\s+){0,3}?${EXPERIENCE}`,
      'giu',
    ),
    (m) => ({ min: Number(m[1]), max: null }),
  ],
  // "experience of 5 years", "Erfahrung von 5 Jahren"
  [
    new RegExp(String.raw`${EXPERIENCE}\s*(?:of|de|von|di)?\s*${N}\s*\+?\s*${YEARS}`, 'gi'),
    (m) => ({ min: Number(m[1]), max: null }),
  ],
];

/** All the years-of-experience asks a text makes, in order of appearance. */
export function yearsAsks(text: string): YearsAsk[] {
  const found: { at: number; ask: YearsAsk }[] = [];
  for (const [re, read] of YEARS_PATTERNS) {
    for (const m of text.matchAll(re)) {
      const ask = read(m);
      if (ask.min > 30 || (ask.max !== null && ask.max < ask.min)) continue;
      found.push({ at: m.index ?? 0, ask });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.ask);
}

/**
 * The years the ad asks: the highest minimum among its must-have lines (a nice-to-have "10+ years a plus" is not a
 * requirement), with the range's top when it gave one. Null when it asks none.
 */
export function adYears(lines: AdLine[]): YearsAsk | null {
  const asks = lines.filter((l) => l.need !== 'nice').flatMap((l) => yearsAsks(l.text));
  if (!asks.length) return null;
  return asks.reduce((best, a) => (a.min > best.min ? a : best));
}

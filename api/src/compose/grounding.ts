import type { CompanyProfile } from '@app/types';
import { extractSkills } from '../search/matching/skills.js';
import { detectLanguage, type LanguageCode } from './language.js';
import { findSkillMentions } from './skill-mentions.js';

/** What a claim is about: how many years, a number, where the sender worked, a degree, a skill. */
export type ClaimKind = 'years' | 'number' | 'employer' | 'degree' | 'skill';

/** Who a sentence says the claim is about: the sender ("I", "my"), the company ("you", "the role"), or no one. */
export type ClaimSubject = 'sender' | 'company' | 'unclear';

export interface UnsupportedClaim {
  kind: ClaimKind;
  /** The words as the email has them, e.g. "12 years", "40 engineers", "Globex", "MBA". */
  text: string;
  about: ClaimSubject;
}

/** What the email may draw on: the sender's resume, and the job ad with the company's profile. */
export interface GroundingSources {
  resume: string;
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  posterName?: string | null;
  posterTitle?: string | null;
  company?: CompanyProfile | null;
  /** The sender's own name, used in the signature. */
  senderName?: string | null;
}

interface Found {
  kind: ClaimKind;
  text: string;
  index: number;
  end: number;
  /** Numbers: the value; years: the count; degrees: the level; skills: the skill; employers: the name. */
  key: string;
  value?: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Text helpers

const L = '\\p{L}';
/** A word boundary that understands accented letters. */
const wordRe = (body: string, flags = 'giu') => new RegExp(`(?<![${L}\\d])(?:${body})(?![${L}\\d])`, flags);
const normalise = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A job title or company name is the ad's fact, not the sender's: masked before claims are looked for. */
const COMPANY_MASK = '§';
const NEUTRAL_MASK = '¤';

function mask(text: string, phrases: (string | null | undefined)[], char: string): string {
  const list = [
    ...new Set(phrases.flatMap((p) => (p ? [p.trim(), stripLegalSuffix(p.trim())] : [])).filter((p) => p.length > 1)),
  ];
  list.sort((a, b) => b.length - a.length);
  let out = text;
  for (const phrase of list) {
    const re = new RegExp(`(?<![${L}\\d])${escape(phrase).replace(/\s+/g, '\\s+')}(?![${L}\\d])`, 'giu');
    out = out.replace(re, (m) => char.repeat(m.length));
  }
  return out;
}

const LEGAL_SUFFIX =
  /[\s,]+(?:inc|incorporated|ltd|limited|llc|llp|plc|corp|corporation|co|company|gmbh|ag|sa|sas|sarl|sl|srl|spa|bv|nv|pvt|private limited|oy|ab|as)\.?$/i;
function stripLegalSuffix(name: string): string {
  return name.replace(LEGAL_SUFFIX, '').trim();
}

/** URLs, email addresses and phone numbers are not claims. */
function maskContactDetails(text: string): string {
  return text
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+/gi, (m) => NEUTRAL_MASK.repeat(m.length))
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, (m) => NEUTRAL_MASK.repeat(m.length))
    .replace(/\+?\d[\d\s().-]{7,}\d/g, (m) => ((m.match(/\d/g) ?? []).length >= 9 ? NEUTRAL_MASK.repeat(m.length) : m));
}

/** Sentences, split where a sentence ends and at line breaks; abbreviations such as "B.Sc. in" stay whole. */
function sentences(text: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  const re = /(?<=[.!?])\s+(?=["'“(¿¡\p{Lu}\d§])|\n+/gu;
  let start = 0;
  for (const m of text.matchAll(re)) {
    out.push({ text: text.slice(start, m.index), start });
    start = m.index + m[0].length;
  }
  out.push({ text: text.slice(start), start });
  return out.filter((s) => s.text.trim());
}

// ---------------------------------------------------------------------------------------------------------------
// Who a sentence is about

const SENDER_MARKERS: Record<'any' | LanguageCode, string[]> = {
  any: [],
  en: ["I(?:['’](?:m|ve|d|ll))?", 'me', 'my', 'mine', 'myself', 'we', 'our', 'ours', 'us'],
  es: ['yo', 'mi', 'mis', 'me', 'mí', 'conmigo', 'tengo', 'he', 'soy', 'estoy', 'nuestro', 'nuestra', 'nuestros'],
  fr: ['je', "j['’]", 'moi', 'mon', 'ma', 'mes', 'me', "m['’]", 'nous', 'notre', 'nos'],
  de: ['ich', 'mich', 'mir', 'mein', 'meine', 'meinem', 'meinen', 'meiner', 'meines', 'wir', 'unser', 'unsere'],
  pt: ['eu', 'meu', 'minha', 'meus', 'minhas', 'me', 'tenho', 'nós', 'nosso', 'nossa'],
  it: ['io', 'mio', 'mia', 'miei', 'mie', 'mi', 'ho', 'noi', 'nostro', 'nostra'],
  nl: ['ik', 'mijn', 'mij', 'me', 'wij', 'we', 'ons', 'onze'],
};
const COMPANY_MARKERS: Record<'any' | LanguageCode, string[]> = {
  any: [`${COMPANY_MASK}+`],
  en: [
    'you',
    'your',
    'yours',
    "you['’](?:re|ve|ll|d)",
    'yourself',
    '(?:the|this) (?:role|position|job|team|company|posting|opening|opportunity|vacancy|ad)',
  ],
  es: [
    'usted',
    'ustedes',
    'su',
    'sus',
    'tu',
    'tus',
    'te',
    'vuestro',
    'vuestra',
    'el puesto',
    'la empresa',
    'el equipo',
  ],
  fr: ['vous', 'votre', 'vos', 'le poste', "l['’]entreprise", "l['’]équipe", "l['’]offre"],
  de: ['Sie', 'Ihnen', 'Ihr', 'Ihre', 'Ihrem', 'Ihren', 'Ihrer', 'Ihres', 'du', 'dein', 'deine', 'die Stelle'],
  pt: ['você', 'vocês', 'seu', 'sua', 'seus', 'suas', 'a vaga', 'a empresa', 'a equipe'],
  it: ['voi', 'vostro', 'vostra', 'Lei', 'la posizione', "l['’]azienda", 'il ruolo'],
  nl: ['u', 'uw', 'jullie', 'je', 'jouw', 'de functie', 'het bedrijf'],
};
/** German "Sie"/"Ihr" and Italian "Lei" mean "you" only capitalised; English "I" only as a capital. */
const CASE_SENSITIVE = new Set([
  "I(?:['’](?:m|ve|d|ll))?",
  'Sie',
  'Ihnen',
  'Ihr',
  'Ihre',
  'Ihrem',
  'Ihren',
  'Ihrer',
  'Ihres',
  'Lei',
]);

function markerRegexes(lang: LanguageCode): { re: RegExp; who: 'sender' | 'company' }[] {
  const langs: ('any' | LanguageCode)[] = ['any', 'en', ...(lang === 'en' ? [] : [lang])];
  const build = (table: typeof SENDER_MARKERS, who: 'sender' | 'company') => {
    const words = langs.flatMap((l) => table[l]);
    const sensitive = words.filter((w) => CASE_SENSITIVE.has(w));
    const insensitive = words.filter((w) => !CASE_SENSITIVE.has(w));
    return [
      ...(insensitive.length ? [{ re: wordRe(insensitive.join('|')), who }] : []),
      ...(sensitive.length ? [{ re: wordRe(sensitive.join('|'), 'gu'), who }] : []),
    ];
  };
  // Dutch "je" is "you"; French "je" is "I": only the email's own language (and English) count.
  return [...build(SENDER_MARKERS, 'sender'), ...build(COMPANY_MARKERS, 'company')];
}

/** Words and marks that start a new clause: "I have used Kafka, which your team needs". */
const CLAUSE_WORDS = wordRe(
  'which|that|who|where|while|but|whereas|because|since|que|qui|où|mais|pero|aunque|und|aber|weil|dass|che|maar|omdat',
);
const CLAUSE_MARKS = /[,;:()—–]/g;

interface Marker {
  index: number;
  end: number;
  who: 'sender' | 'company';
}

function markersIn(sentence: string, regexes: { re: RegExp; who: 'sender' | 'company' }[]): Marker[] {
  const out: Marker[] = [];
  for (const { re, who } of regexes) {
    for (const m of sentence.matchAll(re)) out.push({ index: m.index, end: m.index + m[0].length, who });
  }
  return out.sort((a, b) => a.index - b.index);
}

function clauseBounds(sentence: string, at: number): { start: number; end: number } {
  let start = 0;
  let end = sentence.length;
  for (const re of [CLAUSE_WORDS, CLAUSE_MARKS]) {
    for (const m of sentence.matchAll(re)) {
      if (m.index + m[0].length <= at) start = Math.max(start, m.index + m[0].length);
      else if (m.index >= at) end = Math.min(end, m.index);
    }
  }
  return { start, end };
}

function nearest(markers: Marker[], claim: Found): Marker | undefined {
  let best: Marker | undefined;
  let bestDistance = Infinity;
  for (const m of markers) {
    const distance = m.end <= claim.index ? claim.index - m.end : m.index >= claim.end ? m.index - claim.end : 0;
    // On a tie the marker before the claim wins: "my React skills to your team".
    if (distance < bestDistance || (distance === bestDistance && m.index < claim.index)) {
      best = m;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The nearest marker in the claim's clause decides; failing that, the last one before the clause ("Your team,
 * serving 3 million users, ..."), then the first after it ("With 8 years of React, I ...").
 */
function subjectOf(sentence: string, markers: Marker[], claim: Found): ClaimSubject {
  const { start, end } = clauseBounds(sentence, claim.index);
  const inClause = markers.filter((m) => m.index >= start && m.end <= end);
  const m =
    nearest(inClause, claim) ?? markers.filter((x) => x.end <= start).at(-1) ?? markers.find((x) => x.index >= end);
  return m ? m.who : 'unclear';
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers and years

// prettier-ignore
const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, fifteen: 15, twenty: 20, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8,
  nueve: 9, diez: 10, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, zwei: 2,
  drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, quatro: 4, oito: 8, dez: 10,
  cinque: 5, sei: 6, otto: 8, dieci: 10, twee: 2, drie: 3, vijf: 5, zes: 6, zeven: 7, tien: 10,
};
const YEAR_WORDS = 'years?|yrs?|años|anos|ans|années|jahren?|anni|jaar|jaren';
const NUMBER_WORD = Object.keys(NUMBER_WORDS).join('|');
/** "5+ years", "more than 8 years", "five years", "5 años", "8 Jahre", "plus de 5 ans". */
const YEARS_RE = wordRe(`(\\d{1,2}|${NUMBER_WORD})\\s*\\+?\\s*(?:(?:or more|plus)\\s+)?(?:${YEAR_WORDS})`);

// prettier-ignore
const MULTIPLIER_WORDS: Record<string, number> = {
  k: 1e3, thousand: 1e3, mil: 1e3, m: 1e6, mm: 1e6, million: 1e6, millions: 1e6, millones: 1e6, millionen: 1e6,
  milioni: 1e6, miljoen: 1e6, milhões: 1e6, bn: 1e9, b: 1e9, billion: 1e9, billions: 1e9,
};
const PERCENT_WORDS = '%|percent|per cent|por ciento|pour cent|prozent|por cento|per cento|procent';
const CURRENCY_BEFORE = '[$€£₹¥]|USD|EUR|GBP|INR';
const CURRENCY_AFTER = 'USD|EUR|GBP|INR|dollars|euros?|pounds|rupees|dólares';
const NUMBER_RE = new RegExp(
  `(?<![\\p{L}\\d.,:/#-])(${CURRENCY_BEFORE})?\\s?` +
    `(\\d{1,3}(?:[,.\\u00a0\\u202f]\\d{3})+(?![\\d])|\\d+(?:[.,]\\d+)?)` +
    `(?:\\s?(${PERCENT_WORDS}))?` +
    `(?:\\s?(${Object.keys(MULTIPLIER_WORDS).join('|')})(?![\\p{L}]))?` +
    `(\\+|x(?![\\p{L}]))?` +
    `(?:\\s?(${CURRENCY_AFTER}))?` +
    `(?![\\p{L}\\d]|[.,]\\d|:\\d|/\\d)`,
  'giu',
);
const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|januar|februar|märz|juni|juli|oktober|dezember';
const DATE_BEFORE = new RegExp(`(?:${MONTHS})\\.?\\s*$`, 'iu');
const DATE_AFTER = new RegExp(`^\\s*(?:st|nd|rd|th)?\\s*(?:of\\s+|de\\s+)?(?:${MONTHS})(?![\\p{L}])`, 'iu');

function parseNumber(raw: string): number {
  const digits = raw.replace(/[\s\u00a0\u202f]/g, '');
  // "10,000" and "10.000" are thousands; "2.5" and "2,5" are decimals.
  if (/^\d{1,3}(?:[,.]\d{3})+$/.test(digits)) return Number(digits.replace(/[,.]/g, ''));
  return Number(digits.replace(',', '.'));
}

function wordAfter(text: string, end: number): string {
  const m = /^\s+((?:of\s+)?[\p{L}][\p{L}'’-]*)/u.exec(text.slice(end));
  return m ? m[0] : '';
}

function findYears(sentence: string): Found[] {
  const out: Found[] = [];
  for (const m of sentence.matchAll(YEARS_RE)) {
    const raw = m[1]!.toLowerCase();
    const n = /^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS[raw]!;
    out.push({ kind: 'years', text: m[0], index: m.index, end: m.index + m[0].length, key: String(n), value: n });
  }
  return out;
}

function findNumbers(sentence: string, skip: Found[]): Found[] {
  const out: Found[] = [];
  for (const m of sentence.matchAll(NUMBER_RE)) {
    const index = m.index + (m[0].length - m[0].trimStart().length);
    const end = m.index + m[0].trimEnd().length;
    if (skip.some((s) => index < s.end && end > s.index)) continue;
    const before = sentence.slice(0, index);
    const after = sentence.slice(end);
    // List markers ("1. ") and dates ("March 5", "5th of May") say nothing about the sender.
    if (/^\s*$/.test(before) && /^[.)](?:\s|$)/.test(after)) continue;
    if (DATE_BEFORE.test(before) || DATE_AFTER.test(after)) continue;
    // Versions: "Python 3", "Angular 17".
    const tail = before.trimEnd();
    const lastSkill = findSkillMentions(tail.slice(-30)).at(-1);
    if (lastSkill && lastSkill.index + lastSkill.text.length === Math.min(30, tail.length)) continue;
    const [, currencyBefore, digits, percent, multiplier] = m;
    let value = parseNumber(digits!);
    if (multiplier) value *= MULTIPLIER_WORDS[multiplier.toLowerCase()] ?? 1;
    const money = !!currencyBefore || !!m[6];
    let text = sentence.slice(index, end).trim();
    // A count reads better with what it counts: "40 engineers", "a team of 40".
    const calendarYear = Number.isInteger(value) && value >= 1950 && value <= 2099 && !multiplier;
    if (!percent && !money && !calendarYear) text += wordAfter(sentence, end);
    out.push({ kind: 'number', text: text.trim(), index, end, key: String(value), value });
  }
  return out;
}

/** Every number a source text holds, as values ("10,000", "10k" and "10000" are one). */
function numbersIn(text: string): Set<number> {
  const values = new Set<number>();
  for (const f of findNumbers(text, [])) values.add(f.value!);
  // Bare figures too, wherever they stand ("2018-2022", "v2"): a source backs a claim generously.
  for (const m of text.matchAll(/\d{1,3}(?:[,.]\d{3})+(?!\d)|\d+(?:[.,]\d+)?/g)) values.add(parseNumber(m[0]));
  for (const f of findYears(text)) values.add(f.value!);
  return values;
}

/** The most years of experience a resume states, or spans with its dated roles ("2016 – present"). */
function yearsOfExperience(resume: string, now = new Date()): number {
  let most = 0;
  for (const f of findYears(resume)) most = Math.max(most, f.value!);
  const range =
    /(?<!\d)((?:19|20)\d{2})\s*(?:-|–|—|to|until|bis|à|a|hasta|até)\s*((?:19|20)\d{2}|present|current|now|today|date|actual(?:idad)?|heute|aujourd['’]hui|presente|oggi|heden)(?!\d)/giu;
  let first = Infinity;
  let last = -Infinity;
  for (const m of resume.matchAll(range)) {
    const start = Number(m[1]);
    const end = /^\d+$/.test(m[2]!) ? Number(m[2]) : now.getFullYear();
    if (end < start) continue;
    first = Math.min(first, start);
    last = Math.max(last, end);
  }
  if (Number.isFinite(first)) most = Math.max(most, last - first);
  return most;
}

// ---------------------------------------------------------------------------------------------------------------
// Degrees

type DegreeLevel = 'bachelor' | 'master' | 'mba' | 'doctorate';

const DEGREES: { level: DegreeLevel; re: RegExp }[] = [
  { level: 'mba', re: wordRe('MBA|M\\.B\\.A\\.?', 'gu') },
  { level: 'doctorate', re: wordRe('Ph\\.?\\s?D\\.?|D\\.?Phil\\.?', 'gu') },
  {
    level: 'doctorate',
    re: wordRe('doctorate|doctoral degree|doctorado|doctorat|doutorado|dottorato|promoviert|doktortitel|promotie'),
  },
  {
    level: 'master',
    re: wordRe(
      'M\\.?\\s?Sc\\.?|M\\.?\\s?Eng\\.?|M\\.?\\s?Tech\\.?|M\\.?\\s?Phil\\.?|LL\\.?M\\.?|(?:M\\.S\\.|M\\.A\\.|MS|MA)(?=\\s+(?:in|degree|from|of)\\b)',
      'gu',
    ),
  },
  {
    level: 'master',
    re: wordRe(
      "(?<!scrum\\s)masters?(?:['’]s?)?(?:\\s+degree|\\s+of\\s+[\\p{L}]+)?(?!\\s+(?:data|class|plan|scrum))|máster|maestría|mestrado|laurea magistrale|masterabschluss|diplom-\\p{L}+",
    ),
  },
  {
    level: 'bachelor',
    re: wordRe(
      'B\\.?\\s?Sc\\.?|B\\.?\\s?Eng\\.?|B\\.?\\s?Tech\\.?|B\\.?\\s?Com\\.?|BCA|B\\.E\\.|(?:B\\.S\\.|B\\.A\\.|BS|BA)(?=\\s+(?:in|degree|from|of)\\b)',
      'gu',
    ),
  },
  {
    level: 'bachelor',
    re: wordRe(
      "bachelor(?:['’]?s)?(?:\\s+degree|\\s+of\\s+[\\p{L}]+)?|undergraduate degree|licenciatura|grado en|licence|bacharelado|laurea triennale|bachelorabschluss",
    ),
  },
];

function findDegrees(sentence: string): Found[] {
  const out: Found[] = [];
  for (const { level, re } of DEGREES) {
    for (const m of sentence.matchAll(re)) {
      if (out.some((o) => m.index < o.end && m.index + m[0].length > o.index)) continue;
      // "PhD." at a sentence's end is "PhD"; "B.Sc." keeps its dots.
      const text = /^[^.]+\.$/.test(m[0].trim()) ? m[0].trim().slice(0, -1) : m[0].trim();
      out.push({ kind: 'degree', text, index: m.index, end: m.index + m[0].length, key: level });
    }
  }
  return out;
}

function degreeLevels(text: string): Set<DegreeLevel> {
  return new Set(findDegrees(text).map((f) => f.key as DegreeLevel));
}

/** An MBA is a master's degree; nothing else stands in for another level. */
function degreeSupported(level: DegreeLevel, levels: Set<DegreeLevel>): boolean {
  return levels.has(level) || (level === 'master' && levels.has('mba'));
}

// ---------------------------------------------------------------------------------------------------------------
// Employers

const NAME = `\\p{Lu}[\\p{L}\\d&'’.-]*(?:\\s+(?:(?!I(?![\\p{L}]))\\p{Lu}[\\p{L}\\d&'’.-]*|&|of|and|de|del|du|la|le|von|van|der|den|y|e)){0,5}`;
const PAST_OR_PRESENT_WORK =
  "(?<!\\bto\\s)(?<!\\b(?:would|could|will|can|['’]d)\\s)(?:worked|work|working|served|interned|consulted|employed|spent|was|been|am|joined)";
const WORK_NOUNS =
  'role|position|job|time|tenure|career|internship|experience|years?|engineer|developer|designer|manager|analyst|consultant|scientist|intern|architect|specialist|director|lead';
/** Phrases that put the sender at an organisation: "worked at X", "my role at X", "as a developer at X", "joined X". */
const EMPLOYER_PATTERNS: RegExp[] = [
  new RegExp(
    `(?:${PAST_OR_PRESENT_WORK}|\\b(?:${WORK_NOUNS}))(?:\\s+[\\p{L}'’-]+){0,5}?\\s+(?:at|for|with)\\s+(${NAME})`,
    'gu',
  ),
  new RegExp(`\\b(?:joined|while at|At)\\s+(${NAME})`, 'gu'),
  // Spanish, Portuguese, Italian: "trabajé en X", "como desarrollador en X", "trabalhei na X", "lavorato presso X".
  new RegExp(
    `(?<![\\p{L}])(?:[Tt]rabaj\\p{L}*|[Hh]e trabajado|[Ee]stuve|[Cc]olaboré|[Cc]omo|[Ee]xperiencia|[Pp]uesto|[Cc]argo|[Tt]rabalh\\p{L}+|[Aa]tuei|[Ll]avor\\p{L}+|[Ee]sperienza)(?:\\s+[\\p{L}'’-]+){0,4}?\\s+(?:en|para|con|na|no|em|presso|per)\\s+(${NAME})`,
    'gu',
  ),
  // French: "chez X" puts anyone at a company.
  new RegExp(`\\bchez\\s+(${NAME})`, 'gu'),
  // German and Dutch: "bei X", "bij X" with a word of work in the sentence (German capitalises every noun).
  new RegExp(
    `\\b(?:bei|bij)\\s+(${NAME})(?=.*\\b(?:als|gearbeitet|tätig|arbeite\\p{L}*|beschäftigt|angestellt|gewerkt|werk\\p{L}*)\\b)`,
    'gu',
  ),
  new RegExp(`\\b(?:als|gearbeitet|tätig|arbeite\\p{L}*|gewerkt|werkte)\\b.*?\\b(?:bei|bij)\\s+(${NAME})`, 'gu'),
];
const GENERIC_NAME_WORDS = new Set(
  (
    'the a an my our your this that these those their his her its i we you it they he she ' +
    'product engineering design marketing sales teams team clients client customers customer stakeholders users ' +
    'senior junior lead principal staff cross multiple various several different many other startups startup ' +
    'agencies agency fortune top global enterprise enterprises companies company remote home scale large small ' +
    'people partners partner everyone both all each them mentor mentors colleagues developers engineers designers ' +
    'managers data research support operations finance hr it qa devops frontend backend full mobile web ' +
    'january february march april may june july august september october november december ' +
    'monday tuesday wednesday thursday friday saturday sunday ihnen ihrem ihrer ihr ihre uns euch'
  ).split(' '),
);
const TRAILING_CONNECTORS = /(?:\s+(?:of|and|de|del|du|la|le|von|van|der|den|y|e|&))+$/u;

function findEmployers(sentence: string): Found[] {
  const out: Found[] = [];
  for (const re of EMPLOYER_PATTERNS) {
    for (const m of sentence.matchAll(re)) {
      let name = m[1]!.replace(TRAILING_CONNECTORS, '').replace(/[.'’-]+$/u, '');
      const first = name.split(/\s+/)[0]!.toLowerCase();
      if (name.length < 2 || GENERIC_NAME_WORDS.has(first)) continue;
      // "worked with React and Node.js" names skills, not organisations.
      let rest = name;
      for (const skill of findSkillMentions(name)) rest = rest.replace(skill.text, ' ');
      if (!/\p{L}{2,}/u.test(rest.replace(/(?<![\p{L}])(?:and|y|et|und|e|en|&)(?![\p{L}])/gu, ' '))) continue;
      const index = m.index + m[0].lastIndexOf(m[1]!);
      if (out.some((o) => o.index === index)) continue;
      name = name.trim();
      out.push({
        kind: 'employer',
        text: name,
        index,
        end: index + name.length,
        key: normalise(stripLegalSuffix(name)),
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Skills

function findSkills(sentence: string): Found[] {
  return findSkillMentions(sentence).map((m) => ({
    kind: 'skill' as const,
    text: m.text,
    index: m.index,
    end: m.index + m.text.length,
    key: m.skill,
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Sources

interface Source {
  text: string;
  normalised: string;
  numbers: Set<number>;
  years: number;
  degrees: Set<DegreeLevel>;
  skills: Set<string>;
}

function source(text: string, now: Date): Source {
  return {
    text,
    normalised: ` ${normalise(text)} `,
    numbers: numbersIn(text),
    years: yearsOfExperience(text, now),
    degrees: degreeLevels(text),
    skills: new Set([...extractSkills(text), ...findSkillMentions(text).map((m) => m.skill)]),
  };
}

function supportedBy(claim: Found, s: Source, strictYears: boolean): boolean {
  switch (claim.kind) {
    case 'years':
      // The resume backs "5 years" if it shows 5 or more; the ad only what it says.
      return strictYears ? s.numbers.has(claim.value!) : claim.value! <= s.years || s.numbers.has(claim.value!);
    case 'number':
      return s.numbers.has(claim.value!) || s.normalised.includes(` ${normalise(claim.text.split(/\s/)[0]!)} `);
    case 'degree':
      return degreeSupported(claim.key as DegreeLevel, s.degrees);
    case 'skill':
      return s.skills.has(claim.key);
    case 'employer':
      return claim.key.length > 0 && s.normalised.includes(` ${claim.key} `);
  }
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * The claims in an email that its sources do not back: numbers (counts, percentages, money), years of experience,
 * employers, degrees and skills. A claim about the sender must be in the resume; one about the company, or about
 * no one in particular, may also come from the job ad or the company profile. The job title, the company's name,
 * the recipient and the sender's own name are facts of the ad and the signature, never claims.
 */
export function findUnsupportedClaims(
  email: { subject: string; body: string },
  sources: GroundingSources,
  now = new Date(),
): UnsupportedClaim[] {
  const profile = sources.company;
  const companyNames = [sources.companyName, profile?.name];
  const adText = [
    sources.jobTitle,
    sources.companyName,
    sources.jobDescription,
    sources.posterName,
    sources.posterTitle,
    ...(profile
      ? [
          profile.name,
          profile.tagline,
          profile.description,
          profile.industry,
          profile.size,
          profile.headquarters,
          profile.founded,
          ...profile.specialties,
        ]
      : []),
  ]
    .filter(Boolean)
    .join('\n');
  const resume = source(sources.resume, now);
  const ad = source(adText, now);
  const targetKeys = companyNames.filter(Boolean).map((n) => normalise(stripLegalSuffix(n!)));

  let text = `${email.subject}\n${email.body}`;
  text = maskContactDetails(text);
  text = mask(text, [sources.senderName], NEUTRAL_MASK);
  text = mask(text, [...companyNames, sources.jobTitle, sources.posterName, sources.posterTitle], COMPANY_MASK);
  const lang = detectLanguage(email.body) ?? 'en';
  const markerRes = markerRegexes(lang);

  const unsupported = new Map<string, UnsupportedClaim>();
  for (const { text: sentence } of sentences(text)) {
    const markers = markersIn(sentence, markerRes);
    const years = findYears(sentence);
    const claims = [
      ...years,
      ...findNumbers(sentence, years),
      ...findDegrees(sentence),
      ...findEmployers(sentence),
      ...findSkills(sentence),
    ].sort((a, b) => a.index - b.index);
    for (const claim of claims) {
      if (claim.kind === 'employer' && targetKeys.some((k) => k && (k.includes(claim.key) || claim.key.includes(k))))
        continue;
      const about = subjectOf(sentence, markers, claim);
      const ok =
        supportedBy(claim, resume, false) || (about !== 'sender' && supportedBy(claim, ad, claim.kind === 'years'));
      if (ok) continue;
      const id = `${claim.kind}:${claim.key}`;
      if (!unsupported.has(id)) unsupported.set(id, { kind: claim.kind, text: claim.text, about });
    }
  }
  return [...unsupported.values()];
}

/** A sentence the user understands, naming the claim and why it is flagged. */
export function claimWarning(claim: UnsupportedClaim): string {
  const said = claim.kind === 'employer' ? `you worked at "${claim.text}"` : `"${claim.text}"`;
  return claim.about === 'sender'
    ? `The email says ${said} but your resume does not mention it.`
    : `The email says ${said} but neither your resume nor the job ad mentions it.`;
}

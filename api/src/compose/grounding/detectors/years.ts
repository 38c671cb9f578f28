import { NUMBER, NUMBER_WORDS, valueOf } from '../numbers.js';
import { BULLET, headlineOf, jobsOf, titleLines, type Job } from '../jobs.js';
import type { Source } from '../source.js';
import { nameAt, nameKey } from '../names.js';
import { normalise, wordRe } from '../text.js';
import type { Found } from '../types.js';
import { alternation, everyLanguage } from '../words/index.js';
import { overlapsTaken, type Detector } from './detector.js';

const YEAR_WORDS = alternation(everyLanguage('yearWords'));
const MORE = everyLanguage('moreThanWords');
const NEARLY = everyLanguage('nearlyWords');
const APPROX = alternation([...everyLanguage('approximately'), ...MORE, ...NEARLY]);
const MORE_RE = new RegExp(`^(?:${alternation(MORE)})\\s`, 'iu');
const NEARLY_RE = new RegExp(`^(?:${alternation(NEARLY)})\\s`, 'iu');
/** "5+ years", "more than 8 years", "five years", "5 años", "über zehn Jahre", "plus de 5 ans". */
const YEARS_RE = wordRe(
  `(?:(?:${APPROX})\\s+)?(${NUMBER})(?:\\s*\\+?\\s*(?:(?:or more|plus)\\s+)?|-)(?:${YEAR_WORDS})`,
);
/** "more than a decade", "two decades", "una década", "zwei Jahrzehnte": ten years each. */
const DECADES_RE = wordRe(
  `(?:(?:${APPROX})\\s+)?(?:(${NUMBER})|an?|one|una|une|un|ein|eine|einem|einer)\\s+(?:${alternation(everyLanguage('decadeWords'))})`,
);
const SINCE_RE = wordRe(
  `(?:${alternation(everyLanguage('sinceWords'))})\\s+(?:(?:${alternation(everyLanguage('months'))})\\.?\\s+)?((?:19|20)\\d{2})`,
);
/** "from 2012 to 2016", "von 2012 bis 2016", "de 2015 à 2018". */
const FROM_TO_RE = wordRe(
  `(?:from|von|de|desde|du)\\s+((?:19|20)\\d{2})\\s+(?:${alternation(everyLanguage('rangeWords'))})\\s+((?:19|20)\\d{2})`,
);

const EXPERIENCE = alternation(everyLanguage('experienceWords'));
const ARTICLE = "(?:(?:an?|the|el|la|los|las|le|les|un|une|una|der|die|das|dem|den|einer?|einem)\\s+|l['’]\\s*)?";
/** Where the field of a claim starts: "in", "im", "en", "dans", "as", "als", "como", "en tant que". */
const FIELD_LINK =
  "in the|in der|in|im|en el|en la|en|dans le|dans la|dans les|dans l['’]|dans|au sein d[eu']|aux|au|as|als|como|comme|en tant que";
/** What ends a field: a clause's mark or a word that opens another part of the sentence. */
const FIELD_END =
  /[,.;:!?()\n]|\s(?:and|y|et|und|or|o|ou|oder|at|for|bei|beim|chez|para|pour|with|mit|con|avec|where|which|who|que|qui|donde|où|wo|since|desde|depuis|seit|to|à|across|during|durante|pendant|während|in|en|im|dans|sowie|but|pero|mais|aber)\s/iu;
/** The field a number of years is claimed in: "… in logistics", "… de experiencia como supervisora", "… ans de design". */
const FIELD_AFTER = [
  new RegExp(
    `^\\s*(?:(?:of|de|d['’])\\s*)?(?:(?:${EXPERIENCE})\\s+)?(?:${FIELD_LINK})\\s+${ARTICLE}([^,.;:!?()\\n]{2,80})`,
    'iu',
  ),
  new RegExp(`^\\s*(?:de|d['’])\\s*(?!(?:${EXPERIENCE}))([^,.;:!?()\\n]{2,80})`, 'iu'),
  new RegExp(`^\\s+of\\s+((?:[\\p{L}-]+\\s+){1,2}?)(?:${EXPERIENCE})`, 'iu'),
];
/** "… of experience", "… de experiencia", "… d'expérience", "… Berufserfahrung" right after a number of years. */
const OF_EXPERIENCE = new RegExp(`^\\s*(?:(?:of|de|d['’])\\s*)?(?:${EXPERIENCE})`, 'iu');
/** Years of living somewhere are no experience: "I have called Porto home for a decade", "wohne seit zehn Jahren". */
const LIVING = wordRe(
  alternation([...everyLanguage('residenceCues'), 'home', 'hogar', 'Heimat', 'Wahlheimat', 'Zuhause', 'chez moi']),
  'iu',
);
const FUNCTION_WORDS = new Set(everyLanguage('functionWords').map(normalise));
const GENERIC = new Set(everyLanguage('genericFieldWords').map(normalise));
const EXPERIENCE_WORD = new RegExp(`^(?:${EXPERIENCE})$`, 'iu');

/** Between a number of years and the organisation they were spent at: "at", "bei der", "chez", "en el", "with". */
const AT_ORG =
  /^\s+(?:[\p{Ll}]+\s+){0,2}?(?:at|with|for|bei|beim|bei der|bei dem|chez|auprès de|en el|en la|con|para|pour)\s+(?=(?:the\s+|der\s+|l['’])?\p{Lu})/u;

const ROLE_LINK = /^(?:as|als|como|comme|en tant que)$/iu;

/**
 * The field a number of years is claimed in, if any: its words, and whether it names a role ("as a supervisor",
 * "als Teamleiterin") rather than a field of work ("in logistics", "en recepción", "dans la donnée").
 */
function fieldAfter(rest: string): { words: string[]; role: boolean } {
  for (const re of FIELD_AFTER) {
    const m = re.exec(rest);
    if (!m) continue;
    const end = FIELD_END.exec(` ${m[1]!} `);
    const words = (end ? ` ${m[1]!} `.slice(0, end.index) : m[1]!).trim();
    const link = new RegExp(`(?:^|\\s)(${FIELD_LINK})\\s+${ARTICLE}$`, 'iu').exec(
      m[0].slice(0, m[0].length - m[1]!.length),
    );
    return {
      words: normalise(words)
        .split(' ')
        .filter((w) => w.length >= 3 && !FUNCTION_WORDS.has(w) && !GENERIC.has(w) && !EXPERIENCE_WORD.test(w))
        .slice(0, 4),
      role: !!link && ROLE_LINK.test(link[1]!),
    };
  }
  return { words: [], role: false };
}

/** Whether a word of a source shares a field word's stem ("recepción", "recepcionista"), or holds it ("Pflege"). */
function stemIn(word: string, words: readonly string[]): boolean {
  const n = Math.min(word.length, 6);
  return words.some(
    (w) => (w.length >= 4 && w.slice(0, n) === word.slice(0, n)) || (word.length >= 5 && w.includes(word)),
  );
}

function isYearNumber(raw: string) {
  return /^\d{1,2}$/.test(raw) || raw.toLowerCase() in NUMBER_WORDS;
}

/** Numbers of years a text states ("8 years of experience"). */
function statedYears(source: Source): Set<number> {
  return source.fact('years.stated', () => {
    const values = new Set<number>();
    for (const m of source.text.matchAll(YEARS_RE)) if (isYearNumber(m[1]!)) values.add(valueOf(m[1]!));
    return values;
  });
}

/** The years a set of jobs covers, each stretch of time counted once. */
const spanOf = (jobs: readonly Job[]) => {
  // The time the jobs cover, gaps left out: summers in 2016 and 2017 then a job since 2018 are not ten years.
  let total = 0;
  let reach = -Infinity;
  for (const j of [...jobs].sort((a, b) => a.start - b.start)) {
    total += Math.max(0, j.end - Math.max(j.start, reach));
    reach = Math.max(reach, j.end);
  }
  return total;
};

/**
 * The years of work a resume shows in a field or a role: the span of the dated jobs whose titles name it, and of
 * those whose bullet opens with it when a title does. The whole career counts when a field is the one the resume's
 * headline names, when no job names it, or when no field is claimed.
 */
function yearsIn(resume: Source, field: readonly string[], role: boolean): number {
  const jobs = jobsOf(resume);
  if (!field.length) return spanOf(jobs);
  const words = (text: string) => normalise(text).split(' ');
  if (!role && field.some((w) => w.length >= 4 && stemIn(w, words(headlineOf(resume))))) return spanOf(jobs);
  const named = (j: Job) => field.some((w) => stemIn(w, words(titleLines(j).join(' '))));
  // Where a title names the field, a job whose bullet opens with it is in the field too ("Consultora de selección",
  // then "Talent Acquisition Specialist · Selección de 180–220 posiciones al año"); a bullet alone names none ("Care
  // for 5–6 patients" is no field of care).
  const opens = (j: Job) => j.lines.some((l) => BULLET.test(l) && field.some((w) => stemIn(w, words(l).slice(0, 1))));
  const matching = jobs.some(named) ? jobs.filter((j) => named(j) || opens(j)) : [];
  return spanOf(matching.length ? matching : jobs);
}

/** How far under the number a resume may fall: a round figure is rounded; "nearly" is a little under; "more than" is not. */
function slack(claim: string): number {
  if (MORE_RE.test(claim)) return 0;
  if (NEARLY_RE.test(claim)) return 1.5;
  if (/^\p{L}/u.test(claim) && new RegExp(`^(?:${APPROX})\\s`, 'iu').test(claim)) return 1;
  return 0.5;
}

/** How far under its number a claim of years may be backed ("more than ten years": not at all), wherever it stands. */
/** Whether words count years ("nearly two years", "una década"): the number in them is a duration. */
export function namesYears(words: string): boolean {
  const named = YEARS_RE.test(words) || DECADES_RE.test(words);
  YEARS_RE.lastIndex = 0;
  DECADES_RE.lastIndex = 0;
  return named;
}

export function yearsSlack(claim: string): number {
  const m = YEARS_RE.exec(claim) ?? DECADES_RE.exec(claim);
  YEARS_RE.lastIndex = 0;
  DECADES_RE.lastIndex = 0;
  return slack(m ? m[0] : claim);
}

/**
 * Years of experience ("over 10 years", "más de 9 años", "a decade") and since when ("since 2018", "desde 2019"). The
 * resume backs a number of years its dated jobs span (studies and memberships aside; a job "since 2020" runs to
 * today), counted in the field the claim names ("9 years in reception" from the reception jobs) unless the field is
 * the resume's own; the ad backs only the number it says.
 */
export const yearsDetector: Detector = {
  find(sentence, { taken, subjects }) {
    const out: Found[] = [];
    const text = sentence.text;
    const push = (m: RegExpMatchArray, value: number) => {
      const end = m.index! + m[0].length;
      if (overlapsTaken([...taken, ...out], m.index!, end)) return;
      // How long one has lived somewhere is no experience; the place is the location detector's to check.
      const clause = subjects.clause(text, m.index!);
      // "vivo en Valencia y cuento con más de doce años de experiencia": years of experience, wherever one lives.
      if (LIVING.test(text.slice(clause.start, Math.max(clause.end, end))) && !OF_EXPERIENCE.test(text.slice(end))) {
        out.push({ kind: 'years', text: m[0], index: m.index!, end, key: 'lived', value });
        return;
      }
      const field = fieldAfter(text.slice(end));
      // "drei Jahre bei der Kantonspolizei", "two years at Helix Labs": years spent at a named organisation.
      const at = AT_ORG.exec(text.slice(end));
      const org = at ? nameAt(text, end + at[0].length) : null;
      const key = `${value}|${slack(m[0])}|${field.role ? 'as' : 'in'}|${field.words.join(' ')}|${org ? nameKey(org.name) : ''}`;
      out.push({ kind: 'years', text: m[0], index: m.index!, end, key, value });
    };
    for (const m of text.matchAll(YEARS_RE)) if (isYearNumber(m[1]!)) push(m, valueOf(m[1]!));
    for (const m of text.matchAll(DECADES_RE)) push(m, 10 * (m[1] ? valueOf(m[1]) : 1));
    for (const re of [SINCE_RE, FROM_TO_RE]) {
      for (const m of text.matchAll(re)) {
        if (overlapsTaken([...taken, ...out], m.index, m.index + m[0].length)) continue;
        const years = m.slice(1).filter(Boolean);
        out.push({
          kind: 'years',
          text: m[0],
          index: m.index,
          end: m.index + m[0].length,
          key: `in:${years.join('-')}`,
        });
      }
    }
    return out;
  },

  backs(claim, source) {
    if (claim.key.startsWith('in:')) {
      return claim.key
        .slice(3)
        .split('-')
        .every((year) => new RegExp(`(?<!\\d)${year}(?!\\d)`).test(source.text));
    }
    if (statedYears(source).has(claim.value!)) return true;
    if (source.role !== 'resume') return false;
    if (claim.key === 'lived') return true;
    const [, slackText, link, field, org] = claim.key.split('|');
    // Years at an organisation the resume does not name are years it does not show.
    if (org && !` ${source.normalised} `.includes(` ${org.split(' ')[0]!} `)) return false;
    // A number of years the resume states ("8 years of experience") is as good as its dated jobs.
    const years = Math.max(...statedYears(source), yearsIn(source, field ? field.split(' ') : [], link === 'as'));
    return years >= claim.value! - Number(slackText);
  },
};

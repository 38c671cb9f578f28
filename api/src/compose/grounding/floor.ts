import { detectLanguage } from '../language.js';
import { findSkillMentions } from '../skill-mentions.js';
import { spannedYears } from './dates.js';
import { findNumbers, valuesIn, type NumberMention } from './numbers.js';
import { looseSpelling, mask, maskContactDetails, normalise, sameStem, sentences } from './text.js';
import type { ClaimKind, ClaimSubject, GroundingSources, UnsupportedClaim } from './types.js';
import {
  COMPANY_WORDS,
  DECADE,
  GENERIC_NAME_WORDS,
  LANGUAGE_NAMES,
  MONTH,
  MORE_THAN,
  NEARLY,
  PLACE_NAMES,
  SENDER_WORDS,
  YEAR_UNIT,
} from './words.js';

/**
 * The floor of the grounding check: what code can check without reading grammar. Figures and dates the resume does
 * not hold, and capitalised names (employers, schools, certifications, tools, places, languages) the resume does not
 * contain in any casing or spelling. It runs on every check, and alone when no model answers.
 */

/** The company's name, the recipient and the ad's words are masked with this mark: it speaks of the company. */
const COMPANY_MASK = '§';
/** Contact details, the sender's name and the job title: facts of no one in particular. */
const NEUTRAL_MASK = '¤';

/** What a text holds, read once: its figures, its words folded, and how many years its dates span. */
export interface Facts {
  values: Set<number>;
  /** The values it gives as percentages: a percentage is backed by a percentage only. */
  percents: Set<number>;
  words: Set<string>;
  folded: string;
  years: number;
  /** The initials of its runs of words ("Technische Universität Braunschweig": "tub", "tu"), for acronyms. */
  initials: Set<string>;
}

const CONNECTOR = /^(?:of|the|and|for|de|del|la|las|los|el|y|du|des|le|les|et|d|l|der|die|das|für|und|zu|im|in|en)$/iu;

/** The initials of every run of two to six words of a text, connectors skipped. */
function initialsOf(text: string): Set<string> {
  const words = normalise(text)
    .split(' ')
    .filter((w) => w && !CONNECTOR.test(w));
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++)
    for (let k = 2; k <= 6 && i + k <= words.length; k++)
      out.add(
        words
          .slice(i, i + k)
          .map((w) => w[0])
          .join(''),
      );
  return out;
}

export function factsOf(text: string, now: Date): Facts {
  const folded = normalise(text);
  return {
    values: valuesIn(text),
    percents: new Set(
      findNumbers(text)
        .filter((n) => n.percent)
        .map((n) => n.value),
    ),
    words: new Set(folded.split(' ')),
    folded: ` ${folded} `,
    years: spannedYears(text, now),
    initials: initialsOf(text),
  };
}

/** The job ad, the company profile and the recipient: what a claim about the company may come from. */
export function adText(s: GroundingSources): string {
  const p = s.company;
  return [s.jobTitle, s.companyName, s.jobDescription, s.posterName, s.posterTitle]
    .concat(
      p ? [p.name, p.tagline, p.description, p.industry, p.size, p.headquarters, p.founded, ...p.specialties] : [],
    )
    .filter(Boolean)
    .join('\n');
}

/** A job title as an email writes it: without the ad's inclusive forms ("Entwickler/in", "(m/w/d)", "Consultant·e"). */
function titleForms(title: string): string[] {
  const bare = title.replace(/\s*\((?:m|w|f|d|h|x|all genders?)(?:\s*[/|,]\s*(?:m|w|f|d|h|x))+\)/giu, '').trim();
  const first = bare.replace(/[·•.:*/](?:e|se|ne|in|innen|euse|rice|a)\b/giu, '').replace(/\/\p{L}+/gu, '');
  return [...new Set([title, bare, first])];
}

/** Who a sentence speaks of, by its pronouns alone: "I"/"my" the sender, "you"/"your" (or the company) the company. */
function subjectOf(sentence: string): ClaimSubject {
  const sender = SENDER_WORDS.test(sentence);
  const company = COMPANY_WORDS.test(sentence) || sentence.includes(COMPANY_MASK);
  if (sender && !company) return 'sender';
  if (company && !sender) return 'company';
  return 'unclear';
}

const YEARS_AFTER = new RegExp(`^\\s*(?:\\+\\s*)?(?:-\\s*)?(?:(?:${YEAR_UNIT})|(${DECADE}))(?![\\p{L}])`, 'iu');
const MORE_BEFORE = new RegExp(`(?:${MORE_THAN})\\s*$`, 'iu');
const NEARLY_BEFORE = new RegExp(`(?:${NEARLY})\\s*$`, 'iu');
/** People counted: "a team of 12", "12 engineers", "equipo de 8", "équipe de 6", "Team von 5", "8 Mitarbeitende". */
const TEAM_BEFORE = /(?:team|equipo|équipe|squad|crew|staff|group|grupo|groupe)\s+(?:of|de|von|aus)\s+$/iu;
const TEAM_AFTER =
  /^\s*(?:people|persons|engineers|developers|employees|staff|reports|members|personas|empleados|personnes|collaborat|Mitarbeit|Personen|Beschäftigte)/iu;

/** The claims the floor flags. */
export const checkByRules = (email: { subject: string; body: string }, sources: GroundingSources, now = new Date()) =>
  readClaims(email, sources, now).flagged;

/** Whether a figure counts years ("5 years", "una década"): then the resume's dates may back it. */
export function yearsCounted(sentence: string, n: NumberMention): number | null {
  const unit = YEARS_AFTER.exec(sentence.slice(n.end));
  return unit ? n.value * (unit[1] ? 10 : 1) : null;
}

/** How far under a count of years the resume's dates may fall: "more than 10" none, "nearly 10" a year and a half. */
export function yearsSlack(before: string): number {
  if (MORE_BEFORE.test(before)) return 0;
  return NEARLY_BEFORE.test(before) ? 1.5 : 0.5;
}

/** Whether a source backs a figure: the value itself, or for a count of years the span of its dates. */
export function figureBacked(sentence: string, n: NumberMention, facts: Facts): boolean {
  if (n.percent ? facts.percents.has(n.value) : facts.values.has(n.value)) return true;
  const years = yearsCounted(sentence, n);
  return years !== null && years - yearsSlack(sentence.slice(Math.max(0, n.index - 20), n.index)) <= facts.years;
}

function figureKind(sentence: string, n: NumberMention): ClaimKind {
  if (n.calendarYear || yearsCounted(sentence, n) !== null) return 'years';
  return TEAM_BEFORE.test(sentence.slice(0, n.index)) || TEAM_AFTER.test(sentence.slice(n.end)) ? 'team' : 'metric';
}

const LANGUAGE_OF = new Map(LANGUAGE_NAMES.flatMap((names) => names.map((n) => [n, names] as const)));
const PLACE_OF = new Map(PLACE_NAMES.flatMap((names) => names.map((n) => [n, names] as const)));
const MONTH_WORD = new RegExp(`^(?:${MONTH})$`, 'iu');
const SCHOOL_WORD = /^(?:univ|colleg|school|escuela|ecole|hochschul|institut|academ)/u;
const EMPLOYER_BEFORE = /(?:^|\s)(?:at|with|for|chez|bei|beim|para|pour|für|con|auprès de)\s+$/iu;
/** An acronym, a word with a capital or a digit inside ("SAP", "HubSpot", "S4"): a name in any language. */
const MARKED_NAME = /^(?:\p{Lu}{2,}s?|\p{Lu}[\p{Ll}]+\p{Lu}[\p{L}]*|\p{L}+\d+[\p{L}\d]*)$/u;

/** Whether a source holds a word: whole, as another form of it, or as its cognate ("Universität", "university"). */
/** The application's own documents, which every email may name ("mon CV ci-joint"): no claim about the sender. */
const DOCUMENT_WORDS = new Set(['cv', 'pdf']);

export function holdsWord(word: string, facts: Facts): boolean {
  const w = normalise(word);
  if (!w || facts.words.has(w) || DOCUMENT_WORDS.has(w)) return true;
  // A word that folds to several ("D-3", "S/4") is held where the resume has them side by side.
  if (facts.folded.includes(` ${w} `)) return true;
  // An acronym in the plural ("CROs" for "CRO"), or one the resume spells out ("TU" for "Technische Universität").
  const acronym = /^\p{Lu}{2,}s?$/u.test(word) ? w.replace(/(?<=.{2})s$/u, '') : null;
  if (acronym && (facts.words.has(acronym) || facts.initials.has(acronym))) return true;
  const same = LANGUAGE_OF.get(w) ?? PLACE_OF.get(w);
  if (same?.some((n) => facts.folded.includes(` ${n}`))) return true;
  if (w.length >= 4 && facts.folded.includes(w)) return true;
  const loose = looseSpelling(w);
  for (const have of facts.words) {
    if (have.length >= 5 && sameStem(w, have)) return true;
    if (w.length >= 6 && have.length >= 6 && looseSpelling(have).slice(0, 6) === loose.slice(0, 6)) return true;
  }
  return false;
}

/** Whether a word is a name by its look: capitalised (not opening a sentence unless marked), or a language's name. */
export function looksLikeName(word: string, sentenceStart: boolean, strict: boolean): boolean {
  const marked = MARKED_NAME.test(word);
  const capitalised = /^\p{Lu}/u.test(word) && (!sentenceStart || marked) && word !== 'I';
  const language = LANGUAGE_OF.has(normalise(word));
  if (MONTH_WORD.test(word) || /^\d/.test(word)) return false;
  return (capitalised && (!strict || marked)) || language || (marked && findSkillMentions(word).length > 0);
}

/** The words of a text, with where each stands and whether a sentence (or a list item) opens with it. */
export function wordsOf(text: string): { word: string; index: number; first: boolean }[] {
  const found = [...text.matchAll(/[\p{L}\d][\p{L}\p{M}\d+#&'’.-]*[\p{L}\d+#]|\p{L}/gu)];
  return found.map((m, i) => {
    const gap = i === 0 ? text.slice(0, m.index) : text.slice(found[i - 1]!.index + found[i - 1]![0].length, m.index);
    const first = (i === 0 && !text.slice(0, m.index).trim()) || /(?:[:.!?•\n]|^\s*-)\s*$/u.test(gap);
    return { word: m[0].replace(/['’]s$/u, ''), index: m.index, first };
  });
}

/** What a name is, guessed from its own word (for the warning's wording only: any kind flags the same words). */
function nameKind(sentence: string, word: string, index: number): ClaimKind {
  const w = normalise(word);
  if (LANGUAGE_OF.has(w)) return 'language';
  if (SCHOOL_WORD.test(w)) return 'school';
  if (/^(?:mba|phd|msc|bsc|ba|ma|llm|meng|beng|mphil|dphil)$/u.test(w.replace(/ /g, ''))) return 'degree';
  if (/^(?:certif|zertifi|licen|lizen)/u.test(w)) return 'certification';
  if (/^(?:award|prize|premio|prix|preis)/u.test(w)) return 'award';
  return EMPLOYER_BEFORE.test(sentence.slice(0, index)) ? 'employer' : 'skill';
}

/**
 * Whether only names marked as such (acronyms, "HubSpot", "S4"), languages and known tools count as names: German
 * capitalises every noun, and a resume in another language names things in other words.
 */
export function strictNames(email: { body: string }, sources: GroundingSources): boolean {
  const language = detectLanguage(email.body);
  return language === 'de' || language !== (detectLanguage(sources.resume) ?? language);
}

/** A greeting or a sign-off ("Dear Ms Ruiz,", "Kind regards,") and the signature under it: no claims. */
function framing(body: string): Set<number> {
  const lines = body.split('\n');
  const out = new Set<number>();
  lines.forEach((line, i) => {
    if (/^\s*\S.{0,60},\s*$/u.test(line) && line.trim().split(/\s+/).length <= 6) out.add(i);
  });
  const last = Math.max(...[...out].filter((i) => i > lines.length / 2), lines.length);
  for (let i = last; i < lines.length; i++) out.add(i);
  return out;
}

interface Read {
  flagged: UnsupportedClaim[];
  backed: UnsupportedClaim[];
}

/**
 * The floor's reading of an email: the figures and names its sources do not back (`flagged`), and those the resume
 * does (`backed`). A claim about the sender (or about no one in particular) must be in the resume; one about the
 * company may come from the job ad, the company profile or the recipient. The company, the job title, the recipient
 * and the sender's name are masked first: they are the ad's and the signature's facts, never claims.
 */
export function readClaims(
  email: { subject: string; body: string },
  sources: GroundingSources,
  now = new Date(),
): Read {
  const raw = `${email.subject}\n${email.body}`;
  let text = maskContactDetails(raw, NEUTRAL_MASK);
  text = mask(text, [sources.senderName, ...titleForms(sources.jobTitle)], NEUTRAL_MASK);
  text = mask(
    text,
    [sources.companyName, sources.company?.name, sources.posterName, sources.posterTitle],
    COMPANY_MASK,
  );
  // Lines that only frame the letter are no claims.
  const bodyLines = email.body.split('\n');
  const skip = framing(email.body);
  let offset = email.subject.length + 1;
  bodyLines.forEach((line, i) => {
    if (skip.has(i)) text = text.slice(0, offset) + NEUTRAL_MASK.repeat(line.length) + text.slice(offset + line.length);
    offset += line.length + 1;
  });
  const strict = strictNames(email, sources);
  const resume = factsOf(sources.resume, now);
  const ad = factsOf(adText(sources), now);
  const out: Read = { flagged: [], backed: [] };
  const add = (kind: ClaimKind, at: number, end: number, about: ClaimSubject, backed: boolean, guessed = false) =>
    (backed ? out.backed : out.flagged).push({
      kind,
      text: raw.slice(at, end),
      about,
      at,
      source: 'rules',
      ...(guessed ? { kindGuessed: true } : {}),
    });

  for (const sentence of sentences(text)) {
    const s = sentence.text;
    const about = subjectOf(s);
    for (const n of findNumbers(s)) {
      const inResume = figureBacked(s, n, resume);
      if (!inResume && about === 'company' && figureBacked(s, n, ad)) continue;
      add(figureKind(s, n), sentence.start + n.index, sentence.start + n.end, about, inResume);
    }
    // Capitalised names: runs of name words (connectors between); within a run, the words the sources lack.
    let run: { word: string; index: number; held: boolean }[] = [];
    const close = () => {
      const initials = normalise(run.map((w) => w.word[0]).join(''));
      if (run.length > 1 && resume.words.has(initials)) run = [];
      let part: typeof run = [];
      for (const w of [...run, null]) {
        if (w && !w.held) {
          part.push(w);
          continue;
        }
        // A part made only of words such as "University" or "Council" names nothing to check.
        if (part.some((p) => !GENERIC_NAME_WORDS.has(normalise(p.word)))) {
          const [from, to] = [part[0]!, part.at(-1)!];
          const kinds = part.map((p) => nameKind(s, p.word, from.index));
          // A known tool is a skill whatever word comes before it ("with Ansible"); "skill" is otherwise the
          // fallback for a name nothing places ("in Lisbon"), and then only a guess.
          const tool = part.some((p) => findSkillMentions(p.word).length > 0);
          const placed = kinds.find((k) => k !== 'employer' && k !== 'skill');
          const kind = placed ?? (tool ? 'skill' : kinds[0]!);
          const guessed = kind === 'skill' && !tool;
          add(kind, sentence.start + from.index, sentence.start + to.index + to.word.length, about, false, guessed);
        }
        part = [];
      }
      run = [];
    };
    for (const { word, index, first } of wordsOf(s)) {
      if (looksLikeName(word, first, strict)) {
        // The ad's names are the company's, unless the sentence speaks of the sender alone.
        const held = holdsWord(word, resume) || (about !== 'sender' && holdsWord(word, ad));
        run.push({ word, index, held });
      } else if (!(run.length && CONNECTOR.test(word))) close();
    }
    close();
  }
  return { flagged: out.flagged.sort((a, b) => a.at - b.at), backed: out.backed };
}

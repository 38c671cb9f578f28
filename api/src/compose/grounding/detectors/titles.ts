import { datesOnly, headlineOf, isDated } from '../jobs.js';
import { IN_PROGRESS } from '../progress.js';
import { nameAt, nameKey, resumeName } from '../names.js';
import { NUMBER_WORDS } from '../numbers.js';
import type { Source } from '../source.js';
import { sameStem as cognate, looseSpelling, normalise, wordRe } from '../text.js';
import type { Found } from '../types.js';
import { alternation, everyLanguage, everyLanguageRecord, WORDS } from '../words/index.js';
import { TITLE_EQUIVALENTS } from '../words/titles.js';
import { overlapsTaken, type Detector } from './detector.js';

/** Each role noun, in any language, with the concept it names ("Entwicklerin" → developer). */
const ROLES: { concept: string; re: RegExp }[] = Object.values(WORDS).flatMap((w) =>
  Object.entries(w.roles).map(([concept, patterns]) => ({ concept, re: wordRe(alternation(patterns), 'iu') })),
);
const ANY_ROLE = wordRe(alternation(ROLES.map((r) => r.re.source)), 'iu');
/**
 * Role words a language builds into compounds ("Projektleiterin", "Stationsleitung", "Krankenpfleger"): the field is
 * inside the word, so only a title with the same stem backs it, not any title of the role.
 */
const COMPOUND_ROLE = wordRe(
  alternation(
    Object.values(WORDS).flatMap((w) =>
      Object.values(w.roles)
        .flat()
        .filter((p) => p.startsWith('\\p{L}*'))
        .map((p) => `\\p{L}{3,}${p.slice('\\p{L}*'.length)}`),
    ),
  ),
  'iu',
);
/** "deputy", "de turno", "stellvertretende": a step below the same title without it. */
const DEPUTY = wordRe(alternation(everyLanguage('deputyWords')), 'iu');
const SENIORITY = everyLanguageRecord('seniority');
const SENIORITY_RE = wordRe(alternation(Object.keys(SENIORITY)), 'giu');
/** A seniority word in a phrase ("leitende", "Senior", "jefa", "associée"): it makes the phrase a rank claimed. */
const SENIOR = wordRe(alternation(Object.keys(SENIORITY)), 'iu');
/** German ranks a title with "Ober-": "Oberärztin", "Oberkonservatorin", "Oberbrandmeister" (not "Oberfläche"). */
const OBER = /(?<![\p{L}])Ober\p{Ll}{3,}(?:in|er|or|arzt|ärztin|meister|rat|rätin)(?![\p{L}])/u;
/** "former", "ancienne", "ehemalige", "ex-": a title once held, the same claim. */
const FORMER = /^\s*(?:former|ex-?|ancien(?:ne)?|antigu[oa]|ehemalige[rn]?)\s+/iu;
const SELF = wordRe(alternation(everyLanguage('selfCues')));
const PROMOTED = wordRe(alternation(everyLanguage('promotionCues')));
const ROLE_CUES = new RegExp(`(?<![\\p{L}])(?:${alternation(everyLanguage('roleCues'))})(?![\\p{L}])`, 'giu');
/** German puts the verb last: "zum Stationsleiter befördert", "zur Teamleiterin ernannt". */
const PROMOTED_BEFORE_VERB = new RegExp(
  `(?<![\\p{L}])(?:zum|zur)\\s+(\\p{Lu}[\\p{L}-]*(?:\\s+(?:(?:für|im|der|des)\\s+)?\\p{Lu}[\\p{L}-]*){0,3})\\s+(?:${alternation(everyLanguage('promotionVerbsAfter'))})(?![\\p{L}])`,
  'gu',
);
/** A role word used as a verb: "asked to lead the audit", "head the unit". */
const ROLE_AS_VERB =
  /(?:^|\s)(?:to\s+(?:lead|head|manage|direct|coordinate|supervise)|(?:lead|head)\s+(?:the|a|an|our|my|their|its))(?![\p{L}])/iu;
/** Words before whose title it is: "del Grupo X", "du service", "of the". */
const WHOSE = "(?:del|de la|de los|de las|du|des|de l['’]|of the)";
/** "Auparavant", "Previously", "Zuvor": when, not what, before a title that opens a sentence. */
const TIME_ADVERB = new RegExp(`^(?:${alternation(everyLanguage('timeAdverbs'))})\\s+`, 'iu');
const ADVERB = /^(?:\p{L}+(?:ly|mente|ment)|twice|thrice|once|again|early|soon|\d+)$/u;
/** Words a title never holds: "to", "with", "for" open a phrase that is none ("presenting to executives"). */
const NOT_IN_TITLE = /(?<![\p{L}])(?:to|with|into|from|about|como|avec|vers|mit|zu)(?![\p{L}])/iu;
/** Small words a title after "promoted to" may hold ("jefe de turno", "Head of Nursing"); any other ends it. */
const TITLE_JOINERS = new Set(['de', 'del', 'd', 'du', 'of', 'für', 'fur']);
const APPLYING = wordRe(alternation(everyLanguage('applyCues')), 'iu');
/**
 * Where a title ends: "at X", "chez X", "en X", "bei X", a mark, or a word that opens a new clause; not the "en" of
 * "conservatrice en chef", a rank.
 */
const TITLE_END =
  /\s+(?:at|with|for|in|on|en(?!\s+chef(?![\p{L}]))|para|chez|pour|au sein|à|au|sur|bei|im|auf|von|since|desde|depuis|seit|and|y|et|und|where|donde|où|wo|who|que|qui|before|after|then|avant|après|puis|antes|después|luego|bevor|nachdem|dann|,)(?=\s|$)|[,;:.!?()]/iu;
/** "my current role as", "mi puesto actual como", "mon poste de": one's own role, not the job applied for. */
const MY_ROLE =
  /(?<![\p{L}])(?:my|mi|mon|ma|mein\p{L}*)\s+(?:\p{L}+\s+)?(?:role|position|job|puesto|cargo|poste|fonction|Position|Stelle|Rolle)(?![\p{L}])/iu;
const JOB_WORD = /(?<![\p{L}])(?:role|position|job|opening|puesto|poste|Stelle|vacante)(?![\p{L}])/iu;
const FUNCTION_WORDS = new Set(everyLanguage('functionWords').map(normalise));

interface Title {
  /** The role words ("Entwicklerin", "Head of") and the concepts they name ("developer", "head"). */
  roles: string[];
  /** Of the role words, those built into compounds ("Projektleiterin"). */
  compounds: string[];
  concepts: string[];
  rank: number;
  /** The other words: the field ("Data", "Marketing", "backend"). */
  words: string[];
}

function read(title: string): Title {
  const concepts = ROLES.filter((r) => r.re.test(title)).map((r) => r.concept);
  let rank = 1;
  for (const m of title.matchAll(SENIORITY_RE)) rank = Math.max(rank, SENIORITY[m[0].toLowerCase()] ?? 1);
  if (OBER.test(title)) rank = Math.max(rank, 3);
  if (DEPUTY.test(title)) rank = Math.max(0, rank - 1);
  const roles: string[] = [];
  const compounds: string[] = [];
  const words: string[] = [];
  for (const token of title.split(/[\s'’/-]+/u)) {
    const word = normalise(token);
    if (word.length <= 2 || FUNCTION_WORDS.has(word) || word in SENIORITY || DEPUTY.test(token)) continue;
    (ANY_ROLE.test(token) ? roles : words).push(word);
    if (COMPOUND_ROLE.test(token)) compounds.push(word);
  }
  return { roles, compounds, concepts, rank, words };
}

/** A word matches another with the same start ("statisticienne" and "statistiques", "Entwicklerin" and "Entwickler"). */
const sameStem = (a: string, b: string) => {
  const n = Math.min(a.length, b.length, 8);
  // Spelled loosely across languages: "actuarial" and "Aktuariat", "Konservatorin" and "conservatrice".
  return n >= 6 ? looseSpelling(a).slice(0, n) === looseSpelling(b).slice(0, n) : a === b;
};

const BULLET = /^\s*[-•*·–—▪►]\s*/u;
/** A resume line that names a duty the way German names a role: "• Projektleitung für 3 Sanierungen". */
const DUTY = /^\s*[-•*·–—▪►]\s*(\p{Lu}\p{L}*leitung)(?![\p{L}])/u;

const PART_SPLIT = /\s+(?:at|@|en|chez|bei)\s+|\s*[,|·•(;)]\s*|\s+[—–-]\s+/iu;

/**
 * The titles a resume gives its holder: the role parts of its dated lines and of the line above each, of its headline
 * (the line under the name), and the roles its bullets name as duties ("Projektleitung für …"); each with the lines
 * of its job, to tell where it was held. Parts without a known role word ("Tierärztin", "Sergeant") are kept apart
 * as `loose`: a claimed title without a role word is compared with them by its words.
 */
function titlesOf(source: Source): { title: Title; job: string; loose: boolean }[] {
  return source.fact('titles', () => {
    const out: { title: Title; job: string; loose: boolean }[] = [];
    const add = (candidate: string, job: string) => {
      if (IN_PROGRESS.test(candidate)) return;
      for (const part of candidate.replace(BULLET, '').split(PART_SPLIT)) {
        if (!part.trim()) continue;
        const loose = !ANY_ROLE.test(part);
        if (loose && (part.split(/\s+/u).length > 5 || isDated(part))) continue;
        out.push({ title: read(part), job, loose });
      }
    };
    let job = '';
    source.lines.forEach((line, i) => {
      if (isDated(line) && !BULLET.test(line)) job = `${source.lines[i - 1] ?? ''}\n${line}`;
      const duty = DUTY.exec(line);
      if (duty) out.push({ title: read(duty[1]!), job, loose: false });
      if (!isDated(line) || BULLET.test(line)) return;
      // "10/2016 – 09/2017" alone on its line: the title is the line below.
      if (datesOnly(line)) {
        job = `${line}\n${source.lines[i + 1] ?? ''}`;
        add(source.lines[i + 1] ?? '', job);
        return;
      }
      for (const candidate of [line, source.lines[i - 1] ?? ''])
        add(candidate, `${source.lines[i - 1] ?? ''}\n${line}`);
    });
    const headline = headlineOf(source).split('\n')[0] ?? '';
    if (!BULLET.test(headline)) add(headline, '');
    return out;
  });
}

/** The highest rank a line's seniority words give (1 without one), a step less with a deputy's word. */
function rankOf(line: string): number {
  let rank = 1;
  for (const m of line.matchAll(SENIORITY_RE)) rank = Math.max(rank, SENIORITY[m[0].toLowerCase()] ?? 1);
  // "Jefe de turno de recepción" is a step below "jefe de recepción".
  return DEPUTY.test(line) ? rank - 1 : rank;
}

/**
 * Whether one resume line (no bullet, nothing in progress) holds every word of a title in any order and form, at its
 * rank or higher: "auditor interno HACCP" and "HACCP Internal Auditor (2019)", "ingeniera de datos" and "Data
 * Ingenieurin". Translations that share the word's stem count; the rank still has to be there.
 */
function lineHoldsTitle(claimed: Title, source: Source): boolean {
  const words = [...claimed.roles, ...claimed.words];
  if (!words.length) return false;
  return source.lines.some((line) => {
    if (BULLET.test(line) || IN_PROGRESS.test(line) || rankOf(line) < claimed.rank) return false;
    const have = normalise(line).split(' ');
    return words.every((w) => have.some((h) => cognate(w, h)));
  });
}

/**
 * The phrases of a subject line after its first ("Job – Dana Wu, former Navy Chief", "Job – Fachärztin für X"): the
 * first names the job applied for; the others name or describe the sender.
 */
function descriptorsOf(text: string): { text: string; index: number; bracketed: boolean }[] {
  const out: { text: string; index: number; bracketed: boolean }[] = [];
  for (const m of text.matchAll(/(?:\s[–—|·-]\s|[,(:])\s*([^,;|()–—·:]+)/gu)) {
    const body = m[1]!.trimEnd();
    if (body)
      out.push({
        text: body,
        index: m.index + m[0].length - m[1]!.length,
        bracketed: m[0].trimStart().startsWith('('),
      });
  }
  return out;
}

/**
 * Leading a unit now, said with a verb: "I head the claims unit", "dirijo el área de calidad", "je dirige le pôle
 * X", "leite ich die Abteilung X": a lead's rank over what follows.
 */
const LEADS_UNIT =
  /(?<![\p{L}])(?:I (?:currently |now |also )?(?:lead|head|direct)|(?:dirijo|lidero|encabezo)|je (?:dirige|pilote)|(?:leite|führe) ich(?: \p{Ll}+)?|ich (?:leite|führe))\s+(?:the|our|el|la|los|las|le|la|les|l['’]|die|den|das)\s*(\p{L}[\p{L}-]*(?:\s+(?:de|of|du|für|\p{Lu}[\p{L}-]*|\p{L}{4,})){0,3})/giu;
/** A resume's word for leading: "Leitung", "led", "head", "dirigí", "responsable". */
const LEAD_STEM =
  /(?<![\p{L}])(?:lead|led|head|direct|leit|leiter|führ|dirig|direc|lider|líder|jef|chef|respons|pilot)/iu;

/** What puts an employer after a title: "at", "bei", "chez", "en", "para", "for". */
const EMPLOYER_AFTER = /^\s*,?\s*(?:at|with|for|bei|beim|bei der|bei dem|chez|en|para|pour|@)(?=\s)/iu;
const ARTICLE = /^\s*(?:an?\s+|the\s+|un[ae]?\s+|el\s+|la\s+|le\s+|ein(?:e|en)?\s+)?/iu;
/** "the position of", "le poste de", "el puesto de", "die Position als": the title follows. */
const ROLE_OF = /^\s*(?:role|position|poste|puesto|cargo|Position|Stelle|Funktion)\s+(?:of|de|d['’]|als)\s*/iu;
const SELF_AT = new RegExp(`^\\s*(?:${SELF.source})`, 'iu');
const PROMOTED_AT = new RegExp(`^\\s*(?:${PROMOTED.source})`, 'iu');
/** A time said between a cue and the title: "je suis depuis 2021 …", "ich bin seit 2022 …", "I am currently …". */
const TIME_AT = new RegExp(
  `^\\s*(?:(?:${alternation(everyLanguage('sinceWords'))})\\s+(?:\\p{L}+\\s+)?(?:19|20)\\d{2}|currently|now|actualmente|hoy|hoy en día|actuellement|aujourd['’]hui|désormais|derzeit|aktuell|heute|inzwischen|mittlerweile|nun)\\s*,?(?=\\s)`,
  'iu',
);

/** Words after "promoted to" that read as a title without a known role word: a few nouns, no other small words. */
function looseTitle(words: string): boolean {
  const list = words.split(/[\s'’]+/u).map(normalise);
  return (
    list.length <= 4 &&
    // "promoted twice", "ascendida dos veces", "promue rapidement": how, not to what.
    !ADVERB.test(list[0]!) &&
    !(list[0]! in NUMBER_WORDS) &&
    !FUNCTION_WORDS.has(list[0]!) &&
    list.every((w) => w.length > 0 && (!FUNCTION_WORDS.has(w) || TITLE_JOINERS.has(w)))
  );
}

/**
 * The title a phrase starts with, cut where the title ends; null when it names no role. German capitalises every
 * word of a title, so there a word in lower case ends it ("als Entwicklerin gearbeitet").
 */
function titleAt(
  text: string,
  from: number,
  german: boolean,
  promoted = false,
  ownRole = false,
): { text: string; index: number } | null {
  let at = from;
  // "I currently work as", "j'ai été promue", "je suis depuis 2021": past every cue and article to the title itself.
  for (let lead = ARTICLE.exec(text.slice(at))![0]; ; lead = ARTICLE.exec(text.slice(at))![0]) {
    at += lead.length;
    const promotion = PROMOTED_AT.exec(text.slice(at));
    if (promotion?.[0].trim()) promoted = true;
    const cue =
      promotion ?? TIME_AT.exec(text.slice(at)) ?? SELF_AT.exec(text.slice(at)) ?? ROLE_OF.exec(text.slice(at));
    if (!cue || !cue[0].trim()) break;
    at += cue[0].length;
  }
  const body = text.slice(at);
  const end = TITLE_END.exec(body);
  let words = (end ? body.slice(0, end.index) : body).trim();
  if (german) words = /^\S+(?:\s+(?:(?:der|des|für|im|von)\s+)?\p{Lu}\S*)*/u.exec(words)?.[0] ?? words;
  // Whose title it is ends it: "Talent Acquisition Manager del Grupo Hotelero Alcázar", and in a long phrase
  // "rédacteur en chef adjoint du service économie de The Irish Ledger" any "du", "de la", "of the".
  const whose = words.search(new RegExp(`\\s${WHOSE}\\s+(?=\\p{Lu})`, 'u'));
  if (whose > 0) words = words.slice(0, whose);
  if (words.split(/\s+/).length > 6) {
    const cut = words.search(new RegExp(`\\s${WHOSE}\\s`, 'u'));
    if (cut > 0) words = words.slice(0, cut);
  }
  if (!words || words.split(/\s+/).length > 6 || ROLE_AS_VERB.test(` ${text.slice(Math.max(0, at - 4), at)}${words}`))
    return null;
  // A known role word makes a title; after "promoted to", a few nouns do too ("charge nurse", "shift lead"), and
  // after "my current role as", a few capitalised ones ("Oncology Care Navigator").
  const capitalised = words.split(/\s+/u).every((w) => /^\p{Lu}/u.test(w) || TITLE_JOINERS.has(normalise(w)));
  // A seniority word makes one too, whatever the profession ("als leitende Tierärztin", "as Senior Sommelier").
  if (
    !ANY_ROLE.test(words) &&
    !((promoted || (ownRole && capitalised) || SENIOR.test(words) || OBER.test(words)) && looseTitle(words))
  )
    return null;
  return { text: words, index: at };
}

/**
 * Titles and seniority the email gives the sender: "As a Senior Data Scientist", "soy ingeniero backend senior",
 * "Lead développeuse chez X", "als Lead UX Designer bei X". The role applied for is not a claim. The resume must give
 * a title of the same role at the same rank or higher (a "senior" or a "head of" is a step the resume must show).
 */
export const titlesDetector: Detector = {
  find(sentence, { taken, lang, sources }) {
    const text = sentence.raw;
    const out: Found[] = [];
    if (sentence.subjectLine) {
      // "Technical Instructor – Dana Wu, former Navy Chief", "… – Ana Ruiz, ingeniera agrónoma": what the subject
      // line puts after the job describes the sender.
      const names = [sources.senderName, resumeName(sources.resume)].flatMap((n) => (n ? [normalise(n)] : []));
      for (const d of descriptorsOf(text)) {
        const former = FORMER.exec(d.text)?.[0] ?? '';
        // Capitalised words read as a title here ("Fachärztin für Innere Medizin", "former Navy Lieutenant"), but
        // not the sender's name, one word ("Teilzeit"), an acronym (a degree, a school, a credential) or words in
        // brackets, which most often qualify the job ("Mathematics (IB Diploma)").
        const title = titleAt(text, d.index + former.length, lang === 'de', false, true);
        if (
          title &&
          (ANY_ROLE.test(title.text) ||
            SENIOR.test(title.text) ||
            (!d.bracketed &&
              /\s/u.test(title.text) &&
              !names.includes(normalise(title.text)) &&
              !/^[\p{Lu}\d&.-]+$/u.test(title.text))) &&
          title.index + title.text.length <= d.index + d.text.length &&
          // The job applied for, the company and the sender's name are masked in the text: none is a claim.
          !/[¤§]/u.test(sentence.text.slice(title.index, title.index + title.text.length)) &&
          !overlapsTaken(taken, title.index, title.index + title.text.length)
        )
          out.push({
            kind: 'title',
            text: title.text,
            index: title.index,
            end: title.index + title.text.length,
            key: normalise(title.text),
          });
      }
      return out;
    }
    const push = (t: { text: string; index: number } | null) => {
      // "I'm comfortable presenting to executives": an infinitive or a preposition's object is no title.
      if (!t || NOT_IN_TITLE.test(t.text)) return;
      // "responsable de 9 centres", "responsible for 40 sites": a duty counted, not a title.
      if (/^(?:responsable|responsible)\s+(?:de|d['’]|du|des|for)\s+\d/iu.test(t.text)) return;
      const end = t.index + t.text.length;
      if (overlapsTaken([...taken, ...out], t.index, end)) return;
      // "apply for the X role", "join X as", "candidature au poste de", "bewerbe mich als": the job, not the sender.
      const lead =
        text
          .slice(Math.max(0, t.index - 60), t.index)
          .split(/[,;.]/)
          .at(-1) ?? '';
      if (APPLYING.test(lead) && !MY_ROLE.test(lead)) return;
      if (JOB_WORD.test(text.slice(end, end + 12))) return;
      // "as a nurse at Oakfield House": the title the resume gives there, when it names the place.
      const at = EMPLOYER_AFTER.exec(text.slice(end));
      const employer = at ? nameAt(text, end + at[0].length) : null;
      const key = `${normalise(t.text)}${employer ? `@${nameKey(employer.name)}` : ''}`;
      out.push({ kind: 'title', text: t.text, index: t.index, end, key });
    };
    for (const m of text.matchAll(LEADS_UNIT)) {
      const end = m.index + m[0].length;
      // "I lead the design of …", "the rollout of …": an activity, not a unit one heads.
      if (/\sof(?:\s|$)/u.test(m[0]) || /^\s+of\s/u.test(text.slice(end))) continue;
      if (overlapsTaken([...taken, ...out], m.index, end)) continue;
      const words = normalise(m[1]!)
        .split(' ')
        .filter((w) => w.length > 3 && !FUNCTION_WORDS.has(w));
      if (words.length) out.push({ kind: 'title', text: m[0], index: m.index, end, key: `lead:${words.join(' ')}` });
    }
    for (const cue of text.matchAll(ROLE_CUES))
      push(titleAt(text, cue.index + cue[0].length, lang === 'de', false, true));
    for (const cue of text.matchAll(SELF)) push(titleAt(text, cue.index + cue[0].length, lang === 'de'));
    for (const cue of text.matchAll(PROMOTED)) push(titleAt(text, cue.index + cue[0].length, lang === 'de', true));
    for (const m of text.matchAll(PROMOTED_BEFORE_VERB)) push({ text: m[1]!, index: m.index + m[0].indexOf(m[1]!) });
    // A title opening the sentence, then where: "Lead développeuse chez Agence Lumen depuis 2020, je …".
    // Also "Architecte associée de l'Atelier X, je …", "Partner of Y, I …": the title, then whose.
    const opening =
      /^\s*(\p{Lu}[\p{L}'’-]*(?:[\s-]+[\p{L}'’-]+){0,5}?)\s+(chez|at|bei|en|@|(?:de|of|du|des)(?=\s+(?:l['’]|la\s+|the\s+|der\s+)?\p{Lu}[^,]*,))\s+(?:l['’]|la\s+|the\s+|der\s+)?\p{Lu}/u.exec(
        text,
      );
    // "Auparavant sous-chef pâtissier chez X": the adverb opening the sentence is no part of the title.
    if (opening) {
      const adverb = TIME_ADVERB.exec(opening[1]!);
      if (adverb) opening[1] = opening[1]!.slice(adverb[0].length);
    }
    if (
      opening?.[1] &&
      // After "de"/"of" the name may be a school ("Ingénieure diplômée de l'X"): only a rank counts there.
      (/^(?:de|of|du|des)$/u.test(opening[2]!)
        ? SENIOR.test(opening[1])
        : ANY_ROLE.test(opening[1]) || SENIOR.test(opening[1])) &&
      !APPLYING.test(opening[1]) &&
      !JOB_WORD.test(opening[1])
    )
      push({ text: opening[1], index: opening.index + opening[0].indexOf(opening[1]) });
    return out;
  },
  backs(claim, source) {
    if (claim.key.startsWith('lead:')) {
      // A senior or lead title on the resume, or any line that says the sender leads or led something ("Led a team
      // of 6" backs "I lead the frontend"): only a resume that shows no leading at all leaves it unbacked.
      return titlesOf(source).some(({ title }) => title.rank >= 2) || source.lines.some((line) => LEAD_STEM.test(line));
    }
    const employer = claim.key.split('@')[1];
    const all = titlesOf(source);
    // Where the resume names the employer, the title must be the one it gives there.
    const there = employer ? all.filter((t) => ` ${normalise(t.job)} `.includes(` ${employer} `)) : [];
    const claimed = read(claim.text);
    // Written as the resume writes it, on a line that does not say it is still in progress; where an employer is named,
    // on a line of that job at the rank claimed ("the sole researcher at X": "• Sole researcher embedded in …").
    if (there.length ? heldInJob(source, claim.text, claimed.rank, there) : holdsHeld(source, claim.text)) return true;
    // The same title in another language, on the lines of the job there when an employer is named.
    if (equivalentHeld(claim.text, claimed.rank, there.length ? there.flatMap((t) => t.job.split('\n')) : source.lines))
      return true;
    const loose = !claimed.concepts.length && !claimed.roles.length;
    if (!there.length && lineHoldsTitle(claimed, source)) return true;
    return (there.length ? there : all).some(
      ({ title, loose: partLoose }) =>
        claimed.rank <= title.rank &&
        (loose
          ? // No role word: the same words ("leitende Tierärztin" against "Tierärztin"), at the rank.
            claimed.words.length > 0 &&
            claimed.words.every((w) => [...title.words, ...title.roles].some((t) => sameStem(w, t)))
          : !partLoose &&
            // The same role ("Entwicklerin" is a developer; "statisticienne" shares its stem with "statistiques"; a
            // compound's own stem: "Projektleiterin" is a "Projektleitung", not any "-leitung") …
            (claimed.compounds.length
              ? claimed.compounds.some((r) => [...title.roles, ...title.words].some((t) => sameStem(r, t)))
              : claimed.concepts.some((c) => title.concepts.includes(c)) ||
                claimed.roles.some((r) => [...title.roles, ...title.words].some((t) => sameStem(r, t)))) &&
            // … in the same field.
            claimed.words.every((w) => [...title.words, ...title.roles].some((t) => sameStem(w, t)))),
    );
  },
};

const EQUIVALENTS = Object.values(TITLE_EQUIVALENTS).map((patterns) => wordRe(alternation(patterns), 'iu'));

/**
 * The same title in another language ("Teamleiter" for "chef d'équipe", "postdoctoral researcher" for "investigadora
 * posdoctoral"), on one of `lines` that gives it at the claimed rank or higher and does not say it is in progress.
 */
function equivalentHeld(phrase: string, rank: number, lines: readonly string[]): boolean {
  const same = EQUIVALENTS.filter((re) => re.test(phrase));
  return (
    same.length > 0 &&
    lines.some(
      (line) =>
        !BULLET.test(line) && !IN_PROGRESS.test(line) && rankOf(line) >= rank && same.some((re) => re.test(line)),
    )
  );
}

/** Whether a line of a job (its dated line, the line above and its bullets) holds the phrase at the rank claimed. */
function heldInJob(source: Source, phrase: string, rank: number, jobs: readonly { job: string }[]): boolean {
  const words = ` ${normalise(phrase)} `;
  return jobs.some(({ job }) => {
    const dated = job.split('\n').at(-1)!;
    const start = source.lines.indexOf(dated);
    if (start < 0) return false;
    const next = source.lines.findIndex((line, i) => i > start && isDated(line) && !BULLET.test(line));
    const block = [source.lines[start - 1] ?? '', ...source.lines.slice(start, next < 0 ? undefined : next)];
    return block.some(
      (line) => ` ${normalise(line)} `.includes(words) && !IN_PROGRESS.test(line) && rankOf(line) >= rank,
    );
  });
}

/** Whether the resume holds a phrase whole, and not only on lines that say it is still in progress. */
function holdsHeld(source: Source, phrase: string): boolean {
  if (!source.holds(phrase)) return false;
  const words = ` ${normalise(phrase)} `;
  const lines = source.lines.filter((line) => ` ${normalise(line)} `.includes(words));
  return !lines.length || lines.some((line) => !IN_PROGRESS.test(line));
}

import { spelledOut } from '../cue-phrases.js';
import { licenceHeld } from '../licences.js';
import { detectLanguage } from '../../language.js';
import { findSkillMentions } from '../../skill-mentions.js';
import { IN_PROGRESS, WORKING_TOWARDS } from '../progress.js';
import type { Source } from '../source.js';
import { escape, normalise, wordRe } from '../text.js';
import type { Found } from '../types.js';
import { alternation, everyLanguage, PLACE_NAMES, WORDS } from '../words/index.js';
import { overlapsTaken, type Detector, type DetectorContext } from './detector.js';
import { employersDetector } from './employers.js';

/** Names written like tools: capitals only ("SPSS", "CDISC", plural "TPLOs"), a capital inside ("XGBoost", "GitHub"), digits ("GA4"). */
const TOOL_NAME =
  /(?<![\p{L}\d.-])(?:\p{Lu}{2,}[\p{Lu}\d]*(?:-\p{Lu}{2,})?s?|\p{Lu}?\p{Ll}+\p{Lu}[\p{L}\d]*|\p{L}+\d+[\p{L}\d]*)(?![\p{L}\d])/gu;
const LEGAL_FORM = /^(?:GmbH|AG|SA|SAS|SL|SLU|SRL|SpA|BV|NV|LLC|LLP|PLC|Ltd|Inc|KG|UG|OHG|SE|SARL)$/u;

/** What joins the items of a list: "Spark and Scala", "BigQuery y Looker", "SolidWorks und AutoCAD", "R, Python". */
const JOINER = /\s*(?:,|\/|;|\s(?:and|or|y|o|e|et|ou|und|oder|sowie|as well as|así como|ainsi que)\s)\s*/giu;
/** Words that may open an item without belonging to it: "with Spark", "de C++", "mit SolidWorks". */
const ITEM_LEAD =
  /^(?:(?:with|in|on|using|con|en|de|del|du|des|la|le|les|el|avec|sous|mit|in|auf|von|der|die|das|dem|den|the|a|an)\s+)+/iu;
/** "z. B.", "e.g.", "p. ej.", "such as": examples follow, inside brackets too. */
const EXAMPLE_LEAD = new RegExp(`^(?:${alternation(everyLanguage('exampleCues'))})\\s*`, 'iu');
/** "tools such as X and Y", "herramientas como X", "outils comme X", "Tools wie X", "stack: X, Y": tools follow. */
const TOOL_EXAMPLES = new RegExp(
  `(?<![\\p{L}])(?:${alternation(everyLanguage('toolNouns'))})(?![\\p{L}])(?:\\s+[^\\s,.;:!?]+){0,3}?(?:\\s*,?\\s+(?:${alternation(everyLanguage('exampleCues'))})(?=\\s)|\\s*:)`,
  'giu',
);
/** The run of capitalised or marked words an item starts with: "Airtable" of "Airtable for planning". */
function leadingTool(item: Item): Item | null {
  const words = [...item.text.matchAll(/\S+/gu)];
  let n = 0;
  while (n < words.length && n < 3 && TOOL_MARK.test(words[n]![0]) && !NOT_TERMS.has(normalise(words[n]![0]))) n++;
  if (!n) return null;
  const last = words[n - 1]!;
  return { text: item.text.slice(0, last.index + last[0].length).replace(/\.+$/u, ''), index: item.index };
}
/** "I'm proficient in X", "domino X", "je maîtrise X", "ich beherrsche X": tools follow, written like tools. */
const MASTERS = new RegExp(
  `(?<![\\p{L}])(?:${alternation(everyLanguage('masteryCues'))})(?:\\s+(?:also|too|well|également|aussi|bien|parfaitement|perfectamente|también|además|auch|sehr gut|gut))*(?=\\s)`,
  'giu',
);
/** A name right after "at", "à", "bei": a place or an organisation ("on site at Trafford Park"), not a tool. */
const AT_PLACE = /(?:^|\s)(?:at|à|au|bei|chez|near|nahe)\s+(?:the\s+|la\s+|le\s+|l['’]|der\s+|dem\s+)?$/iu;
/** "using X", "utilizando X", "à l'aide de X", "mithilfe von X": a tool follows, written like one ("Miro Boards"). */
const USING = new RegExp(
  `(?<![\\p{L}])(?:${alternation(everyLanguage('usageCues'))})\\s*([^\\s,;:!?()]+(?:\\s+[^\\s,;:!?()]+){0,2})`,
  'giu',
);
/** More than a capital to start with: one inside ("GitHub"), capitals only ("SAP"), a digit or a symbol ("C++"). */
const STRONG_MARK = /\p{L}\p{Lu}|\d|[+#]|\p{L}[.-]\p{L}/u;
/** A tool's name: a capital, a digit or a symbol inside ("C++", "scikit-learn", "Next.js", "GA4", "dbt" aside). */
const TOOL_MARK = /\p{Lu}|\d|[+#]|\p{L}[.-]\p{L}/u;

const LANGUAGE_NAMES = new Set(
  Object.values(WORDS).flatMap((w) =>
    Object.values(w.languageNames)
      .flat()
      .map((n) => normalise(n)),
  ),
);
const PLACES = new Set(PLACE_NAMES.flat().map(normalise));
const ROLE = wordRe(alternation(Object.values(WORDS).flatMap((w) => Object.values(w.roles).flat())), 'iu');
/** A language level is no tool: "C1", "C1-Niveau", "nivel B2". */
const LEVEL = /^(?:(?:niveau|nivel|level)\s)?[abc][12](?:\s(?:niveau|nivel|level))?$/i;
/** Quarters and halves of a year are no tools: "Q3", "H1", "FY24". */
const PERIOD = /^(?:q[1-4]|h[12]|fy\s?\d{2,4})$/i;
const NOT_TERMS = new Set(
  [
    ...everyLanguage('notNames'),
    ...everyLanguage('functionWords'),
    'experience',
    'knowledge',
    'skills',
    'stack',
    'requirements',
    'years',
    'degree',
    'plus',
    'nice',
    'must',
  ].map(normalise),
);
/** A capitalised word after one of these in an ad is a place: "in Dublin", "en Barcelona", "à Toulouse". */
const PLACE_BEFORE = /(?:\b(?:in|en|à|a|au|near|bei|nach|based in|basé à|sede en|con sede en|situé à)\s+)$/iu;
/** Where an organisation is: "a consultancy in Victoria", "a studio in Bristol", "oficina en Vigo", "Büro in Kiel". */
const ORG_IN =
  /(?:based|located|offices?|site|sede|siège|sitz|hq|headquarters|consultancy|company|firm|studio|agency|startup|hospital|school|equipo|empresa|oficinas?|agence|entreprise|cabinet|bureaux?|unternehmen|büro|firma|agentur|standort)\s+(?:in|en|à|au|bei|near|nahe)\s+(?:the\s+)?$/iu;
/** Lead-ins of a requirement list in an ad: "Stack:", "experience with", "Kenntnisse in", "maîtrise de". */
const REQUIREMENT_LEAD =
  /(?:stack|tools?|skills|requirements?|nice to have|must[- ]have|tech(?:nologies)?|requisitos|se valorar(?:á|a)n?(?: (?:la |el )?(?:formación|experiencia|conocimientos?) (?:en|de|con))?|se valora|valorable|herramientas|compétences|outils|profil|kenntnisse|anforderungen|erfahrung mit|experience (?:with|in)|knowledge of|familiarity with|proficiency in|experiencia (?:con|en)|conocimientos de|expérience (?:avec|en|de)|maîtrise de|connaissance des?)\s*:?\s+/giu;

/** What an ad says after a wish: "a plus", "preferred", "von Vorteil", "erwünscht", "souhaité". */
const WANTED =
  /(?:(?:is|are|would be|será|sont|est|ist|sind|wäre)\s+)?(?:a plus|an asset|preferred|desirable|nice to have|un plus|apprécié(?:e)?s?|souhaité(?:e)?s?|valorable|se valora|deseable|von Vorteil|wünschenswert|erwünscht)(?![\p{L}])/iu;
const REQUIREMENT_TAIL = new RegExp(
  `(?:^|[,;:.]\\s*|\\b(?:and|y|et|und)\\s+)([^,;:.]{3,40}?)\\s+${WANTED.source}`,
  'giu',
);

interface Item {
  text: string;
  index: number;
}

/** The items of a text split at list joiners, each without its lead-in words. */
function items(text: string, offset = 0): Item[] {
  const out: Item[] = [];
  let cursor = 0;
  const push = (end: number) => {
    const raw = text.slice(cursor, end);
    const lead = ITEM_LEAD.exec(raw.trimStart())?.[0] ?? '';
    const start = cursor + (raw.length - raw.trimStart().length) + lead.length;
    const words = text.slice(start, end).replace(/[\s.!?:()]+$/u, '');
    if (words) out.push({ text: words, index: offset + start });
  };
  for (const m of text.matchAll(JOINER)) {
    push(m.index);
    cursor = m.index + m[0].length;
  }
  push(text.length);
  return out;
}

const isShort = (item: Item) => item.text.split(/\s+/).length <= 3;
/** An item that names a tool: every word capitalised or marked as a tool's; not a place, a language, a role. */
function toolLike(item: Item, sentenceStart: number): boolean {
  const words = item.text.split(/\s+/);
  if (words.length > 3 || !words.every((w) => TOOL_MARK.test(w) && !NOT_TERMS.has(normalise(w)))) return false;
  // A figure or a year is no tool: "Kubernetes in 2021".
  if (/^[\d.,%+-]+$/u.test(item.text)) return false;
  // A sentence's first word is capitalised anyway.
  if (item.index === sentenceStart && !TOOL_MARK.test(item.text.slice(1))) return false;
  const key = normalise(item.text);
  return !LANGUAGE_NAMES.has(key) && !PLACES.has(key) && !ROLE.test(item.text) && !LEVEL.test(key) && !PERIOD.test(key);
}

/**
 * The tool named inside a longer item: its run of capitalised or marked words at the end ("build courses in Adobe
 * Captivate", "own our Playwright") or at the start ("Appium suites", "Detox test suites green"); null when none.
 */
function toolCore(item: Item, sentenceStart: number): Item | null {
  const words = [...item.text.matchAll(/\S+/gu)];
  const marked = (w: RegExpMatchArray) => TOOL_MARK.test(w[0]) && !NOT_TERMS.has(normalise(w[0]));
  for (const fromEnd of [true, false]) {
    const run: RegExpMatchArray[] = [];
    if (fromEnd) for (let i = words.length - 1; i >= 0 && marked(words[i]!); i--) run.unshift(words[i]!);
    else for (let i = 0; i < words.length && marked(words[i]!); i++) run.push(words[i]!);
    if (!run.length || run.length === words.length || run.length > 3) continue;
    const last = run.at(-1)!;
    const from = run[0]!.index!;
    const core = { text: item.text.slice(from, last.index! + last[0].length), index: item.index + from };
    if (toolLike(core, sentenceStart)) return core;
  }
  return null;
}

/** Whether words are the company's name, a word of it or its initials ("NorthPower" of "NorthPower Solar"). */
function ownName(key: string, ctx: DetectorContext): boolean {
  return [ctx.sources.companyName, ctx.sources.company?.name].some((name) => {
    if (!name) return false;
    const words = normalise(name).split(' ');
    const initials = words
      .filter((w) => !NOT_TERMS.has(w))
      .map((w) => w[0])
      .join('');
    return words.includes(key) || ` ${words.join(' ')} `.includes(` ${key} `) || (key.length >= 2 && key === initials);
  });
}

/** Terms of an ad that a model might claim for a sender who lacks them: its tools, and its requirement lists. */
function adTerms(ad: Source, ctx: DetectorContext): RegExp[] {
  return ad.fact('skills.terms', () => {
    const owned = [ctx.sources.companyName, ctx.sources.jobTitle, ctx.sources.company?.name]
      .filter(Boolean)
      .map((n) => normalise(n!));
    const terms = new Set<string>();
    const add = (term: string) => {
      const key = normalise(term);
      if (!key || key.length < 2 || /^\d+$/.test(key) || NOT_TERMS.has(key) || LANGUAGE_NAMES.has(key)) return;
      if (
        PLACES.has(key) ||
        LEVEL.test(key) ||
        PERIOD.test(key) ||
        ROLE.test(term) ||
        owned.some((o) => o.includes(key))
      )
        return;
      terms.add(term);
    };
    const german = detectLanguage(ad.text) === 'de';
    for (const sentence of ad.text.split(/(?<=[.!?])\s+|\n/u)) {
      const list = items(sentence).filter((item) => !PLACE_BEFORE.test(sentence.slice(0, item.index)));
      // Named tools: "Spark", "Next.js", "Power BI"; in a list with one, its other short items ("SQL, Looker and dbt").
      const named = list.map((item) => toolLike(item, 0) || findSkillMentions(item.text).length > 0);
      list.forEach((item, i) => {
        if (named[i]) add(item.text);
        else if (item.text.split(/\s+/).length <= 2 && (named[i - 1] || named[i + 1])) add(item.text);
      });
      // The tool inside a longer item of such a list ("Diseñarás cursos en Articulate Storyline y Moodle", "own our
      // Playwright and Appium suites"); an item found so names a tool for its neighbours in turn.
      // A core after "in" or "à" is a place ("a studio in Bristol"); in German every noun is capitalised, so a core
      // needs more than its capital there ("pro Woche").
      const known = (i: number) => !!list[i] && findSkillMentions(list[i].text).length > 0;
      const cores = list.map((item, i) => {
        const core = toolCore(item, 0);
        if (!core || ORG_IN.test(sentence.slice(0, core.index))) return null;
        if (german && !STRONG_MARK.test(core.text) && !known(i) && !known(i - 1) && !known(i + 1)) return null;
        return core;
      });
      for (let changed = true; changed;) {
        changed = false;
        list.forEach((_, i) => {
          const core = cores[i];
          if (!core || !(named[i] || named[i - 1] || named[i + 1])) return;
          add(core.text);
          cores[i] = null;
          if (!named[i]) changed = named[i] = true;
        });
      }
      // Items of requirement lists, in lower case too: "experience with design tokens and accessibility".
      // "Kenntnisse in der Wirbelstromprüfung (NDT) von Vorteil": what the list asks for, without how much.
      for (const lead of sentence.matchAll(REQUIREMENT_LEAD)) {
        const rest = sentence
          .slice(lead.index + lead[0].length)
          .split(/[.;]/u)[0]!
          .replace(new RegExp(`\\s+${WANTED.source}.*$`, 'iu'), '');
        for (const item of items(rest)) {
          // items() drops a closing bracket at the end: "Wirbelstromprüfung (NDT".
          const bare = { ...item, text: item.text.replace(/\s*\([^)]*\)?$/u, '') };
          if (isShort(bare)) add(bare.text);
        }
      }
      // Items before "a plus", "preferred", "von Vorteil": "photography skills a plus".
      for (const tail of sentence.matchAll(REQUIREMENT_TAIL)) {
        for (const item of items(tail[1]!)) {
          if (isShort(item)) add(item.text.replace(/\s+skills?$/iu, ''));
          else add(toolCore(item, -1)?.text ?? '');
        }
      }
      // Acronyms and names in brackets: "accessibility (WCAG)", "Cloud (GCP)".
      // "(z. B. Articulate Storyline)": the examples, without their lead-in.
      for (const m of sentence.matchAll(/\(([^()]{2,40})\)/gu))
        for (const item of items(m[1]!.replace(EXAMPLE_LEAD, ''))) if (toolLike(item, -1)) add(item.text);
    }
    const list = [...terms];
    const cased = list.filter((t) => /\p{Lu}/u.test(t));
    const plain = list.filter((t) => !/\p{Lu}/u.test(t));
    const re = (ts: string[], flags: string) =>
      new RegExp(`(?<![\\p{L}\\d])(?:${alternation(ts.map(escape))})(?![\\p{L}\\d])`, flags);
    return [...(cased.length ? [re(cased, 'gu')] : []), ...(plain.length ? [re(plain, 'giu')] : [])];
  });
}

/** A claim's key without what the sentence says of its progress. */
const keyOf = (claim: Found) => claim.key.replace(/\|towards$/u, '').replace(/\|expert$/u, '');

/** A level of mastery said right before a skill: "advanced", "expert in", "fortgeschrittene", "avanzado de". */
const EXPERT_BEFORE = new RegExp(
  `(?<![\\p{L}])((?:${alternation(everyLanguage('expertWords'))})\\s+(?:(?:in|of|de|en|mit|im)\\s+)?)$`,
  'iu',
);
/** A credential named after its body: "Diploma", "Level 3", "Zertifikat", "Niveau 2". */
const CREDENTIAL_AFTER =
  /^\s+(?:Diploma|Diplôme|Diplom|Certificate|Certificat|Zertifikat|(?:Level|Niveau|Nivel|Stufe)\s+\d)(?![\p{L}])/u;

/** A resume's word for a beginner's level next to a skill: "Power BI (Grundkenntnisse)", "SQL (basic)". */
const BASIC_LEVEL = wordRe(alternation(everyLanguage('basicWords')), 'iu');

function skillKeys(source: Source): Set<string> {
  return source.fact('skills', () => new Set(findSkillMentions(source.text).map((m) => m.skill)));
}

/**
 * Skills and tools: those the skill list knows; terms of the job ad (what a model most often claims for a sender
 * whose resume lacks them); and the other items of a list that names one of those ("Spark and Scala",
 * "scikit-learn et XGBoost"). The resume must name the skill: a term of the ad backs nothing about the sender.
 */
export const skillsDetector: Detector = {
  find(sentence, ctx) {
    const text = sentence.text;
    const out: Found[] = [];
    // Organisations the sender worked at or for ("among our clients were Siemens and BASF"): no tools, unless a
    // known skill or a term of the ad names them.
    const organisations = sentence.subjectLine ? [] : employersDetector.find(sentence, { ...ctx, taken: [] });
    // "I am working towards the CPC": a credential in progress, as the resume may list it.
    const towards = WORKING_TOWARDS.test(text);
    const push = (said: string, index: number, keyed: string, named = false) => {
      // "WSET Diploma", "WSET Level 3": a credential of the skill's body, held as written or not at all.
      const credential = CREDENTIAL_AFTER.exec(text.slice(index + said.length));
      const words = credential ? `${said}${credential[0]}` : said;
      const key = credential ? `term:${normalise(words)}` : keyed;
      const end = index + words.length;
      if (!words.trim() || overlapsTaken([...ctx.taken, ...out], index, end)) return;
      if (!named && organisations.some((o) => o.index <= index && end <= o.end)) return;
      // "Hello NorthPower team": the company's own name, or a part or the initials of it, is no tool.
      if (!key.startsWith('skill:') && ownName(normalise(words), ctx)) return;
      // "on site at Trafford Park": a place, unless the skill list knows the name.
      if (!key.startsWith('skill:') && AT_PLACE.test(text.slice(0, index))) return;
      out.push({ kind: 'skill', text: words, index, end, key: towards ? `${key}|towards` : key });
    };
    for (const m of findSkillMentions(text)) {
      // "advanced Power BI dashboards": a level claimed, which a resume's "Power BI (basic)" does not back.
      const expert = EXPERT_BEFORE.exec(text.slice(Math.max(0, m.index - 30), m.index));
      if (expert) push(`${expert[1]}${m.text}`, m.index - expert[1]!.length, `skill:${m.skill}|expert`, true);
      else push(m.text, m.index, `skill:${m.skill}`, true);
    }
    for (const re of adTerms(ctx.ad, ctx)) {
      for (const m of text.matchAll(re)) {
        if (!re.flags.includes('i')) {
          // "Google" of the ad, written "Google Ads" in the email: the claim is the whole name.
          const more = /^(?:\s\p{Lu}[\p{L}\d.+#-]*)+/u.exec(text.slice(m.index + m[0].length))?.[0] ?? '';
          push(m[0] + more, m.index, `term:${normalise(m[0] + more)}`, true);
        } else push(m[0], m.index, `phrase:${normalise(m[0])}`, true);
      }
    }
    const markers = ctx.subjects.markers(text);
    // The tools after "I'm proficient in", "domino", "je maîtrise", "ich beherrsche", until the list ends.
    for (const m of sentence.subjectLine ? [] : text.matchAll(MASTERS)) {
      const from = m.index + m[0].length;
      for (const item of items(text.slice(from).split(/[.;:!?()]/u)[0]!, from)) {
        const tool = leadingTool(item);
        if (!tool || !toolLike(tool, -1)) break;
        // German capitalises every noun: "ich nutze Lieferantenportale" names no tool; "Articulate Storyline" does.
        if (ctx.lang === 'de' && !/\s/u.test(tool.text) && !STRONG_MARK.test(tool.text)) continue;
        push(tool.text, tool.index, `term:${normalise(tool.text)}`);
      }
    }
    // The neighbours of a skill in a list are skills too.
    const list = items(text);
    const start = list[0]?.index ?? 0;
    for (const anchor of [...out]) {
      const at = list.findIndex((i) => i.index <= anchor.index && anchor.end <= i.index + i.text.length);
      if (at < 0) continue;
      // "machine learning avec scikit-learn": a tool named right after the skill, in the same item.
      const item = list[at]!;
      const tail = /^\s+(?:with|using|in|avec|sous|con|en|mit|in)\s+([^\s,;]+(?:\s[^\s,;]+){0,2})$/iu.exec(
        text.slice(anchor.end, item.index + item.text.length),
      );
      if (tail) {
        const tool = { text: tail[1]!, index: item.index + item.text.length - tail[1]!.length };
        if (toolLike(tool, start)) push(tool.text, tool.index, `term:${normalise(tool.text)}`);
      }
      for (const step of [-1, 1]) {
        for (let i = at + step; i >= 0 && i < list.length && isShort(list[i]!); i += step) {
          const item = list[i]!;
          // German capitalises every noun: "Niederspannungshauptverteilungen" beside "Siemens S7" names no tool.
          if (ctx.lang === 'de' && !/\s/u.test(item.text.trim()) && !STRONG_MARK.test(item.text)) continue;
          if (toolLike(item, start)) push(item.text, item.index, `term:${normalise(item.text)}`);
        }
      }
    }
    // A tool named after "using": its capitalised or marked words ("using Miro Boards for the storyboard").
    for (const m of sentence.subjectLine ? [] : text.matchAll(USING)) {
      const tool = leadingTool({ text: m[1]!, index: m.index + m[0].length - m[1]!.length });
      if (!tool || !toolLike(tool, start) || LEGAL_FORM.test(tool.text)) continue;
      if (ctx.subjects.subject(text, markers, { index: tool.index, end: tool.index + tool.text.length }) === 'company')
        continue;
      push(tool.text, tool.index, `term:${normalise(tool.text)}`);
    }
    // The tools of a list after "tools such as", "herramientas como", "Tools wie", until the list ends.
    for (const m of sentence.subjectLine ? [] : text.matchAll(TOOL_EXAMPLES)) {
      const from = m.index + m[0].length;
      for (const item of items(text.slice(from).split(/[.;:!?()]/u)[0]!, from)) {
        const tool = leadingTool(item);
        if (!tool || !toolLike(tool, start)) break;
        if (
          ctx.subjects.subject(text, markers, { index: tool.index, end: tool.index + tool.text.length }) === 'company'
        )
          continue;
        push(tool.text, tool.index, `term:${normalise(tool.text)}`);
      }
    }
    // Any other tool-like name the sender claims: "quantitative Umfragen mit SPSS", "CDISC", "XGBoost" (not in the
    // subject line, which names the job).
    for (const m of sentence.subjectLine ? [] : text.matchAll(TOOL_NAME)) {
      const key = normalise(m[0]);
      if (
        NOT_TERMS.has(key) ||
        LANGUAGE_NAMES.has(key) ||
        PLACES.has(key) ||
        LEVEL.test(key) ||
        PERIOD.test(key) ||
        ROLE.test(m[0])
      )
        continue;
      if (
        LEGAL_FORM.test(m[0]) ||
        ctx.subjects.subject(text, markers, { index: m.index, end: m.index + m[0].length }) === 'company'
      )
        continue;
      push(m[0], m.index, `term:${key}`);
    }
    return out.sort((a, b) => a.index - b.index);
  },
  backs(claim, source) {
    // A credential the resume lists as in progress ("CPC (in progress)") backs no claim to hold it ("a full CPC").
    if (!claim.key.endsWith('|towards')) {
      const lines = source.lines.filter((l) => ` ${normalise(l)} `.includes(` ${normalise(claim.text)} `));
      if (lines.length && lines.every((l) => IN_PROGRESS.test(l))) return false;
    }
    if (claim.key.includes('|expert')) {
      // Every line naming the skill gives it at a beginner's level: the level claimed is not on the resume.
      const skill = keyOf(claim).slice(6);
      const mentions = source.lines.flatMap((line) =>
        findSkillMentions(line)
          .filter((m) => m.skill === skill)
          .map((m) => {
            // The words of its own list item: "basic SQL", "Power BI (Grundkenntnisse)".
            const before = line
              .slice(0, m.index)
              .split(/[,;·|•]/u)
              .at(-1)!;
            const after = line.slice(m.index + m.text.length).split(/[,;·|•]|\)/u)[0]!;
            return `${before} ${after}`;
          }),
      );
      if (mentions.length && mentions.every((item) => BASIC_LEVEL.test(item))) return false;
    }
    if (claim.key.startsWith('skill:') && skillKeys(source).has(keyOf(claim).slice(6))) return true;
    if (source.holds(claim.text)) return true;
    const licence = licenceHeld(claim.text, source);
    if (licence !== null) return licence;
    // An acronym in the plural ("CROs", "KPIs") is the one the resume writes in the singular.
    const plural = /^(\p{Lu}{2,}[\p{Lu}\d]*)s$/u.exec(claim.text);
    if (plural && source.holds(plural[1]!)) return true;
    if (spelledOut(claim.text, source)) return true;
    // A common-noun phrase of the ad ("retail analytics") is backed when the resume has each of its words.
    if (!claim.key.startsWith('phrase:')) return false;
    const words = keyOf(claim).slice(7).split(' ');
    return words.length > 1 && words.every((w) => NOT_TERMS.has(w) || source.holds(w));
  },
};

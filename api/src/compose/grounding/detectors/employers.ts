import { findSkillMentions } from '../../skill-mentions.js';
import { contentWords, lineHolds } from '../cue-phrases.js';
import { COMPANY_MASK, type SubjectReader } from '../about.js';
import { nameAt, nameKey, splitNames } from '../names.js';
import { NUMBER } from '../numbers.js';
import { normalise } from '../text.js';
import type { Found } from '../types.js';
import { alternation, everyLanguage, PLACE_NAMES, WORDS } from '../words/index.js';
import { translatable } from '../words/glossary.js';
import { overlapsTaken, type Detector } from './detector.js';

const CUE = alternation(everyLanguage('workCues'));
const PREPOSITION = alternation(everyLanguage('employerPrepositions'));
const ROLE = alternation(Object.values(WORDS).flatMap((w) => Object.values(w.roles).flat()));
const GERMAN_WORK =
  /(?<![\p{L}])(?:als|gearbeitet|tätig|arbeite\p{L}*|beschäftigt|angestellt|war|entwickle|leite|plane)(?![\p{L}])/iu;

/** The words organisations put first in their names: "Lycée", "Hôpital", "Groupe", "CHU". */
const ORG_WORD_START = alternation([
  ...everyLanguage('orgWords'),
  'lycée',
  'collège',
  'CHU',
  'hôpital',
  'clinique',
  'laboratoire',
  'cabinet',
  'ministère',
  'musée',
  'théâtre',
  'conseil',
  'agence',
  'banque',
  'crédit',
  'caisse',
  'mairie',
  'office',
  'société',
  'compagnie',
  'fondation',
  'école',
  'centre',
]);

/** Lead-ins after which a name is where the sender worked. Names are read apart (see nameAt). */
const LEAD_INS: { re: RegExp; needs?: RegExp }[] = [
  // "worked at", "my role at", "as a developer at", "trabajé en", "une mission pour", "tätig bei der".
  {
    re: new RegExp(`(?<![\\p{L}])(?:${CUE})(?![\\p{L}])(?:\\s+[\\p{L}'’-]+){0,6}?\\s+(?:${PREPOSITION})(?=\\s)`, 'giu'),
  },
  // "un remplacement au Lycée X", "travaillé à l'Hôpital X": "au", "à la" name where only before an organisation's word
  // (a town or a country follows them as often).
  {
    re: new RegExp(
      `(?<![\\p{L}])(?:${CUE})(?![\\p{L}])(?:\\s+[\\p{L}'’-]+){0,6}?\\s+(?:au|aux|à la|à l['’])(?=\\s*(?:${ORG_WORD_START}))`,
      'giu',
    ),
  },
  // "At X, I …", "joined X", "while at X", "chez X".
  { re: /(?<![\p{L}])(?:joined|while at|at|chez)(?=\s)/giu },
  // German: "bei X" with a word of work in the sentence (German capitalises every noun).
  { re: /(?<![\p{L}])(?:bei|beim)(?=\s)/giu, needs: GERMAN_WORK },
  // "my internship with X", "mon stage chez X", "mein Praktikum bei X": the job one had there.
  {
    re: /(?<![\p{L}])(?:internship|placement|stint|secondment|apprenticeship|traineeship|contract|prácticas|beca|contrato|stage|alternance|praktikum|ausbildung|traineeprogramm)\s+(?:with|con|avec|mit|chez|bei|beim|en)(?=\s)/giu,
  },
  // "un passage (comme chef de partie) au Plaza Athénée", "a stint at X", "pasé por X": a short job somewhere.
  {
    re: /(?<![\p{L}])(?:passage (?:comme [\p{L}'’ -]{2,30}? )?(?:au|à la|à l['’]|chez|dans)|stint (?:as [\p{L}'’ -]{2,30}? )?at|(?:paso|pasé|pasó) por(?: el| la)?)(?=\s|(?<=['’]))/giu,
  },
  // "je travaille en indépendante, notamment pour Arte et X": clients after a verb of working and "pour".
  {
    re: new RegExp(
      `(?<![\\p{L}])(?:${CUE})(?![\\p{L}])(?:[\\s,]+[\\p{L}\\d'’-]+){0,6}?,?\\s+(?:notamment|including|entre otros|unter anderem|among others)\\s+(?:for|pour|para|für)(?=\\s)`,
      'giu',
    ),
  },
  // "j'ai rejoint X", "me incorporé a X", "wechselte zu X": joining an organisation.
  {
    re: /(?<![\p{L}])(?:rejoint|intégré|me incorporé a|me uní a|ingresé en|wechselte(?: ich)? (?:zu|zur|zum)|kam(?: ich)? (?:zu|zur|zum))(?=\s)/giu,
  },
  // "a former Google engineer", "ex-Amazon".
  { re: /(?<![\p{L}])(?:former|ex-|ancien(?:ne)? de|antiguo de)(?=\s|\p{Lu})/giu },
  // "… and later at X", "y después en X", "et ensuite chez X", "ainsi qu'à la clinique X": the next employer in a list.
  {
    re: /(?<![\p{L}])(?:and|y|et|und|ainsi qu['’]|as well as|así como|sowie)\s*(?:(?:later|now|then|before that|después|luego|antes|ensuite|puis|danach|später)\s+)?(?:at|en|chez|bei|for|para|pour|à la|à l['’]|au)(?:\s+(?:clinique|clínica|Klinik|clinic|cabinet|agence|agencia|laboratoire|hôtel|hotel|restaurant|studio|atelier))?(?=\s)/giu,
  },
  // "worked alongside X", "junto a X", "aux côtés de X", "in Zusammenarbeit mit X".
  { re: new RegExp(`(?<![\\p{L}])(?:${alternation(everyLanguage('partnerCues'))})(?:(?=\\s)|(?<=['’]))`, 'giu') },
];

/** A time spent somewhere, then where: "two years on the rollout with X", "dos temporadas en el X", "drei Jahre bei X". */
const TIME_WITH = new RegExp(
  `(?<![\\p{L}])(?:${NUMBER}|an?|one|several|a few|some|un|una|une|unos|unas|quelques|plusieurs|ein|eine|einen|einige|mehrere)\\s+(?:[\\p{L}-]+\\s+)?(?:${alternation([...everyLanguage('yearWords'), ...everyLanguage('stayWords')])})(?:\\s+[^\\s,.;:!?]+){0,5}?\\s+(?:with|at|for|en|con|para|chez|pour|auprès d[eu]|bei|beim|für)(?=\\s)`,
  'giu',
);
const PLACES = new Set(PLACE_NAMES.flat().map(normalise));
/** Verbs of having worked somewhere: "interned", "hice prácticas", "j'ai travaillé", "gearbeitet". */
const PAST_WORK = new RegExp(`(?<![\\p{L}])(?:${alternation(everyLanguage('pastWorkCues'))})(?![\\p{L}])`, 'iu');
/** The company applied to, masked, right after a lead-in: "at X", "en el propio X", "chez X". */
const COMPANY_AFTER = new RegExp(
  `^\\s*(?:(?:the|el|la|le|les|der|die|das|dem|den)\\s+|l['’])?(?:(?:propi[oa]|own|même|eigenen?)\\s+)?(${COMPANY_MASK}+)`,
  'u',
);

/**
 * Lead-ins after which a list of names are organisations the sender worked for or with: examples after a noun for
 * clients ("key accounts in retail, including X, Y and Z", "marcas como X", "Großkunden …, darunter X"), and lists
 * of clients ("among my clients were X", "zu meinen Kunden zählten X").
 */
const LIST_LEAD_INS: RegExp[] = [
  new RegExp(
    `(?<![\\p{L}])(?:${alternation(everyLanguage('clientNouns'))})(?![\\p{L}])(?:\\s+[^\\s,.;:!?]+){0,6}?\\s*,?\\s+(?:${alternation(everyLanguage('exampleCues'))})(?=\\s)`,
    'giu',
  ),
  new RegExp(`(?<![\\p{L}])(?:${alternation(everyLanguage('clientListCues'))})(?=\\s)`, 'giu'),
];
/** "worked with brands like X", "mit Marken wie X zusammengearbeitet": an organisation noun with a verb of working. */
const ORG_EXAMPLES = new RegExp(
  `(?<![\\p{L}])(?:${alternation(everyLanguage('orgNouns'))})(?![\\p{L}])(?:\\s+[^\\s,.;:!?]+){0,6}?\\s*,?\\s+(?:${alternation(everyLanguage('exampleCues'))})(?=\\s)`,
  'giu',
);
const CLIENT_VERB = new RegExp(`(?<![\\p{L}])(?:${alternation(everyLanguage('clientVerbs'))})(?![\\p{L}])`, 'iu');
/** What separates the names of a list: "X, Y and Z", "X y Z", "X sowie Z". */
const LIST_JOINER =
  /^(?:\s*,\s*(?:(?:and|or|y|o|e|et|ou|und|oder|sowie)\s+)?|\s+(?:and|or|y|o|e|et|ou|und|oder|sowie|as well as)\s+)(?:(?:the|el|la|le|les|der|die|das)\s+|l['’])?/iu;

/** "your cooperative", "votre agence", "Ihrem Haus": the company applied to, named by what it is. */
const YOUR_ORG = /^\s*(?:your|su|vuestr[oa]|votre|ihre[mnrs]?|eure[mnrs]?)\s+(\p{L}+)/iu;
/** What the company applied to is, besides the words organisations put in their names ("Hotel", "Grupo"). */
const COMPANY_NOUN =
  /^(?:company|firm|business|organi[sz]ation|cooperative|practice|agency|team|store|shop|plant|site|empresa|compañía|cooperativa|firma|organización|equipo|tienda|planta|entreprise|société|coopérative|structure|équipe|boutique|usine|cabinet|Unternehmen|Firma|Haus|Betrieb|Genossenschaft|Team|Praxis|Kanzlei|Werk|Filiale)$/iu;
/** A time the sentence puts in the past: a year, or a verb of having worked. */
const PAST_TIME = /(?<![\p{L}\d])(?:19|20)\d{2}(?![\p{L}\d])/u;
/** "the hospitality team of X", "l'équipe hospitalité de X", "el equipo de ventas de X", "das Team von X". */
const TEAM_OF_ORG = new RegExp(
  `(?<![\\p{L}])(?:${alternation(everyLanguage('teamWords'))})(?:\\s+(?!(?:and|y|e|et|und|or|o|ou|oder)\\s)[\\p{L}-]+){0,3}?\\s+(?:of|at|de|del|de la|du|des|von|bei|der)(?=\\s+(?:l['’]|the\\s+|la\\s+|el\\s+)?\\p{Lu})`,
  'giu',
);
/** Work done for an organisation, its kind after it: "for Pfizer studies", "pour des campagnes"… "for Lidl stores". */
const FOR_ORG = /(?<![\p{L}])(?:for|para|pour)(?=\s+\p{Lu})/gu;
const PLURAL_NOUN_AFTER = /^\s+\p{Ll}{3,}s(?![\p{L}])/u;

const NOT_NAMES = new Set([...everyLanguage('notNames'), ...everyLanguage('personTitles')].map((w) => w.toLowerCase()));
/** Kinds of clients German capitalises ("Händler", "Automobilzulieferer"): a name ending with one names none. */
const CLIENT_KINDS = everyLanguage('clientKinds').map(normalise);
const isClientKind = (key: string) => CLIENT_KINDS.some((k) => key === k || (key.endsWith(k) && !key.includes(' ')));
const FOLLOWED_BY_ROLE = new RegExp(`^\\s+(?:${ROLE})(?![\\p{L}])`, 'iu');

const ORG_WORDS = new Set(everyLanguage('orgWords').map(normalise));

/**
 * Shorter and shorter starts of a name: German names run into the nouns after them. A start of words every
 * organisation uses ("Hotel" of "Hotel Alcázar Real") names none in particular.
 */
function starts(key: string): string[] {
  const words = key.split(' ');
  return words
    .map((_, i) => words.slice(0, words.length - i))
    .filter((start, i) => i === 0 || start.some((w) => !ORG_WORDS.has(w)))
    .map((start) => start.join(' '));
}

/** The names of a list that starts at a position: "Carrefour, Tesco and Lidl". */
function namesFrom(text: string, position: number): { name: string; index: number }[] {
  const out: { name: string; index: number }[] = [];
  // One word in lower case may come first: "zählten außerdem ZF", "were also Siemens".
  const adverb = /^\s+\p{Ll}{2,12}(?=\s+\p{Lu})/u.exec(text.slice(position));
  for (let at = position; ;) {
    const found = nameAt(text, at) ?? (at === position && adverb ? nameAt(text, at + adverb[0].length) : null);
    if (!found) return out;
    out.push(found);
    const joiner = LIST_JOINER.exec(text.slice(found.index + found.name.length));
    if (!joiner) return out;
    at = found.index + found.name.length + joiner[0].length;
  }
}

/** Where the sender worked, or the organisations they worked for: the resume must name the organisation. */
export const employersDetector: Detector = {
  find(sentence, { taken, sources, subjects }) {
    const targets = [sources.companyName, sources.company?.name].filter(Boolean).map((n) => nameKey(n!));
    const out: Found[] = [];
    const push = (found: { name: string; index: number }) => {
      let index = found.index;
      for (const name of splitNames(found.name)) {
        index = sentence.text.indexOf(name, index);
        const end = index + name.length;
        const first = name.split(/\s+/)[0]!.toLowerCase();
        if (name.length < 2 || NOT_NAMES.has(first) || overlapsTaken([...taken, ...out], index, end)) continue;
        // "worked with React and Node.js" names skills, not organisations.
        if (findSkillMentions(name).some((s) => s.index === 0 && s.text.length >= name.length - 1)) continue;
        const key = nameKey(name);
        if (!key || isClientKind(key) || targets.some((t) => t && (t.includes(key) || key.includes(t)))) continue;
        out.push({ kind: 'employer', text: name, index, end, key });
        index = end;
      }
    };
    for (const { re, needs } of LEAD_INS) {
      if (needs && !needs.test(sentence.text)) continue;
      for (const m of sentence.text.matchAll(re)) {
        const after = m.index + m[0].length;
        // "I interned at X", "hice prácticas en el propio X", where X is the company applied to: a past job there.
        const company = COMPANY_AFTER.exec(sentence.text.slice(after));
        if (company && PAST_WORK.test(sentence.text.slice(Math.max(0, m.index - 30), after))) {
          const index = after + company[0].length - company[1]!.length;
          const end = index + company[1]!.length;
          if (!overlapsTaken([...taken, ...out], index, end) && !subjects.wished(sentence.text, m.index)) {
            const name = sentence.raw.slice(index, end);
            out.push({ kind: 'employer', text: name, index, end, key: nameKey(name), about: 'sender' });
          }
          continue;
        }
        // "a season working for your cooperative in 2022": the company applied to, where the sender worked once.
        const yours = YOUR_ORG.exec(sentence.text.slice(after));
        if (
          yours &&
          // "su programa", "their platform": only a word for an organisation names the company ("su cooperativa").
          (ORG_WORDS.has(normalise(yours[1]!)) || COMPANY_NOUN.test(yours[1]!)) &&
          targets.length &&
          (PAST_WORK.test(sentence.text) || PAST_TIME.test(sentence.text)) &&
          !subjects.wished(sentence.text, m.index)
        ) {
          const index = after + yours[0].length - yours[0].trimStart().length;
          const end = after + yours[0].length;
          if (!overlapsTaken([...taken, ...out], index, end))
            out.push({
              kind: 'employer',
              text: sentence.raw.slice(index, end),
              index,
              end,
              key: targets[0]!,
              about: 'sender',
            });
          continue;
        }
        const found = nameAt(sentence.text, after);
        // "travaillé au Royaume-Uni", "worked in Spain": a country or a town is where, not for whom.
        if (!found || PLACES.has(normalise(found.name))) continue;
        // "I could be on site at X": where the sender could work, not where they did.
        if (subjects.wishedJustBefore(sentence.text, m.index)) continue;
        // "former" needs a role after the name: "a former Google engineer".
        if (
          /former|ex-|ancien|antiguo/i.test(m[0]) &&
          !FOLLOWED_BY_ROLE.test(sentence.text.slice(found.index + found.name.length))
        )
          continue;
        push(found);
      }
    }
    // A team of an organisation the sender was part of ("j'ai renforcé l'équipe hospitalité de Paris 2024"), and
    // work done for one, named by its kind ("a good share of them for Pfizer studies").
    let markers: ReturnType<SubjectReader['markers']> | null = null;
    for (const [re, needsPlural] of [
      [TEAM_OF_ORG, false],
      [FOR_ORG, true],
    ] as const) {
      for (const m of sentence.text.matchAll(re)) {
        const found = nameAt(sentence.text, m.index + m[0].length);
        if (!found || PLACES.has(normalise(found.name))) continue;
        if (needsPlural && !PLURAL_NOUN_AFTER.test(sentence.text.slice(found.index + found.name.length))) continue;
        const span = { index: m.index, end: found.index + found.name.length };
        // "l'équipe" says "the team" of the company elsewhere; here the name after it says whose team it is.
        markers ??= subjects.markers(sentence.text);
        const others = markers.filter((k) => k.end <= m.index - 3 || k.index >= span.end);
        if (subjects.subject(sentence.text, others, span) !== 'sender' || subjects.wished(sentence.text, m.index))
          continue;
        push(found);
      }
    }
    for (const m of sentence.text.matchAll(TIME_WITH)) {
      const found = nameAt(sentence.text, m.index + m[0].length);
      if (!found || PLACES.has(normalise(found.name))) continue;
      // "dos años en Madrid", "tres años en Recursos Humanos": after "en", only a name with its article ("en el
      // Meliá") is an organisation; a bare one may be a town or a department.
      if (/\sen$/iu.test(m[0]) && found.index === m.index + m[0].length + 1) continue;
      push(found);
    }
    for (const re of [...LIST_LEAD_INS, ...(CLIENT_VERB.test(sentence.text) ? [ORG_EXAMPLES] : [])]) {
      for (const m of sentence.text.matchAll(re)) namesFrom(sentence.text, m.index + m[0].length).forEach(push);
    }
    return out.sort((a, b) => a.index - b.index);
  },
  backs(claim, source) {
    // A known start is enough: "bei Elbwerk Anlagenbau Förderanlagen" is Elbwerk Anlagenbau.
    if (starts(claim.key).some((k, i) => (i === 0 || k.length >= 4) && ` ${source.normalised} `.includes(` ${k} `)))
      return true;
    // "Council of Europe" for the resume's "Conseil de l'Europe": a name the glossary translates, on one line.
    const words = contentWords(claim.key);
    return words.length >= 2 && words.some(translatable) && lineHolds(source, words);
  },
};

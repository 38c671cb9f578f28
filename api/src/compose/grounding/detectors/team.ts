import { NUMBER, valueOf } from '../numbers.js';
import type { Source } from '../source.js';
import { wordRe } from '../text.js';
import type { Found } from '../types.js';
import { alternation, everyLanguage } from '../words/index.js';
import { overlapsTaken, type Detector } from './detector.js';

const PEOPLE = alternation(everyLanguage('peopleNouns'));
const TEAM = `\\p{L}*(?:${alternation(everyLanguage('teamWords'))})`;
const UP_TO = "(?:up to|bis zu|hasta|jusqu['’]à|as many as)\\s+";
/** "team of 40", "equipo de 5 personas", "Team von bis zu 20 Personen", "une équipe de trois contrôleurs". */
const TEAM_OF = wordRe(
  `${TEAM}\\s+(?:of|de|von|d[e'’]|with)\\s+(?:${UP_TO})?(${NUMBER})(?:\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:${PEOPLE})(?::innen|\\*innen)?)?`,
);
/** "40 engineers", "six direct reports", "8 Monteure", "4 Designer:innen", "tres equipos". */
const COUNT_OF = wordRe(
  `(?:${UP_TO})?(${NUMBER})\\s+(?:[\\p{L}-]+\\s+){0,2}(?:(?:${PEOPLE})(?::innen|\\*innen)?|${TEAM})`,
);

/** "an eight-person team", "a 12-strong squad", "ein 5-köpfiges Team": the count inside the adjective. */
const SIZED_TEAM = wordRe(
  `(${NUMBER})[-\\s](?:person|people|member|strong|köpfig\\p{L}*|personnes|personas)\\s+(?:[\\p{L}-]+\\s+)?${TEAM}`,
);
/** "junior developers (4 so far)", "interns: 3", "Praktikanten betreut (sieben insgesamt)": the count after its noun. */
const NOUN_THEN_COUNT = wordRe(
  `(?:${PEOPLE})(?::innen|\\*innen)?(?:\\s+[\\p{L}-]+){0,2}?\\s*[(:]\\s*(?:${UP_TO})?(${NUMBER})(?!\\s*%|[.,]?\\d)(?:\\s+(?:so far|in total|total|en total|au total|hasta ahora|jusqu['’]ici|insgesamt|bisher))?\\)?`,
);

/** A count before a plural noun, a word or two on: "3 dispensing assistants", "two nurses". */
const GROUP = wordRe(`(${NUMBER})\\s+(?:[\\p{L}-]+\\s+){0,2}?\\p{L}+(?:s|en|es|innen|i)(?![\\p{L}])(?!\\s*%)`);

/** "seven years", "18 months", "12 Wochen": a length of time, never a count of people. */
const TIME = wordRe(
  alternation([
    ...everyLanguage('yearWords'),
    ...everyLanguage('stayWords'),
    'days?|hours?|minutes?|d[ií]as|horas|minutos|jours|heures|Tagen?|Stunden|Minuten',
  ]),
  'iu',
);

/** A number word inside a name is no count: "Lean Six Sigma Green Belt". */
const inName = (line: string, m: RegExpMatchArray) =>
  /^\p{Lu}\p{Ll}+$/u.test(m[1]!) && /\S/u.test(line.slice(0, m.index).replace(/^[\s\-•*·–—▪►]+/u, ''));

/**
 * Every team size a text states, and every count before a plural noun, as values; and the sum of the groups one line counts ("Supervise 2 technicians and
 * 3 assistants" is a team of five).
 */
function teamSizes(source: Source): Set<number> {
  return source.fact('team', () => {
    const sizes = new Set(findTeams(source.text).map((f) => f.value!));
    for (const line of source.lines) {
      // A count before a plural noun the resume's language may not know for people ("~300 smallholder farmers"
      // backs "rund 300 Kleinbauern beraten").
      for (const m of line.matchAll(GROUP)) if (!TIME.test(m[0]) && !inName(line, m)) sizes.add(valueOf(m[1]!));
      const teams = findTeams(line).map((f) => f.value!);
      if (!teams.length) continue;
      // Every count of people the line joins with "and" or a comma: "2 technicians and 3 dispensing assistants";
      // a total the line gives with its parts ("Brigade de 4 personnes (3 pâtissiers, 1 apprenti)") counts once.
      const counts = [...line.matchAll(GROUP)].filter((m) => !inName(line, m)).map((m) => valueOf(m[1]!));
      const parts = counts.filter((n) => !teams.includes(n));
      const total = (ns: number[]) => ns.reduce((sum, n) => sum + n, 0);
      if (parts.length > 1 && teams.includes(total(parts))) continue;
      if (counts.length > 1) sizes.add(total(counts));
    }
    return sizes;
  });
}

function findTeams(text: string): Found[] {
  const out: Found[] = [];
  for (const re of [TEAM_OF, SIZED_TEAM, COUNT_OF, NOUN_THEN_COUNT]) {
    for (const m of text.matchAll(re)) {
      const end = m.index + m[0].length;
      if (out.some((o) => m.index < o.end && end > o.index)) continue;
      const value = valueOf(m[1]!);
      // "developers: 2024 was …", "en 2019 comme analyste" is a year.
      if (re !== TEAM_OF && /^(?:19|20)\d{2}$/.test(m[1]!)) continue;
      out.push({ kind: 'team', text: m[0], index: m.index, end, key: String(value), value });
    }
  }
  return out;
}

/** Team sizes and people counted, the count before or after its noun: the resume must state the same number. */
export const teamDetector: Detector = {
  find(sentence, { taken }) {
    return findTeams(sentence.text).filter((f) => !overlapsTaken(taken, f.index, f.end));
  },
  backs(claim, source) {
    return teamSizes(source).has(claim.value!);
  },
};

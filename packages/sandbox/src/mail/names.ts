import { makePoster } from '../jobs-site/catalog/people.js';
import { Rng } from '../jobs-site/prng.js';
import { fold } from '../jobs-site/text.js';

/**
 * The people of the mail world: every first name and every last name the networking-site stand-in can give a poster.
 * `catalog/people.ts` keeps its name lists private, so they are read through `makePoster` itself with a scripted
 * generator that steers each branch and records the lists it picks from. A spec checks that every poster the site
 * makes splits into names found here, so a change to `people.ts` cannot silently drift away from the mail world.
 */

/** Answers `chance()` from a script and remembers every list `pick()` is handed, in order. */
class ListRecorder extends Rng {
  readonly picked: Array<readonly unknown[]> = [];

  constructor(private readonly answers: boolean[]) {
    super(0);
  }

  override chance(_probability: number): boolean {
    return this.answers.shift() ?? false;
  }

  override pick<T>(items: readonly T[]): T {
    this.picked.push(items);
    return super.pick(items);
  }
}

function strings(list: readonly unknown[] | undefined, what: string): string[] {
  if (!list || list.length === 0 || !list.every((item): item is string => typeof item === 'string')) {
    throw new Error(`mail/names.ts: could not read ${what} through makePoster; did catalog/people.ts change shape?`);
  }
  return [...list];
}

/** makePoster asks "named like India?" then "one of the fixed names?", then picks a first and a last name. */
function listsPicked(countryCode: string | null, answers: boolean[]): Array<readonly unknown[]> {
  const recorder = new ListRecorder(answers);
  makePoster(recorder, 'Sandbox Mail', countryCode);
  return recorder.picked;
}

const HONORIFIC = /^(dr|mr|mrs|ms|mx|prof)\.?$/i;

/**
 * "Dr. Ananya Rao" → Ananya / Rao; "Sai Krishna Venkataraman" → Sai Krishna / Venkataraman. The last word is the
 * family name and everything before it (titles dropped) the given name, which is how the catalog builds names.
 */
export function splitPersonName(fullName: string): { first: string; last: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  while (words.length > 2 && HONORIFIC.test(words[0]!)) words.shift();
  const last = words.pop() ?? '';
  return { first: words.join(' '), last };
}

function readNames(): { first: string[]; last: string[] } {
  const indian = listsPicked('IN', [true, false]);
  const other = listsPicked(null, [false, false]);
  const fixed = strings(listsPicked(null, [false, true])[0], 'the fixed names');
  const first = new Set([...strings(indian[0], 'Indian first names'), ...strings(other[0], 'other first names')]);
  const last = new Set([...strings(indian[1], 'Indian last names'), ...strings(other[1], 'other last names')]);
  for (const name of fixed) {
    const parts = splitPersonName(name);
    first.add(parts.first);
    last.add(parts.last);
  }
  return { first: [...first], last: [...last] };
}

const NAMES = readNames();

/** Every given name a catalog person can have, as the site prints it ("José", "Sai Krishna"). */
export const FIRST_NAMES: readonly string[] = NAMES.first;
/** Every family name a catalog person can have, as the site prints it ("Ñúñez", "O'Brien"). */
export const LAST_NAMES: readonly string[] = NAMES.last;

/**
 * A name as it appears in a mailbox: lower-case ASCII, accents dropped (ł, ø, ß folded by hand), titles removed, and
 * everything that is not a letter or digit (hyphens, apostrophes, spaces) removed. "Ñúñez" → "nunez",
 * "O'Brien" → "obrien", "Sai Krishna" → "saikrishna", "Dr. Ananya" → "ananya".
 */
export function mailboxPart(name: string): string {
  const words = fold(name).trim().split(/\s+/).filter(Boolean);
  while (words.length > 1 && HONORIFIC.test(words[0]!)) words.shift();
  return words.join('').replace(/[^a-z0-9]/g, '');
}

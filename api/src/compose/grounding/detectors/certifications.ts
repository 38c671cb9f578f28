import { licenceHeld } from '../licences.js';
import { cleanName, NAME, nameAt } from '../names.js';
import { IN_PROGRESS, WORKING_TOWARDS } from '../progress.js';
import type { Source } from '../source.js';
import { normalise, sameStem, wordRe } from '../text.js';
import type { Found } from '../types.js';
import { alternation, everyLanguage } from '../words/index.js';
import { overlapsTaken, type Detector } from './detector.js';

const CERTIFIED = wordRe(alternation([...everyLanguage('certificationCues'), ...everyLanguage('trainingCues')]));
const MEMBER = wordRe(alternation(everyLanguage('membershipCues')));
const SAYS_MEMBER = wordRe(alternation(everyLanguage('membershipCues')), 'iu');
/**
 * Between a cue and the name: "certified as", "certificada como", "certifiée en", "Weiterbildung zur", and an
 * organisation's kind in lower case ("membre de l'association Relais Desserts").
 */
const LINK =
  /^\s*(?:(?:as an?|as|como|comme|en tant que|als|in|on|en|im|in der|zum|zur|de la|de|del|du|sobre|sur|la|el)\s+|d['’]\s*)?(?:(?:l['’]|la\s+|le\s+|the\s+|el\s+)?(?:association|asociación|society|société|sociedad)\s+(?:(?:de|of|des|du)\s+(?:la\s+|the\s+|l['’])?)?)?/iu;
const FUNCTION_WORDS = new Set([...everyLanguage('functionWords'), ...everyLanguage('notNames')].map(normalise));
const NAME_RE = new RegExp(NAME, 'gu');
/** A resume section whose lines are memberships: "MEMBERSHIPS", "Mitgliedschaften", "Afiliaciones", "Adhésions". */
const MEMBERSHIP_HEADING = /member|mitglied|miembro|afiliaci|colegiaci|membre|adh[ée]sion|affiliation|verb[äa]nde/iu;
const HEADING = /^\s*(?:[\p{Lu}\s&/-]{4,40}|[\p{L}\s&/-]{3,40}:)\s*$/u;

/** Whether line i says it is a membership, or sits under a heading that does. */
function saysMember(lines: readonly string[], i: number): boolean {
  if (SAYS_MEMBER.test(lines[i]!)) return true;
  for (let j = i - 1; j >= 0; j--) if (HEADING.test(lines[j]!)) return MEMBERSHIP_HEADING.test(lines[j]!);
  return false;
}

/** Where a list of credentials goes on to the next: "X et de la Y", "X and the Y", "X y el Y", "X und die Y". */
const LIST_JOIN =
  /\s(?:et|and|y|und|sowie)\s+(?:(?:de|of|der|del|du|des)\s+)?(?:(?:la|le|les|the|el|los|las|die|den|das)\s+|l['’])?(?=\p{Lu})/u;

/** A name's level or acronym in brackets belongs to it: "Certified ScrumMaster (CSM)", "Symfony (niveau Expert)". */
const BRACKETS = /^\s*\([^()\n]{1,40}\)/u;

function withBrackets(text: string, index: number, name: string): string {
  const after = BRACKETS.exec(text.slice(index + name.length));
  return after ? name + after[0] : name;
}

/**
 * Certifications and memberships: "AWS Certified Developer", "certified Tableau Desktop Specialist", "IPMA Level C
 * zertifiziert", "member of the IxDA". The resume must name the same credential, level included; a membership must
 * be stated as one (an organisation named for a paper in it backs no membership).
 */
export const certificationsDetector: Detector = {
  find(sentence, { taken }) {
    const text = sentence.text;
    const names = [...text.matchAll(NAME_RE)].flatMap((m) => {
      // A word that opens the sentence is capitalised, not named: "Als Mitglied der X", "Die Weiterbildung zur X".
      const first = [...m[0].matchAll(/\S+/gu)].find((w) => !FUNCTION_WORDS.has(normalise(w[0])));
      if (!first) return [];
      return [{ name: m[0].slice(first.index), index: m.index + first.index, end: m.index + m[0].length }];
    });
    const out: Found[] = [];
    const push = (name: string, index: number, membership: boolean) => {
      // "la Splunk Core Certified Power User et de la GCIH": two credentials, each its own claim.
      const joined = LIST_JOIN.exec(name);
      if (joined) {
        push(name.slice(0, joined.index), index, membership);
        push(name.slice(joined.index + joined[0].length), index + joined.index + joined[0].length, membership);
        return;
      }
      const clean = cleanName(name);
      if (clean.length < 2 || FUNCTION_WORDS.has(normalise(clean))) return;
      const full = withBrackets(text, index, clean);
      const end = index + full.length;
      if (overlapsTaken([...taken, ...out], index, end)) return;
      const towards = WORKING_TOWARDS.test(text);
      out.push({
        kind: 'certification',
        text: full,
        index,
        end,
        key: `${membership ? 'member:' : ''}${towards ? 'towards:' : ''}${normalise(full)}`,
      });
    };
    for (const [re, membership] of [
      [CERTIFIED, false],
      [MEMBER, true],
    ] as const) {
      for (const cue of text.matchAll(re)) {
        const cueEnd = cue.index + cue[0].length;
        // A name holding the cue: "AWS Certified Solutions Architect"; or, when the cue opens it, what follows.
        const holding = names.find((n) => n.index <= cue.index && n.end >= cueEnd);
        if (holding && holding.index < cue.index) {
          // "DGK-DVG-Mitglied", "IxDA-Member": the organisation is the name without the cue.
          const org = holding.name.slice(0, cue.index - holding.index).replace(/[\s-]+$/u, '');
          const whole =
            holding.index + holding.name.length === cueEnd && /-$/u.test(text.slice(holding.index, cue.index));
          // "GlobalG.A.P.-Zertifizierung" names the standard the same way.
          if (whole && org) push(org, holding.index, membership);
          else push(holding.name, holding.index, membership);
        } else if (holding && holding.end > cueEnd)
          push(text.slice(cueEnd, holding.end).trim(), cueEnd + 1, membership);
        // The name after the cue: "certified Tableau Desktop Specialist", "certificada como FRM".
        const link = LINK.exec(text.slice(cueEnd))?.[0] ?? '';
        const after = nameAt(text, cueEnd + link.length);
        if (after && after.index > cueEnd) push(after.name, after.index, membership);
        // The name just before it: "Google Ads Search certification", "IPMA Level C zertifiziert", "HubSpot certified".
        const before = names.find(
          (n) =>
            n.end <= cue.index &&
            /^\s*$/.test(text.slice(n.end, cue.index)) &&
            // "Sigo colegiada en …": one word capitalised only because it opens the sentence names nothing.
            !(/^\s*$/.test(text.slice(0, n.index)) && /^\p{Lu}\p{Ll}+$/u.test(n.name)),
        );
        if (before) push(before.name, before.index, membership);
      }
    }
    return out;
  },
  backs(claim, source: Source) {
    const membership = claim.key.startsWith('member:');
    const rest = membership ? claim.key.slice(7) : claim.key;
    const towards = rest.startsWith('towards:');
    const words = (towards ? rest.slice(8) : rest).split(' ').filter((w) => w && !FUNCTION_WORDS.has(w));
    // One line must hold the credential's words, however it words them ("Ingenieurin" on a line with
    // "Ingenieur/in"); a membership on a line that says so; a credential held on a line that does not say it is
    // still in progress, unless the email says so too.
    const licence = licenceHeld(words.join(' '), source);
    if (licence !== null) return licence;
    // "the German Actuarial Association (DAV)": the initials in brackets, as the resume writes them, name it too.
    const initials = /\((\p{Lu}[\p{Lu}\d&]{1,9})\)\s*$/u.exec(claim.text)?.[1];
    return source.lines.some((line, i) => {
      if (membership && !saysMember(source.lines, i)) return false;
      if (!towards && !membership && IN_PROGRESS.test(line)) return false;
      const have = normalise(line).split(' ');
      if (initials && have.includes(normalise(initials))) return true;
      return words.length > 0 && words.every((w) => have.some((h) => sameStem(w, h)));
    });
  },
};

import { COMPANIES } from '../jobs-site/catalog/companies.js';
import { hash32, Rng } from '../jobs-site/prng.js';
import {
  addressFor,
  FIRST_NAMES,
  LAST_NAMES,
  mailDomains,
  type AddressPattern,
  type MailDomain,
} from '../mail/index.js';

/**
 * The people the data providers know at each mail domain of the sandbox. Seeded by the domain, so both stand-ins
 * (and every run) agree; addresses follow the domain's real pattern, so the mail stand-in accepts them.
 */

export type HunterSeniority = 'junior' | 'senior' | 'executive';

export interface StaffMember {
  /** Apollo-style 24-hex id. */
  id: string;
  firstName: string;
  lastName: string;
  title: string;
  seniority: HunterSeniority;
  /** Hunter's department names. */
  department: string;
  /** Their real mailbox at the domain (by its pattern). */
  email: string;
  linkedinUrl: string;
  /** Hunter lists this person with this confidence; null: Hunter has not found their address. */
  hunterConfidence: number | null;
  /** What Apollo's search shows as their email: the address, the locked placeholder, or nothing. */
  apolloEmail: 'unlocked' | 'locked' | 'none';
}

export interface CompanyStaff {
  domain: MailDomain;
  organization: string;
  people: StaffMember[];
}

const ROLES: ReadonlyArray<readonly [Pick<StaffMember, 'title' | 'seniority' | 'department'>, number]> = [
  [{ title: 'Technical Recruiter', seniority: 'senior', department: 'hr' }, 4],
  [{ title: 'Senior Talent Acquisition Partner', seniority: 'senior', department: 'hr' }, 3],
  [{ title: 'Head of Talent', seniority: 'executive', department: 'hr' }, 1],
  [{ title: 'Engineering Manager', seniority: 'senior', department: 'it' }, 3],
  [{ title: 'Hiring Manager, Platform', seniority: 'senior', department: 'it' }, 1],
  [{ title: 'Head of Engineering', seniority: 'executive', department: 'it' }, 1],
  [{ title: 'Chief Technology Officer', seniority: 'executive', department: 'executive' }, 1],
  [{ title: 'Software Engineer', seniority: 'junior', department: 'it' }, 4],
  [{ title: 'Product Designer', seniority: 'junior', department: 'design' }, 2],
  [{ title: 'Account Executive', seniority: 'junior', department: 'sales' }, 2],
];

/** Hunter's notation for a domain's address pattern. */
export const HUNTER_PATTERN: Readonly<Record<AddressPattern, string>> = {
  'first.last': '{first}.{last}',
  flast: '{f}{last}',
  first: '{first}',
  firstlast: '{first}{last}',
  'f.last': '{f}.{last}',
  first_last: '{first}_{last}',
  firstl: '{first}{l}',
  'last.first': '{last}.{first}',
};

function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function buildStaff(domain: MailDomain): CompanyStaff {
  const rng = Rng.of('people-apis', domain.domain);
  const hasMail = domain.host !== null;
  const names = new Set<string>();
  const people: StaffMember[] = [];
  const count = rng.int(4, 9);
  while (people.length < count) {
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    if (names.has(`${firstName} ${lastName}`)) continue;
    names.add(`${firstName} ${lastName}`);
    const role = rng.weighted(ROLES);
    const handle = `${slugOf(`${firstName} ${lastName}`)}-${rng.token(6)}`;
    // A domain without mail gives Hunter nothing to find and Apollo nothing to unlock.
    const apolloEmail = rng.weighted<StaffMember['apolloEmail']>([
      ['unlocked', 4],
      ['locked', 3],
      ['none', 3],
    ]);
    const found = rng.chance(0.75);
    const confidence = rng.int(60, 99);
    people.push({
      id: hash32('person', domain.domain, people.length).toString(16).padStart(8, '0').repeat(3),
      firstName,
      lastName,
      ...role,
      email: addressFor(domain.domain, firstName, lastName),
      linkedinUrl: `https://www.linkedin.com/in/${handle}`,
      hunterConfidence: hasMail && found ? confidence : null,
      apolloEmail: hasMail ? apolloEmail : 'none',
    });
  }
  const organization = COMPANIES.find((c) => c.slug === domain.companySlug)?.name ?? domain.domain;
  return { domain, organization, people };
}

let byDomain: Map<string, MailDomain> | undefined;
const cache = new Map<string, CompanyStaff>();

/** The staff at a mail domain of the sandbox (any case, trailing dot allowed); null for any other domain. */
export function staffOf(domain: string): CompanyStaff | null {
  byDomain ??= new Map(mailDomains().map((d) => [d.domain, d]));
  const known = byDomain.get(domain.trim().toLowerCase().replace(/\.$/, ''));
  if (!known) return null;
  let staff = cache.get(known.domain);
  if (!staff) {
    staff = buildStaff(known);
    cache.set(known.domain, staff);
  }
  return staff;
}

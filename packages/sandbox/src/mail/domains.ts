import { COMPANIES, type Company } from '../jobs-site/catalog/companies.js';
import { roleMailboxesOf, type RoleMailbox } from '../jobs-site/catalog/mailboxes.js';
import { Rng } from '../jobs-site/prng.js';
import { shortLinkSite } from '../links/shortener.js';
import { FIRST_NAMES, LAST_NAMES, mailboxPart } from './names.js';

/**
 * The mail world: which catalog companies receive mail, at which domain, how their servers answer, and which
 * mailboxes exist. Everything is derived from the networking-site catalog and seeded by the domain, so the same
 * domain behaves the same in every run and on every machine.
 */

export type MailBehaviour =
  'strict' | 'catch-all' | 'no-mx' | 'a-fallback' | 'greylist' | 'slow' | 'reject-all' | 'blocked';

export type AddressPattern =
  'first.last' | 'flast' | 'first' | 'firstlast' | 'f.last' | 'first_last' | 'firstl' | 'last.first';

export type { RoleMailbox };

/** What a correct verifier must conclude about an address. */
export type MailTruth = 'valid' | 'invalid' | 'catch-all' | 'no-mail-server' | 'unverifiable';

/** The SMTP servers of the world: one per way of answering, each on its own loopback address. */
export type MailHostKind = 'strict' | 'catch-all' | 'greylist' | 'slow' | 'reject-all' | 'blocked';

/**
 * Own addresses, so a client's per-host concurrency cap and connection counts mean something. Linux routes all of
 * 127.0.0.0/8 to the loopback interface, so these need no setup there.
 */
export const MAIL_HOSTS: Readonly<Record<MailHostKind, string>> = {
  strict: '127.0.0.11',
  'catch-all': '127.0.0.12',
  greylist: '127.0.0.13',
  slow: '127.0.0.14',
  'reject-all': '127.0.0.15',
  blocked: '127.0.0.16',
};

export const MAIL_HOST_KINDS = Object.keys(MAIL_HOSTS) as MailHostKind[];

export interface MailExchange {
  priority: number;
  exchange: string;
}

export interface MailDomain {
  domain: string;
  /** The catalog company whose website gave the domain (the first one, should two share a domain). */
  companySlug: string;
  behaviour: MailBehaviour;
  /** How a person's mailbox is named here. */
  pattern: AddressPattern;
  /** Role mailboxes that exist (strict servers accept these and the people's mailboxes, nothing else). */
  roles: RoleMailbox[];
  /** MX records by preference; empty for `no-mx` and `a-fallback`. */
  mx: MailExchange[];
  /** The server that answers for the domain (MX hosts or, for `a-fallback`, the domain's own A record); null: none. */
  host: MailHostKind | null;
}

const BEHAVIOURS: ReadonlyArray<readonly [MailBehaviour, number]> = [
  ['strict', 50],
  ['catch-all', 18],
  ['no-mx', 6],
  ['a-fallback', 5],
  ['greylist', 7],
  ['slow', 5],
  ['reject-all', 5],
  ['blocked', 4],
];

const PATTERNS: ReadonlyArray<readonly [AddressPattern, number]> = [
  ['first.last', 40],
  ['flast', 15],
  ['first', 10],
  ['firstlast', 10],
  ['f.last', 10],
  ['first_last', 5],
  ['firstl', 5],
  ['last.first', 5],
];

const HOST_OF: Readonly<Record<MailBehaviour, MailHostKind | null>> = {
  strict: 'strict',
  'catch-all': 'catch-all',
  'no-mx': null,
  // RFC 5321 §5.1 implicit MX: the domain's A record points at an ordinary strict server.
  'a-fallback': 'strict',
  greylist: 'greylist',
  slow: 'slow',
  'reject-all': 'reject-all',
  blocked: 'blocked',
};

/**
 * "https://www.northwind-labs.example/en/" → "northwind-labs.example". Every catalog site sits directly under the
 * single-label `.example` TLD, so the registrable domain is the last two labels (the product uses the public suffix
 * list for the same answer).
 */
export function registrableDomain(website: string): string | null {
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`).hostname;
    const labels = host.toLowerCase().replace(/\.$/, '').split('.');
    return labels.length >= 2 ? labels.slice(-2).join('.') : null;
  } catch {
    return null;
  }
}

function describeDomain(domain: string, company: Company): MailDomain {
  const behaviour = Rng.of('mail', domain, 'behaviour').weighted(BEHAVIOURS);
  const pattern = Rng.of('mail', domain, 'pattern').weighted(PATTERNS);
  const roles = roleMailboxesOf(domain);
  const host = HOST_OF[behaviour];
  const hasMx = host !== null && behaviour !== 'a-fallback';
  const mx: MailExchange[] = hasMx ? [{ priority: 10, exchange: `mx1.${domain}` }] : [];
  if (hasMx && Rng.of('mail', domain, 'mx2').chance(0.3)) mx.push({ priority: 20, exchange: `mx2.${domain}` });
  return { domain, companySlug: company.slug, behaviour, pattern, roles, mx, host };
}

function buildWorld(): { byDomain: Map<string, MailDomain>; bySlug: Map<string, MailDomain> } {
  const byDomain = new Map<string, MailDomain>();
  const bySlug = new Map<string, MailDomain>();
  for (const company of COMPANIES) {
    // A short link that leads to the company's site gives that site's domain, as following it would.
    const site =
      company.website?.kind === 'site'
        ? company.website.url
        : company.website?.kind === 'shortener'
          ? shortLinkSite(company.slug)
          : null;
    if (!site) continue;
    const domain = registrableDomain(site);
    if (!domain) continue;
    const known = byDomain.get(domain) ?? describeDomain(domain, company);
    byDomain.set(domain, known);
    bySlug.set(company.slug, known);
  }
  return { byDomain, bySlug };
}

const WORLD = buildWorld();
const DOMAINS: readonly MailDomain[] = [...WORLD.byDomain.values()];

/** Every mail domain, in catalog order. Copies: callers cannot change the world. */
export function mailDomains(): MailDomain[] {
  return DOMAINS.map((d) => ({ ...d, roles: [...d.roles], mx: d.mx.map((m) => ({ ...m })) }));
}

/** The mail domain of a catalog company, or null when it lists no real website (none, the site, a short link to nowhere). */
export function domainOf(companySlug: string): string | null {
  return WORLD.bySlug.get(companySlug.toLowerCase())?.domain ?? null;
}

/** Internal lookup; `domain` in any case, with or without a trailing dot. */
export function findMailDomain(domain: string): MailDomain | undefined {
  return WORLD.byDomain.get(domain.toLowerCase().replace(/\.$/, ''));
}

/** The local part a pattern gives a person; names are normalised first (see `mailboxPart`). */
export function localPartFor(pattern: AddressPattern, firstName: string, lastName: string): string {
  const f = mailboxPart(firstName);
  const l = mailboxPart(lastName);
  switch (pattern) {
    case 'first.last':
      return `${f}.${l}`;
    case 'flast':
      return `${f.slice(0, 1)}${l}`;
    case 'first':
      return f;
    case 'firstlast':
      return `${f}${l}`;
    case 'f.last':
      return `${f.slice(0, 1)}.${l}`;
    case 'first_last':
      return `${f}_${l}`;
    case 'firstl':
      return `${f}${l.slice(0, 1)}`;
    case 'last.first':
      return `${l}.${f}`;
  }
}

/** The person's correct address at a mail domain, by the domain's pattern. Throws for a domain outside the world. */
export function addressFor(domain: string, firstName: string, lastName: string): string {
  const known = findMailDomain(domain);
  if (!known) throw new Error(`${domain} is not a mail domain of the sandbox`);
  return `${localPartFor(known.pattern, firstName, lastName)}@${known.domain}`;
}

/** Every person's local part under each pattern: every catalog first name with every catalog last name. */
const PEOPLE_BY_PATTERN = new Map<AddressPattern, ReadonlySet<string>>();

function peopleMailboxes(pattern: AddressPattern): ReadonlySet<string> {
  let set = PEOPLE_BY_PATTERN.get(pattern);
  if (!set) {
    set = new Set(FIRST_NAMES.flatMap((first) => LAST_NAMES.map((last) => localPartFor(pattern, first, last))));
    PEOPLE_BY_PATTERN.set(pattern, set);
  }
  return set;
}

/** Whether the local part names a real mailbox of the domain (a catalog person by the pattern, or a role). */
export function isMailbox(domain: MailDomain, localPart: string): boolean {
  const local = localPart.toLowerCase();
  return (domain.roles as readonly string[]).includes(local) || peopleMailboxes(domain.pattern).has(local);
}

/** Splits "Local@Domain." into a lower-case local part and domain; null when it is no address at all. */
export function splitAddress(address: string): { local: string; domain: string } | null {
  const at = address.lastIndexOf('@');
  if (at < 1 || at === address.length - 1) return null;
  return {
    local: address.slice(0, at).toLowerCase(),
    domain: address
      .slice(at + 1)
      .toLowerCase()
      .replace(/\.$/, ''),
  };
}

/**
 * What a correct verifier must conclude. Servers that answer only for real mailboxes (strict, greylist once the wait
 * is over, slow, the A-record fallback) → valid or invalid; catch-all → 'catch-all'; a server refusing every
 * recipient → invalid; no MX and no A (or a domain outside the world, which does not resolve) → 'no-mail-server'; a
 * server refusing the client at its greeting → 'unverifiable'.
 */
export function truthOf(address: string): MailTruth {
  const parts = splitAddress(address);
  if (!parts) return 'invalid';
  const domain = findMailDomain(parts.domain);
  if (!domain) return 'no-mail-server';
  switch (domain.behaviour) {
    case 'catch-all':
      return 'catch-all';
    case 'no-mx':
      return 'no-mail-server';
    case 'blocked':
      return 'unverifiable';
    case 'reject-all':
      return 'invalid';
    case 'strict':
    case 'a-fallback':
    case 'greylist':
    case 'slow':
      return isMailbox(domain, parts.local) ? 'valid' : 'invalid';
  }
}

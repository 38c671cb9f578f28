import { describe, expect, it, vi } from 'vitest';
import { COMPANIES } from '../jobs-site/catalog/companies.js';
import { makePoster } from '../jobs-site/catalog/people.js';
import { Rng } from '../jobs-site/prng.js';
import { shortLinks } from '../links/shortener.js';
import {
  addressFor,
  domainOf,
  localPartFor,
  mailDomains,
  registrableDomain,
  truthOf,
  type AddressPattern,
  type MailBehaviour,
  type MailDomain,
} from './domains.js';
import { FIRST_NAMES, LAST_NAMES, mailboxPart, splitPersonName } from './names.js';

const byBehaviour = (behaviour: MailBehaviour): MailDomain[] => mailDomains().filter((d) => d.behaviour === behaviour);
const first = (behaviour: MailBehaviour): MailDomain => byBehaviour(behaviour)[0]!;

describe('mail world', () => {
  it('gives every company with a real website (or a short link to one) its registrable domain, and no one else', () => {
    const domains = mailDomains();
    expect(domains.length).toBeGreaterThan(250);
    const toSite = new Set(shortLinks().flatMap((l) => (l.destination.kind === 'site' ? [l.companySlug] : [])));
    expect(toSite.size).toBeGreaterThan(0);
    for (const company of COMPANIES) {
      const expected =
        company.website?.kind === 'site' || (company.website?.kind === 'shortener' && toSite.has(company.slug))
          ? company.domain
          : null;
      expect(domainOf(company.slug)).toBe(expected);
    }
    expect(new Set(domains.map((d) => d.domain)).size).toBe(domains.length);
    expect(registrableDomain('https://www.northwind-labs.example')).toBe('northwind-labs.example');
    expect(registrableDomain('http://careers.northwind-labs.example/en/')).toBe('northwind-labs.example');
    expect(registrableDomain('www.northwind-labs.example')).toBe('northwind-labs.example');
  });

  it('mixes behaviours and patterns in about the planned shares', () => {
    const domains = mailDomains();
    const share = (test: (d: MailDomain) => boolean) => domains.filter(test).length / domains.length;
    const planned: Record<MailBehaviour, number> = {
      strict: 0.5,
      'catch-all': 0.18,
      'no-mx': 0.06,
      'a-fallback': 0.05,
      greylist: 0.07,
      slow: 0.05,
      'reject-all': 0.05,
      blocked: 0.04,
    };
    for (const [behaviour, expected] of Object.entries(planned)) {
      const actual = share((d) => d.behaviour === behaviour);
      expect(actual, behaviour).toBeGreaterThan(0);
      expect(Math.abs(actual - expected), behaviour).toBeLessThan(0.07);
    }
    const patterns: AddressPattern[] = [
      'first.last',
      'flast',
      'first',
      'firstlast',
      'f.last',
      'first_last',
      'firstl',
      'last.first',
    ];
    for (const pattern of patterns)
      expect(
        share((d) => d.pattern === pattern),
        pattern,
      ).toBeGreaterThan(0);
    expect(Math.abs(share((d) => d.pattern === 'first.last') - 0.4)).toBeLessThan(0.08);
    for (const d of domains) {
      expect(d.roles.length).toBeLessThanOrEqual(3);
      expect(new Set(d.roles).size).toBe(d.roles.length);
    }
    expect(share((d) => d.mx.length === 2)).toBeGreaterThan(0.15);
    expect(share((d) => d.mx.length === 2)).toBeLessThan(0.45);
  });

  it('gives MX records only to domains with a server of their own', () => {
    for (const d of mailDomains()) {
      const hasMx = !['no-mx', 'a-fallback'].includes(d.behaviour);
      expect(d.mx.length > 0, d.domain).toBe(hasMx);
      expect(d.host === null, d.domain).toBe(d.behaviour === 'no-mx');
      if (d.behaviour === 'a-fallback') expect(d.host).toBe('strict');
    }
  });

  it('is the same world on every load (seeded by the domain, nothing random)', async () => {
    const once = mailDomains();
    vi.resetModules();
    const fresh = await import('./domains.js');
    expect(fresh.mailDomains()).toEqual(once);
    const sample = once.slice(0, 40).map((d) => `someone.${d.pattern}@${d.domain}`);
    expect(sample.map((a) => fresh.truthOf(a))).toEqual(sample.map((a) => truthOf(a)));
  });
});

describe('names', () => {
  it('reads the catalog name lists, including the hand-made names', () => {
    expect(FIRST_NAMES).toEqual(expect.arrayContaining(['Priya', 'José', 'Zoë', 'Łukasz', 'Siobhán', 'Sai Krishna']));
    expect(LAST_NAMES).toEqual(expect.arrayContaining(['Sharma', 'Ñúñez', 'Müller', "O'Brien", 'Venkataraman']));
  });

  it('covers every poster the networking site can show', () => {
    for (let i = 0; i < 3000; i++) {
      const poster = makePoster(Rng.of('poster', i), 'Acme', i % 3 === 0 ? 'IN' : 'US');
      const { first, last } = splitPersonName(poster.name);
      expect(FIRST_NAMES, poster.name).toContain(first);
      expect(LAST_NAMES, poster.name).toContain(last);
    }
  });

  it('normalises names the way mailboxes are spelled', () => {
    expect(mailboxPart('Ñúñez')).toBe('nunez');
    expect(mailboxPart("O'Brien")).toBe('obrien');
    expect(mailboxPart('Sai Krishna')).toBe('saikrishna');
    expect(mailboxPart('Jean-Luc')).toBe('jeanluc');
    expect(mailboxPart('Łukasz')).toBe('lukasz');
    expect(mailboxPart('Øvergaard')).toBe('overgaard');
    expect(mailboxPart('Nguyễn')).toBe('nguyen');
    expect(mailboxPart('Dr. Ananya')).toBe('ananya');
    expect(splitPersonName('Dr. Ananya Rao')).toEqual({ first: 'Ananya', last: 'Rao' });
    expect(splitPersonName('Sai Krishna Venkataraman')).toEqual({ first: 'Sai Krishna', last: 'Venkataraman' });
  });
});

describe('addresses and truth', () => {
  it('applies each pattern, accents and punctuation removed', () => {
    const cases: Array<[AddressPattern, string, string, string]> = [
      ['first.last', 'José', 'Ñúñez', 'jose.nunez'],
      ['flast', 'José', 'Ñúñez', 'jnunez'],
      ['first', 'Zoë', 'Müller', 'zoe'],
      ['firstlast', 'Siobhán', "O'Brien", 'siobhanobrien'],
      ['f.last', 'Łukasz', 'Wójcik', 'l.wojcik'],
      ['first_last', 'Sai Krishna', 'Venkataraman', 'saikrishna_venkataraman'],
      ['firstl', 'Søren', 'Øvergaard', 'soreno'],
      ['last.first', 'Jean-Luc', 'Dvořák', 'dvorak.jeanluc'],
    ];
    for (const [pattern, firstName, lastName, local] of cases) {
      expect(localPartFor(pattern, firstName, lastName), pattern).toBe(local);
      const domain = mailDomains().find((d) => d.pattern === pattern)!;
      expect(addressFor(domain.domain, firstName, lastName)).toBe(`${local}@${domain.domain}`);
    }
    expect(() => addressFor('nowhere.example', 'José', 'Ñúñez')).toThrow(/not a mail domain/);
  });

  it('knows real mailboxes at strict-like domains only by the pattern and the roles', () => {
    for (const behaviour of ['strict', 'greylist', 'slow', 'a-fallback'] as const) {
      for (const d of byBehaviour(behaviour).slice(0, 5)) {
        const right = addressFor(d.domain, 'Priya', 'Sharma');
        expect(truthOf(right), right).toBe('valid');
        expect(truthOf(right.toUpperCase()), right).toBe('valid');
        const other: AddressPattern = d.pattern === 'first.last' ? 'last.first' : 'first.last';
        expect(truthOf(`${localPartFor(other, 'Priya', 'Sharma')}@${d.domain}`)).toBe('invalid');
        expect(truthOf(`zq8xk3vw@${d.domain}`)).toBe('invalid');
        for (const role of ['careers', 'jobs', 'recruiting', 'talent', 'hr']) {
          expect(truthOf(`${role}@${d.domain}`)).toBe((d.roles as string[]).includes(role) ? 'valid' : 'invalid');
        }
      }
    }
  });

  it('answers for the other behaviours whatever the mailbox', () => {
    const expected: Array<[MailBehaviour, string]> = [
      ['catch-all', 'catch-all'],
      ['reject-all', 'invalid'],
      ['no-mx', 'no-mail-server'],
      ['blocked', 'unverifiable'],
    ];
    for (const [behaviour, truth] of expected) {
      const d = first(behaviour);
      expect(truthOf(addressFor(d.domain, 'Emma', 'Smith'))).toBe(truth);
      expect(truthOf(`zq8xk3vw@${d.domain}`)).toBe(truth);
    }
    expect(truthOf('someone@not-in-the-catalog.example')).toBe('no-mail-server');
    expect(truthOf('no-at-sign')).toBe('invalid');
  });
});

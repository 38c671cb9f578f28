import { describe, expect, it } from 'vitest';
import { isRoleLocalPart, normalizeDomain, parseAddress } from './address.js';
import { isDisposableDomain } from './disposable.js';

describe('parseAddress', () => {
  it('accepts dot-atom addresses and lower-cases the domain', () => {
    expect(parseAddress(' Jane.Doe+jobs@Acme.Example ')).toEqual({
      localPart: 'Jane.Doe+jobs',
      domain: 'acme.example',
      address: 'Jane.Doe+jobs@acme.example',
    });
  });

  it.each([
    'plain',
    '@acme.test',
    'jane@',
    'jane..doe@acme.test',
    '.jane@acme.test',
    'jane.@acme.test',
    'ja ne@acme.test',
    '"jane"@acme.test',
    'jane@localhost',
    'jane@127.0.0.1',
    'jane@[127.0.0.1]',
    'jane@-acme.test',
    `${'a'.repeat(65)}@acme.test`,
  ])('refuses %s', (input) => {
    expect(parseAddress(input)).toBeNull();
  });

  it('converts international domains to punycode', () => {
    expect(normalizeDomain('Bücher.example')).toBe('xn--bcher-kva.example');
  });
});

describe('isRoleLocalPart', () => {
  it.each([
    'careers',
    'jobs',
    'Recruiting',
    'talent',
    'hr',
    'info',
    'no-reply',
    'noreply',
    'customer.service',
    'support+x',
  ])('%s is a role', (localPart) => expect(isRoleLocalPart(localPart)).toBe(true));

  it.each(['jane.doe', 'jdoe', 'harry', 'infosec.jane'])('%s is a person', (localPart) =>
    expect(isRoleLocalPart(localPart)).toBe(false),
  );
});

describe('isDisposableDomain', () => {
  it('knows throwaway providers, including wildcard subdomains', () => {
    expect(isDisposableDomain('mailinator.com')).toBe(true);
    expect(isDisposableDomain('someone.33mail.com')).toBe(true);
    expect(isDisposableDomain('acme.com')).toBe(false);
  });
});

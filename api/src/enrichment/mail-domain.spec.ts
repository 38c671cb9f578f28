import { describe, expect, it } from 'vitest';
import { mailDomainOf } from './mail-domain.js';

const SITE = 'https://www.linkedin.com';

describe('mailDomainOf', () => {
  it.each([
    ['https://www.northwind-labs.example', 'northwind-labs.example'],
    ['https://careers.acme.co.uk/jobs', 'acme.co.uk'],
    ['acme.com', 'acme.com'],
    ['http://shop.example.com.au', 'example.com.au'],
  ])('%s → %s', (website, domain) => {
    expect(mailDomainOf(website, SITE)).toBe(domain);
  });

  it.each([
    'https://www.linkedin.com/company/acme',
    'https://bit.ly/x',
    'https://lnkd.in/abc',
    'not a url at all',
    null,
  ])('refuses %s', (website) => {
    expect(mailDomainOf(website, SITE)).toBeNull();
  });

  it("refuses the configured site's own domain", () => {
    expect(mailDomainOf('http://127.0.0.1:4101/company/x', 'http://127.0.0.1:4101')).toBeNull();
  });
});

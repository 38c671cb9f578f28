import { describe, expect, it } from 'vitest';
import { publishedAddressesOf } from './published-address.js';

describe('publishedAddressesOf', () => {
  it('finds the address a posting asks applicants to write to, without the sentence around it', () => {
    expect(
      publishedAddressesOf('Interested? Send your CV to Careers@Northwind-Labs.example with the subject "Dev".'),
    ).toEqual(['careers@northwind-labs.example']);
    expect(publishedAddressesOf('Apply at (jobs@acme.co.uk).\nOr hr@acme.co.uk, or jobs@acme.co.uk again.')).toEqual([
      'jobs@acme.co.uk',
      'hr@acme.co.uk',
    ]);
  });

  it('leaves out addresses that are not for applying, and text that only looks like one', () => {
    const text =
      'Need adjustments? Email accommodations@acme.com. Privacy: privacy@acme.com, no-reply@acme.com. ' +
      'Follow @acme on social, or see user@localhost and a@b.';
    expect(publishedAddressesOf(text)).toEqual([]);
    expect(publishedAddressesOf(null)).toEqual([]);
  });
});

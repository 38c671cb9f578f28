import { describe, expect, it } from 'vitest';
import { countryOf, pricingFor } from './pricing.js';

const PRICES = { USD: 29, INR: 129 };

describe('countryOf', () => {
  it("trusts the proxy's country header first", () => {
    expect(countryOf('in', 'en-US,en;q=0.9')).toBe('IN');
  });

  it('ignores the proxy values that are not countries (unknown, Tor)', () => {
    expect(countryOf('XX', 'en-GB')).toBe('GB');
    expect(countryOf('T1', null)).toBeNull();
  });

  it('reads the region of the most preferred language tag that has one', () => {
    expect(countryOf(null, 'en-IN,en;q=0.9')).toBe('IN');
    expect(countryOf(null, 'en;q=0.9,hi-IN;q=0.8,en-US;q=0.5')).toBe('IN');
    expect(countryOf(null, 'en-US;q=0.4, en-IN;q=0.7')).toBe('IN');
    expect(countryOf(null, 'zh-Hant-TW')).toBe('TW');
  });

  it('takes a language spoken mostly in India as India when no tag has a region', () => {
    expect(countryOf(null, 'hi,en;q=0.5')).toBe('IN');
    expect(countryOf(null, 'en,fr;q=0.5')).toBeNull();
  });

  it('knows nothing without hints', () => {
    expect(countryOf(null, null)).toBeNull();
    expect(countryOf(undefined, '*')).toBeNull();
  });
});

describe('pricingFor', () => {
  it('prices India in rupees and everywhere else in dollars', () => {
    expect(pricingFor('IN', PRICES)).toEqual({ currency: 'INR', price: 129, symbol: '₹' });
    expect(pricingFor('US', PRICES)).toEqual({ currency: 'USD', price: 29, symbol: '$' });
    expect(pricingFor(null, PRICES)).toEqual({ currency: 'USD', price: 29, symbol: '$' });
  });
});

import { describe, expect, it } from 'vitest';

import { readVisaSponsorship } from './sponsorship.js';

describe('readVisaSponsorship', () => {
  it.each([
    ['We offer visa sponsorship for the right candidate.', 'offered'],
    ['Relocation package and sponsorship available.', 'offered'],
    ['Wir bieten Visumsponsoring und Umzugshilfe.', 'offered'],
    ['Parrainage de visa possible.', 'offered'],
    ['Ofrecemos patrocinio de visa.', 'offered'],
    ['Offriamo la sponsorizzazione del visto.', 'offered'],
    ['Oferecemos patrocínio de visto.', 'offered'],
    ['Visumsponsoring mogelijk.', 'offered'],
    ['Vi erbjuder visumsponsring.', 'offered'],
    ['Please note: no sponsorship is offered for this role.', 'not-offered'],
    ['We are unable to sponsor work visas.', 'not-offered'],
    ['We can’t sponsor visas at this time.', 'not-offered'],
    ['Kein Visumsponsoring möglich.', 'not-offered'],
    ['Pas de parrainage de visa.', 'not-offered'],
    ['Geen visumsponsoring.', 'not-offered'],
  ] as const)('reads "%s"', (text, expected) => {
    expect(readVisaSponsorship(text)).toBe(expected);
  });

  it('lets a refusal win over an offer in the same text', () => {
    expect(readVisaSponsorship('Visa sponsorship: we do not sponsor visas for this position.')).toBe('not-offered');
    expect(readVisaSponsorship('Visa sponsorship is not available.')).toBe('not-offered');
  });

  it('is null when the text says nothing of it', () => {
    expect(readVisaSponsorship('We value sponsors of open source. Visa cards accepted in the canteen.')).toBeNull();
    expect(readVisaSponsorship(null)).toBeNull();
  });
});

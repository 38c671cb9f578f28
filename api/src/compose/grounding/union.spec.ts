import { describe, expect, it } from 'vitest';
import type { UnsupportedClaim } from './types.js';
import { unite } from './union.js';

const at = (text: string, claim: string) => text.indexOf(claim);
const claim = (text: string, words: string, kind: UnsupportedClaim['kind']): UnsupportedClaim => ({
  kind,
  text: words,
  at: at(text, words),
  about: 'sender',
  source: 'rules',
});

describe('unite: the floor and a verified quote', () => {
  const text = 'Application\nI studied at the University of Seville and won a hackathon in Munich.';

  it('lets a verified quote that names the claim outweigh the floor on a name', () => {
    const school = claim(text, 'University of Seville', 'school');
    const quoted = { ...school, source: 'model' as const, quote: 'Grado en Informática, Universidad de Sevilla' };
    expect(unite([school], [], [quoted])).toEqual([]);
  });

  it('keeps the floor’s flag when the quote is a real resume line about something else', () => {
    const city = claim(text, 'Munich', 'location');
    const unrelated = {
      ...claim(text, 'won a hackathon in Munich', 'award'),
      source: 'model' as const,
      quote: 'Frontend Developer, Initech (2019 - present)',
    };
    expect(unite([city], [], [unrelated]).map((c) => c.text)).toEqual(['Munich']);
  });
});

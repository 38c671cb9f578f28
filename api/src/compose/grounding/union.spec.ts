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

describe('unite: a figure the floor flagged', () => {
  const text = 'Application\nSeit fast 20 Jahren bin ich als Elektriker tätig, seit 2019 in Kehl.';
  const years = claim(text, '20', 'years');
  const model = (words: string, kind: UnsupportedClaim['kind']) => ({
    ...claim(text, words, kind),
    source: 'model' as const,
  });

  it('stands alone where the model’s figure claim reaches over other words', () => {
    const sentence = model('Seit fast 20 Jahren bin ich als Elektriker tätig', 'years');
    expect(unite([years], [sentence]).map((c) => c.text)).toEqual(['20']);
  });

  it('keeps a model claim of another kind around it ("als Elektriker" claimed as a title)', () => {
    const title = model('Seit fast 20 Jahren bin ich als Elektriker tätig', 'title');
    expect(unite([years], [title]).map((c) => c.text)).toEqual([
      'Seit fast 20 Jahren bin ich als Elektriker tätig',
      '20',
    ]);
  });
});

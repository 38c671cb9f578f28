import { describe, expect, it } from 'vitest';
import { normalizePart, parseName } from './names.js';
import { candidatesFor } from './patterns.js';

describe('parseName', () => {
  it.each([
    ['Ada Lovelace', { first: 'ada', last: 'lovelace', lastCore: 'lovelace' }],
    ['José Ñúñez', { first: 'jose', last: 'nunez', lastCore: 'nunez' }],
    ['Anne-Marie O’Brien', { first: 'annemarie', last: 'obrien', lastCore: 'obrien' }],
    ['Jan van der Berg', { first: 'jan', last: 'vanderberg', lastCore: 'berg' }],
    ['Mary Ann Smith', { first: 'mary', last: 'smith', lastCore: 'smith' }],
    ['Dr. Łukasz Müller, PhD', { first: 'lukasz', last: 'muller', lastCore: 'muller' }],
    ['Priya Sharma (She/Her)', { first: 'priya', last: 'sharma', lastCore: 'sharma' }],
    ['Martin Luther King Jr.', { first: 'martin', last: 'king', lastCore: 'king' }],
  ])('reads %s', (input, expected) => {
    expect(parseName(input)).toEqual(expected);
  });

  it('gives up on a single word or nothing', () => {
    expect(parseName('Madonna')).toBeNull();
    expect(parseName('')).toBeNull();
    expect(parseName(null)).toBeNull();
  });

  it('normalises parts to ASCII letters', () => {
    expect(normalizePart('Zoë')).toBe('zoe');
    expect(normalizePart('Søren')).toBe('soren');
  });
});

describe('candidatesFor', () => {
  const ada = parseName('Ada Lovelace')!;

  it('lists the common patterns, most common first', () => {
    const c = candidatesFor(ada).map((x) => x.localPart);
    expect(c.slice(0, 4)).toEqual(['ada.lovelace', 'alovelace', 'ada', 'adalovelace']);
    expect(c).toContain('lovelace.ada');
    expect(new Set(c).size).toBe(c.length);
  });

  it('tries the pattern confirmed at the domain first', () => {
    expect(candidatesFor(ada, 'firstl')[0]).toEqual({ localPart: 'adal', pattern: 'firstl' });
  });

  it('tries surnames without their particles too', () => {
    const c = candidatesFor(parseName('Jan van der Berg')!).map((x) => x.localPart);
    expect(c).toContain('jan.vanderberg');
    expect(c).toContain('jan.berg');
  });
});

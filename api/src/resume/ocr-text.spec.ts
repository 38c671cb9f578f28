import { describe, expect, it } from 'vitest';
import { cleanOcrText, countLetters, isNoiseLine } from './ocr-text.js';

describe('cleanOcrText', () => {
  it('collapses runs of spaces and tabs and trims every line', () => {
    expect(cleanOcrText('  Ada   Lovelace \t\n\tSenior\t\tEngineer  ')).toBe('Ada Lovelace\nSenior Engineer');
  });

  it('drops lines made only of specks, rules and borders', () => {
    const raw = 'Ada Lovelace\n| — ~ |\n. , ;\n=== ___ ===\nee —= ~~ |\nSkills: React, SQL\n';
    expect(cleanOcrText(raw)).toBe('Ada Lovelace\nSkills: React, SQL');
  });

  it('keeps short real lines such as years, phone numbers and bullets', () => {
    const raw = '2019 – 2024\n(555) 123-4567\n• Go\nada@example.com';
    expect(cleanOcrText(raw)).toBe(raw);
  });

  it('keeps paragraphs apart by at most one blank line', () => {
    expect(cleanOcrText('Experience\n\n\n\n| |\n\nEducation\r\n\r\nBSc')).toBe('Experience\n\nEducation\n\nBSc');
  });

  it('gives an empty string for an image with nothing but noise', () => {
    expect(cleanOcrText(' \n | \n ~~ \n\f')).toBe('');
  });
});

describe('isNoiseLine', () => {
  it('calls a line noise when symbols outnumber letters and digits', () => {
    expect(isNoiseLine('ab | — ~ = ;')).toBe(true);
    expect(isNoiseLine('Node.js | SQL')).toBe(false);
  });

  it('needs a word of two letters or a number of two digits', () => {
    expect(isNoiseLine('a')).toBe(true);
    expect(isNoiseLine('i l 1')).toBe(true);
    expect(isNoiseLine('Zürich')).toBe(false);
    expect(isNoiseLine('42')).toBe(false);
  });
});

describe('countLetters', () => {
  it('counts letters of any script and nothing else', () => {
    expect(countLetters('Ada 2024 — Ωμέγα!')).toBe(8);
    expect(countLetters('12 34 -- ..')).toBe(0);
  });
});

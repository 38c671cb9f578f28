import { describe, expect, it } from 'vitest';

import { readCriteria } from './criteria.js';

const items = (...pairs: [string | null, string][]) => pairs.map(([label, value]) => ({ label, value }));

describe('readCriteria', () => {
  it.each([
    ['en', 'Seniority level', 'Mid-Senior level', 'Employment type', 'Full-time'],
    ['de', 'Karrierestufe', 'Praktikum', 'Beschäftigungsverhältnis', 'Vollzeit'],
    ['fr', 'Niveau hiérarchique', 'Premier emploi', 'Type d’emploi', 'Temps plein'],
    ['es', 'Nivel de antigüedad', 'Algo de responsabilidad', 'Tipo de empleo', 'Jornada completa'],
    ['it', 'Livello di anzianità', 'Livello medio', 'Tipo di impiego', 'A tempo pieno'],
    ['pt', 'Nível de experiência', 'Pleno-sênior', 'Tipo de emprego', 'Tempo integral'],
    ['nl', 'Senioriteitsniveau', 'Niet van toepassing', 'Dienstverband', 'Parttime'],
    ['sv', 'Senioritetsnivå', 'Direktör', 'Anställningstyp', 'Heltid'],
  ])('reads %s labels into one English vocabulary', (_language, seniorityLabel, seniority, typeLabel, type) => {
    const read = readCriteria(items([seniorityLabel, seniority], [typeLabel, type])).values;
    expect(read.experienceLevel).toMatch(
      /^(Internship|Entry level|Associate|Mid-Senior level|Director|Not Applicable)$/,
    );
    expect(read.employmentType).toMatch(/^(Full-time|Part-time)$/);
  });

  it('maps each wording to its English value', () => {
    expect(readCriteria(items(['Livello di anzianità', 'Livello medio-alto'], ['Tipo di impiego', 'Stage']))).toEqual({
      values: { experienceLevel: 'Mid-Senior level', employmentType: 'Internship' },
      by: { experienceLevel: 'label', employmentType: 'label' },
    });
    expect(
      readCriteria(items(['Karrierestufe', 'Praktikum'], ['Beschäftigungsverhältnis', 'Befristet'])).values,
    ).toEqual({
      experienceLevel: 'Internship',
      employmentType: 'Temporary',
    });
  });

  it('keeps a value it has no English for as the page wrote it, and reads function and industries by label', () => {
    expect(
      readCriteria(
        items(['Niveau hiérarchique', 'Alternance'], ['Fonction', 'Ingénierie'], ['Secteurs', 'Services financiers']),
      ).values,
    ).toEqual({ experienceLevel: 'Alternance', jobFunction: 'Ingénierie', industries: 'Services financiers' });
  });

  it('reads an item with an unknown label by a value only one vocabulary knows, else by its position in a full list', () => {
    expect(readCriteria(items(['Anstellung', 'Vollzeit']))).toEqual({
      values: { employmentType: 'Full-time' },
      by: { employmentType: 'value' },
    });
    expect(readCriteria(items([null, 'Livello medio'], ['?', 'Stage'], ['?', 'Marketing'], ['?', 'Editoria']))).toEqual(
      {
        values: {
          experienceLevel: 'Associate',
          employmentType: 'Internship',
          jobFunction: 'Marketing',
          industries: 'Editoria',
        },
        // "Livello medio" is only a seniority; "Stage" is both, so its place in the list decides.
        by: { experienceLevel: 'value', employmentType: 'position', jobFunction: 'position', industries: 'position' },
      },
    );
    // Three items and an ambiguous value: no guess.
    expect(readCriteria(items(['?', 'Stage'], ['?', 'Marketing'], ['?', 'Editoria']))).toEqual({ values: {}, by: {} });
  });
});

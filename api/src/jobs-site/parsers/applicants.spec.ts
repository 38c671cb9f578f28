import { describe, expect, it } from 'vitest';

import { readApplicantCount } from './applicants.js';

describe('readApplicantCount', () => {
  it.each([
    ['157 applicants', 157, 'exact'],
    ['1,204 applicants', 1204, 'exact'],
    ['Over 200 applicants', 200, 'over'],
    ['Oltre 200 candidati', 200, 'over'],
    ['Plus de 200 candidats', 200, 'over'],
    ['Über 200 Bewerber:innen', 200, 'over'],
    ['Más de 200 solicitudes', 200, 'over'],
    ['Mais de 200 candidaturas', 200, 'over'],
    ['Meer dan 200 sollicitanten', 200, 'over'],
    ['Över 200 sökande', 200, 'over'],
    ['Be among the first 25 applicants', 25, 'among-first'],
    ['Soyez parmi les 25 premiers candidats', 25, 'among-first'],
    ['Sé uno de los primeros 25 solicitantes', 25, 'among-first'],
    ['Seja um dos 25 primeiros candidatos', 25, 'among-first'],
  ] as const)('reads "%s"', (text, count, qualifier) => {
    expect(readApplicantCount(text)).toEqual({ count, qualifier });
  });

  it('is null without a number', () => {
    expect(readApplicantCount(null)).toBeNull();
    expect(readApplicantCount('Be an early applicant')).toBeNull();
  });
});

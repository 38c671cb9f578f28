import { describe, expect, it } from 'vitest';
import { checkByRules } from '../check-rules.js';
import type { GroundingSources } from '../types.js';

const RESUME = `Kofi Mensah
Engineering Manager, Lattice Robotics (2019 – present)
- Mentored junior developers (4 so far); hired interns: 3 in 2024.
- Encadrement de stagiaires (2 au total) et coordination de voluntarios: 12.
- Betreuung von Praktikanten (5).`;

const SOURCES: GroundingSources = {
  resume: RESUME,
  jobTitle: 'Head of Engineering',
  companyName: 'Brightforge',
  jobDescription: 'Brightforge is hiring a Head of Engineering to grow a team of 20 engineers.',
  senderName: 'Kofi Mensah',
};
const NOW = new Date('2026-06-01T00:00:00Z');
const flagged = (body: string) =>
  checkByRules({ subject: 'Application', body }, SOURCES, NOW).map(({ kind, text }) => `${kind}: ${text}`);

describe('a count of people written after its noun', () => {
  it('backs a count the resume writes after the noun, however the email writes it', () => {
    expect(flagged('I have mentored four junior developers.')).toEqual([]);
    expect(flagged('I hired three interns last year.')).toEqual([]);
    expect(flagged("J'ai encadré deux stagiaires.")).toEqual([]);
    expect(flagged('Coordiné a doce voluntarios.')).toEqual([]);
    expect(flagged('Ich habe fünf Praktikanten betreut.')).toEqual([]);
  });

  it('flags another count, before or after the noun', () => {
    expect(flagged('I have mentored six junior developers.')).toEqual(['team: six junior developers']);
    expect(flagged('I mentored junior developers (nine so far).')).toEqual(['team: junior developers (nine so far)']);
    expect(flagged('Ich habe Praktikanten betreut (sieben insgesamt).')).toEqual([
      'team: Praktikanten betreut (sieben insgesamt)',
    ]);
  });

  it('reads a count inside the adjective before a team', () => {
    expect(flagged('I led an eight-person team of developers.')).toEqual(['team: eight-person team']);
    expect(flagged('Ich habe ein 7-köpfiges Team geführt.')).toEqual(['team: 7-köpfiges Team']);
  });

  it('reads German compounds of a people noun as people', () => {
    expect(flagged('Ich habe sechs Vertriebsmitarbeiter geführt.')).toEqual(['team: sechs Vertriebsmitarbeiter']);
  });

  it('reads no year or percentage after a noun as a count', () => {
    expect(flagged('I mentored developers: 2024 was my busiest year.')).toEqual([]);
    expect(flagged('Our interns (30% of them from bootcamps) ship code in week one.')).toEqual(['metric: 30%']);
  });
});

describe('teams by other names', () => {
  it('reads crews, squads and shifts as teams, in every language', () => {
    expect(flagged('On site I run a crew of six electricians.')).toEqual(['team: crew of six electricians']);
    expect(flagged('Dirijo una cuadrilla de nueve operarios.')).toEqual(['team: cuadrilla de nueve operarios']);
    expect(flagged("J'encadre une brigade de huit cuisiniers.")).toEqual(['team: brigade de huit cuisiniers']);
    expect(flagged('Ich leite eine Kolonne von sieben Monteuren.')).toEqual(['team: Kolonne von sieben Monteuren']);
  });
});

describe('a staff of people', () => {
  it('reads "a staff of 25" as a team', () => {
    expect(flagged('I supervised a staff of 25 at the depot.')).toEqual(['team: staff of 25']);
  });
});

describe('a team the resume counts in groups', () => {
  const GROUPS = `Rosa Delgado
Store Manager, Ferretería Sol (2020 – present)
- Supervise 3 sales clerks and 2 warehouse operatives.`;
  const at = (body: string) =>
    checkByRules({ subject: 'Application', body }, { ...SOURCES, resume: GROUPS }, NOW).map(
      ({ kind, text }) => `${kind}: ${text}`,
    );

  it('backs the sum of the groups one resume line counts, and not another number', () => {
    expect(at('I lead a team of five at the store.')).toEqual([]);
    expect(at('Dirijo un equipo de cinco personas.')).toEqual([]);
    expect(at("J'encadre une équipe de cinq personnes.")).toEqual([]);
    expect(at('I lead a team of seven at the store.')).toEqual(['team: team of seven']);
  });
});

describe('counts a resume gives with their parts, and number words in names', () => {
  it('counts a total with its parts once, and no number inside a name', () => {
    const resume = `Théo Garnier
Chef pâtissier — Hôtel Le Grand Quai (depuis 2022)
· Brigade de 4 personnes (3 pâtissiers, 1 apprenti)
Lean Six Sigma Green Belt (2022)`;
    const check = (body: string) =>
      checkByRules({ subject: 'Candidature', body }, { ...SOURCES, resume }, NOW).map(
        ({ kind, text }) => `${kind}: ${text}`,
      );
    expect(check('Je manage une brigade de quatre pâtissiers.')).toEqual([]);
    expect(check('Je manage une brigade de huit pâtissiers.')).toEqual(['team: brigade de huit']);
    expect(check('Dirijo un equipo de seis compradores.')).toEqual(['team: equipo de seis']);
  });
});

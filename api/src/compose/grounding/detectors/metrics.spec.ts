import { describe, expect, it } from 'vitest';
import { checkByRules } from '../check-rules.js';
import type { GroundingSources } from '../types.js';

const SOURCES: GroundingSources = {
  resume: `Jonas Berg
Account Executive, Halcyon Software (2020 – present)
- Closed $1.4M in new ARR in 2023; grew the pipeline to 0.6 million.`,
  jobTitle: 'Enterprise Account Executive',
  companyName: 'Cobalt Cloud',
  jobDescription: 'Cobalt Cloud is hiring an Enterprise Account Executive.',
  senderName: 'Jonas Berg',
};
const NOW = new Date('2026-06-01T00:00:00Z');
const flaggedIn = (body: string, resume = SOURCES.resume) =>
  checkByRules({ subject: 'Application', body }, { ...SOURCES, resume }, NOW).map(
    ({ kind, text }) => `${kind}: ${text}`,
  );
const flagged = (body: string) => flaggedIn(body);

describe('figures written with a multiplier', () => {
  it('backs one figure however the email writes it', () => {
    expect(flagged('Last year I closed $1.4 million in new ARR.')).toEqual([]);
    expect(flagged('Im letzten Jahr habe ich 1,4 Mio. $ Neugeschäft abgeschlossen.')).toEqual([]);
    expect(flagged('I grew the pipeline to $600k.')).toEqual([]);
  });

  it('reads a number inside a name as no figure', () => {
    expect(flagged('I have sold to Fortune 500 companies.')).toEqual([]);
  });

  it('flags another figure', () => {
    expect(flagged('Last year I closed $1.6M in new ARR.')).toEqual(['metric: $1.6M']);
  });
});

describe('figures written in words', () => {
  const resume = `Mara Quint
Supply Planner, Northgate Foods (2019 – present)
- Cut stockouts by 20% and returns by 25%; managed a CAD 420,000 budget.`;
  const check = (body: string) =>
    checkByRules({ subject: 'Application', body }, { ...SOURCES, resume }, NOW).map(
      ({ kind, text }) => `${kind}: ${text}`,
    );

  it('reads a fraction of a change as a percentage, in every language', () => {
    expect(check('With better forecasting I cut stockouts by a fifth.')).toEqual([]);
    expect(check('With better forecasting I cut stockouts by a third.')).toEqual(['metric: a third']);
    expect(check('Reduje las devoluciones en un tercio.')).toEqual(['metric: un tercio']);
    expect(check("J'ai réduit les délais de moitié.")).toEqual(['metric: moitié']);
    expect(check('Ich habe die Retouren um ein Viertel gesenkt.')).toEqual([]);
    expect(check('Ich habe die Kosten um ein Drittel gesenkt.')).toEqual(['metric: ein Drittel']);
  });

  it('reads a currency written as its code', () => {
    expect(check('I managed a CAD 420,000 budget.')).toEqual([]);
    expect(check('I secured a CAD 1.2 million grant.')).toEqual(['metric: CAD 1.2 million']);
    expect(check('Ich verantwortete ein Budget von CHF 2 Mio.')).toEqual(['metric: CHF 2 Mio.']);
  });

  it('reads the length of a stay or an assignment as no figure, but a time cut from one length to another as one', () => {
    expect(check('I spent two seasons at Northgate Foods.')).toEqual([]);
    expect(check("J'ai effectué une mission de trois mois à Northgate Foods.")).toEqual([]);
    expect(check('I cut onboarding from six weeks to two.')).toEqual(['metric: six weeks']);
  });
});

describe('fractions written with a hyphen', () => {
  it('reads "one-third" as "one third"', () => {
    const check = (body: string) =>
      checkByRules({ subject: 'Application', body }, SOURCES, NOW).map(({ kind, text }) => `${kind}: ${text}`);
    expect(check('I cut the sales cycle by one-third.')).toEqual(['metric: one-third']);
  });
});

describe('figures written with a space between thousands, and areas', () => {
  it('backs "6.000 Quadratmeter" with "6 000 m²" and "rund 300" with "~300"', () => {
    const resume = 'Électricien\nRénovation complète d’une usine de 6 000 m² (2023)\nAdvised ~300 smallholder farmers';
    expect(flaggedIn('2023 habe ich eine Fabrik mit 6.000 Quadratmetern erneuert.', resume)).toEqual([]);
    expect(flaggedIn('Ich habe rund 300 Kleinbauern beraten.', resume)).toEqual([]);
    expect(flaggedIn('Ich habe rund 400 Kleinbauern beraten.', resume)).toEqual(['team: 400 Kleinbauern beraten']);
  });
});

describe('a change from one figure to another, and percentages', () => {
  const resume = `Carmen Ortega
Talent Acquisition Specialist (2021 – present)
- Time to hire cut from 41 to 27 days; 40 open roles a quarter
- Delivery times reduced by 25 %`;

  it('wants both ends of a change on one resume line', () => {
    expect(flaggedIn('I cut the time to hire from 41 to 27 days.', resume)).toEqual([]);
    expect(flaggedIn('He reducido el tiempo de contratación de 41 a 15 días.', resume)).toEqual([
      'metric: 41 a 15 días',
    ]);
  });

  it('backs a percentage only with a percentage', () => {
    expect(flaggedIn('Our shared memory cut delivery times by 25 %.', resume)).toEqual([]);
    expect(flaggedIn('Our shared memory cut delivery times by 40 %.', resume)).toEqual(['metric: 40 %']);
    expect(flaggedIn('I fill 40 open roles a quarter.', resume)).toEqual([]);
  });
});

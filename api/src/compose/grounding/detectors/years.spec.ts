import { describe, expect, it } from 'vitest';
import { checkByRules } from '../check-rules.js';
import type { GroundingSources } from '../types.js';

// June 2026: from mid-2013 this career is about thirteen years, six and a quarter of them as a supervisor.
const RESUME = `Marta Kowalski
Porto, Portugal · marta.kowalski@example.com
Logistics coordinator for ports and bonded warehouses

EXPERIENCE
Warehouse Supervisor — Norte Cargo, Porto (since March 2020)
- Run the inbound dock and the night shift.
Dispatch Clerk — Iberia Freight, Braga (2016 – 2020)
- Booked carriers and planned delivery routes.
Sales Assistant — Casa Lima, Braga (2013 – 2016)

EDUCATION
BA Geography, Universidade do Minho (2009 – 2013)

MEMBERSHIPS
Member of the Porto Freight Forum (since 2004)`;

const SOURCES: GroundingSources = {
  resume: RESUME,
  jobTitle: 'Operations Manager',
  companyName: 'Atlas Shipping',
  jobDescription: 'Atlas Shipping is hiring an Operations Manager. 10+ years in logistics required.',
  senderName: 'Marta Kowalski',
};
const NOW = new Date('2026-06-01T00:00:00Z');
const flagged = (body: string) =>
  checkByRules({ subject: 'Application', body }, SOURCES, NOW).map(({ kind, text }) => `${kind}: ${text}`);

describe('years of experience', () => {
  it('counts a job the resume dates only by when it began ("since March 2020") up to today', () => {
    expect(flagged('I bring twelve years of experience.')).toEqual([]);
    expect(flagged('Tengo trece años de experiencia profesional.')).toEqual([]);
    expect(flagged('Ich habe 13 Jahre Berufserfahrung.')).toEqual([]);
    expect(flagged('I bring twenty years of experience.')).toEqual(['years: twenty years']);
  });

  it('does not count a membership or a credential dated "since" as work', () => {
    expect(flagged('I have 18 years of experience.')).toEqual(['years: 18 years']);
  });

  it('reads "more than" as more, "nearly" as a little less, and a round figure as rounded', () => {
    expect(flagged('Ich bringe mehr als dreizehn Jahre Erfahrung mit.')).toEqual(['years: mehr als dreizehn Jahre']);
    expect(flagged('I have more than twelve years of experience.')).toEqual([]);
    expect(flagged('Depuis près de quatorze ans, je travaille dans le transport.')).toEqual([]);
    expect(flagged('Llevo casi dieciséis años en el sector.')).toEqual(['years: casi dieciséis años']);
  });

  it('reads decades as years', () => {
    expect(flagged('I have spent more than a decade moving freight.')).toEqual([]);
    expect(flagged('I bring two decades of experience.')).toEqual(['years: two decades']);
    expect(flagged('Ich bringe zwei Jahrzehnte Erfahrung mit.')).toEqual(['years: zwei Jahrzehnte']);
  });

  it('counts years in a field or a role from the jobs that match it', () => {
    expect(flagged('I have six years of experience as a warehouse supervisor.')).toEqual([]);
    expect(flagged('I have nine years of experience as a warehouse supervisor.')).toEqual(['years: nine years']);
    expect(flagged('Tengo ocho años de experiencia en supervisión de almacenes.')).toEqual(['years: ocho años']);
    expect(flagged('Seit zehn Jahren arbeite ich im Versand.')).toEqual([]);
  });

  it('counts the whole career when the field is the one the resume is about, or when no job names it', () => {
    expect(flagged('I have twelve years of experience in logistics.')).toEqual([]);
    expect(flagged("J'ai douze ans d'expérience dans la logistique portuaire.")).toEqual([]);
  });
});

describe('years written into an adjective', () => {
  it('reads "a 20-year career" and "20-jährige Berufserfahrung"', () => {
    expect(flagged('I bring a 20-year career in freight.')).toEqual(['years: 20-year']);
    expect(flagged('Ich bringe eine 20-jährige Berufserfahrung mit.')).toEqual(['years: 20-jährige']);
    expect(flagged('I bring a 12-year career in freight.')).toEqual([]);
  });
});

describe('years spent at a named organisation', () => {
  it('flags years at an organisation the resume does not name, and not those at one it names', () => {
    expect(flagged('Before logistics I spent three years at Atlantic Ferries as a purser.')).toContain(
      'years: three years',
    );
    expect(flagged('Zuvor war ich zwei Jahre bei der Hafenpolizei Porto tätig.')).toContain('years: zwei Jahre');
    expect(flagged('I spent four years at Iberia Freight booking carriers.')).not.toContain('years: four years');
  });
});

describe('years beside where one lives, and a field a bullet names', () => {
  const resume = `Carmen Ortega
Madrid, España
EXPERIENCIA
Talent Acquisition Specialist — Grupo Hotelero Alcázar, Madrid (04/2021 – actualidad)
· Selección de 180–220 posiciones al año
Consultora de selección junior — Hays España, Madrid (09/2018 – 03/2021)`;
  const check = (body: string) =>
    checkByRules({ subject: 'Candidatura', body }, { ...SOURCES, resume }, NOW).map(
      ({ kind, text }) => `${kind}: ${text}`,
    );

  it('reads years of experience as such, even in a clause that says where one lives', () => {
    expect(check('Vivo en Madrid y cuento con más de doce años de experiencia en selección.')).toEqual([
      'years: más de doce años',
    ]);
  });

  it('counts a job whose bullet opens with the field, when a title names it too', () => {
    expect(check('Llevo más de seis años dedicada a la selección de personal.')).toEqual([]);
    expect(check('Llevo más de nueve años dedicada a la selección de personal.')).toEqual(['years: más de nueve años']);
  });
});

describe('years of work, not of studies or volunteering, gaps left out', () => {
  const resume = `Rowan MacAllister
Exploration Geologist — Northcrest Nickel (04/2020 – present)
Junior Geologist — Kestrel Mining (06/2018 – 03/2020)
Field Assistant — Laurentian Survey (05/2016 – 08/2016 and 05/2017 – 08/2017)
VOLUNTEERING
Rock & mineral club leader, Science North (2012–present)`;
  const check = (body: string) =>
    checkByRules({ subject: 'Application', body }, { ...SOURCES, resume }, NOW).map(
      ({ kind, text }) => `${kind}: ${text}`,
    );

  it('counts the time the jobs cover, summers apart, volunteering aside', () => {
    expect(check('I bring eight years of experience.')).toEqual([]);
    expect(check('I bring over ten years of experience.')).toEqual(['years: over ten years']);
  });
});

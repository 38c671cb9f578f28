import { describe, expect, it } from 'vitest';
import { checkByRules } from '../check-rules.js';
import type { GroundingSources } from '../types.js';

const RESUME_DE = `Jonas Becker
Hannover · jonas.becker@example.de

BERUFSERFAHRUNG
Elektroniker für Betriebstechnik — Stadtwerke Hannover (seit 2018)
– Mitglied der Arbeitsgruppe Netzsicherheit; Schaltberechtigung Mittelspannung.

QUALIFIKATIONEN
Zertifikat „Sachkundige/r für Druckbehälter“ (2019)
Weiterbildung Brandschutzhelfer/in, 2020
Zertifizierung Elektrofachkraft Photovoltaik (laufend)`;

const RESUME_EN = `Priya Nair
Leeds · priya.nair@example.com

EXPERIENCE
Assistant Accountant — Harrow & Finch, Leeds (2020 – present)

QUALIFICATIONS
ACCA — 10 of 13 exams passed (in progress)
Certified Bookkeeper (ICB Level 3), 2019`;

const SOURCES: GroundingSources = {
  resume: RESUME_DE,
  jobTitle: 'Netzmeister',
  companyName: 'Enercity',
  jobDescription: 'Enercity sucht einen Netzmeister. Anforderungen: IPAF, PASMA und CSCS; Meisterbrief.',
  senderName: 'Jonas Becker',
};
const NOW = new Date('2026-06-01T00:00:00Z');
const flagged = (body: string, resume = RESUME_DE, jobDescription = SOURCES.jobDescription) =>
  checkByRules({ subject: 'Bewerbung', body }, { ...SOURCES, resume, jobDescription }, NOW).map(
    ({ kind, text }) => `${kind}: ${text}`,
  );

describe('certifications, trainings and memberships', () => {
  it('does not take the word opening a sentence for part of a credential ("Als Mitglied", "Die Weiterbildung")', () => {
    expect(flagged('Als Mitglied der Arbeitsgruppe Netzsicherheit kenne ich die Vorgaben.')).toEqual([]);
    expect(flagged('Als Mitglied der Arbeitsgruppe Netzplanung kenne ich die Vorgaben.')).toEqual([
      'certification: Arbeitsgruppe Netzplanung',
    ]);
  });

  it('accepts a credential the resume words differently: a gendered form, the words in another order', () => {
    expect(flagged('Als zertifizierte Sachkundige für Druckbehälter prüfe ich Anlagen selbst.')).toEqual([]);
    expect(flagged('Ich bin zertifizierter Sachkundiger für Aufzugsanlagen.')).toEqual([
      'certification: Sachkundiger für Aufzugsanlagen',
    ]);
  });

  it('reads a training the sender says they completed as a credential the resume must show', () => {
    expect(flagged('Die Weiterbildung zum Industriemeister habe ich 2025 abgeschlossen.')).toEqual([
      'certification: Industriemeister',
    ]);
    expect(flagged('Die Weiterbildung zur Brandschutzhelferin habe ich 2020 abgeschlossen.')).toEqual([]);
    expect(flagged('I completed a training course in Arc Flash Safety last year.', RESUME_EN)).toEqual([
      'certification: Arc Flash Safety',
    ]);
    expect(flagged('Completé el curso de Contabilidad Analítica en 2024.', RESUME_EN)).toEqual([
      'certification: Contabilidad Analítica',
    ]);
    expect(flagged("J'ai suivi la formation de Sauveteur Secouriste du Travail.", RESUME_EN)).toEqual([
      'certification: Sauveteur Secouriste du Travail',
    ]);
  });

  it('does not let a credential the resume lists as in progress back a claim to hold it', () => {
    expect(flagged('I hold the ACCA certification.', RESUME_EN)).toEqual(['certification: ACCA']);
    expect(flagged('Tengo la certificación ACCA completa.', RESUME_EN)).toEqual(['certification: ACCA']);
    expect(flagged('Ich bin zertifizierte Elektrofachkraft Photovoltaik.')).toEqual([
      'certification: Elektrofachkraft Photovoltaik',
    ]);
    expect(flagged('I am working towards my ACCA certification.', RESUME_EN)).toEqual([]);
    expect(flagged('Estoy preparando la certificación ACCA.', RESUME_EN)).toEqual([]);
    expect(flagged('Derzeit absolviere ich die Zertifizierung Elektrofachkraft Photovoltaik.')).toEqual([]);
    expect(flagged('I am a Certified Bookkeeper (ICB Level 3).', RESUME_EN)).toEqual([]);
  });

  it('reads a credential of the ad as the sender’s when a clause about the sender follows it', () => {
    const resume = `${RESUME_EN}\nCSCS card (2021)`;
    expect(flagged('My cards cover your list: the CSCS and the IPAF, which I renewed in May.', resume)).toEqual([
      'skill: IPAF',
    ]);
    expect(flagged('Your list asks for the CSCS and the IPAF, which matter on every site.', resume)).toEqual([]);
  });
});

describe('qualifications called titles', () => {
  it('reads "el título de X" as a credential', () => {
    expect(flagged('Cuento con el título de Técnico Superior de Emergencias Sanitarias.', RESUME_EN)).toEqual([
      'certification: Técnico Superior de Emergencias Sanitarias',
    ]);
  });
});

describe('memberships written as a compound or listed under their heading', () => {
  const CLUBS = `Ines Vogt
Köln

BERUFSERFAHRUNG
Physiotherapeutin, Praxis am Dom, Köln (seit 2019)

MITGLIEDSCHAFTEN
Deutscher Verband für Physiotherapie (ZVK)

AFFILIATIONS
Chartered Society of Physiotherapy (CSP)`;
  const at = (body: string) =>
    checkByRules(
      { subject: 'Bewerbung – Ines Vogt (ZVK-Mitglied)', body },
      { ...SOURCES, resume: CLUBS, senderName: 'Ines Vogt' },
      NOW,
    ).map(({ kind, text }) => `${kind}: ${text}`);

  it('reads "X-Mitglied" as a membership of X, backed by a line under a memberships heading', () => {
    expect(at('Ich freue mich auf Ihre Antwort.')).toEqual([]);
    expect(at('Ich bin außerdem IFOMPT-Mitglied.')).toEqual(['certification: IFOMPT']);
    expect(at('I am a CSP member.')).toEqual([]);
  });
});

describe('credentials in a list, and a standard named in a compound', () => {
  const resume = `Karim Benali
CERTIFICATIONS
CompTIA Security+ (2020) · Splunk Core Certified Power User (2022)
2017–2020: supported farms through GlobalG.A.P. certification.`;
  const at = (body: string) =>
    checkByRules({ subject: 'Candidature', body }, { ...SOURCES, resume }, NOW).map(
      ({ kind, text }) => `${kind}: ${text}`,
    );

  it('checks each credential of "X et de la Y" on its own', () => {
    expect(at('Je suis titulaire de la Splunk Core Certified Power User et de la GCIH.')).toEqual([
      'certification: GCIH',
    ]);
  });

  it('reads "GlobalG.A.P.-Zertifizierung" as the standard the resume names', () => {
    expect(at('Ich habe die Betriebe bei der GlobalG.A.P.-Zertifizierung unterstützt.')).toEqual([]);
  });
});

describe('a driving licence, in any language', () => {
  const resume = `Bram de Vries
Licences: Dutch phytolicence (Spuitlicentie), driving licence B+E
Permis B, véhicule personnel`;
  // The ad asks for the licences: what the email says of them is then a claim to check.
  const jobDescription = 'Führerschein Klasse B, B+E oder Klasse C erforderlich.';
  const at = (body: string) =>
    checkByRules({ subject: 'Bewerbung', body }, { ...SOURCES, resume, jobDescription }, NOW).map(
      ({ kind, text }) => `${kind}: ${text}`,
    );

  it('backs the same classes named in another language, and flags a class the resume lacks', () => {
    expect(at('Den Führerschein B+E besitze ich ebenfalls.')).toEqual([]);
    expect(at('Mit dem Führerschein Klasse B bin ich mobil.')).toEqual([]);
    expect(at('Den Führerschein Klasse C besitze ich ebenfalls.')).not.toEqual([]);
  });
});

describe('registrations, and memberships of an association named after its kind', () => {
  const resume = `Rowan MacAllister
P.Geo. — Professional Geoscientists Ontario (PGO), licence no. 3217, since 2021
GPhC registration 2219384`;
  const check = (body: string) =>
    checkByRules({ subject: 'Application', body }, { ...SOURCES, resume }, NOW).map(
      ({ kind, text }) => `${kind}: ${text}`,
    );

  it('checks a registration with a body as a credential', () => {
    expect(check('I am already registered with the Ordre des géologues du Québec.')).toEqual(['certification: Ordre']);
    expect(check('I am registered with the GPhC.')).toEqual([]);
    expect(check('Estoy inscrito como Persona Competente ante la Comisión Minera.')).toEqual([
      'certification: Persona Competente',
    ]);
  });

  it('reads the name after "membre de l’association"', () => {
    expect(check("Je suis membre de l'association Relais Desserts.")).toEqual(['certification: Relais Desserts']);
  });
});

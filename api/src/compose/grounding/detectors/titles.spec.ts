import { describe, expect, it } from 'vitest';
import { checkByRules } from '../check-rules.js';
import type { GroundingSources } from '../types.js';

const RESUME = `Tomás Reyes
Registered Nurse, Mercy General Hospital — Oncology (2017 – present)
- Precepted nursing students; led the unit's falls-prevention audit.
Care Assistant, Oakfield House (2014 – 2017)`;

const SOURCES: GroundingSources = {
  resume: RESUME,
  jobTitle: 'Nurse Manager',
  companyName: 'Riverside Clinic',
  jobDescription: 'Riverside Clinic is hiring a Nurse Manager for its oncology day unit.',
  senderName: 'Tomás Reyes',
};
const NOW = new Date('2026-06-01T00:00:00Z');
const flagged = (body: string, resume = RESUME) =>
  checkByRules({ subject: 'Application', body }, { ...SOURCES, resume }, NOW).map(
    ({ kind, text }) => `${kind}: ${text}`,
  );

describe('titles the sender was promoted or appointed to', () => {
  it('flags a promotion to a title the resume does not give, whatever the role word, in every language', () => {
    expect(flagged('In 2021 I was promoted to shift supervisor.')).toEqual(['title: shift supervisor']);
    expect(flagged('Two years later I was appointed ward coordinator.')).toEqual(['title: ward coordinator']);
    expect(flagged('In 2024 I stepped into the role of clinical educator.')).toEqual(['title: clinical educator']);
    expect(flagged('En 2022 fui ascendido a jefe de turno.')).toEqual(['title: jefe de turno']);
    expect(flagged("En 2021, j'ai été promu infirmier référent.")).toEqual(['title: infirmier référent']);
    expect(flagged('2022 wurde ich zum Stationsleiter befördert.')).toEqual(['title: Stationsleiter']);
    expect(flagged('2023 wurde ich zur Stationsleitung Onkologie ernannt.')).toEqual([
      'title: Stationsleitung Onkologie',
    ]);
  });

  it('reads roles outside offices and software: nurses, teachers, technicians, representatives', () => {
    expect(flagged('As a senior staff nurse, I ran the morning huddles.')).toEqual(['title: senior staff nurse']);
    expect(flagged('Como enfermera jefe de planta, organicé los turnos.')).toEqual(['title: enfermera jefe de planta']);
    expect(flagged('Als Fachkrankenpfleger für Onkologie koordiniere ich die Frühschicht.')).toEqual([
      'title: Fachkrankenpfleger für Onkologie',
    ]);
  });

  it('accepts the title the resume gives, however the email words it', () => {
    expect(flagged('As a registered nurse at Mercy General Hospital, I precepted nursing students.')).toEqual([]);
    expect(flagged('In 2017 I was promoted to registered nurse.')).toEqual([]);
    const resume = `${RESUME}\nCharge Nurse, Mercy General Hospital (2023 – present)`;
    expect(flagged('Last year I was promoted to charge nurse.', resume)).toEqual([]);
    expect(flagged('Como enfermera en Mercy General Hospital, organicé los turnos.')).toEqual([]);
  });

  it('reads "the" before a title as an article, so a title the resume states on any line backs it', () => {
    const resume = `${RESUME}\n- Lead nurse for the 2022 medication-safety review.`;
    expect(flagged('I was the lead nurse for the medication-safety review.', resume)).toEqual([]);
    expect(flagged('I was the lead nurse for the medication-safety review.')).toEqual(['title: lead nurse']);
  });

  it('does not read what someone was asked to do as a title', () => {
    expect(flagged('I was asked to lead the falls-prevention audit.')).toEqual([]);
    expect(flagged('I was promoted twice in five years.')).toEqual([]);
    expect(flagged('Fui ascendido rápidamente.')).toEqual([]);
    expect(flagged('I was appointed to the board of the falls-prevention programme.')).toEqual([]);
    expect(flagged("I'm comfortable presenting to nurse managers at Mercy General Hospital.")).toEqual([]);
  });
});

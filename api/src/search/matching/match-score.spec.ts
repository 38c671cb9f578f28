import { describe, expect, it } from 'vitest';
import { scoreMatch, type MatchJob } from './match-score.js';
import { adLevel, adLines, adYears, yearsAsks } from './ad-reading.js';
import { readResume } from './resume-reading.js';
import { extractSkills } from '../../skills/skills.js';

const NOW = new Date('2026-11-01T00:00:00Z');

// A frontend developer with four years (two overlapping stretches in 2022 counted once).
const FRONTEND = `Asha Rao
Frontend Developer · Bangalore

Experience
Frontend Developer, Flipkart — Nov 2022 – Present
- Built React and TypeScript storefront pages, Redux state, Jest and Cypress tests.
Junior Web Developer, Zeta — Jan 2022 – Dec 2022
- HTML, CSS and JavaScript for the marketing site.
Freelance UI work — Mar 2022 – Jun 2022

Education
B.Tech Computer Science, VIT — 2017 – 2021`;

const NURSE = `Meera Thomas
Registered Nurse (RN)
Staff Nurse, Apollo Hospitals, Chennai — 06/2018 – 10/2026
Critical care nursing in the ICU: patient assessment, medication administration, IV therapy, ventilator care,
BLS and ACLS certified, electronic health records, wound care, patient education.
Education: B.Sc. Nursing, 2014 – 2018`;

const ACCOUNTANT = `Rahul Mehta
Accountant
Senior Accountant, Deloitte, Mumbai — 2019 – present
Month-end close, general ledger, accounts payable and receivable, GST and TDS returns, Tally and SAP FICO,
bank reconciliation, financial statements, audit support. Chartered Accountant (CA).
Accounts Executive, Small Firm — 2016 – 2019`;

const TEACHER = `Profesora de matemáticas
Colegio San José, Madrid — sept. 2015 – actualidad
Enseñanza de matemáticas y física en secundaria, planificación de clases, evaluación de alumnos.`;

const job = (title: string, description: string | null, extra: Partial<MatchJob> = {}): MatchJob => ({
  title,
  description,
  ...extra,
});
const score = (resume: string, j: MatchJob, search = { location: 'Bangalore', workType: 1 }) =>
  scoreMatch(resume, j, search, NOW)!;

const FRONTEND_AD = `About the role:
You will build our customer web app.
Requirements:
- React and TypeScript
- HTML, CSS, JavaScript
- Jest or Cypress testing
Nice to have:
- GraphQL
- Next.js`;

describe('extractSkills', () => {
  it('finds skills by any alias as whole words', () => {
    expect(extractSkills('We use ReactJS, TS and Postgres on AWS')).toEqual(['TypeScript', 'React', 'SQL', 'AWS']);
  });

  it('does not read skills inside other words', () => {
    expect(extractSkills('javascriptless, reactive, going, nodes')).toEqual([]);
  });
});

describe('reading the resume', () => {
  it('counts dated jobs once where they overlap, and not the studies', () => {
    const years = readResume(FRONTEND, NOW).years!;
    // Jan 2022 to Oct 2026 (the freelance stretch lies inside the junior job; the B.Tech is education).
    expect(years).toBeGreaterThan(4.7);
    expect(years).toBeLessThan(5);
  });

  it('reads numeric months, "present" in several languages and a year alone', () => {
    expect(readResume(NURSE, NOW).years).toBeCloseTo(8 + 5 / 12, 1);
    expect(readResume(TEACHER, NOW).years).toBeCloseTo(11 + 2 / 12, 1);
    expect(readResume(ACCOUNTANT, NOW).years).toBeGreaterThan(10);
  });

  it('reads a stretch that runs "since" a date', () => {
    expect(readResume('Buchhalterin bei Muster GmbH, seit 03/2020\nDATEV, Lohnbuchhaltung', NOW).years).toBeCloseTo(
      6 + 8 / 12,
      1,
    );
    expect(readResume('Contable en Acme desde 2019', NOW).years).toBeCloseTo(7 + 4 / 12, 1);
  });

  it('falls back on the years a resume states', () => {
    expect(readResume('Marketing manager with 7+ years of experience in B2B campaigns.', NOW).years).toBe(7);
    expect(readResume('Marketing manager.', NOW).years).toBeNull();
  });
});

describe('reading the ad', () => {
  it('sorts lines into must-haves and nice-to-haves, by heading and by cue', () => {
    const lines = adLines(`${FRONTEND_AD}\n- Experience with Figma is a plus`);
    const need = (t: string) => lines.find((l) => l.text.includes(t))!.need;
    expect(need('React and TypeScript')).toBe('must');
    expect(need('GraphQL')).toBe('nice');
    expect(need('Figma')).toBe('nice');
    expect(need('customer web app')).toBe('other');
  });

  it('asks nothing in the company boilerplate after the requirements', () => {
    const lines = adLines('Requirements:\n- React\nAcme is an equal opportunity employer and does not discriminate.');
    expect(lines.map((l) => l.need)).toEqual(['must', 'other']);
  });

  it('takes every line of an ad without headings as a must-have', () => {
    expect(adLines('We need a nurse with ICU experience. BLS required.').every((l) => l.need === 'must')).toBe(true);
  });

  it('reads the years asked in several languages and forms', () => {
    expect(yearsAsks('8+ years of experience')).toEqual([{ min: 8, max: null }]);
    expect(yearsAsks('3-5 years in B2B sales')).toEqual([{ min: 3, max: 5 }]);
    expect(yearsAsks('Minimum 2 years experience')[0]?.min).toBe(2);
    expect(yearsAsks('al menos 5 años de experiencia')[0]?.min).toBe(5);
    expect(yearsAsks("au moins 3 ans d'expérience")[0]?.min).toBe(3);
    expect(yearsAsks('mindestens 4 Jahre Berufserfahrung')[0]?.min).toBe(4);
    expect(yearsAsks('almeno 6 anni di esperienza')[0]?.min).toBe(6);
    expect(yearsAsks('pelo menos 2 anos de experiência')[0]?.min).toBe(2);
    expect(yearsAsks('We were founded 20 years ago')).toEqual([]);
  });

  it('does not take a nice-to-have years line as the ask', () => {
    expect(adYears(adLines('Requirements:\n- 3+ years of accounting\nNice to have:\n- 10+ years in audit'))).toEqual({
      min: 3,
      max: null,
    });
  });

  it('reads the level from the title, the internship and the site criterion', () => {
    expect(adLevel({ title: 'Frontend Intern' })?.level).toBe(0);
    expect(adLevel({ title: 'Web Developer', employmentType: 'Internship' })?.level).toBe(0);
    expect(adLevel({ title: 'Senior Accountant' })?.level).toBe(3);
    expect(adLevel({ title: 'Principal Engineer' })?.level).toBe(5);
    expect(adLevel({ title: 'Staff Nurse' })).toBeNull();
    expect(adLevel({ title: 'Staff Software Engineer' })?.level).toBe(4);
    expect(adLevel({ title: 'Director of Nursing' })?.level).toBe(6);
    expect(adLevel({ title: 'Teacher', experienceLevel: 'Entry level' })?.level).toBe(1);
    expect(adLevel({ title: 'Teacher', experienceLevel: 'Mid-Senior level' })).toBeNull();
  });
});

describe('scoreMatch', () => {
  it('gives no score without a resume', () => {
    expect(scoreMatch(null, job('x', 'React'))).toBeNull();
    expect(scoreMatch('   ', job('x', 'React'))).toBeNull();
  });

  it('scores a fitting mid-level role high, with its reasons strongest first', () => {
    const m = score(
      FRONTEND,
      job('Frontend Developer', FRONTEND_AD, { location: 'Bengaluru, Karnataka', workType: 'On-site' }),
    );
    expect(m.score).toBeGreaterThanOrEqual(80);
    expect(m.reasons[0]?.polarity).toBe('plus');
    expect(m.reasons.map((r) => r.text)).toContain('6 of 6 must-have skills');
    expect(m.reasons.map((r) => r.text)).toContain('0 of 2 nice-to-have skills');
    expect(m.reasons.map((r) => r.text)).toContain('In Bengaluru, Karnataka, as you searched');
    const weights = m.reasons.map((r) => r.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('scores intern, principal and far-more-years roles low for the same skills', () => {
    const mid = score(FRONTEND, job('Frontend Developer', FRONTEND_AD)).score;
    const intern = score(FRONTEND, job('Frontend Developer Intern', FRONTEND_AD));
    const principal = score(FRONTEND, job('Principal Frontend Engineer', FRONTEND_AD));
    const eightYears = score(
      FRONTEND,
      job('Frontend Developer', `${FRONTEND_AD}\nRequirements:\n- 8+ years of experience`),
    );
    for (const low of [intern, principal, eightYears]) expect(low.score).toBeLessThan(mid - 30);
    expect(intern.score).toBeLessThan(40);
    expect(intern.reasons.map((r) => r.text)).toContain('Your past titles match "Frontend Developer"');
    expect(intern.reasons[0]).toMatchObject({
      kind: 'level',
      polarity: 'minus',
      text: 'Intern role, you have 4 years',
    });
    expect(eightYears.reasons[0]).toMatchObject({ kind: 'years', text: 'Asks 8+ years, you have 4' });
  });

  it('does not hold an internship against someone without a year of work', () => {
    const student =
      'Final-year B.Tech student\nWeb Developer Intern, Acme — Jun 2026 – Present\nReact, TypeScript, HTML, CSS.';
    const m = score(student, job('Frontend Intern', FRONTEND_AD, { employmentType: 'Internship' }));
    expect(m.reasons.find((r) => r.kind === 'level')).toMatchObject({
      polarity: 'plus',
      text: 'Internship, you have under a year',
    });
  });

  it('puts a senior role between the mid-level and the principal one', () => {
    const at = (title: string) => score(FRONTEND, job(title, FRONTEND_AD)).score;
    expect(at('Senior Frontend Developer')).toBeLessThan(at('Frontend Developer'));
    expect(at('Senior Frontend Developer')).toBeGreaterThan(at('Principal Frontend Developer'));
  });

  it('says how the title matches only as far as it does', () => {
    const resume =
      'Asha Rao\nFrontend Developer\nasha@example.com\nFrontend Developer, Acme — 2021 – Present\nSkills: React, storefront pages';
    const texts = (title: string) =>
      scoreMatch(resume, job(title, FRONTEND_AD), undefined, NOW)!.reasons.map((r) => r.text);
    expect(texts('Frontend Developer')).toContain('Your past titles match "Frontend Developer"');
    expect(texts('Storefront Developer')).toContain('"Storefront Developer" partly matches your past titles');
    expect(texts('Storefront')).toContain('Your resume mentions "Storefront" but not in a title');
    expect(texts('Chef')).toContain('"Chef" is unlike your past titles');
  });

  it('weighs a missing must-have more than a missing nice-to-have', () => {
    const ad = (must: string, nice: string) => `Requirements:\n- React, ${must}\nNice to have:\n- ${nice}`;
    const missMust = score(FRONTEND, job('Frontend Developer', ad('Angular', 'TypeScript'))).score;
    const missNice = score(FRONTEND, job('Frontend Developer', ad('TypeScript', 'Angular'))).score;
    expect(missNice).toBeGreaterThan(missMust);
  });

  it('reads other professions: a nurse fits a nursing ad, not an accounting one', () => {
    const icu = job(
      'ICU Staff Nurse',
      'Requirements:\n- B.Sc. Nursing and registration as RN\n- 3+ years in critical care / ICU\n- BLS and ACLS\n- Ventilator care and medication administration',
    );
    const accounts = job(
      'Accountant',
      'Requirements:\n- CA or CMA\n- 3+ years of general ledger, GST, TDS and month-end close\n- Tally or SAP FICO',
    );
    expect(score(NURSE, icu).score).toBeGreaterThan(70);
    expect(score(NURSE, accounts).score).toBeLessThan(30);
    expect(score(ACCOUNTANT, accounts).score).toBeGreaterThan(70);
    expect(score(ACCOUNTANT, icu).score).toBeLessThan(30);
  });

  it('reads a Spanish ad for a teacher', () => {
    const ad = job(
      'Profesor de Matemáticas',
      'Requisitos:\n- Al menos 3 años de experiencia en enseñanza de matemáticas en secundaria',
    );
    const m = score(TEACHER, ad, { location: 'Madrid', workType: 1 });
    expect(m.score).toBeGreaterThan(70);
    expect(m.reasons.map((r) => r.text)).toContain('Asks 3+ years, you have 11');
    expect(score(TEACHER, job('Senior Accountant', 'Requisitos:\n- SAP FICO, GST')).score).toBeLessThan(30);
  });

  it('tells a work type and a place other than the searched ones', () => {
    const m = score(
      FRONTEND,
      job('Frontend Developer', FRONTEND_AD, { location: 'Pune, India', workType: 'On-site' }),
      {
        location: 'Bangalore',
        workType: 2,
      },
    );
    const texts = m.reasons.map((r) => r.text);
    expect(texts).toContain('On-site; you searched remote');
    expect(texts).toContain('In Pune, India, not Bangalore');
    expect(m.score).toBeLessThan(
      score(FRONTEND, job('Frontend Developer', FRONTEND_AD, { workType: 'Remote' }), {
        location: 'Bangalore',
        workType: 2,
      }).score,
    );
  });

  it('judges an ad too short to name its needs on its title, not on its place alone', () => {
    const m = score(NURSE, job('Accountant', 'GST', { location: 'Bangalore', workType: 'On-site' }));
    expect(m.score).toBeLessThan(20);
  });

  it('uses the whole range and stays within 0 to 100', () => {
    const none = score(
      'Chef. Italian cuisine, pastry.',
      job('Data Engineer', 'Requirements:\n- Spark, Kafka, Scala and AWS'),
    );
    expect(none.score).toBeLessThan(10);
    expect(none.score).toBeGreaterThanOrEqual(0);
    const empty = score(FRONTEND, job('Chef', null));
    expect(empty.score).toBeGreaterThanOrEqual(0);
    expect(empty.score).toBeLessThanOrEqual(100);
  });

  it('is deterministic', () => {
    const j = job('Senior Frontend Developer', FRONTEND_AD);
    expect(score(FRONTEND, j)).toEqual(score(FRONTEND, j));
  });
});

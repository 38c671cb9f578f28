import { describe, expect, it } from 'vitest';
import { mostRecentRole, sharedSkills, skillAsWritten } from './resume-facts.js';

describe('mostRecentRole', () => {
  it('reads "Title at Employer (dates)" and prefers the role that runs to the present', () => {
    const resume = `Ada Lovelace
Frontend Developer, Initech, 2016 – 2019
Senior Frontend Engineer at Globex Corporation (2019 – present)
BSc Computer Science, University of Leeds, 2012 – 2016`;
    expect(mostRecentRole(resume)).toEqual({
      title: 'Senior Frontend Engineer',
      employer: 'Globex Corporation',
      current: true,
    });
  });

  it('reads "Employer — Title | dates" and past roles', () => {
    const resume = 'Initech — Backend Developer | Mar 2017 - Jan 2021\nHooli — Intern | 2016 - 2017';
    expect(mostRecentRole(resume)).toEqual({ title: 'Backend Developer', employer: 'Initech', current: false });
  });

  it('reads a title on the line above a dated employer line', () => {
    const resume =
      'EXPERIENCE\nData Analyst\nUmbrella Health, 03/2020 – Present\n\nEDUCATION\nMSc Statistics, 2018 – 2020';
    expect(mostRecentRole(resume)).toEqual({ title: 'Data Analyst', employer: 'Umbrella Health', current: true });
  });

  it('reads Spanish and German dates', () => {
    expect(mostRecentRole('Desarrolladora Frontend en Globex, 2020 - actualidad')).toEqual({
      title: 'Desarrolladora Frontend',
      employer: 'Globex',
      current: true,
    });
    expect(mostRecentRole('Softwareentwickler bei Initech GmbH, 2018 – heute')).toMatchObject({
      title: 'Softwareentwickler',
      employer: 'Initech GmbH',
    });
  });

  it('drops the words of a bracket the line cuts open', () => {
    const resume = 'Flight Dispatcher (shift lead since 01/2024), Northwind Air, Dublin | 2021 – present';
    expect(mostRecentRole(resume)?.title).toBe('Flight Dispatcher');
  });

  it('guesses nothing when no dated line names a role', () => {
    expect(mostRecentRole('Ada Lovelace\nReact, TypeScript\nBSc Mathematics, 2012 – 2016')).toBeNull();
    expect(mostRecentRole('')).toBeNull();
  });
});

describe('sharedSkills', () => {
  it('lists skills both name, in the order the job mentions them, at most three', () => {
    const resume = 'Skills: CSS, React, TypeScript, Node.js, Docker';
    const job = 'You will use TypeScript and React daily, with Node.js, Docker and Kafka.';
    expect(sharedSkills(resume, job)).toEqual(['TypeScript', 'React', 'Node.js']);
    expect(sharedSkills(resume, job, 2)).toEqual(['TypeScript', 'React']);
  });

  it('does not read ordinary words as skills', () => {
    expect(sharedSkills('I like to go hiking and express ideas', 'Go and Express developers wanted')).toEqual([]);
  });
});

describe('skillAsWritten', () => {
  it('names a skill as the resume writes it, so the email says what the resume says', () => {
    expect(skillAsWritten('Java, Spring Boot, PostgreSQL, Docker', 'SQL')).toBe('PostgreSQL');
    expect(skillAsWritten('Java, Docker', 'Java')).toBe('Java');
  });
});

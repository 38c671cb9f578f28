import { describe, expect, it } from 'vitest';
import { checkByRules, readClaims } from './floor.js';
import { claimWarning } from './warnings.js';
import type { GroundingSources } from './types.js';

const NOW = new Date('2026-11-28T00:00:00Z');
const RESUME = `Jana Novak
Zürich, Switzerland

EXPERIENCE
Platform Engineer, Helvetia Logistics AG (03/2019 – present)
- Cut deployment time by 35% with Kubernetes and Terraform
- Mentored a team of 4 engineers
Software Developer, Technische Universität Braunschweig (2016 – 2019)

EDUCATION
MSc Computer Science, ETH Zürich (2014 – 2016)

Languages: Deutsch (Muttersprache), English (C1)`;

const AD = 'You will run our Azure and Snowflake platform for 200 engineers. We value AWS experience.';
const SOURCES: GroundingSources = { resume: RESUME, jobDescription: AD, senderName: 'Jana Novak', posterName: 'Lena Roth', companyName: 'Nordlicht Systems', jobTitle: 'Senior Platform Engineer' }; // prettier-ignore
const email = (body: string, subject = 'Application') => ({ subject, body });
const flagged = (body: string, sources = SOURCES) => checkByRules(email(body), sources, NOW).map((c) => c.text);

describe('the floor: figures and dates', () => {
  it('flags a figure the resume does not hold, however the resume writes the ones it does', () => {
    expect(flagged('I cut deployment time by 35% and mentored four engineers.')).toEqual([]);
    expect(flagged('I cut deployment time by 60% and mentored 12 engineers.')).toEqual(['60%', '12']);
  });

  it('backs a percentage only with a percentage', () => {
    expect(flagged('I mentored engineers and cut costs by 4%.')).toEqual(['4%']);
  });

  it('backs a count of years with the time the resume’s dates span, never more than it says', () => {
    expect(flagged('I bring ten years of engineering experience.')).toEqual([]);
    expect(flagged('I bring more than fifteen years of engineering experience.')).toEqual(['fifteen']);
    expect(flagged('Since 2019 I have run platforms; since 2015 I have coded.')).toEqual(['2015']);
  });

  it('lets the company’s own figures stand in a sentence about the company', () => {
    expect(flagged('Your platform serves 200 engineers.')).toEqual([]);
    expect(flagged('I have supported 200 engineers.')).toEqual(['200']);
  });
});

describe('the floor: names', () => {
  it('flags a name the resume does not contain in any casing, spelling or script', () => {
    expect(flagged('At Helvetia Logistics I ran Kubernetes; before that I worked at Globex Systems.')).toEqual([
      'Globex Systems',
    ]);
    expect(flagged('I studied at ETH Zurich and live in ZÜRICH.')).toEqual([]);
  });

  it('holds a name the resume writes with inner punctuation, and the application’s own documents', () => {
    const resume = `${RESUME}\n- Flight dispatch licence (ICAO Doc 7192 D-3)`;
    expect(flagged('I hold the ICAO Doc 7192 D-3 licence.', { ...SOURCES, resume })).toEqual([]);
    expect(flagged('I hold the ICAO Doc 7193 licence.', { ...SOURCES, resume })).toEqual(['7193']);
    expect(flagged('Vous trouverez mon CV en PDF ci-joint.')).toEqual([]);
  });

  it('names no kind in the warning for a name it cannot place, and says "you know" only of a known tool', () => {
    const warnings = (body: string) => checkByRules(email(body), SOURCES, NOW).map(claimWarning);
    expect(warnings('At Helvetia Logistics I ran Kubernetes, and I won a hackathon in Lisbon.')).toEqual([
      'The email says "Lisbon"; your resume does not mention it.',
    ]);
    expect(warnings('At Helvetia Logistics I ran Kubernetes, and I automate with Kafka.')).toEqual([
      'The email says you know "Kafka"; your resume does not mention it.',
    ]);
  });

  it('reads acronyms the resume spells out, acronyms in the plural, languages and places across languages', () => {
    expect(flagged('I worked at TU Braunschweig and speak German and English.')).toEqual([]);
    expect(flagged('I am fluent in Portuguese.')).toEqual(['Portuguese']);
  });

  it('takes names the ad gives as the company’s, unless the sentence speaks of the sender alone', () => {
    expect(flagged('I was glad to read that you run Azure and Snowflake.')).toEqual([]);
    expect(flagged('I have run Azure and Snowflake in production.')).toEqual(['Azure and Snowflake']);
  });

  it('never reads the company, the job title, the recipient, the sender or the greeting as claims', () => {
    const body =
      'Dear Lena Roth,\n\nThe Senior Platform Engineer role at Nordlicht Systems fits me.\n\nBest regards,\nJana Novak';
    expect(checkByRules(email(body, 'Senior Platform Engineer – Jana Novak'), SOURCES, NOW)).toEqual([]);
  });

  it('reads only names marked as such in German, which capitalises every noun', () => {
    const de =
      'Ich habe die Plattform mit Kubernetes betrieben und die Bereitstellung beschleunigt. Dazu nutze ich SAP.';
    expect(flagged(de)).toEqual(['SAP']);
  });

  it('answers what the resume backs apart from what it flags', () => {
    const read = readClaims(email('At Helvetia Logistics I cut deployment time by 35% at Initech.'), SOURCES, NOW);
    expect(read.flagged.map((c) => [c.kind, c.text, c.about])).toEqual([['employer', 'Initech', 'sender']]);
    expect(read.backed.map((c) => c.text)).toEqual(['35%']);
  });
});

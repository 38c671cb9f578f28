import { describe, expect, it } from 'vitest';
import type { GroundingSources, UnsupportedClaim } from '../types.js';
import { unite } from '../union.js';
import { parseClaimList, type ListedClaim } from './claim-list.js';
import { checkByModel, readModelClaims } from './check-model.js';
import { figuresAgree, quoteOccurs } from './quoted-spans.js';

const RESUME = `Maya Chen
Data Analyst, Globex Retail — London (2020 – present)
- Automated the monthly sales report with Python and SQL, cutting preparation time by 30%.
Junior Analyst, Initech Insurance — Leeds (2018 – 2020)
- Cleaned claims data for a team of 5 underwriters.
BSc Mathematics, University of Manchester (2015 – 2018)
Languages: English (native), Mandarin (conversational)`;

const SOURCES: GroundingSources = {
  resume: RESUME,
  jobTitle: 'Senior Data Scientist',
  companyName: 'Brightwave Health',
  jobDescription: 'We use Python, Spark and Scala. A PhD is a plus.',
  senderName: 'Maya Chen',
};
const NOW = new Date('2026-06-01T00:00:00Z');
const EMAIL = {
  subject: 'Senior Data Scientist – Maya Chen',
  body: `Dear Dr. Weiss,

As a data analyst at Globex Retail I cut report preparation time by 30%. I also hold a PhD from MIT and led a team of 12 analysts.

Best regards,
Maya Chen`,
};
const listed = (claim: string, kind: ListedClaim['kind'], resumeQuote: string | null): ListedClaim => ({
  claim,
  kind,
  about: 'sender',
  resumeQuote,
});

describe('quoteOccurs', () => {
  it('accepts a quote the resume holds, case and spacing aside, and elided quotes whose parts come in order', () => {
    expect(quoteOccurs(RESUME, 'Data Analyst, Globex Retail')).toBe(true);
    expect(quoteOccurs(RESUME, '  data analyst,   GLOBEX retail ')).toBe(true);
    expect(quoteOccurs(RESUME, '"cutting preparation time by 30%."')).toBe(true);
    expect(quoteOccurs(RESUME, 'Automated the monthly sales report … cutting preparation time by 30%')).toBe(true);
    expect(quoteOccurs(RESUME, 'Data Analyst, Globex Retail - London (2020 - present)')).toBe(true);
  });

  it('refuses paraphrases, invented spans, parts out of order and empty quotes', () => {
    expect(quoteOccurs(RESUME, 'Data Analyst at Globex Retail')).toBe(false);
    expect(quoteOccurs(RESUME, 'PhD, Massachusetts Institute of Technology')).toBe(false);
    expect(quoteOccurs(RESUME, 'cutting preparation time by 30% … Automated the monthly sales report')).toBe(false);
    expect(quoteOccurs(RESUME, ' … ')).toBe(false);
  });
});

describe('figuresAgree', () => {
  it('wants every figure of the claim in the quote', () => {
    expect(figuresAgree('led a team of 12 analysts', 'team', 'a team of 5 underwriters', NOW)).toBe(false);
    expect(figuresAgree('a team of five underwriters', 'team', 'a team of 5 underwriters', NOW)).toBe(true);
    expect(figuresAgree('cut preparation time by 30%', 'metric', 'cutting preparation time by 30%', NOW)).toBe(true);
  });

  it('reads one figure however it is written: "$1.4M", "$1.4 million", "1,4 Mio. €", "€1.4m"', () => {
    const quote = 'closed $1.4M in new ARR in 2023';
    expect(figuresAgree('closed $1.4 million in new ARR', 'metric', quote, NOW)).toBe(true);
    expect(figuresAgree('1,4 Mio. € Neugeschäft', 'metric', quote, NOW)).toBe(true);
    expect(figuresAgree('€1.4m de nuevo negocio', 'metric', quote, NOW)).toBe(true);
    expect(figuresAgree('$1.5 million', 'metric', quote, NOW)).toBe(false);
    expect(figuresAgree('0.07 million', 'metric', '70,000 users', NOW)).toBe(true);
  });

  it('lets dates back a number of years they span', () => {
    expect(figuresAgree('six years', 'years', 'Data Analyst, Globex Retail — London (2020 – present)', NOW)).toBe(true);
    expect(figuresAgree('ten years', 'years', 'Data Analyst, Globex Retail — London (2020 – present)', NOW)).toBe(
      false,
    );
  });

  it('reads a quote’s dates as the floor reads the resume’s: a job "since" a year runs to today', () => {
    const quote = 'Pflegefachkraft — Klinikum Nord (seit 03/2019) … Pflegehelfer — Klinikum Süd (2016 – 2019)';
    expect(figuresAgree('zehn Jahre', 'years', quote, NOW)).toBe(true);
    expect(figuresAgree('mehr als zehn Jahre', 'years', quote, NOW)).toBe(false);
    expect(figuresAgree('fast elf Jahre', 'years', quote, NOW)).toBe(true);
  });
});

describe('figuresAgree, with the resume', () => {
  const resume = [
    'Anna Berger',
    'Berlin',
    '',
    '04/2021 – heute',
    'Senior Actuarial Analyst, Hanse Leben AG',
    '- Led the reserving model rebuild',
    '',
    '2018 – 2021',
    'Actuarial Analyst, Nordstern Versicherung',
  ].join('\n');

  it('finds a calendar year anywhere in the resume, not only in the quote', () => {
    expect(figuresAgree('Since April 2021 I have led', 'title', 'Senior Actuarial Analyst', NOW, resume)).toBe(true);
    expect(figuresAgree('Since 2019 I have led', 'title', 'Senior Actuarial Analyst', NOW, resume)).toBe(false);
  });

  it('dates a number of years by the lines around the quote in the resume', () => {
    const quote = 'Senior Actuarial Analyst, Hanse Leben AG';
    expect(figuresAgree('nearly five years at Hanse Leben', 'employer', quote, NOW, resume)).toBe(true);
    expect(figuresAgree('nine years at Hanse Leben', 'employer', quote, NOW, resume)).toBe(false);
  });

  it('still wants any other figure in the quote itself', () => {
    expect(figuresAgree('led a team of 4', 'team', 'Senior Actuarial Analyst', NOW, resume)).toBe(false);
  });
});

describe('parseClaimList', () => {
  it('reads the claims and drops malformed items', () => {
    const content = JSON.stringify({
      claims: [
        { claim: 'PhD from MIT', kind: 'degree', about: 'sender', resume_quote: null },
        { claim: 'Globex Retail', kind: 'employer', about: 'sender', resume_quote: 'Globex Retail' },
        { claim: '', kind: 'skill', about: 'sender', resume_quote: null },
        { claim: 'x', kind: 'astrology', about: 'sender', resume_quote: null },
      ],
    });
    expect(parseClaimList(content)).toEqual([
      listed('PhD from MIT', 'degree', null),
      listed('Globex Retail', 'employer', 'Globex Retail'),
    ]);
    expect(parseClaimList('Sure! Here are the claims: ...')).toBeNull();
    expect(parseClaimList('{"items": []}')).toBeNull();
  });
});

describe('checkByModel', () => {
  it('flags a claim without a quote, with a quote the resume does not hold, or with a quote of other figures', () => {
    const claims = checkByModel(
      [
        listed('data analyst at Globex Retail', 'title', 'Data Analyst, Globex Retail'),
        listed('cut report preparation time by 30%', 'metric', 'cutting preparation time by 30%'),
        listed('a PhD from MIT', 'degree', 'PhD in Statistics, MIT (2019)'),
        listed('led a team of 12 analysts', 'team', 'a team of 5 underwriters'),
        listed('Maya Chen', 'employer', null),
        listed('fluent in Klingon', 'language', null),
      ],
      EMAIL,
      SOURCES,
      NOW,
    );
    // A quote the resume holds backs the claim's words; a figure it does not back is flagged alone.
    expect(claims.map((c) => [c.kind, c.text, c.source])).toEqual([
      ['degree', 'a PhD from MIT', 'model'],
      ['team', '12', 'model'],
    ]);
    expect(claims[0]!.at).toBe(`${EMAIL.subject}\n${EMAIL.body}`.indexOf('a PhD from MIT'));
  });

  it('checks the whole figure when the model copies only part of it', () => {
    const email = { subject: 'Hi', body: 'Last year I closed $1.4M in new ARR.' };
    const resume = { ...SOURCES, resume: `${RESUME}\n- Closed $1.4M in new ARR in 2023.` };
    expect(checkByModel([listed('$1', 'metric', 'Closed $1.4M in new ARR in 2023.')], email, resume, NOW)).toEqual([]);
    const flagged = checkByModel([listed('$1', 'metric', 'Closed $2M in new ARR')], email, resume, NOW);
    expect(flagged.map((c) => c.text)).toEqual(['$1.4M']);
  });

  it('lets a figure stand elsewhere in the resume, as the floor does', () => {
    const email = { subject: 'Hi', body: 'At Globex Retail I cut report preparation time by 30%.' };
    const claims = readModelClaims(
      [listed('cut report preparation time by 30%', 'metric', 'Globex Retail')],
      email,
      SOURCES,
      NOW,
    );
    expect(claims.flagged).toEqual([]);
    expect(claims.backed.map((c) => c.text)).toEqual(['cut report preparation time by 30%']);
  });

  it('checks an unbacked claim on its words without the dates the resume holds at either end', () => {
    const email = { subject: 'Hi', body: 'Since 2020 I have been Head of Analytics at Globex Retail.' };
    const flagged = checkByModel(
      [listed('Since 2020 I have been Head of Analytics', 'title', null)],
      email,
      SOURCES,
      NOW,
    );
    expect(flagged.map((c) => c.text)).toEqual(['I have been Head of Analytics']);
    // A year the resume lacks stays in the claim.
    const other = { subject: 'Hi', body: 'Since 2012 I have been Head of Analytics at Globex Retail.' };
    const wide = checkByModel([listed('Since 2012 I have been Head of Analytics', 'title', null)], other, SOURCES, NOW);
    expect(wide.map((c) => c.text)).toEqual(['Since 2012 I have been Head of Analytics']);
  });

  it('never takes the job ad for the resume', () => {
    const claims = checkByModel(
      [listed('Spark', 'skill', 'We use Python, Spark and Scala.')],
      {
        subject: 'Hi',
        body: 'I use Spark daily.',
      },
      SOURCES,
    );
    expect(claims.map((c) => c.text)).toEqual(['Spark']);
  });
});

describe('unite', () => {
  const claim = (text: string, at: number, source: UnsupportedClaim['source']): UnsupportedClaim => ({
    kind: 'degree',
    text,
    at,
    about: 'sender',
    source,
  });

  it('keeps the floor’s narrower words, and a model claim that names something more', () => {
    const floor = [claim('PhD', 100, 'rules'), claim('Google', 200, 'rules')];
    const model = [claim('a PhD from MIT', 98, 'model'), claim('As a former Google engineer', 188, 'model')];
    expect(unite(floor, model).map((c) => c.text)).toEqual(['a PhD from MIT', 'PhD', 'Google']);
  });

  it('gives the floor’s words the kind the model listed them as', () => {
    const floor = [{ ...claim('Korean', 110, 'rules'), kind: 'skill' as const }];
    const united = unite(floor, [{ ...claim('fluent in Korean', 100, 'model'), kind: 'language' }]);
    expect(united.map((c) => [c.kind, c.text])).toEqual([['language', 'Korean']]);
  });

  it('adds what only the model found', () => {
    expect(unite([], [claim('fluent in Japanese', 10, 'model')]).map((c) => c.source)).toEqual(['model']);
  });

  it('lets a quote verified in the resume outweigh the floor on names, never on figures', () => {
    const verified = [claim('University of Seville', 50, 'model'), claim('a team of 12', 100, 'model')];
    const floor = [claim('Seville', 64, 'rules'), claim('12', 110, 'rules'), claim('Globex', 200, 'rules')];
    expect(unite(floor, [], verified).map((c) => c.text)).toEqual(['12', 'Globex']);
  });
});

describe('readModelClaims: what the company’s own page gives', () => {
  const email = {
    subject: 'Application',
    body: 'Dear Dr. Weiss,\n\nBrightwave Health’s work in Digital Health is the kind of work I want to be part of. I also know Spark.\n\nBest regards,\nMaya Chen',
  };
  const company = { name: 'Brightwave Health', logo: null, tagline: null, description: null, industry: 'Digital Health', size: null, headquarters: null, founded: null, specialties: [], website: null, linkedinUrl: null }; // prettier-ignore

  it('takes a name of the ad or profile in a sentence naming the company as the company’s, whoever the model said', () => {
    const claims = [listed('Digital Health', 'skill', null), listed('Spark', 'skill', null)];
    const flagged = readModelClaims(claims, email, { ...SOURCES, company }, NOW).flagged.map((c) => c.text);
    // "Spark" is the ad's too, but its sentence speaks of the sender alone: still flagged.
    expect(flagged).toEqual(['Spark']);
  });
});

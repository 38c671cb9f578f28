import type { CompanyProfile } from '@app/types';
import { describe, expect, it } from 'vitest';
import { claimWarning, findUnsupportedClaims, type GroundingSources } from './index.js';

const RESUME = `Ada Lovelace
Senior Frontend Engineer at Globex Corporation (2019 – present)
Frontend Developer, Initech, 2016 – 2019
Skills: React, TypeScript, Node.js, GraphQL, CSS
Led a team of 6 engineers; cut page load time by 35%. Managed a $2,000,000 budget.
BSc Computer Science, University of Leeds`;

const AD = `We are looking for a Senior React Developer with 5+ years of experience in React and Kafka.
You will join a team of 25 engineers serving 3 million users. A Bachelor's degree is a plus. Salary $120,000.`;

const COMPANY: CompanyProfile = {
  name: 'Acme Corp',
  logo: null,
  tagline: 'Payments for everyone',
  description: 'Acme builds payment tools for small shops.',
  industry: 'Financial Services',
  size: '201-500 employees',
  headquarters: 'Austin, Texas',
  founded: '2009',
  specialties: ['payments', 'fintech'],
  website: 'https://acme.example',
  linkedinUrl: null,
};

const SOURCES: GroundingSources = {
  resume: RESUME,
  jobTitle: 'Senior React Developer',
  companyName: 'Acme Corp',
  jobDescription: AD,
  posterName: 'Maria Lopez',
  posterTitle: 'Head of Engineering',
  company: COMPANY,
  senderName: 'Ada Lovelace',
};

const NOW = new Date('2025-06-01T00:00:00Z');
const claims = (body: string, sources: Partial<GroundingSources> = {}, subject = 'Application') =>
  findUnsupportedClaims({ subject, body }, { ...SOURCES, ...sources }, NOW).map(({ kind, text, about }) => ({
    kind,
    text,
    about,
  }));
const texts = (body: string, sources: Partial<GroundingSources> = {}) => claims(body, sources).map((c) => c.text);

describe('findUnsupportedClaims', () => {
  it('finds nothing in an email that only repeats the resume and the ad', () => {
    const body = `Dear Maria Lopez,

I am writing to apply for the Senior React Developer position at Acme Corp. In my current role as Senior Frontend
Engineer at Globex Corporation I build interfaces in React and TypeScript, and at Initech I led a team of 6 engineers
and cut page load time by 35%. I hold a BSc in Computer Science.

I would love to bring this experience to Acme and its payments work.

Best regards,
Ada Lovelace`;
    expect(claims(body)).toEqual([]);
  });

  describe('emails as models write them', () => {
    const MODEL_EN = `Dear Maria,

I'm excited to apply for the Senior React Developer role at Acme Corp. With over five years of experience building
web applications in React and TypeScript, I'm confident I can contribute to your payments team from day one.

At Globex Corporation, I lead the frontend for our customer dashboard, and before that at Initech I led a team of 6
engineers that cut page load time by 35%. I noticed your team is looking for experience with Kafka; while my
background is centred on the frontend, I am eager to learn.

I'd welcome the opportunity to discuss how my background aligns with Acme's goals.

Best regards,
Ada Lovelace
ada@example.com | +44 20 7946 0958`;

    const MODEL_ES = `Estimada Maria Lopez:

Me dirijo a ustedes para postularme al puesto de Senior React Developer en Acme Corp. Desde 2019 trabajo como Senior
Frontend Engineer en Globex Corporation, donde desarrollo aplicaciones con React y TypeScript. Anteriormente, en
Initech, lideré un equipo de 6 ingenieros y reduje el tiempo de carga en un 35%.

Saludos cordiales,
Ada Lovelace`;

    it('finds nothing in honest emails in English and Spanish', () => {
      expect(claims(MODEL_EN)).toEqual([]);
      expect(claims(MODEL_ES)).toEqual([]);
    });

    it('flags exactly what was changed into an invention', () => {
      const invented = MODEL_EN.replace('over five years', 'over 10 years')
        .replace('At Globex Corporation', 'At Google')
        .replace('cut page load time by 35%', 'cut page load time by 60%')
        .replace('I noticed your team is looking for experience with Kafka;', 'I have run Kafka in production;');
      expect(texts(invented)).toEqual(['over 10 years', 'Google', '60%', 'Kafka']);
      const es = MODEL_ES.replace('en un 35%', 'en un 50%').replace('Desde 2019', 'Desde 2012');
      expect(texts(es)).toEqual(['Desde 2012', '50%']);
    });
  });

  describe('numbers', () => {
    it('flags a team size and a number of years the resume does not show', () => {
      expect(claims('I led a team of 40 engineers for 12 years.')).toEqual([
        { kind: 'team', text: 'team of 40 engineers', about: 'sender' },
        { kind: 'years', text: '12 years', about: 'sender' },
      ]);
    });

    it('accepts years of experience the dated roles add up to', () => {
      // 2016 to the present is nine years.
      expect(texts('I bring 8 years of frontend experience and over five years with React.')).toEqual([]);
      expect(texts('I bring 12 years of frontend experience.')).toEqual(['12 years']);
    });

    it('accepts a requirement of the ad when the sentence gives it to the company', () => {
      expect(texts('Your team of 25 engineers, serving 3 million users, is the kind I want to join.')).toEqual([]);
      expect(texts('I see you are looking for 5+ years of React experience.')).toEqual([]);
    });

    it('flags a number of the ad when the email gives it to the sender', () => {
      expect(texts('I have 25 years of React experience.')).toEqual(['25 years']);
      expect(claims('I have managed 25 engineers.')).toEqual([{ kind: 'team', text: '25 engineers', about: 'sender' }]);
    });

    it('flags percentages and money the resume does not hold, in any spelling', () => {
      expect(texts('I increased revenue by 20% and saved $500k.')).toEqual(['20%', '$500k']);
      expect(texts('I cut page load time by 35 percent and managed a $2M budget.')).toEqual([]);
    });

    it('flags a figure about the company that neither the ad nor the profile gives', () => {
      expect(claims('I admire that your platform serves 10,000 customers.')).toEqual([
        { kind: 'metric', text: '10,000 customers', about: 'company' },
      ]);
      expect(texts('I admire that you were founded in 2009 in Austin.')).toEqual([]);
    });

    it('leaves dates, times, versions, list markers and contact details alone', () => {
      const body = `I am available from March 3 or 5th of May, any day after 9:30.
1. React 18 and Node.js 20 are my daily tools.
You can reach me at +1 415 555 0100, ada@example.com or https://ada.dev/2024.`;
      expect(claims(body)).toEqual([]);
    });

    it('does not read the job title, company name, recipient or sender as claims', () => {
      const sources = { jobTitle: 'Engineer II, Platform 3', companyName: '37signals', senderName: 'Ada Lovelace 2nd' };
      expect(texts('I want to join 37signals as Engineer II, Platform 3.', sources)).toEqual([]);
    });
  });

  describe('employers', () => {
    it('accepts organisations the resume names', () => {
      expect(texts('I worked at Globex for years, and during my time at Initech I shipped a redesign.')).toEqual([]);
    });

    it('flags organisations the resume never names', () => {
      expect(claims('I spent two years at Hooli.')).toEqual([
        { kind: 'years', text: 'two years', about: 'sender' },
        { kind: 'employer', text: 'Hooli', about: 'sender' },
      ]);
      expect(texts('As a consultant for Umbrella Health, I built dashboards.')).toEqual([
        'consultant',
        'Umbrella Health',
      ]);
      expect(texts('At Stark Industries, I rebuilt the checkout.')).toEqual(['Stark Industries']);
      expect(texts('I joined Wayne Enterprises in 2019.')).toEqual(['Wayne Enterprises']);
    });

    it('never treats the company applied to, skills or teams as past employers', () => {
      expect(texts("I'd love to work at Acme and look forward to working with you.")).toEqual([]);
      expect(texts('I have worked with React and TypeScript, and with Product Managers.')).toEqual([]);
    });
  });

  describe('degrees', () => {
    it('accepts a degree at the level the resume shows', () => {
      expect(texts("I hold a B.Sc. in Computer Science, a bachelor's degree.")).toEqual([]);
    });

    it('flags degrees the resume does not show', () => {
      expect(claims('I also hold an MBA.')).toEqual([{ kind: 'degree', text: 'MBA', about: 'sender' }]);
      expect(texts("I completed a Master's degree and a PhD.")).toEqual(["Master's degree", 'PhD']);
    });

    it('accepts the degree the ad asks for when the sentence gives it to the company', () => {
      expect(texts("I noticed you would like a Bachelor's degree.", { resume: 'Ada Lovelace\nReact' })).toEqual([]);
    });

    it('does not take a Scrum Master or master data for a degree', () => {
      expect(texts('I worked closely with our Scrum Master on master data.')).toEqual([]);
    });
  });

  describe('skills', () => {
    it('flags a skill claimed by the sender that only the ad has', () => {
      expect(claims('I have built event pipelines with Kafka.')).toEqual([
        { kind: 'skill', text: 'Kafka', about: 'sender' },
      ]);
      expect(texts('I would bring my Kafka skills to your team.')).toEqual(['Kafka']);
    });

    it('accepts a skill of the ad that the sentence gives to the company', () => {
      expect(texts('I noticed that your team runs on Kafka.')).toEqual([]);
      expect(texts('I am excited about the Kafka platform you are building.')).toEqual([]);
    });

    it('flags a skill that neither the resume nor the ad has, whoever it is given to', () => {
      expect(claims('Your move to Kubernetes is exciting.')).toEqual([
        { kind: 'skill', text: 'Kubernetes', about: 'company' },
      ]);
    });

    it('reads common words that are also technology names as words', () => {
      const body = 'I would like to express my interest; I go the extra mile and excel at the rest of the work.';
      expect(claims(body)).toEqual([]);
    });
  });

  describe('other languages', () => {
    it('reads Spanish claims about the sender', () => {
      const body = 'Tengo 12 años de experiencia con React. Trabajé en Hooli como desarrolladora frontend.';
      expect(texts(body)).toEqual(['12 años', 'Hooli']);
    });

    it('reads German claims about the sender', () => {
      const body = 'Ich habe 12 Jahre bei Hooli als Entwicklerin gearbeitet und einen Master of Science.';
      expect(texts(body)).toEqual(['12 Jahre', 'Hooli', 'Master of Science']);
    });

    it('reads French claims about the sender', () => {
      expect(texts("J'ai travaillé chez Hooli pendant 12 ans.")).toEqual(['Hooli', '12 ans']);
    });
  });

  it('checks the subject line too', () => {
    const found = claims('Hello.', {}, 'Senior React Developer with 15 years of experience');
    expect(found.map((c) => c.text)).toEqual(['15 years']);
  });

  it('names each unsupported claim once', () => {
    expect(texts('I have 12 years of React. Those 12 years taught me a lot.')).toEqual(['12 years']);
  });
});

describe('claimWarning', () => {
  it('says in a sentence a job seeker understands what the resume does not back', () => {
    expect(claimWarning({ kind: 'school', text: 'MIT', about: 'sender' })).toBe(
      'The email says you studied at "MIT"; your resume does not mention it.',
    );
    expect(claimWarning({ kind: 'employer', text: 'Hooli', about: 'sender' })).toBe(
      'The email says you worked at or with "Hooli"; your resume does not mention it.',
    );
    expect(claimWarning({ kind: 'title', text: 'Senior Data Scientist', about: 'unclear' })).toBe(
      'The email calls you "Senior Data Scientist"; your resume does not give you that title.',
    );
    expect(claimWarning({ kind: 'years', text: 'over 10 years', about: 'sender' })).toBe(
      'The email says "over 10 years" about your experience; your resume does not show that.',
    );
    expect(claimWarning({ kind: 'award', text: 'President’s Club', about: 'sender' })).toBe(
      'The email says "President’s Club" about an award; your resume does not mention it.',
    );
    expect(claimWarning({ kind: 'language', text: 'bilingual in English and Spanish', about: 'sender' })).toBe(
      'The email says "bilingual in English and Spanish" about the languages you speak; your resume does not show that.',
    );
    expect(claimWarning({ kind: 'location', text: 'called Portland home', about: 'sender' })).toBe(
      'The email says "called Portland home" about where you live or may work; your resume does not mention it.',
    );
    expect(claimWarning({ kind: 'metric', text: '10,000 customers', about: 'company' })).toBe(
      'The email says "10,000 customers" about the company; neither the job ad nor your resume mentions it.',
    );
  });
});

describe('the kinds a model invents', () => {
  const resume = `Noa Levi
Tel Aviv, Israel · noa.levi@example.com
Product Designer, Lumen Apps (2020 – present)
- Led the redesign of the checkout, used by 3 squads; conversion up 11%.
Junior Designer, Kite Studio (2018 – 2020)
TOOLS
Figma, Sketch
EDUCATION
B.A. Visual Communication, Bezalel Academy of Arts and Design (2014 – 2018)
CERTIFICATIONS
Certified Usability Analyst (CUA)
AWARDS
Red Dot Award: Brands & Communication Design 2022 – shortlist
LANGUAGES
Hebrew (native), English (C1), French (B1)`;
  const sources: Partial<GroundingSources> = {
    resume,
    jobTitle: 'Lead Product Designer',
    companyName: 'Parcel',
    jobDescription:
      'Parcel is hiring a Lead Product Designer in Paris. Figma, Framer and Principle; fluent French required.',
    senderName: 'Noa Levi',
  };
  const flagged = (body: string) => texts(body, sources);

  it('flags a school, and accepts the one the resume names', () => {
    expect(flagged('I graduated from the Royal College of Art.')).toEqual(['Royal College of Art']);
    expect(flagged('I studied visual communication at the Bezalel Academy of Arts and Design.')).toEqual([]);
  });

  it('flags a certification or membership at another level or of another body, and accepts the one held', () => {
    expect(
      flagged('I am a Certified Usability Analyst (CUA) and a member of the Interaction Design Association.'),
    ).toEqual(['Interaction Design Association']);
    expect(flagged('Je suis également certifiée UX-PM niveau 3.')).toEqual(['UX-PM']);
  });

  it('flags a title above the resume’s, and accepts the resume’s own', () => {
    expect(flagged('As Principal Product Designer at Lumen Apps, I led the checkout redesign.')).toEqual([
      'Principal Product Designer',
    ]);
    expect(flagged('Como diseñadora de producto en Lumen Apps, rediseñé el proceso de pago.')).toEqual([]);
    expect(flagged('I am excited to apply for the Lead Product Designer role at Parcel.')).toEqual([]);
  });

  it('flags a language the resume lacks or a level above its own', () => {
    expect(flagged('I speak fluent French and some Italian.')).toEqual(['fluent French', 'Italian']);
    expect(flagged('Ich spreche Hebräisch als Muttersprache und Englisch auf C1-Niveau.')).toEqual([]);
  });

  it('flags where the sender lives or may work when the resume does not say it, whatever the ad asks', () => {
    expect(flagged('I am based in Paris and hold an EU Blue Card.')).toEqual(['based in Paris', 'EU Blue Card']);
    expect(flagged('Vivo en Tel Aviv.')).toEqual([]);
  });

  it('flags an award the resume does not show, and a win where it shows a shortlist', () => {
    expect(flagged('My checkout redesign won a Red Dot Award in 2022.')).toEqual(['won a Red Dot Award']);
    expect(flagged('J’ai aussi reçu le prix Webby 2023.')).toEqual(['prix Webby 2023']);
  });

  it('flags a publication or talk the resume does not list', () => {
    expect(flagged('I wrote about design systems in Smashing Magazine.')).toEqual(['Smashing Magazine']);
    expect(flagged('Ich habe auf der Config 2023 einen Vortrag gehalten.')).toEqual(['Config 2023 einen Vortrag']);
  });

  it('flags a tool of the ad the resume lacks, and its neighbours in a list, but not what the resume has', () => {
    expect(flagged('I prototype daily in Figma, Framer and Principle.')).toEqual(['Framer', 'Principle']);
  });
});

describe('who "du" is in German', () => {
  it('keeps the German "you" for the company, and reads the French "du" of a name as none', async () => {
    const { SubjectReader } = await import('./about.js');
    const reader = new SubjectReader('de');
    const said = (t: string) => reader.markers(t).map((m) => t.slice(m.index, m.end));
    expect(said('Wenn du Fragen hast, melde dich.')).toContain('du');
    expect(said('Ich weiß, dass du ein tolles Team hast.')).toContain('du');
    expect(said('Ich habe an der École du Louvre studiert.')).not.toContain('du');
    expect(said('Ich bin Absolventin des Institut national du patrimoine.')).not.toContain('du');
  });
});

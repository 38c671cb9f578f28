import { describe, expect, it } from 'vitest';
import { templateLanguage } from './email-locale.js';
import { findUnsupportedClaims } from './grounding/index.js';
import { detectLanguage } from './language.js';
import { findPlaceholders } from './placeholders.js';
import { composeTemplateEmail, templateDrafts, type TemplateInput } from './template-composer.js';

const RESUME = `Ada Lovelace
Senior Frontend Engineer at Globex Corporation (2019 – present)
Frontend Developer, Initech, 2016 – 2019
Skills: CSS, React, TypeScript, Node.js, Docker
BSc Computer Science, University of Leeds`;

const EN_AD =
  'We are looking for a React Developer with 5+ years of experience. You will use TypeScript and React daily, ' +
  'with Node.js, GraphQL and Kafka. A Bachelor degree is a plus.';
const ES_AD =
  'Buscamos un Desarrollador React para nuestro equipo en Madrid. Trabajarás con TypeScript y React, además de ' +
  'Node.js y Kafka. Requisitos: experiencia de al menos 3 años y ganas de aprender.';

const ACHIEVER = `Ada Lovelace
EXPERIENCE
Senior Frontend Engineer at Globex Corporation (2019 – present)
- Cut the JavaScript bundle size by 38% with code splitting in React. Presented it at the team meetup.
- Led the migration of 14 pages to TypeScript and React.
- Organised the office choir for 3 years.
Skills: React, TypeScript`;
const PERF_AD =
  'We want to reduce our bundle size and page load times. You know React and TypeScript; the goal is a faster shop.';

const input = (over: Partial<TemplateInput> = {}): TemplateInput => ({
  language: 'en',
  jobTitle: 'React Developer',
  companyName: 'Acme Corp',
  jobDescription: EN_AD,
  resume: RESUME,
  posterName: 'Maria Lopez',
  senderName: 'Ada Lovelace',
  ...over,
});

const grounded = (i: TemplateInput, email: { subject: string; body: string }) =>
  findUnsupportedClaims(email, {
    resume: i.resume,
    jobTitle: i.jobTitle,
    companyName: i.companyName,
    jobDescription: i.jobDescription,
    posterName: i.posterName,
    senderName: i.senderName,
  });

describe('composeTemplateEmail', () => {
  it('writes a short English email from the resume facts that match the job, title skills first', () => {
    const email = composeTemplateEmail(input());
    expect(email.subject).toBe('Application for React Developer position at Acme Corp');
    expect(email.body).toBe(`Dear Maria Lopez,

I am writing to apply for the React Developer position at Acme Corp. I currently work as Senior Frontend Engineer at Globex Corporation. My experience with React, TypeScript and Node.js matches what this role asks for.

I would welcome the chance to discuss how I could contribute to Acme Corp. Thank you for your time and consideration.

Best regards,
Ada Lovelace`);
  });

  it('greets neutrally when the poster is unknown, and leaves out what the resume does not show', () => {
    const email = composeTemplateEmail(input({ posterName: null, resume: 'Ada Lovelace\nI enjoy Kafka and Rust.' }));
    expect(email.body.startsWith('Dear Hiring Manager,\n\nI am writing to apply')).toBe(true);
    expect(email.body).toContain('My experience with Kafka matches what this role asks for.');
    expect(email.body).not.toContain('currently work');
  });

  it('writes Spanish, French and German, chosen by the language of the ad', () => {
    const es = composeTemplateEmail(
      input({ language: templateLanguage(detectLanguage(ES_AD)), jobDescription: ES_AD }),
    );
    expect(es.subject).toBe('Candidatura para el puesto de React Developer en Acme Corp');
    expect(es.body).toContain('Le escribo para presentar mi candidatura al puesto de React Developer en Acme Corp.');
    expect(es.body).toContain('Actualmente trabajo como Senior Frontend Engineer en Globex Corporation.');
    expect(es.body).toContain('Mi experiencia con React, TypeScript y Node.js encaja con lo que pide el puesto.');
    expect(es.body.endsWith('Saludos cordiales,\nAda Lovelace')).toBe(true);

    const fr = composeTemplateEmail(input({ language: 'fr', posterName: null }));
    expect(fr.body.startsWith('Madame, Monsieur,')).toBe(true);
    expect(fr.body).toContain("J'occupe actuellement le poste de Senior Frontend Engineer chez Globex Corporation.");
    expect(fr.body.endsWith('Cordialement,\nAda Lovelace')).toBe(true);

    const de = composeTemplateEmail(input({ language: 'de' }));
    expect(de.subject).toBe('Bewerbung als React Developer bei Acme Corp');
    expect(de.body).toContain('Derzeit arbeite ich als Senior Frontend Engineer bei Globex Corporation.');
    expect(de.body.endsWith('Mit freundlichen Grüßen\nAda Lovelace')).toBe(true);
  });

  it('falls back to English for languages it has no template for', () => {
    expect(templateLanguage('it')).toBe('en');
    expect(templateLanguage(null)).toBe('en');
  });

  it('passes its own grounding check and leaves no placeholders, in every language', () => {
    for (const language of ['en', 'es', 'fr', 'de'] as const) {
      for (const posterName of ['Maria Lopez', null]) {
        const i = input({ language, posterName });
        const email = composeTemplateEmail(i);
        expect(grounded(i, email)).toEqual([]);
        expect(findPlaceholders(`${email.subject}\n${email.body}`)).toEqual([]);
      }
    }
  });

  it('opens with the achievement that best answers the ad, quoted from the resume, then the fit', () => {
    const i = input({ resume: ACHIEVER, jobDescription: PERF_AD, posterName: null });
    const { body } = composeTemplateEmail(i);
    const paragraphs = body.split('\n\n');
    expect(paragraphs[0]).toBe('Dear Hiring Manager,');
    expect(paragraphs[1]).toBe(
      'One result from my work that fits what you are looking for: “Cut the JavaScript bundle size by 38% with code splitting in React.”',
    );
    // The fit follows, with a skill the quote did not show; no list of skills makes the body.
    expect(paragraphs[2]).toBe(
      'I am writing to apply for the React Developer position at Acme Corp. I currently work as Senior Frontend Engineer at Globex Corporation. My experience with TypeScript matches what this role asks for.',
    );
    expect(grounded(i, composeTemplateEmail(i))).toEqual([]);
  });

  it('gives each Regenerate a different draft (next achievement, then the other wording), the same per attempt', () => {
    const i = input({ resume: ACHIEVER, jobDescription: PERF_AD });
    const n = templateDrafts(i);
    expect(n).toBe(4); // two achievements that fit the ad, in two wordings; the unrelated one is never used
    const drafts = Array.from({ length: n }, (_, k) => composeTemplateEmail({ ...i, attempt: k + 1 }).body);
    expect(new Set(drafts).size).toBe(n);
    expect(drafts[1]).toContain('“Led the migration of 14 pages to TypeScript and React.”');
    expect(drafts.join('\n')).not.toContain('choir');
    expect(composeTemplateEmail({ ...i, attempt: 3 }).body).toBe(drafts[2]);
    // Past the last draft it starts over (the service says so before asking).
    expect(composeTemplateEmail({ ...i, attempt: n + 1 }).body).toBe(drafts[0]);
  });

  it('still varies the wording when the resume has no achievement that fits', () => {
    const i = input();
    expect(templateDrafts(i)).toBe(2);
    const [first, second] = [1, 2].map((attempt) => composeTemplateEmail({ ...i, attempt }).body);
    expect(second).not.toBe(first);
    expect(second).toContain('I would like to apply for the React Developer role at Acme Corp.');
  });

  it('quotes in the ad’s language and goes on in lower case after the German greeting', () => {
    const de = composeTemplateEmail(
      input({ language: 'de', resume: ACHIEVER, jobDescription: PERF_AD, posterName: null }),
    );
    expect(de.body).toContain(
      'Sehr geehrte Damen und Herren,\n\nein Ergebnis aus meiner Arbeit, das zu Ihren Anforderungen passt: „Cut the JavaScript bundle size by 38% with code splitting in React“.\n\nHiermit bewerbe ich mich',
    );
    const fr = composeTemplateEmail(input({ language: 'fr', resume: ACHIEVER, jobDescription: PERF_AD }));
    expect(fr.body).toContain('« Cut the JavaScript bundle size by 38% with code splitting in React »');
  });

  it('ends without a name line when the sender is unknown', () => {
    expect(composeTemplateEmail(input({ senderName: null })).body.endsWith('Best regards,')).toBe(true);
  });
});

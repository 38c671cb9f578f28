import { describe, expect, it } from 'vitest';
import { checkByRules } from '../check-rules.js';
import type { GroundingSources } from '../types.js';

const RESUME = `Lena Vogel
Hamburg, Germany · lena.vogel@example.com
UX Researcher, Nordwind Media — Hamburg (2020 – present)
Student Assistant, Universität Wien (2017 – 2019)`;

const SOURCES: GroundingSources = {
  resume: RESUME,
  jobTitle: 'Senior UX Researcher',
  companyName: 'Fjord Mobility',
  jobDescription: 'Fjord Mobility is hiring a Senior UX Researcher in Copenhagen.',
  senderName: 'Lena Vogel',
};
const NOW = new Date('2026-06-01T00:00:00Z');
const flagged = (body: string) =>
  checkByRules({ subject: 'Application', body }, SOURCES, NOW).map(({ kind, text }) => `${kind}: ${text}`);

describe('where the sender lives or has lived, however it is said', () => {
  it('flags a place the sender calls home, in every language', () => {
    expect(flagged("I've made Denver my home since 2019.")).toEqual(['location: made Denver my home']);
    expect(flagged('I have called Portland home for a decade.')).toEqual(['location: called Portland home']);
    expect(flagged('Lisbon has been my home for five years.')).toEqual(['location: Lisbon has been my home']);
    expect(flagged('Hice de Valencia mi hogar hace años.')).toEqual(['location: Hice de Valencia mi hogar']);
    expect(flagged('Lyon est devenue ma ville d’adoption.')).toEqual([
      'location: Lyon est devenue ma ville d’adoption',
    ]);
    expect(flagged('Leipzig ist seit Jahren meine Wahlheimat.')).toEqual([
      'location: Leipzig ist seit Jahren meine Wahlheimat',
    ]);
  });

  it('flags a stay the sender spent somewhere: a semester, an academic year, a summer', () => {
    expect(flagged('I spent a semester in Lyon as an exchange student.')).toEqual([
      'location: spent a semester in Lyon',
    ]);
    expect(flagged('Pasé un año académico en Bolonia.')).toEqual(['location: Pasé un año académico en Bolonia']);
    expect(flagged("J'ai passé une année d'échange à Montréal.")).toEqual([
      "location: passé une année d'échange à Montréal",
    ]);
    expect(flagged('Ich habe ein Auslandssemester in Lyon verbracht.')).toEqual([
      'location: Auslandssemester in Lyon verbracht',
    ]);
  });

  it('reads places joined by "and" as two places', () => {
    expect(flagged("J'ai passé un semestre à Dublin et Lille est ma ville d'adoption.")).toEqual([
      'location: passé un semestre à Dublin',
      "location: Lille est ma ville d'adoption",
    ]);
  });

  it('flags where the sender grew up, was born or comes from', () => {
    expect(flagged('I grew up in Austin.')).toEqual(['location: grew up in Austin']);
    expect(flagged("I'm a Seattle native.")).toEqual(['location: a Seattle native']);
    expect(flagged('Crecí en Sevilla.')).toEqual(['location: Crecí en Sevilla']);
    expect(flagged('Je suis originaire de Nantes.')).toEqual(['location: originaire de Nantes']);
    expect(flagged('Ich bin in Graz aufgewachsen.')).toEqual(['location: in Graz aufgewachsen']);
  });

  it('accepts the places the resume names, in any spelling, and wishes', () => {
    expect(flagged('Hamburg has been my home since 2020.')).toEqual([]);
    expect(flagged('I spent two years in Vienna during my studies.')).toEqual([]);
    expect(flagged('Ich habe zwei Jahre in Wien gelebt.')).toEqual([]);
    expect(flagged('Ich habe viel Zeit in Workshops verbracht.')).toEqual([]);
    expect(flagged('We grew the pipeline raised in Q3 by a third.')).toEqual(['metric: a third']);
    expect(flagged("I'd love to make Copenhagen my home.")).toEqual([]);
    expect(flagged('I spent a year at Hooli.')).toEqual(['employer: Hooli']);
    expect(flagged('We moved to Kubernetes in 2021.')).toEqual(['skill: Kubernetes']);
  });
});

describe('where the sender lives now', () => {
  it('reads German sentences that put the verb last ("da ich bereits in Bremen wohne")', () => {
    expect(flagged('Da ich bereits in Bremen wohne, kann ich sofort anfangen.')).toEqual(['location: in Bremen wohne']);
    expect(flagged('Da ich inzwischen in Hamburg lebe, ist der Weg kurz.')).toEqual([]);
  });

  it('backs where one lives now by the resume’s address or current job, not by a place of past studies', () => {
    expect(flagged('I live in Vienna, so the commute is short.')).toEqual(['location: live in Vienna']);
    expect(flagged('Installée à Vienne depuis l’an dernier, je connais bien la ville.')).toEqual([
      'location: Installée à Vienne',
    ]);
    expect(flagged('Resido en Viena desde hace un año.')).toEqual(['location: Resido en Viena']);
    expect(flagged('Ich wohne in Hamburg.')).toEqual([]);
    expect(flagged('I spent two years in Vienna during my studies.')).toEqual([]);
  });

  it('lets any place back where one lives when the resume gives no address', () => {
    const resume = `Lena Vogel\nlena.vogel@example.com · +49 40 1234567\nUX Researcher, Nordwind Media (2020 – present)\nStudent Assistant, Universität Wien (2017 – 2019)`;
    const check = (body: string) =>
      checkByRules({ subject: 'Application', body }, { ...SOURCES, resume }, NOW).map(
        ({ kind, text }) => `${kind}: ${text}`,
      );
    expect(check('I live in Vienna.')).toEqual([]);
  });

  it('does not take a town near which the sender lives for the town itself', () => {
    const resume = `Lena Vogel\nAhrensburg (near Hamburg) · lena.vogel@example.com\nUX Researcher, Nordwind Media (2020 – present)`;
    const check = (body: string) =>
      checkByRules({ subject: 'Application', body }, { ...SOURCES, resume }, NOW).map(
        ({ kind, text }) => `${kind}: ${text}`,
      );
    expect(check('I live in Hamburg.')).toEqual(['location: live in Hamburg']);
    expect(check('I live in Ahrensburg.')).toEqual([]);
  });

  it('reads a town after the sender’s name in the subject as where they live', () => {
    const subject = (line: string) =>
      checkByRules({ subject: line, body: 'Hello.' }, { ...SOURCES, senderName: null }, NOW).map(
        ({ kind, text }) => `${kind}: ${text}`,
      );
    expect(subject('Senior UX Researcher – Lena Vogel, Aarhus')).toEqual(['location: Aarhus']);
    expect(subject('Senior UX Researcher – Lena Vogel (Aarhus)')).toEqual(['location: Aarhus']);
    expect(subject('Senior UX Researcher – Lena Vogel, Hamburg')).toEqual([]);
    expect(subject('Senior UX Researcher – Lena Vogel, UX Researcher')).toEqual([]);
  });
});

describe('where one lives now, said with a word of time', () => {
  it('reads "inzwischen", "ahora", "désormais", "recently" between the verb and the place', () => {
    expect(flagged('Ich lebe inzwischen in Bremen.')).toEqual(['location: lebe inzwischen in Bremen']);
    expect(flagged('Ahora vivo en Bilbao.')).toEqual(['location: vivo en Bilbao']);
    expect(flagged("J'habite désormais à Lille.")).toEqual(["location: J'habite désormais à Lille"]);
  });
});

describe('documents that give the right to work, and German word order', () => {
  it('flags a passport, a permit or a border worker status the resume does not state', () => {
    expect(flagged('I hold a Portuguese passport, so I can start right away.')).toEqual([
      'location: Portuguese passport',
    ]);
    expect(flagged('Titulaire d’un permis B, je peux commencer immédiatement.')).toEqual(['location: permis B']);
    expect(flagged('Als Grenzgängerin kenne ich den Arbeitsmarkt.')).toEqual(['location: Grenzgängerin']);
  });

  it('reads the place after a verb the German subject follows', () => {
    expect(flagged('Seit März wohne ich in Lübeck und pendle nach Hamburg.')).toEqual([
      'location: wohne ich in Lübeck',
    ]);
    expect(flagged('Seit 2020 wohne ich in Hamburg.')).toEqual([]);
  });
});

describe('a degree after the name on the subject line', () => {
  it('reads "Name, MPharm" as a degree, not a town', () => {
    const resume = `Amelia Hartley
Specialist Pharmacist — Leeds, UK
MPharm (Hons) Master of Pharmacy — University of Nottingham (2011 – 2015)`;
    const found = checkByRules(
      { subject: 'Pharmacist – application from Amelia Hartley, MPharm', body: 'Dear team, I am a pharmacist.' },
      { ...SOURCES, resume, senderName: undefined },
      NOW,
    );
    expect(found).toEqual([]);
  });
});

describe('a home already found in the new town', () => {
  it('flags a lease or a flat in a place the resume does not name, in every language', () => {
    expect(flagged('I have already signed a lease in Copenhagen for the autumn.')).toEqual([
      'location: signed a lease in Copenhagen',
    ]);
    expect(flagged('I have already secured a flat in Copenhagen.')).toEqual(['location: secured a flat in Copenhagen']);
    expect(flagged("J'ai déjà trouvé un appartement à Copenhague.")).not.toEqual([]);
    expect(flagged('Ya he alquilado un piso en Copenhague.')).not.toEqual([]);
    expect(flagged('I have already secured a flat in Hamburg.')).toEqual([]);
  });
});

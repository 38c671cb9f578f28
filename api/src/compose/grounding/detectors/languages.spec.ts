import { describe, expect, it } from 'vitest';
import { checkByRules } from '../check-rules.js';
import type { GroundingSources } from '../types.js';

const RESUME = `Amara Okafor
Customer Success Manager, Tidewater Labs (2019 – present)
LANGUAGES
English (native), Yoruba (native), French (B1)`;

const SOURCES: GroundingSources = {
  resume: RESUME,
  jobTitle: 'Customer Success Lead',
  companyName: 'Parcelo',
  jobDescription: 'Parcelo is hiring a Customer Success Lead. Fluent French is a plus.',
  senderName: 'Amara Okafor',
};
const NOW = new Date('2026-06-01T00:00:00Z');
const flagged = (body: string, resume = RESUME) =>
  checkByRules({ subject: 'Application', body }, { ...SOURCES, resume }, NOW).map(
    ({ kind, text }) => `${kind}: ${text}`,
  );

describe('a level given to a list of languages', () => {
  it('gives the level to every language of the list, before or after it, in every language', () => {
    // Each language is flagged on its own words (the level with the name next to it), never over the others'.
    expect(flagged("I'm bilingual in English and French.")).toEqual(['language: French']);
    expect(flagged('I am fluent in English, Yoruba and French.')).toEqual(['language: French']);
    expect(flagged("Je parle couramment l'anglais et le français.")).toEqual(['language: français']);
    expect(flagged('Hablo inglés y francés con fluidez.')).toEqual(['language: francés con fluidez']);
    expect(flagged('Ich spreche fließend Englisch und Französisch.')).toEqual(['language: Französisch']);
    expect(flagged('Hablo con fluidez francés, inglés y yoruba.')).toEqual(['language: con fluidez francés']);
  });

  it('accepts a list at a level the resume shows for each language, and levels given one by one', () => {
    expect(flagged("I'm bilingual in English and Yoruba.")).toEqual([]);
    expect(flagged('I speak English fluently and some French.')).toEqual([]);
    expect(flagged('I speak fluent English and basic French.')).toEqual([]);
    expect(flagged('Hablo inglés y yoruba con fluidez, y francés a nivel intermedio.')).toEqual([]);
    expect(flagged('Hablo inglés con nivel C2 y francés B1.')).toEqual([]);
    expect(flagged('Hablo inglés con nivel C2 y francés C1.')).toEqual(['language: francés C1']);
  });
});

describe('bilingual or trilingual without naming the languages', () => {
  it('wants as many languages spoken fluently on the resume', () => {
    expect(flagged("I'm bilingual, which helps with our West African accounts.")).toEqual([]);
    expect(flagged('I am trilingual.')).toEqual(['language: trilingual']);
    expect(flagged('Soy trilingüe.')).toEqual(['language: trilingüe']);
    expect(flagged('I am bilingual.', 'Amara Okafor\nLanguages: English (native), French (B1)')).toEqual([
      'language: bilingual',
    ]);
  });

  it('wants as many languages as the email counts', () => {
    expect(flagged('I speak three languages.')).toEqual([]);
    expect(flagged('I speak four languages.')).toEqual(['language: four languages']);
    expect(flagged('I am fluent in three languages.')).toEqual(['language: three languages']);
  });

  it('does not read bilingual people or material as a claim about the sender', () => {
    expect(flagged('I enjoy working with our bilingual customers.')).toEqual([]);
    expect(flagged('I wrote bilingual onboarding guides.')).toEqual([]);
  });
});

describe('languages the sender works in', () => {
  it('reads how comfortably one works in a language as a level, in every language', () => {
    expect(flagged('I work comfortably in French with our partners.')).toEqual(['language: comfortably in French']);
    expect(flagged('Trabajo con soltura en francés.')).toEqual(['language: con soltura en francés']);
    expect(flagged("Je suis à l'aise en français à l'oral comme à l'écrit.")).toEqual([
      "language: à l'aise en français",
    ]);
    expect(flagged('Auf Französisch verhandle ich mühelos.')).toEqual(['language: Französisch verhandle ich mühelos']);
    expect(flagged('I work comfortably in English.')).toEqual([]);
  });

  it('gives a language the level the resume states for it, not the level of a job line that only names it', () => {
    const resume = `${RESUME}\n- Served French and Yoruba speaking clients on the phone.`;
    expect(flagged('I speak French fluently.', resume)).toEqual(['language: French fluently']);
    expect(flagged('Hablo francés con fluidez.', resume)).toEqual(['language: francés con fluidez']);
    const unlisted = `${RESUME}\n- Served guests in English and Dutch.`;
    expect(flagged('I speak Dutch fluently.', unlisted)).toEqual([]);
  });
});

describe('languages in a list under one level, and pairs one translates', () => {
  const POLYGLOT = `Mirela Costa
LANGUAGES
Portuguese (native) · English (C2) · Italian (C1) · German (A2)`;
  const at = (body: string) =>
    checkByRules({ subject: 'Application', body }, { ...SOURCES, resume: POLYGLOT }, NOW).map(
      ({ kind, text }) => `${kind}: ${text}`,
    );

  it('flags only the language of a list the resume does not give at that level', () => {
    expect(at('I speak fluent German, English and Italian.')).toEqual(['language: fluent German']);
    expect(at('Hablo con fluidez italiano, inglés y alemán.')).toEqual(['language: alemán']);
    expect(at('Ich spreche fließend Englisch, Italienisch und Deutsch.')).toEqual(['language: Deutsch']);
  });

  it('flags a language of a pair one translates that the resume does not list, at any level', () => {
    expect(at('English into Portuguese is my main pair, and Spanish into Portuguese a second one.')).toEqual([
      'language: Spanish',
    ]);
    expect(at('Traduzco del italiano al portugués y del francés al portugués.')).toEqual(['language: francés']);
    expect(at('I translate English > Portuguese and German > Portuguese.')).toEqual([]);
  });
});

describe('languages beyond the common ones, the words for a modest level, and a CEFR code beside words', () => {
  const resume = `Ines Kaiser
Languages: German (native), English (C1), Dutch (B1 – daily use at work), Portuguese (fluent)`;

  it('knows regional and less common languages in every language we write in', () => {
    expect(flagged('I also get by in Welsh.', resume)).toEqual([]); // no level and no cue: not a claim about speaking
    expect(flagged('I speak conversational Welsh.', resume)).toEqual(['language: conversational Welsh']);
    expect(flagged('Je me débrouille en luxembourgeois.', resume)).toEqual([
      'language: me débrouille en luxembourgeois',
    ]);
    expect(flagged('Hablo euskera y me defiendo en gallego.', resume)).toHaveLength(2);
    expect(flagged('Ich spreche Elsässisch.', resume)).toEqual(['language: Elsässisch']);
  });

  it('reads "gutes Englisch", "working knowledge", "nociones" as levels', () => {
    expect(flagged('Ich verfüge über gutes Englisch.', resume)).toEqual([]);
    expect(flagged('Ich verfüge über gutes Niederländisch.', resume)).toEqual(['language: gutes Niederländisch']);
    expect(flagged('I have a working knowledge of Dutch.', resume)).toEqual([]);
  });

  it('takes the CEFR code over a word said beside it, and "enough for" as no higher than B1', () => {
    expect(flagged('Ich spreche verhandlungssicher Niederländisch.', resume)).toEqual([
      'language: verhandlungssicher Niederländisch',
    ]);
    expect(flagged('Mein Niederländisch reicht für den Arbeitsalltag gut aus.', resume)).toEqual([]);
    expect(flagged('My Dutch is good enough for daily work.', resume)).toEqual([]);
  });
});

describe('a list whose languages carry levels of their own', () => {
  it('gives the list’s level only to the names without one', () => {
    const resume = `Claire Dubois
Langues : Français (langue maternelle) · Anglais (C1) · Néerlandais (B2) · Allemand (A2)`;
    expect(
      flagged('Ich spreche fließend Deutsch, Niederländisch auf B2-Niveau und Englisch auf C1-Niveau.', resume),
    ).toEqual(['language: fließend Deutsch']);
  });
});

describe('school-level languages', () => {
  it('reads "school level" as a modest level, not a language named without one', () => {
    const resume = `Aoife Byrne
Languages: English (native) · German (A2) · French (school level)`;
    expect(flagged('I speak professional working French.', resume)).toEqual(['language: professional working French']);
    expect(flagged('I have some basic French.', resume)).toEqual([]);
  });
});

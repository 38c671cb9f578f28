import { describe, expect, it } from 'vitest';
import { checkByRules } from '../check-rules.js';
import type { GroundingSources } from '../types.js';

const RESUME = `Marta Kowalska
Learning Designer, Brightpath Academy (2019 – present)
- Built 30 online courses in Rise 360 and Moodle; ran learner surveys in Typeform.
Skills: instructional design, storyboarding, Rise 360, Moodle, Cypress`;

const SOURCES: GroundingSources = {
  resume: RESUME,
  jobTitle: 'Senior Learning Designer',
  companyName: 'Upskill Labs',
  jobDescription: `Upskill Labs is hiring a Senior Learning Designer. You will build courses in Adobe Captivate and
Moodle, and keep our Cypress and Detox test suites green. Analytics in Looker Studio is a plus.`,
  senderName: 'Marta Kowalska',
};
const NOW = new Date('2026-06-01T00:00:00Z');
const flagged = (body: string) =>
  checkByRules({ subject: 'Application', body }, SOURCES, NOW).map(({ kind, text }) => `${kind}: ${text}`);

describe('tools the ad names inside longer list items', () => {
  it('flags a tool the ad names at the end or the start of a list item, when the sender claims it', () => {
    expect(flagged('I have built several courses in Adobe Captivate.')).toEqual(['skill: Adobe Captivate']);
    expect(flagged('I also automated mobile checks with Detox.')).toEqual(['skill: Detox']);
  });

  it('accepts those tools the resume names, and the ad’s tools said of the company', () => {
    expect(flagged('I keep Cypress suites green and build courses in Moodle.')).toEqual([]);
    expect(flagged('I saw that your team builds its courses in Adobe Captivate.')).toEqual([]);
  });
});

describe('tools given as examples of tools', () => {
  it('flags each tool of a list after "tools such as", "herramientas como", "Tools:"', () => {
    expect(flagged('I plan sprints with tools such as Asana and Airtable.')).toEqual([
      'skill: Asana',
      'skill: Airtable',
    ]);
    expect(flagged('Trabajo con herramientas como Canva y Genially.')).toEqual(['skill: Canva', 'skill: Genially']);
    expect(flagged('Meine Tools: Moodle, Typeform und Padlet.')).toEqual(['skill: Padlet']);
  });
});

describe('tools named in product style after "using"', () => {
  it('flags a tool the sender says they used that the resume does not name, in every language', () => {
    expect(flagged('I storyboarded the whole programme using Miro Boards.')).toEqual(['skill: Miro Boards']);
    expect(flagged('Diseñé las evaluaciones utilizando Google Forms.')).toEqual(['skill: Google Forms']);
    expect(flagged("J'ai conçu les quiz à l'aide de Kahoot.")).toEqual(['skill: Kahoot']);
    expect(flagged('Die Umfragen habe ich mithilfe von Microsoft Forms ausgewertet.')).toEqual([
      'skill: Microsoft Forms',
    ]);
  });

  it('accepts tools the resume names and reads places and people after "using" as no tools', () => {
    expect(flagged('I surveyed learners using Typeform.')).toEqual([]);
    expect(flagged('I ran the pilot using Brightpath Academy learners.')).toEqual([]);
    expect(flagged('I planned the rollout using feedback from our learners in Lisbon.')).toEqual([]);
  });

  it('reads a year after a tool as a year, and quarters as no tools', () => {
    expect(flagged('We moved our courses to Moodle in 2021.')).toEqual([]);
    expect(flagged('I launched the Moodle catalogue in Q3, ahead of the H2 plan.')).toEqual([]);
  });
});

describe('tools the sender says they master', () => {
  it('flags the tools after "I master", "domino", "je maîtrise", "ich beherrsche" that the resume does not name', () => {
    expect(flagged('Je maîtrise également Articulate Storyline, des scénarios aux quiz.')).toEqual([
      'skill: Articulate Storyline',
    ]);
    expect(flagged('Domino Canvas LMS y Moodle desde hace años.')).toEqual(['skill: Canvas LMS']);
    expect(flagged('I am proficient in Articulate Storyline and Moodle.')).toEqual(['skill: Articulate Storyline']);
    expect(flagged('Ich beherrsche Articulate Storyline sehr gut.')).toEqual(['skill: Articulate Storyline']);
    expect(flagged('Je maîtrise Rise 360 et Moodle.')).toEqual([]);
  });
});

describe('words of the ad and the company that are no tools', () => {
  const sources = (jobDescription: string, companyName = 'Upskill Labs'): GroundingSources => ({
    ...SOURCES,
    jobDescription,
    companyName,
  });
  const check = (body: string, s: GroundingSources) =>
    checkByRules({ subject: 'Application', body }, s, NOW).map(({ kind, text }) => `${kind}: ${text}`);

  it('does not read a place the ad names as a tool', () => {
    const ad =
      'Upskill Labs, a training studio in Bristol, Portishead (Docklands) office, builds courses with Moodle and H5P.';
    expect(check('Bristol would be an easy move for me.', sources(ad))).toEqual([]);
    expect(check('I could be at the Docklands office from day one.', sources(ad))).toEqual([]);
  });

  it('does not read a capitalised German noun of the ad as a tool', () => {
    const ad = 'Wir bieten Kurse mit Moodle und H5P, Präsenz im Büro an zwei Tagen pro Woche.';
    expect(check('Die Präsenz im Büro pro Woche ist für mich kein Problem.', sources(ad))).toEqual([]);
  });

  it('does not read the company’s own name, or a part of it, as a tool', () => {
    expect(
      check('Hello BrightLearn team, I am glad to write.', sources('We use Moodle.', 'BrightLearn Academy')),
    ).toEqual([]);
  });

  it('reads the ad’s tools on the company’s platform, addressed informally in German, as the company’s', () => {
    const ad = 'Du baust Kurse in Moodle auf AWS.';
    expect(
      check(
        'Auf eurer AWS-Plattform würde ich mich schnell zurechtfinden, und die Arbeit mit dem Team ist mir wichtig.',
        sources(ad),
      ),
    ).toEqual([]);
  });
});

describe('credentials named like tools', () => {
  it('does not let a credential the resume lists as in progress back a claim to hold it', () => {
    const resume = `${RESUME}\nCPC for transport managers (in progress)`;
    const check = (body: string) =>
      checkByRules({ subject: 'Application', body }, { ...SOURCES, resume }, NOW).map(
        ({ kind, text }) => `${kind}: ${text}`,
      );
    expect(check('I hold a full CPC for transport managers.')).toEqual(['skill: CPC']);
    expect(check('I am working towards the CPC for transport managers.')).toEqual([]);
  });
});

describe('tools after a verb of using them', () => {
  it('flags the tools after "I use", "utilizo", "j’utilise", "ich nutze" that the resume does not name', () => {
    expect(flagged('For the explainer videos I use Vyond and Powtoon.')).toEqual(['skill: Vyond', 'skill: Powtoon']);
    expect(flagged('Utilizo Articulate Storyline a diario.')).toEqual(['skill: Articulate Storyline']);
    expect(flagged("J'utilise Articulate Storyline au quotidien.")).toEqual(['skill: Articulate Storyline']);
    expect(flagged('Für die Planung nutze ich Lernplattformen und Articulate Storyline.')).toEqual([
      'skill: Articulate Storyline',
    ]);
  });
});

describe('acronyms in the plural, and a later clause about the company', () => {
  const SURGEON = `Hanne Lund
Veterinary Surgeon, Fjord Animal Hospital (2018 – present)
- Soft-tissue surgery; CCL repair by TTA; 2 KPI dashboards for the clinic.`;
  const at = (body: string) =>
    checkByRules({ subject: 'Application', body }, { ...SOURCES, resume: SURGEON }, NOW).map(
      ({ kind, text }) => `${kind}: ${text}`,
    );

  it('reads an acronym in the plural as a tool, backed by the same acronym in the singular', () => {
    expect(at('I now perform TPLOs every week.')).toEqual(['skill: TPLOs']);
    expect(at('Realizo TTAs de forma rutinaria.')).toEqual([]);
    expect(at('Je suis les KPIs de la clinique chaque mois.')).toEqual([]);
  });

  it('does not give a tool to the company because a later clause after "so" or "but" is about it', () => {
    expect(at('- Daily work with the Zebrafix X2 scanner, so your imaging room would be familiar.')).toEqual([
      'skill: X2',
    ]);
    expect(at('Our clinic ran on Vetspace, like your practice.')).toEqual([]);
  });
});

describe('German nouns beside a tool in a list', () => {
  it('reads a capitalised German noun next to a tool as no tool, and still flags a tool in the list', () => {
    const jobDescription = 'Aufgaben: Schaltschrankbau, SPS-Steuerungen (Siemens S7, TIA Portal).';
    const at = (body: string) =>
      checkByRules({ subject: 'Bewerbung', body }, { ...SOURCES, jobDescription }, NOW).map(
        ({ kind, text }) => `${kind}: ${text}`,
      );
    expect(at('Ich baue Schaltschränke und Niederspannungshauptverteilungen mit Siemens S7.')).toEqual([
      'skill: Siemens S7',
    ]);
    expect(at('Ich programmiere mit Siemens S7, CODESYS und TIA Portal.')).toEqual([
      'skill: Siemens S7',
      'skill: CODESYS',
      'skill: TIA Portal',
    ]);
  });
});

describe('a level claimed for a skill', () => {
  const resume = 'Jonas Brückner\nKENNTNISSE\nSAP TM, Excel (Pivot, SVERWEIS), Power BI (Grundkenntnisse), SQL';
  const at = (body: string) =>
    checkByRules({ subject: 'Application', body }, { ...SOURCES, resume }, NOW).map(
      ({ kind, text }) => `${kind}: ${text}`,
    );

  it('flags "advanced Power BI" against a resume that gives Power BI at a beginner’s level, not plain use', () => {
    expect(at('I build advanced Power BI dashboards.')).toEqual(['skill: advanced Power BI']);
    expect(at('I build Power BI dashboards.')).toEqual([]);
    expect(at('I write advanced SQL.')).toEqual([]);
  });
});

describe('what an ad wishes for, however it says so', () => {
  const check = (jobDescription: string, body: string) =>
    checkByRules({ subject: 'Bewerbung', body }, { ...SOURCES, jobDescription }, NOW).map(
      ({ kind, text }) => `${kind}: ${text}`,
    );

  it('reads examples in brackets after "z. B.", "e.g.", "p. ej."', () => {
    const ad = 'Kenntnisse in CBT-Autorensystemen (z. B. Articulate Storyline) erwünscht.';
    expect(check(ad, 'Schulungsunterlagen erstelle ich mit Articulate Storyline.')).toEqual([
      'skill: Articulate Storyline',
    ]);
    expect(check('Authoring tools (e.g. Adobe Captivate) are a plus.', 'I build courses in Adobe Captivate.')).toEqual([
      'skill: Adobe Captivate',
    ]);
  });

  it('reads a wished-for item with its article and its acronym in brackets', () => {
    const ad = 'Erfahrung mit Python und Airflow; Kenntnisse in der Wirbelstromprüfung (NDT) von Vorteil.';
    expect(check(ad, 'Zudem habe ich Erfahrung in der Wirbelstromprüfung.')).toEqual(['skill: Wirbelstromprüfung']);
  });

  it('reads what "se valorará formación en" asks for', () => {
    const ad = 'Se valorará formación en Pilates terapéutico, doctorado o actividad investigadora.';
    expect(check(ad, 'En mis sesiones incorporo a diario el Pilates terapéutico.')).toEqual([
      'skill: Pilates terapéutico',
    ]);
  });
});

describe('a credential named after its body', () => {
  it('wants "WSET Diploma" as written when the resume holds another level of it', () => {
    const resume = `Julien Moreau
Chef sommelier — Lyon
WSET Level 3 Award in Wines, avec distinction (2018)`;
    const check = (body: string) =>
      checkByRules(
        { subject: 'Candidature', body },
        { ...SOURCES, resume, jobDescription: 'Le WSET Diploma est un atout.' },
        NOW,
      ).map(({ kind, text }) => `${kind}: ${text}`);
    expect(check('Je suis titulaire du WSET Diploma.')).toEqual(['skill: WSET Diploma']);
    expect(check('Je suis titulaire du WSET Level 3.')).toEqual([]);
  });
});

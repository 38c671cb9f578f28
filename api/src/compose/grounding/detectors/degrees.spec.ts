import { describe, expect, it } from 'vitest';
import { checkByRules } from '../check-rules.js';
import type { GroundingSources } from '../types.js';

const RESUMES = {
  en: `Noah Price
Leeds · noah.price@example.com
EXPERIENCE
Transport Planner — Dales Haulage, Leeds (2016 – present)
EDUCATION
BSc Geography, University of Leeds (2012 – 2015)
Full UK driving licence; forklift licence (2016)`,
  fr: `Inès Morel
Lille · ines.morel@example.fr
EXPÉRIENCE
Chargée d'études urbaines — Métropole Européenne de Lille (depuis 2018)
- Diagnostics des quartiers et suivi des projets de rénovation avec les communes et les associations.
FORMATION
Master Urbanisme et aménagement, Université de Lille (2017)`,
  de: `Felix Braun
Dresden · felix.braun@example.de
BERUFSERFAHRUNG
Bauingenieur — Statik Plus GmbH, Dresden (seit 2019)
– Tragwerksplanung für Brücken und Hallen, die Nachweise nach Eurocode und die Prüfung der Ausführungsplanung.
AUSBILDUNG
M.Sc. Bauingenieurwesen, TU Dresden (2017 – 2019)`,
  es: `Lucía Gómez
Valencia · lucia.gomez@example.com
EXPERIENCIA
Analista financiera — Levante Seguros, Valencia (desde 2020)
· Cierre mensual de las cuentas y previsiones de la tesorería del grupo con el equipo de control.
FORMACIÓN
Máster en Finanzas, Universidad de Valencia (2019)`,
};

const NOW = new Date('2026-06-01T00:00:00Z');
const flagged = (body: string, resume: string) => {
  const sources: GroundingSources = {
    resume,
    jobTitle: 'Project Lead',
    companyName: 'Northgate',
    jobDescription: 'Northgate is hiring a Project Lead.',
  };
  return checkByRules({ subject: 'Application', body }, sources, NOW).map(({ kind, text }) => `${kind}: ${text}`);
};

describe('degrees', () => {
  it('does not read a driving or forklift licence as a French licence (a bachelor’s degree)', () => {
    expect(flagged('I hold a bachelor’s degree in Geography.', RESUMES.en)).toEqual([]);
    expect(flagged('I hold a BSc in Geography.', `Noah Price\nFull UK driving licence`)).toEqual([
      'degree: BSc in Geography',
    ]);
  });

  it('flags a degree of the level the resume shows in a field it does not name', () => {
    expect(flagged('I completed a BSc in Logistics Management at Leeds.', RESUMES.en)).toEqual([
      'degree: BSc in Logistics Management',
    ]);
    expect(
      flagged("Je suis titulaire d'un Master Affaires publiques et je travaille dans la métropole.", RESUMES.fr),
    ).toEqual(['degree: Master Affaires publiques']);
    expect(flagged('Mit meinem Master in Wirtschaftsinformatik bringe ich viel mit.', RESUMES.de)).toEqual([
      'degree: Master in Wirtschaftsinformatik',
    ]);
    expect(
      flagged('Tengo un máster en Marketing Digital y experiencia en el sector de los seguros.', RESUMES.es),
    ).toEqual(['degree: máster en Marketing Digital']);
  });

  it('accepts the field the resume names, however the email words it', () => {
    expect(flagged('I hold a BSc in Geography from the University of Leeds.', RESUMES.en)).toEqual([]);
    expect(flagged("Titulaire du Master Urbanisme et aménagement de l'Université de Lille, je …", RESUMES.fr)).toEqual(
      [],
    );
    expect(flagged('Meinen Master in Bauingenieurwesen habe ich an der TU Dresden gemacht.', RESUMES.de)).toEqual([]);
    expect(flagged('Tengo un máster en Finanzas Corporativas por la Universidad de Valencia.', RESUMES.es)).toEqual([]);
  });

  it('reads an MBA as a master’s in business administration', () => {
    const resume = `${RESUMES.en}\nMBA, INSEAD (2019)`;
    expect(flagged('I also hold a Master in Business Administration from INSEAD.', resume)).toEqual([]);
  });

  it('does not compare the field across languages: the resume may name it in its own', () => {
    expect(flagged('Tengo un grado en Geografía por la Universidad de Leeds.', RESUMES.en)).toEqual([]);
    expect(flagged('Ich habe einen Master in Finanzwirtschaft.', RESUMES.es)).toEqual([]);
  });
});

describe('degrees as a resume writes them', () => {
  it('reads "BA History" on a resume as a degree, and "MS Office" as none', () => {
    const resume = `Sam Okoye\nEDUCATION\nBA History, Cardiff University (2013 – 2016)\nSKILLS\nMS Office, Excel`;
    expect(flagged('My BA in History from Cardiff University taught me to write.', resume)).toEqual([]);
    expect(flagged('I also hold an MS in Biology.', resume)).toEqual(['degree: MS in Biology']);
    expect(flagged('I use MS Office every day.', resume)).toEqual([]);
  });
});

describe('German vocational schools and the master craftsman’s certificate', () => {
  const resume = "Thierry Muller\n2014 : BP Électricien (brevet professionnel), CFA d'Eschau";
  it('flags a Gewerbeschule and a Meisterbrief the resume does not list', () => {
    expect(flagged('Meine Ausbildung habe ich an der Gewerbeschule Kehl absolviert.', resume)).toEqual([
      'school: Gewerbeschule Kehl',
    ]);
    expect(flagged('Inzwischen habe ich den Meisterbrief im Elektrotechniker-Handwerk erworben.', resume)).not.toEqual(
      [],
    );
  });
});

describe('a school named in another language', () => {
  const resume = 'Lucía Ferreiro\n2016 – 2019: Contrato predoctoral, Instituto Español de Oceanografía (IEO), Vigo';
  it('backs the name translated, words in another order, and flags another school', () => {
    expect(flagged('Before that I was at the Spanish Oceanographic Institute.', resume)).toEqual([]);
    expect(flagged('I studied at the Spanish Institute of Marine Sciences.', resume)).toEqual([
      'school: Spanish Institute of Marine Sciences',
    ]);
  });
});

describe('two degrees joined by "then", and acronyms the resume spells out', () => {
  const resume = `Julien Moreau
Chef sommelier à Lyon, je compose la carte des vins et je forme une équipe de trois sommeliers.
EXPÉRIENCE
Chef sommelier — Maison Lacombe, Lyon (depuis 2019)
- Sélection des vins, accords mets et vins, formation de l'équipe de salle.
FORMATION
Mention complémentaire Sommellerie — Lycée hôtelier François Rabelais (2015)
BTS Management en hôtellerie-restauration — Lycée hôtelier François Rabelais (2014)`;
  const check = (body: string) =>
    checkByRules(
      { subject: 'Candidature', body },
      { resume, jobTitle: 'Chef sommelier', companyName: 'Maison Rivoire', jobDescription: 'Chef sommelier.' },
      new Date('2026-06-01T00:00:00Z'),
    ).map(({ kind, text }) => `${kind}: ${text}`);

  it('ends the field of a degree at "puis", and backs "MHR" by the words it abbreviates', () => {
    const intro = 'Je vous écris pour le poste de chef sommelier, car la carte de votre maison me plaît beaucoup. ';
    const said = 'Diplômé du lycée hôtelier (BTS MHR puis mention complémentaire Sommellerie), je suis prêt.';
    expect(check(intro + said)).toEqual([]);
    expect(check(`${intro}Diplômé du lycée hôtelier (BTS MCO), je suis prêt.`)).toEqual(['skill: MCO']);
  });
});

describe('a second degree of one level, and a German doctorate beside French names', () => {
  const resume = `Oliver Brennan
Senior Reporter — The Irish Ledger, Dublin (2020 – present)
EDUCATION
MA in Journalism — Dublin City University (2015 – 2016)
BA in History and Politics — University College Cork (2012 – 2015)`;
  const check = (body: string, subject = 'Application') =>
    checkByRules(
      { subject, body },
      { resume, jobTitle: 'Correspondent', companyName: 'Courrier', jobDescription: 'Eine Promotion ist ein Plus.' },
      new Date('2026-06-01T00:00:00Z'),
    ).map(({ kind, text }) => `${kind}: ${text}`);

  it('flags a second master’s when the resume shows one, whatever language the fields are in', () => {
    const intro = 'Je vous écris pour le poste de correspondant, car votre rédaction me plaît beaucoup. ';
    expect(
      check(`${intro}Je suis titulaire d'un master en journalisme, complété par un master en études européennes.`),
    ).toEqual(['degree: master en études européennes']);
    expect(
      check(`${intro}Je suis titulaire d'un master en journalisme, complété par une licence en histoire.`),
    ).toEqual([]);
  });

  it('reads "du" in a French name as no German "you": the doctorate is the sender’s', () => {
    const body =
      'Sehr geehrte Damen und Herren, ich habe mich sehr über Ihre Anzeige gefreut. Ich habe an der École du Louvre studiert, bin Absolventin des Institut national du patrimoine und wurde in Heidelberg promoviert.';
    expect(check(body, 'Bewerbung')).toContain('degree: promoviert');
  });
});

describe('schools named with "d’", and by their initials after studying there', () => {
  const resume = `Noémie Laurent
Traductrice juridique — Strasbourg
FORMATION
Master Traduction spécialisée multilingue — ITIRI, Université de Strasbourg (2012 – 2014)
Semestre d'échange — University College Cork (2011)`;
  const check = (body: string) =>
    checkByRules(
      { subject: 'Candidature', body },
      { resume, jobTitle: 'Traductrice', companyName: 'Juris', jobDescription: 'Traductrice juridique.' },
      new Date('2026-06-01T00:00:00Z'),
    ).map(({ kind, text }) => `${kind}: ${text}`);

  it('reads "Collège d’Europe" whole, not the "College" of another school', () => {
    expect(check("J'ai complété ma formation au Collège d'Europe.")).toEqual(["school: Collège d'Europe"]);
  });

  it('reads initials after a word of studying as a school', () => {
    expect(check("J'ai également suivi un cursus à l'ESIT, à Paris.")).toEqual(['school: ESIT']);
    expect(check("J'ai suivi un cursus à l'ITIRI, à Strasbourg.")).toEqual([]);
    expect(check('Nach meinem Studium an der HdM in Stuttgart bin ich Übersetzerin.')).toEqual(['school: HdM']);
    expect(check('I studied at UCL before moving to Strasbourg.')).toEqual(['school: UCL']);
  });
});

describe('German school names that run on, and memberships named by their initials', () => {
  const resume = `Jonas Weidemann
Projektingenieur LST, Vossberg Signaltechnik GmbH, Braunschweig (seit 2020)
M.Sc. Verkehrsingenieurwesen — Technische Universität Braunschweig, 2017
Mitglied der DAV-Arbeitsgruppe IFRS 17, seit 2022`;
  const check = (body: string) =>
    checkByRules(
      { subject: 'Bewerbung', body },
      { resume, jobTitle: 'Projektingenieur', companyName: 'Alpentrasse', jobDescription: 'Projektingenieur LST.' },
      new Date('2026-06-01T00:00:00Z'),
    ).map(({ kind, text }) => `${kind}: ${text}`);

  it('backs a school whose German name ran on into the next noun', () => {
    const intro = 'Sehr geehrte Frau Bühlmann, mit großem Interesse bewerbe ich mich bei Ihnen. ';
    expect(check(`${intro}Ich habe an der TU Braunschweig Verkehrsingenieurwesen studiert (M.Sc.).`)).toEqual([]);
    expect(check(`${intro}Ich habe an der TU Dresden Verkehrsingenieurwesen studiert.`)).not.toEqual([]);
  });

  it('backs a membership by its initials in brackets', () => {
    expect(check('I have been a member of the German Actuarial Association (DAV) since 2022.')).toEqual([]);
  });
});

describe('a German degree whose field follows "der"', () => {
  it('reads "Diplom-Ingenieur der Elektrotechnik" with its field, a second master’s beside the M.Sc.', () => {
    const resume = `Jonas Weidemann
Projektingenieur LST, Vossberg Signaltechnik GmbH, Braunschweig (seit 2020)
M.Sc. Verkehrsingenieurwesen — Technische Universität Braunschweig, 2017
B.Eng. Elektrotechnik — Ostfalia Hochschule, 2015`;
    const found = checkByRules(
      {
        subject: 'Bewerbung',
        body: 'Sehr geehrter Herr Görlich, gern bewerbe ich mich bei Ihnen. Ich habe einen M.Sc. in Verkehrsingenieurwesen und bin Diplom-Ingenieur der Elektrotechnik.',
      },
      { resume, jobTitle: 'Teamleiter', companyName: 'Signalwerk', jobDescription: 'Teamleiter LST-Planung.' },
      new Date('2026-06-01T00:00:00Z'),
    ).map(({ kind, text }) => `${kind}: ${text}`);
    expect(found).toEqual(['degree: Diplom-Ingenieur der Elektrotechnik']);
  });
});

import { describe, expect, it } from 'vitest';
import { checkByRules } from '../check-rules.js';
import type { GroundingSources } from '../types.js';

const RESUME = `Ines Navarro
Account Manager, Brightline Consulting (2018 – present)
- Ran the accounts of Unilever and Nestlé; renewed both in 2023.
Sales Assistant, Kestrel Foods (2015 – 2018)`;

const SOURCES: GroundingSources = {
  resume: RESUME,
  jobTitle: 'Key Account Manager',
  companyName: 'Orbis Packaging',
  jobDescription: 'Orbis Packaging looks for a Key Account Manager for our retail clients.',
  senderName: 'Ines Navarro',
};
const NOW = new Date('2026-06-01T00:00:00Z');
const flagged = (body: string) =>
  checkByRules({ subject: 'Application', body }, SOURCES, NOW).map(({ kind, text }) => `${kind}: ${text}`);

describe('employers named without a verb of working there', () => {
  it('flags organisations given as examples of the sender’s clients, in every language', () => {
    expect(flagged('Among my clients were Siemens and Heineken.')).toEqual(['employer: Siemens', 'employer: Heineken']);
    expect(flagged('I looked after key accounts in food retail, including Carrefour, Tesco and Lidl.')).toEqual([
      'employer: Carrefour',
      'employer: Tesco',
      'employer: Lidl',
    ]);
    expect(flagged('He gestionado cuentas de grandes marcas como Inditex y Mango.')).toEqual([
      'employer: Inditex',
      'employer: Mango',
    ]);
    expect(flagged("J'ai accompagné des clients du luxe, notamment Hermès.")).toEqual(['employer: Hermès']);
    expect(flagged('Ich betreue Großkunden aus dem Handel, darunter Rewe und Edeka.')).toEqual([
      'employer: Rewe',
      'employer: Edeka',
    ]);
    expect(flagged('Zu meinen Kunden zählten u. a. Miele.')).toEqual(['employer: Miele']);
    expect(flagged('Zu meinen Kunden zählten außerdem ZF und Bosch Rexroth.')).toEqual([
      'employer: ZF',
      'employer: Bosch Rexroth',
    ]);
    // A client next to a tool is still a client.
    expect(flagged('Trabajé con clientes como Alcampo y Eroski, y con Excel.')).toEqual([
      'employer: Alcampo',
      'employer: Eroski',
      'skill: Excel',
    ]);
  });

  it('flags an organisation the sender says they worked alongside or partnered with', () => {
    expect(flagged('I worked alongside Deloitte on the migration.')).toEqual(['employer: Deloitte']);
    expect(flagged('Trabajé junto a Accenture en la implantación.')).toEqual(['employer: Accenture']);
    expect(flagged("J'ai travaillé aux côtés de Capgemini sur ce projet.")).toEqual(['employer: Capgemini']);
    expect(flagged("J'ai travaillé aux côtés d'Accenture.")).toEqual(['employer: Accenture']);
  });

  it('flags brands and companies the sender says they worked with, but not those they admire', () => {
    expect(flagged('I have worked with brands like Nike and Puma.')).toEqual(['employer: Nike', 'employer: Puma']);
    expect(flagged('Ich habe mit Marken wie Adidas und Puma zusammengearbeitet.')).toEqual([
      'employer: Adidas',
      'employer: Puma',
    ]);
    expect(flagged('Brands such as Patagonia inspire me.')).toEqual([]);
  });

  it('flags organisations the sender closed deals with or was seconded to', () => {
    expect(flagged('Last year I closed deals with Siemens and Bayer.')).toEqual([
      'employer: Siemens',
      'employer: Bayer',
    ]);
    expect(flagged('I spent a year on secondment with Leeds Teaching Hospitals.')).toEqual([
      'employer: Leeds Teaching Hospitals',
    ]);
    expect(flagged('Cerré acuerdos con Iberdrola y Endesa.')).toEqual(['employer: Iberdrola', 'employer: Endesa']);
    expect(flagged('I closed deals with Unilever.')).toEqual([]);
  });

  it('names an organisation written in capitals an employer, not a tool', () => {
    expect(flagged('Among my clients were BASF and Heineken.')).toEqual(['employer: BASF', 'employer: Heineken']);
    expect(flagged('Trabajé junto a KPMG en la auditoría.')).toEqual(['employer: KPMG']);
  });

  it('accepts the clients the resume names, and reads categories of clients as no names', () => {
    expect(flagged('Among my clients were Unilever and Nestlé.')).toEqual([]);
    expect(flagged('I have served clients such as retailers, banks and insurers.')).toEqual([]);
    expect(flagged('I would love to help clients like yours.')).toEqual([]);
    expect(flagged('I have long admired companies like Patagonia and Lush.')).toEqual([]);
    expect(flagged('Ich betreue Großkunden, darunter Händler und Hersteller aus dem Maschinenbau.')).toEqual([]);
    expect(flagged('I worked alongside Dr. Ruiz and our product team.')).toEqual([]);
  });
});

describe('employers named with the time spent there', () => {
  it('flags an organisation the sender spent a time with, in every language', () => {
    expect(flagged('Earlier I spent three years on the loyalty programme with Boots.')).toEqual(['employer: Boots']);
    expect(flagged('I did two seasons with Center Parcs before moving into sales.')).toEqual([
      'employer: Center Parcs',
    ]);
    expect(flagged('Pasé dos veranos en el Grupo Barceló, en atención al cliente.')).toEqual([
      'employer: Grupo Barceló',
    ]);
    expect(flagged("J'ai fait deux saisons chez Club Med avant de rejoindre Brightline.")).toEqual([
      'employer: Club Med',
    ]);
    // The years spent there are a claim of their own, unbacked when the organisation is (years.spec.ts).
    expect(flagged('Davor war ich drei Jahre bei der Metro AG im Einkauf.')).toEqual([
      'years: drei Jahre',
      'employer: Metro AG',
    ]);
    expect(flagged('I spent three years with Brightline Consulting.')).toEqual([]);
  });

  it('does not read a stay somewhere as an employer', () => {
    expect(flagged('Viví dos años en Lisboa.')).toEqual(['location: Viví dos años en Lisboa']);
  });
});

describe('the company applied to, named as a past employer', () => {
  it('flags a past job or internship at the company itself that the resume does not show', () => {
    expect(flagged('In 2016 I interned at Orbis Packaging in the warehouse.')).toEqual(['employer: Orbis Packaging']);
    expect(flagged('En 2014 hice prácticas en la propia Orbis Packaging.')).toEqual(['employer: Orbis Packaging']);
    expect(flagged("J'ai déjà travaillé chez Orbis Packaging comme intérimaire.")).toEqual([
      'employer: Orbis Packaging',
    ]);
  });

  it('does not read the wish to work there as a claim', () => {
    expect(flagged('I would love to work at Orbis Packaging.')).toEqual([]);
    expect(flagged('Me encantaría trabajar en Orbis Packaging.')).toEqual([]);
    expect(flagged('I am applying to Orbis Packaging because I admire its work.')).toEqual([]);
  });
});

describe('places one could work at', () => {
  it('does not read where the sender could work as an employer', () => {
    expect(flagged('I could be on site at Riverside Park from day one.')).toEqual([]);
    expect(flagged('I worked at Riverside Park for two years.')).toEqual(['employer: Riverside Park']);
  });
});

describe('names that start with a word every organisation uses', () => {
  it('does not take "Hotel" of one hotel for another', () => {
    const resume = `${RESUME}\nReceptionist, Hotel Miramar (2013 – 2015)`;
    const check = (body: string) =>
      checkByRules({ subject: 'Application', body }, { ...SOURCES, resume }, NOW).map(
        ({ kind, text }) => `${kind}: ${text}`,
      );
    expect(check('I did my first internship at Hotel Bellavista.')).toEqual(['employer: Hotel Bellavista']);
    expect(check('I did my first internship at Hotel Miramar.')).toEqual([]);
  });
});

describe('employers after the job one had there or after joining', () => {
  it('reads "an internship with X", "j’ai rejoint X", "me incorporé a X", "wechselte zu X"', () => {
    expect(flagged('During my internship with Unilever I ran the shelf audits.')).toEqual([]);
    expect(flagged('During my internship with Danone I ran the shelf audits.')).toEqual(['employer: Danone']);
    expect(flagged("En 2019, j'ai rejoint Capgemini à Lyon.")).toEqual(['employer: Capgemini']);
    expect(flagged('En 2019 me incorporé a Telefónica en Madrid.')).toEqual(['employer: Telefónica']);
    expect(flagged('2019 wechselte ich zu Bosch in den Vertrieb.')).toEqual(['employer: Bosch']);
  });
});

describe('the company named by what it is, teams of an organisation, work done for one', () => {
  it('flags a past job at the company applied to, named "your cooperative", "votre agence", "Ihrem Haus"', () => {
    expect(flagged('In 2021 I spent a summer working for your company in the warehouse.')).toEqual([
      'employer: your company',
    ]);
    expect(flagged("En 2020 j'ai fait un stage de trois mois pour votre agence à Lyon.")).toEqual([
      'employer: votre agence',
    ]);
    expect(flagged('I would love working for your company.')).toEqual([]);
  });

  it("flags a team of an organisation the resume does not name, not the company's own team", () => {
    expect(flagged("J'ai renforcé l'équipe logistique de Tour de France Organisation en 2022.")).toEqual([
      'employer: Tour de France Organisation',
    ]);
    expect(flagged('I was part of the events team at Helvetia Congress for two seasons.')).toEqual([
      'employer: Helvetia Congress',
    ]);
    expect(flagged('I supported the sales team of Brightline Consulting.')).toEqual([]);
  });

  it('flags an organisation one did work for, named before the kind of work', () => {
    expect(flagged('Most of my proposals were for Danone accounts.')).toEqual(['employer: Danone']);
    expect(flagged('Much of my work was for Unilever accounts.')).toEqual([]);
    expect(flagged('Mein Studium hat mir ein gutes Auge für Farbenlehre gegeben.')).toEqual([]);
    expect(flagged('Llevo las cuentas del grupo y la presentación del Impuesto de Sociedades.')).toEqual([]);
  });
});

describe('French employers after "au" and "à l\'", and Spanish "colaboré con"', () => {
  it('reads an organisation named after "au" or "à l\'" as where the sender worked, a country or a town not', () => {
    expect(flagged("J'ai effectué un remplacement au Lycée Charles de Gaulle de Londres.")).toEqual([
      'employer: Lycée Charles de Gaulle de Londres',
    ]);
    expect(flagged("J'ai travaillé à l'Hôpital Saint-Louis.")).toEqual(['employer: Hôpital Saint-Louis']);
    expect(flagged("J'ai travaillé au Havre.")).toEqual([]);
    expect(flagged("J'ai travaillé au Royaume-Uni.")).toEqual([]);
  });

  it('flags the organisation after "colaboré con", never "su programa"', () => {
    expect(flagged('Colaboré con Nueva Pescanova en su programa de cría.')).toEqual(['employer: Nueva Pescanova']);
  });
});

describe('an employer the resume names in another language', () => {
  const resume = `Ines Navarro
Traductrice indépendante (depuis 2018)
Clients : Conseil de l'Europe, Arte, cabinets juridiques`;
  const check = (body: string) =>
    checkByRules({ subject: 'Application', body }, { ...SOURCES, resume }, NOW).map(
      ({ kind, text }) => `${kind}: ${text}`,
    );

  it('backs a name whose words the glossary translates, on one resume line, and flags one it does not hold', () => {
    expect(check('I have worked for clients such as the Council of Europe.')).toEqual([]);
    expect(check('I have worked for clients such as the European Court of Justice.')).toEqual([
      'employer: European Court of Justice',
    ]);
  });
});

describe('more ways of naming where one worked', () => {
  const check = (body: string) =>
    checkByRules({ subject: 'Application', body }, SOURCES, NOW).map(({ kind, text }) => `${kind}: ${text}`);

  it('reads the second name of a list after "and the"', () => {
    expect(check('I have worked for clients such as Globex and the European Court of Justice.')).toContain(
      'employer: European Court of Justice',
    );
  });

  it('reads a short stint and clients after "notamment pour"', () => {
    expect(check("J'ai ensuite effectué un passage au Four Seasons Hôtel George V.")).toEqual([
      'employer: Four Seasons Hôtel George V',
    ]);
    expect(check('Je travaille depuis 2018 en indépendante, notamment pour Deloitte Legal.')).toEqual([
      'employer: Deloitte Legal',
    ]);
  });
});

describe('an organisation and a talk named in another language', () => {
  it('backs names whose words the glossary translates, agencies and meetings too', () => {
    const resume = `Élodie Garnier
Chargée d'études — Agence d'urbanisme Rhône-Saône, Lyon (depuis 2019)
Intervenante, Rencontres nationales des agences d'urbanisme (FNAU) 2023`;
    const check = (body: string) =>
      checkByRules({ subject: 'Candidatura', body }, { ...SOURCES, resume }, NOW).map(
        ({ kind, text }) => `${kind}: ${text}`,
      );
    expect(check('Trabajo en la Agencia de Urbanismo Rhône-Saône desde 2019.')).toEqual([]);
    expect(check('En 2023 fui ponente en los Encuentros nacionales de las agencias de urbanismo.')).toEqual([]);
  });
});

describe('a stint with its role between', () => {
  it('reads "un passage comme chef de partie au X" and "pasé por X"', () => {
    const check = (body: string) =>
      checkByRules({ subject: 'Application', body }, SOURCES, NOW).map(({ kind, text }) => `${kind}: ${text}`);
    expect(check('Puis un passage comme chef de partie au Plaza Athénée.')).toContain('employer: Plaza Athénée');
    expect(check('Antes pasé por Industrias Ebro Auto.')).toEqual(['employer: Industrias Ebro Auto']);
  });
});

describe('the next employer of a list, after "ainsi qu’à la clinique"', () => {
  it('reads the name after a joining phrase and a lower-case kind of organisation', () => {
    const check = (body: string) =>
      checkByRules({ subject: 'Candidature', body }, SOURCES, NOW).map(({ kind, text }) => `${kind}: ${text}`);
    expect(
      check("J'ai travaillé à Stockport, ainsi qu'à la clinique Zahnwerk Basel lors d'un remplacement."),
    ).toContain('employer: Zahnwerk Basel');
  });
});

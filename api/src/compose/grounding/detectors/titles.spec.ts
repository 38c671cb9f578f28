import { describe, expect, it } from 'vitest';
import { checkByRules } from '../check-rules.js';
import type { GroundingSources } from '../types.js';

const RESUME = `Tomás Reyes
Registered Nurse, Mercy General Hospital — Oncology (2017 – present)
- Precepted nursing students; led the unit's falls-prevention audit.
Care Assistant, Oakfield House (2014 – 2017)`;

const SOURCES: GroundingSources = {
  resume: RESUME,
  jobTitle: 'Nurse Manager',
  companyName: 'Riverside Clinic',
  jobDescription: 'Riverside Clinic is hiring a Nurse Manager for its oncology day unit.',
  senderName: 'Tomás Reyes',
};
const NOW = new Date('2026-06-01T00:00:00Z');
const flagged = (body: string, resume = RESUME) =>
  checkByRules({ subject: 'Application', body }, { ...SOURCES, resume }, NOW).map(
    ({ kind, text }) => `${kind}: ${text}`,
  );

describe('titles the sender was promoted or appointed to', () => {
  it('flags a promotion to a title the resume does not give, whatever the role word, in every language', () => {
    expect(flagged('In 2021 I was promoted to shift supervisor.')).toEqual(['title: shift supervisor']);
    expect(flagged('Two years later I was appointed ward coordinator.')).toEqual(['title: ward coordinator']);
    expect(flagged('In 2024 I stepped into the role of clinical educator.')).toEqual(['title: clinical educator']);
    expect(flagged('En 2022 fui ascendido a jefe de turno.')).toEqual(['title: jefe de turno']);
    expect(flagged("En 2021, j'ai été promu infirmier référent.")).toEqual(['title: infirmier référent']);
    expect(flagged('2022 wurde ich zum Stationsleiter befördert.')).toEqual(['title: Stationsleiter']);
    expect(flagged('2023 wurde ich zur Stationsleitung Onkologie ernannt.')).toEqual([
      'title: Stationsleitung Onkologie',
    ]);
  });

  it('reads roles outside offices and software: nurses, teachers, technicians, representatives', () => {
    expect(flagged('As a senior staff nurse, I ran the morning huddles.')).toEqual(['title: senior staff nurse']);
    expect(flagged('Como enfermera jefe de planta, organicé los turnos.')).toEqual(['title: enfermera jefe de planta']);
    expect(flagged('Als Fachkrankenpfleger für Onkologie koordiniere ich die Frühschicht.')).toEqual([
      'title: Fachkrankenpfleger für Onkologie',
    ]);
  });

  it('accepts the title the resume gives, however the email words it', () => {
    expect(flagged('As a registered nurse at Mercy General Hospital, I precepted nursing students.')).toEqual([]);
    expect(flagged('In 2017 I was promoted to registered nurse.')).toEqual([]);
    const resume = `${RESUME}\nCharge Nurse, Mercy General Hospital (2023 – present)`;
    expect(flagged('Last year I was promoted to charge nurse.', resume)).toEqual([]);
    expect(flagged('Como enfermera en Mercy General Hospital, organicé los turnos.')).toEqual([]);
  });

  it('reads "the" before a title as an article, so a title the resume states on any line backs it', () => {
    const resume = `${RESUME}\n- Lead nurse for the 2022 medication-safety review.`;
    expect(flagged('I was the lead nurse for the medication-safety review.', resume)).toEqual([]);
    expect(flagged('I was the lead nurse for the medication-safety review.')).toEqual(['title: lead nurse']);
  });

  it('does not read what someone was asked to do as a title', () => {
    expect(flagged('I was asked to lead the falls-prevention audit.')).toEqual([]);
    expect(flagged('I was promoted twice in five years.')).toEqual([]);
    expect(flagged('Fui ascendido rápidamente.')).toEqual([]);
    expect(flagged('I was appointed to the board of the falls-prevention programme.')).toEqual([]);
    expect(flagged("I'm comfortable presenting to nurse managers at Mercy General Hospital.")).toEqual([]);
  });
});

describe('titles the sender claims as their role', () => {
  it('reads the title after "my current role as", "I work as", "I started as", whatever the role word', () => {
    expect(flagged('In my current role as Oncology Care Navigator, I coordinate the day unit.')).toEqual([
      'title: Oncology Care Navigator',
    ]);
    expect(flagged('I currently work as ward manager on the oncology unit.')).toEqual(['title: ward manager']);
    expect(flagged('In my current role as Registered Nurse on the oncology unit, I precept students.')).toEqual([]);
  });

  it('reads a title after a time said between the cue and the title ("je suis depuis 2017 …")', () => {
    expect(flagged('Je suis depuis 2017 infirmière coordinatrice à Mercy General Hospital.')).toEqual([
      'title: infirmière coordinatrice',
    ]);
    expect(flagged('Ich bin seit 2017 Stationsleiterin auf der Onkologie.')).toEqual(['title: Stationsleiterin']);
    expect(flagged('Soy desde 2017 enfermera en Mercy General Hospital.')).toEqual([]);
  });

  it('checks a title given at a named employer against the title the resume gives there', () => {
    expect(flagged('I started out as a registered nurse at Oakfield House.')).toEqual(['title: registered nurse']);
    expect(flagged('I started out as a care assistant at Oakfield House.')).toEqual([]);
    expect(flagged('Empecé como enfermera en Oakfield House.')).toEqual(['title: enfermera']);
    expect(flagged('Meine Laufbahn begann als Krankenpflegerin bei Oakfield House.')).toEqual([
      'title: Krankenpflegerin',
    ]);
  });

  it('reads German roles named by their duty ("Stationsleitung", "Projektleitung") and backs them by such a line', () => {
    expect(flagged('Seit 2017 arbeite ich als stellvertretende Stationsleitung.')).toEqual([
      'title: stellvertretende Stationsleitung',
    ]);
    const resume = `${RESUME}\n- Schichtleitung der Nachtdienste auf der Onkologie.`;
    expect(flagged('Auf der Onkologie habe ich als Schichtleiterin die Nachtdienste geplant.', resume)).toEqual([]);
  });

  it('reads a deputy, an assistant or a shift lead as a step below the title without that word', () => {
    const resume = `Ana Ruiz
Deputy Ward Manager, St Anne's Hospital (2021 – present)
Jefa de turno de enfermería, Hospital del Mar (2016 – 2021)`;
    expect(flagged("As Ward Manager at St Anne's Hospital, I run the rota.", resume)).toEqual(['title: Ward Manager']);
    expect(flagged("As Deputy Ward Manager at St Anne's Hospital, I run the rota.", resume)).toEqual([]);
    expect(flagged('Fui jefa de enfermería en el Hospital del Mar.', resume)).toEqual(['title: jefa de enfermería']);
    expect(flagged('Fui jefa de turno de enfermería en el Hospital del Mar.', resume)).toEqual([]);
  });

  it('reads the title of a job the resume dates only by its start ("desde 2022")', () => {
    const resume = `Ana Ruiz\nEnfermera supervisora — Hospital del Mar (desde 2022)`;
    expect(flagged('Como supervisora de enfermería en el Hospital del Mar, organizo los turnos.', resume)).toEqual([]);
  });
});

describe('titles after "I have been"', () => {
  it('reads the title after "I have been" and "he sido"', () => {
    expect(flagged('Since 2017 I have been the ward manager on the oncology unit.')).toEqual(['title: ward manager']);
    expect(flagged('Desde 2017 he sido supervisora de planta.')).toEqual(['title: supervisora de planta']);
  });
});

describe('ranks claimed whatever the profession', () => {
  const VET = `Ilse Marquardt
Hebamme
Lindenallee 4, 04109 Leipzig

BERUFSERFAHRUNG
seit 03/2019        Hebamme, Geburtshaus Auenwald, Leipzig
2015 – 2019         Hebamme, Klinikum Nordstadt, Halle

WEITERBILDUNG
seit 2024           Weiterbildung zur Praxisanleiterin (laufend)
2021                Stillberaterin IBCLC (2021)`;
  const AUDITOR = `Bruno Tavares
Food Safety Technologist
EXPERIENCE
Quality Technician — Lusofruta, Porto (2019 – present)
CERTIFICATIONS
BRCGS Lead Auditor (2022)`;
  const at = (body: string, resume: string, subject = 'Application') =>
    checkByRules({ subject, body }, { ...SOURCES, resume }, NOW).map(({ kind, text }) => `${kind}: ${text}`);

  it('flags a seniority word before a role no list names, and not the role as the resume gives it', () => {
    expect(at('Heute arbeite ich als leitende Hebamme im Geburtshaus.', VET)).toEqual(['title: leitende Hebamme']);
    expect(at('Seit 2019 arbeite ich als Hebamme im Geburtshaus Auenwald.', VET)).toEqual([]);
    expect(at('I now work as a senior midwife.', VET)).toEqual(['title: senior midwife']);
    expect(at('Trabajo como matrona jefa en el paritorio.', VET)).toEqual(['title: matrona jefa']);
  });

  it('flags a rank the sender says they reached', () => {
    expect(at('En Lusofruta llegué a jefa de calidad, y de ahí vengo.', AUDITOR)).toEqual(['title: jefa de calidad']);
    expect(at('At Lusofruta I became head of quality.', AUDITOR)).toEqual(['title: head of quality']);
  });

  it('flags a partner or head title opening the sentence before whose it is', () => {
    expect(
      at("Technicienne diplômée de l'Institut Brume, je conduis des audits.", AUDITOR).filter((f) =>
        f.startsWith('title'),
      ),
    ).toEqual([]);
    expect(at("Associée de l'Agence Brume, je conduis des projets de logements.", AUDITOR)).toEqual([
      'title: Associée',
    ]);
  });

  it('reads what a subject line puts after the job as the sender describing themselves', () => {
    expect(at('Hello.', VET, 'Hebamme (Teilzeit) – Ilse Marquardt, leitende Hebamme')).toEqual([
      'title: leitende Hebamme',
    ]);
    expect(at('Hello.', AUDITOR, 'QA Lead – Bruno Tavares, former Navy Lieutenant')).toEqual([
      'title: Navy Lieutenant',
    ]);
    expect(at('Hello.', AUDITOR, 'QA Lead – Bruno Tavares (Porto)')).not.toContain('title: Porto');
    expect(at('Hello.', AUDITOR, 'QA Lead – Bruno Tavares, BRCGS')).toEqual([]);
    expect(at('Hello.', AUDITOR, 'Application Nurse Manager (Frozen Foods) – Bruno Tavares')).toEqual([]);
    expect(at('Hello.', AUDITOR, 'Application – Nurse Manager')).toEqual([]);
    expect(at('Hello.', AUDITOR, 'QA Lead – Bruno Tavares, Food Safety Technologist')).toEqual([]);
  });

  it('does not take a title the resume lists as still in progress', () => {
    expect(
      at(
        'Ich freue mich auf Ihre Antwort und bin ab sofort verfügbar.',
        VET,
        'Bewerbung Hebamme – Praxisanleiterin für Geburtshilfe mit Erfahrung',
      ),
    ).toEqual(['title: Praxisanleiterin für Geburtshilfe']);
  });

  it('backs a title the resume words in another order or language on one line', () => {
    expect(at('Soy auditora BRCGS desde 2022.', AUDITOR)).toEqual([]);
  });
});

describe('heading a unit, said with a verb', () => {
  const CLERK = `Aurora Fenn
Claims Handler, Meridian Insurance (2019 – present)
- Handle about 500 motor claims a year.
Leiterin Schadenaufnahme, Rhein Assekuranz (2015 – 2019)`;
  const CLERK_ONLY = `Aurora Fenn
Claims Handler, Meridian Insurance (2019 – present)
- Handle about 500 motor claims a year.`;
  const at = (body: string, resume: string) =>
    checkByRules({ subject: 'Application', body }, { ...SOURCES, resume }, NOW).map(({ kind }) => kind);

  it('flags leading a unit when the resume shows no lead title and no line about leading it', () => {
    expect(at('Today I also head the fraud unit at Meridian.', CLERK_ONLY)).toContain('title');
    expect(at('Seit 2023 leite ich zusätzlich die Betrugsabwehr.', CLERK_ONLY)).toContain('title');
    expect(at('Actualmente dirijo el área de siniestros de motor.', CLERK_ONLY)).toContain('title');
    expect(at('Je dirige le service sinistres auto.', CLERK_ONLY)).toContain('title');
  });

  it('accepts it with a lead title on the resume, and reads leading an activity as no title', () => {
    expect(at('Je dirige le service sinistres auto.', CLERK)).not.toContain('title');
    expect(at('I lead the rollout of the new claims portal.', CLERK_ONLY)).not.toContain('title');
  });
});

describe('a title the resume gives in another language, or in a bullet of the job named', () => {
  const resume = `Thierry Muller
Électricien bâtiment et industriel
▸ Depuis avril 2018 — Électricien qualifié (chef d'équipe depuis 2022), Elec'Alsace Services, Brumath
  - Installations électriques tertiaires et industrielles
▸ 2019 – 2021 · Analyste SOC niveau 1 · Orvalis Cybersécurité, Lyon
Investigadora posdoctoral — Instituto de Investigaciones Marinas, Vigo. Desde enero de 2019.
• Sole researcher embedded in two product squads`;
  const at = (body: string) =>
    checkByRules({ subject: 'Bewerbung', body }, { ...SOURCES, resume }, NOW).map(
      ({ kind, text }) => `${kind}: ${text}`,
    );

  it('backs "Vorarbeiter", "Teamleiter" and "postdoctoral researcher" with the same titles in French and Spanish', () => {
    expect(at("Derzeit arbeite ich bei Elec'Alsace Services, wo ich als Vorarbeiter zwei Kollegen anleite.")).toEqual(
      [],
    );
    expect(at("Heute arbeite ich als Teamleiter bei Elec'Alsace Services.")).toEqual([]);
    expect(at('Since 2019 I have worked as a postdoctoral researcher in Vigo.')).toEqual([]);
  });

  it('still flags a higher rank or another title in any language', () => {
    expect(at("Heute arbeite ich als Projektleiter bei Elec'Alsace Services.")).not.toEqual([]);
    expect(at('Since 2019 I have worked as a bridge engineer in Vigo.')).not.toEqual([]);
  });

  it('ends a title before "avant", "before", "bevor"', () => {
    expect(at("J'ai rejoint Orvalis Cybersécurité en 2019 comme analyste avant d'évoluer vers le niveau 2.")).toEqual(
      [],
    );
  });
});

describe('French titles said with "du" and "j\'y suis"', () => {
  const resume = `Elena Marsh
Sept 2020 – present | St Aldhelm's Academy, Bristol | Teacher of Chemistry
- Second in Department (Science) since September 2022
2019 – 2021 · Analyste SOC niveau 1 · Orvalis Cybersécurité, Lyon`;
  const at = (body: string) =>
    checkByRules({ subject: 'Candidature', body }, { ...SOURCES, resume }, NOW).map(
      ({ kind, text }) => `${kind}: ${text}`,
    );

  it('flags a head of department and a team lead the resume does not give', () => {
    expect(at('Je suis cheffe du département de sciences.')).toEqual(['title: cheffe du département de sciences']);
    expect(at("Depuis un an, j'y suis responsable d'équipe.")).toEqual(["title: responsable d'équipe"]);
    expect(at("Depuis un an, j'y suis analyste SOC.")).toEqual([]);
  });
});

describe('ranks said in French and German words, and the job applied for claimed as held', () => {
  const museum = `Claire Dubois
Conservatrice, chargée des collections — Palais des Beaux-Arts de Lille (depuis 2019)
Konservatorin (Volontariat) — Museum Ludwig, Köln (2016 – 2017)
Rédactrice, service culture — La Voix du Nord (2012 – 2016)`;

  it('reads "en chef" as a rank, not the start of a place', () => {
    expect(
      flagged(
        'Au Palais des Beaux-Arts de Lille, où je suis conservatrice en chef, j’ai piloté le récolement.',
        museum,
      ),
    ).toEqual(['title: conservatrice en chef']);
    expect(
      flagged('Au Palais des Beaux-Arts de Lille, où je suis conservatrice, j’ai piloté le récolement.', museum),
    ).toEqual([]);
  });

  it('reads "Ober-" as a rank above the title without it', () => {
    const intro = 'Sehr geehrte Damen und Herren, mit großem Interesse bewerbe ich mich um die Stelle. ';
    expect(flagged(`${intro}Seit 2019 betreue ich als Oberkonservatorin die Sammlungen in Lille.`, museum)).toEqual([
      'title: Oberkonservatorin',
    ]);
    expect(flagged(`${intro}Seit 2019 betreue ich als Konservatorin die Sammlungen in Lille.`, museum)).toEqual([]);
  });

  it('ends a long title before whose it is: "du service …", "del Grupo …"', () => {
    expect(
      flagged('Je suis actuellement rédactrice en chef adjointe du service culture de La Voix du Nord.', museum),
    ).toEqual(['title: rédactrice en chef adjointe']);
  });

  it('flags the job applied for when the email says the sender already holds it somewhere', () => {
    const sources = {
      resume: `Carmen Ortega
Talent Acquisition Specialist — Grupo Hotelero Alcázar, Madrid (04/2021 – actualidad)
Consultora de selección junior — Hays España, Madrid (09/2018 – 03/2021)`,
      jobTitle: 'Talent Acquisition Manager',
      companyName: 'Hoteles Brisamar',
      jobDescription: 'Hoteles Brisamar busca Talent Acquisition Manager.',
    };
    const check = (body: string) =>
      checkByRules({ subject: 'Candidatura', body }, sources, NOW).map(({ kind, text }) => `${kind}: ${text}`);
    expect(check('Desde 2021, soy Talent Acquisition Manager del Grupo Hotelero Alcázar.')).toEqual([
      'title: Talent Acquisition Manager',
    ]);
    expect(check('Currently I am Talent Acquisition Manager at Grupo Hotelero Alcázar.')).toEqual([
      'title: Talent Acquisition Manager',
    ]);
    expect(check('Me encantaría sumarme a Hoteles Brisamar como Talent Acquisition Manager.')).toEqual([]);
    expect(check('I am excited to apply for the Talent Acquisition Manager role.')).toEqual([]);
  });
});

describe('titles under a line of dates, across spellings, after an adverb', () => {
  const resume = `Katrin Hollweg
10/2017 – 03/2021
Aktuarin, Risikomanagement | Westfalia Pensionskasse VVaG, Münster

10/2016 – 09/2017
Trainee Aktuariat | Colonia Assekuranz AG, Köln
Sept. 2018 – févr. 2022 — Sous-chef pâtissier, Maison Pradier, Bordeaux`;

  it('reads the title on the line below a line that holds only dates, spelled loosely across languages', () => {
    expect(flagged('I started as an actuarial trainee at Colonia Assekuranz.', resume)).toEqual([]);
    expect(flagged('I started as a senior actuary at Colonia Assekuranz.', resume)).not.toEqual([]);
  });

  it('drops the adverb that opens a sentence before a title', () => {
    expect(
      flagged('Auparavant sous-chef pâtissier chez Maison Pradier, j’ai lancé une gamme de goûters.', resume),
    ).toEqual([]);
  });

  it('reads "responsable de 9 centres" as a duty counted, not a title', () => {
    expect(flagged('Je suis responsable de 9 centres sur trois essais.', resume)).not.toContain(
      'title: responsable de 9 centres',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { checkByRules } from '../check-rules.js';
import type { GroundingSources } from '../types.js';

const RESUME = `Priya Nair
Data Engineer, Orbital Freight (2020 – present)
- Talk at PyData Lyon 2023: streaming pipelines with Kafka.
Skills: Python, Kafka, Airflow`;

const SOURCES: GroundingSources = {
  resume: RESUME,
  jobTitle: 'Senior Data Engineer',
  companyName: 'Quayside Analytics',
  jobDescription: 'Quayside Analytics is hiring a Senior Data Engineer to build streaming pipelines with Kafka.',
  senderName: 'Priya Nair',
};
const NOW = new Date('2026-06-01T00:00:00Z');
const flagged = (body: string) =>
  checkByRules({ subject: 'Application', body }, SOURCES, NOW).map(({ kind, text }) => `${kind}: ${text}`);

describe('talks given at meetups, webinars and summits', () => {
  it('flags a talk whose venue the resume does not list, with words between the verb and the venue', () => {
    expect(flagged('I presented our streaming architecture at the Flink Forward Summit.')).toEqual([
      'publication: Flink Forward Summit',
    ]);
    expect(flagged('Last spring I presented our migration at a Data Engineering Lisbon meetup.')).toEqual([
      'publication: presented our migration at a Data Engineering Lisbon meetup',
    ]);
    expect(flagged('Presenté el proyecto en el webinar de Open Data Sevilla.')).toEqual([
      'publication: Presenté el proyecto en el webinar de Open Data Sevilla',
    ]);
    expect(flagged("J'ai présenté notre migration lors du meetup Paris Kotlin.")).toEqual([
      'publication: présenté notre migration lors du meetup Paris Kotlin',
    ]);
    expect(flagged('Ich habe unser Projekt auf dem Barcamp Ruhr vorgestellt.')).toEqual(['publication: Barcamp Ruhr']);
  });

  it('flags a workshop given at an event', () => {
    expect(flagged('I gave a workshop at PyCon Italia.')).toEqual(['publication: gave a workshop at PyCon Italia']);
    expect(flagged("J'ai animé un atelier lors du salon VivaTech.")).toEqual([
      'publication: animé un atelier lors du salon VivaTech',
    ]);
    expect(flagged('I ran workshops for our data team.')).toEqual([]);
  });

  it('takes the venue after the talk’s verb, never a name before it', () => {
    expect(flagged('Pasé un verano en Milán y presenté nuestros resultados en el congreso de Data Sevilla.')).toEqual([
      'location: Pasé un verano en Milán',
      'publication: presenté nuestros resultados en el congreso de Data Sevilla',
    ]);
  });

  it('wants the venue on a resume line about a talk, not on a job’s line that happens to hold its words', () => {
    expect(flagged('I presented our pipelines at the Orbital Data meetup.')).toEqual([
      'publication: presented our pipelines at the Orbital Data meetup',
    ]);
  });

  it('accepts a talk the resume lists, and presentations, meetups and books that are no talk or publication', () => {
    expect(flagged('I presented streaming pipelines at PyData Lyon in 2023.')).toEqual([]);
    expect(flagged('I presented the quarterly results to the board.')).toEqual([]);
    expect(flagged('I enjoy presenting to data teams at Orbital Freight.')).toEqual([]);
    expect(flagged('I regularly attend the Lyon data meetup.')).toEqual([]);
    expect(flagged('I run a book club for our data team.')).toEqual([]);
    expect(flagged('I would be happy to book a call next week.')).toEqual([]);
    expect(flagged('I wrote blog posts for Orbital Freight.')).toEqual([]);
    // A language spoken, not a talk given: the resume lists no languages.
    expect(flagged('As a native English speaker, I present to clients weekly.')).toEqual(['language: native English']);
    expect(flagged('I am a native speaker of Portuguese.')).toEqual(['language: native speaker of Portuguese']);
  });
});

describe('talks at events named as German compounds, and talks the resume lists', () => {
  it('reads a symposium, a conference or a congress inside a German compound as the venue', () => {
    expect(flagged('2024 habe ich auf dem Hamburger Datenplattformsymposium über Kafka vorgetragen.')).toEqual([
      'publication: Hamburger Datenplattformsymposium',
    ]);
    expect(flagged('Ich habe auf der Kieler Datenkonferenz 2023 gesprochen.')).toEqual([
      'publication: Kieler Datenkonferenz 2023',
    ]);
  });

  it('takes the venue after a talk named by a compound ("Meetup-Vortrag bei X"), not the compound', () => {
    expect(flagged('Nach meinem Meetup-Vortrag bei PyData Lyon 2023 kamen viele Fragen.')).toEqual([]);
    expect(flagged('Nach meinem Meetup-Vortrag bei PyData Porto kamen viele Fragen.')).toEqual([
      'publication: Meetup-Vortrag bei PyData Porto',
    ]);
  });
});

describe('talks whose verb and venue stand apart, and pieces described without a name', () => {
  const WRITER = `Aurelio Benítez
Farmacéutico comunitario, Farmacia Central, Sevilla (2018 – actualidad)

PUBLICACIONES
"Interacciones con plantas medicinales", Boletín del Colegio de Farmacéuticos de Sevilla, 2022

PONENCIAS
Congreso Nacional de Farmacia Comunitaria, Málaga 2023`;
  const at = (body: string) =>
    checkByRules({ subject: 'Application', body }, { ...SOURCES, resume: WRITER }, NOW).map(
      ({ kind, text }) => `${kind}: ${text}`,
    );

  it('reads a venue far from the talk verb, or before it in German order', () => {
    expect(at("J'ai présenté notre protocole de suivi des patients diabétiques à l'Officine Expo de Lyon.")).toEqual([
      'publication: Officine Expo de Lyon',
    ]);
    expect(at('Letztes Jahr habe ich auf der Expopharm Düsseldorf über Wechselwirkungen gesprochen.')).toEqual([
      'publication: Expopharm Düsseldorf',
    ]);
    expect(at('He presentado mi trabajo sobre interacciones en el Congreso Nacional de Farmacia Comunitaria.')).toEqual(
      [],
    );
  });

  it('does not join a name of another clause to a publication cue', () => {
    expect(at('Sigo colegiado en el Colegio de Farmacéuticos de Sevilla y he publicado en su boletín.')).toEqual([]);
  });

  it('backs a piece described without a name by a publishing line holding half its words', () => {
    expect(at('He publicado en el boletín del colegio un artículo sobre plantas medicinales.')).toEqual([]);
    expect(at('I published an article on antibiotic stewardship in a pharmacy trade journal.')).not.toEqual([]);
  });
});

describe('co-authorship, in every language', () => {
  it('flags a co-authored article the resume does not list', () => {
    const at = (body: string) => checkByRules({ subject: 'Bewerbung', body }, SOURCES, NOW).map(({ kind }) => kind);
    expect(at('Außerdem bin ich Mitautor eines Fachartikels in Field Crops Research.')).toEqual(['publication']);
    expect(at('Soy coautora de un artículo en Fisheries Research.')).toEqual(['publication']);
  });
});

describe('several pieces in one sentence, titles in quotation marks', () => {
  it('checks each clause on its own: a backed talk does not cover an article joined by "and"', () => {
    expect(flagged('I spoke at PyData Lyon 2023 and wrote a paper in the Journal of Stream Processing.')).toEqual([
      'publication: Journal of Stream Processing',
    ]);
    expect(
      flagged(
        'Ich habe auf der PyData Lyon 2023 gesprochen und einen Fachartikel im Datenmagazin Nord veröffentlicht.',
      ),
    ).toEqual(['publication: Fachartikel im Datenmagazin Nord']);
    expect(flagged('He publicado en Datos Hoy y en la revista Ingeniería Abierta.')).toEqual([
      'publication: publicado en Datos Hoy',
      'publication: revista Ingeniería Abierta',
    ]);
  });

  it('takes a title in quotation marks whole, whatever its case and its punctuation', () => {
    expect(flagged('En 2024 publiqué el libro «Datos en tiempo real: guía práctica» con Anaya.')).toEqual([
      'publication: el libro «Datos en tiempo real: guía práctica',
    ]);
    expect(flagged('Mein Praxishandbuch „Streams ohne Stress“ ist 2023 bei Rheinwerk erschienen.')).toEqual([
      'publication: Praxishandbuch „Streams ohne Stress',
    ]);
    expect(flagged("J'ai aussi consacré une monographie au langage Kotlin Multiplatform.")).toEqual([
      'publication: monographie au langage Kotlin Multiplatform',
    ]);
  });

  it('names the venue over the topic, and a title with "in" stays one', () => {
    expect(flagged('I published an article on tuning Apache Kafka in The Stream Review.')).toEqual([
      'publication: article on tuning Apache Kafka in The Stream Review',
    ]);
  });
});

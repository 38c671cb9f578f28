import { describe, expect, it } from 'vitest';
import { checkByRules } from '../check-rules.js';
import type { GroundingSources } from '../types.js';

const RESUME = `Diego Marín
Account Executive, Northwind Software (2019 – present)
- 124% of quota in 2023; Rookie of the Year 2019.
BA Economics, University of Leeds (2015 – 2018)`;

const SOURCES: GroundingSources = {
  resume: RESUME,
  jobTitle: 'Enterprise Account Executive',
  companyName: 'Cobalt Cloud',
  jobDescription: 'Cobalt Cloud is hiring an Enterprise Account Executive. A record of over-achievement is a must.',
  senderName: 'Diego Marín',
};
const NOW = new Date('2026-06-01T00:00:00Z');
const flagged = (body: string, resume = RESUME) =>
  checkByRules({ subject: 'Application', body }, { ...SOURCES, resume }, NOW).map(
    ({ kind, text }) => `${kind}: ${text}`,
  );

describe('recognitions named like clubs, circles and lists', () => {
  it('flags a club, circle or list of top performers the resume does not show, in every language', () => {
    expect(flagged('I made President’s Club in 2022.')).toEqual(['award: President’s Club']);
    expect(flagged('I earned a spot in the Chairman’s Circle two years running.')).toEqual([
      'award: Chairman’s Circle',
    ]);
    expect(flagged('I was inducted into the Sales Hall of Fame.')).toEqual(['award: Sales Hall of Fame']);
    expect(flagged("I made the Dean's List every semester.")).toEqual(["award: Dean's List"]);
    expect(flagged('Entré en el Club del Presidente dos años seguidos.')).toEqual(['award: Club del Presidente']);
    expect(flagged("J'ai intégré le Cercle des Meilleurs Vendeurs l'an dernier.")).toEqual([
      'award: Cercle des Meilleurs Vendeurs',
    ]);
    expect(flagged('Ich wurde in den Presidents Club aufgenommen.')).toEqual(['award: Presidents Club']);
  });

  it('flags an employee of the month or of the year', () => {
    expect(flagged('I was voted employee of the month twice.')).toEqual(['award: employee of the month twice']);
  });

  it('flags a ranking the resume does not show', () => {
    expect(flagged('I was ranked #1 of 40 account executives in 2024.')).toEqual([
      'award: ranked #1 of 40 account executives in 2024',
    ]);
    expect(flagged('Logré el primer puesto del ranking nacional de ventas.')).toEqual([
      'award: primer puesto del ranking nacional de ventas',
    ]);
  });

  it('accepts the recognitions the resume lists, and clubs that are no recognition', () => {
    const resume = `${RESUME}\n- President's Club 2022 and 2023.`;
    expect(flagged('I made President’s Club in 2022 and 2023.', resume)).toEqual([]);
    expect(flagged('I was Rookie of the Year in 2019.')).toEqual([]);
    expect(flagged('I run a book club for the sales team.')).toEqual([]);
  });
});

describe('nominations and awards named by their category', () => {
  const resume = `${RESUME}\n- Shortlisted for the Northern Sales Awards 2022 (Newcomer category).`;

  it('reads a nomination the email states before the award’s name as a nomination, in every language', () => {
    expect(flagged('I was shortlisted for the Northern Sales Awards 2022.', resume)).toEqual([]);
    expect(flagged("J'ai été nominé aux Northern Sales Awards 2022.", resume)).toEqual([]);
    expect(flagged('I won the Northern Sales Awards 2022.', resume)).toEqual([
      'award: won the Northern Sales Awards 2022',
    ]);
  });

  it('reads an award named by its category ("Employee of the Year") as its name', () => {
    expect(flagged('That quarter earned me the Employee of the Year award in 2021.')).toEqual([
      'award: Employee of the Year',
    ]);
    expect(flagged('In 2019 I was named Rookie of the Year.')).toEqual([]);
  });
});

describe('a nomination written as "nommé au prix"', () => {
  const NOMINEE = `Claire Dubois
Architecte, Atelier Vert (2018 – présent)
Projet Les Tilleuls : nommé au Prix de l'habitat durable 2023`;
  it('backs no win with a line that says the work was nominated, and backs the nomination', () => {
    expect(flagged("Le projet Les Tilleuls a été lauréat du Prix de l'habitat durable.", NOMINEE)).not.toEqual([]);
    expect(flagged("Le projet Les Tilleuls a été nommé au Prix de l'habitat durable.", NOMINEE)).toEqual([]);
  });
});

describe('an award named in the singular where the resume writes the plural', () => {
  it('backs "shortlisted for a UK UX Award" with "Shortlisted, UK UX Awards 2023"', () => {
    const resume = 'Priya Natarajan\nShortlisted, UK UX Awards 2023 – Best Research Project';
    const at = (body: string) =>
      checkByRules({ subject: 'Application', body }, { ...SOURCES, resume }, NOW).map(
        ({ kind, text }) => `${kind}: ${text}`,
      );
    expect(at('The study was shortlisted for a UK UX Award.')).toEqual([]);
    expect(at('The study won a UK UX Award.')).not.toEqual([]);
  });
});

describe('a competition the resume says the sender took part in', () => {
  it('backs no win', () => {
    const resume = "Karim Benali\nParticipation au CTF Hack'Lyon 2022 (équipe classée 7e sur 60)";
    const at = (body: string) =>
      checkByRules({ subject: 'Candidature', body }, { ...SOURCES, resume }, NOW).map(({ kind }) => kind);
    expect(at("Notre équipe a remporté le CTF Hack'Lyon 2022.")).toEqual(['award']);
  });
});

describe('an award the resume names in another language', () => {
  const resume =
    'Lucía Ferreiro\nFinalista del Premio Jóvenes Investigadores de la Sociedad Ibérica de Ecología (2022).';
  const at = (body: string) =>
    checkByRules({ subject: 'Application', body }, { ...SOURCES, resume }, NOW).map(({ kind }) => kind);

  it('backs the translated name at the same standing, and flags a win or another prize', () => {
    expect(at('In 2022 I was a finalist for the young researcher prize of the Iberian Society of Ecology.')).toEqual(
      [],
    );
    expect(at('In 2022 I won the young researcher prize of the Iberian Society of Ecology.')).toEqual(['award']);
    expect(at('In 2022 I was a finalist for the best thesis prize of the Iberian Society of Ecology.')).toEqual([
      'award',
    ]);
  });
});

describe('two awards in one sentence', () => {
  it('checks each clause on its own: a backed award does not cover the next one', () => {
    expect(flagged('In 2019 I was named Rookie of the Year, then I received the Northwind Founders Award.')).toEqual([
      'award: Northwind Founders Award',
    ]);
    expect(flagged("En 2019 j'ai reçu le titre Rookie of the Year, puis j'ai reçu le prix Cobalt Excellence.")).toEqual(
      ['award: prix Cobalt Excellence'],
    );
    expect(
      flagged('2019 erhielt ich die Auszeichnung „Rookie of the Year“, 2022 folgte der Northwind Sales Award.'),
    ).toEqual(['award: Northwind Sales Award']);
  });
});

describe('nominations said after the award, semi-finals and long unnamed awards', () => {
  const resume = `Claire Dubois
Direction du catalogue « Lumières du Nord » (2023), nommé pour le Prix du Livre d'art 2024
Demi-finaliste, concours du Meilleur Sommelier de France 2022
Premio a la mejor comunicación oral, Jornadas Andaluzas de Fisioterapia Deportiva 2021`;

  it('reads a German nomination whose verb comes last', () => {
    expect(flagged("Der Katalog war für den Prix du Livre d'art 2024 nominiert.", resume)).toEqual([]);
    expect(flagged("Der Katalog hat den Prix du Livre d'art 2024 gewonnen.", resume)).not.toEqual([]);
  });

  it('backs no final with a semi-final, and a semi-final with one', () => {
    expect(flagged("En 2022, j'ai été finaliste du concours du Meilleur Sommelier de France.", resume)).toEqual([
      'award: concours du Meilleur Sommelier de France',
    ]);
    expect(flagged("En 2022, j'ai été demi-finaliste du concours du Meilleur Sommelier de France.", resume)).toEqual(
      [],
    );
  });

  it('compares an unnamed award by whole words, never half of one', () => {
    expect(
      flagged(
        'En 2021 gané el premio a la mejor comunicación oral de las Jornadas Andaluzas de Fisioterapia Deportiva.',
        resume,
      ),
    ).toEqual([]);
  });
});

describe('awards named across languages and German compounds', () => {
  const resume = `Aoife Byrne
Gameplay Programmer — Blauwal Studios (2021 – present)
AWARDS
Tidewatch — nominated, Best Indie Game, Irish Game Awards 2024
Winner, Best Gameplay — Global Game Jam Dublin 2020
DGVFM-Förderpreis 2017 für die Masterarbeit
Trophées de la participation et de la concertation 2022 — lauréat`;

  it('compares a named prize without its prize word, from the prize on', () => {
    expect(flagged('Beim Global Game Jam Dublin 2020 gewann mein Team den Preis für Best Gameplay.', resume)).toEqual(
      [],
    );
  });

  it('backs "prize" by a German compound prize, never a German compound by an "Awards" heading', () => {
    expect(flagged('My master’s thesis received the DGVFM sponsorship prize.', resume)).toEqual([]);
    expect(
      flagged('Das Spiel wurde beim Deutschen Computerspielpreis 2024 als bestes Spiel ausgezeichnet.', resume),
    ).not.toEqual([]);
  });

  it('reads "participation" in an award’s name as no taking part', () => {
    expect(
      flagged('La concertation a été récompensée aux Trophées de la participation et de la concertation 2022.', resume),
    ).toEqual([]);
  });

  it('cuts an unnamed award at a whole number, and a nomination before "und" is another claim’s', () => {
    expect(
      flagged(
        'Tidewatch war beim Irish Game Award nominiert und wurde beim Deutschen Computerspielpreis ausgezeichnet.',
        resume,
      ),
    ).toEqual(['award: Computerspielpreis']);
  });
});

describe('a German common noun after the words that describe it', () => {
  it('compares "den Preis für den besten Vortrag" by "besten Vortrag", not by "Vortrag" alone', () => {
    const resume = `Jonas Weidemann
Vortrag: „Digitale Planprüfung mit PlanPro", VDEI-Fachforum LST, Fulda, 2024`;
    expect(
      flagged('Für meinen Vortrag beim VDEI-Fachforum erhielt ich den Preis für den besten Vortrag.', resume),
    ).toEqual(['award: Preis für den besten Vortrag']);
  });
});

import type { Lang } from './email-writer.js';

/** The kinds of claim a model invents, as the app's grounding check names them. */
export const EMBELLISH_KINDS = [
  'employer',
  'school',
  'degree',
  'certification',
  'title',
  'years',
  'team',
  'metric',
  'skill',
  'language',
  'location',
  'award',
  'publication',
] as const;
export type EmbellishKind = (typeof EMBELLISH_KINDS)[number];

/** What the stand-in invented, for tests to check each was caught. */
export interface Invention {
  kind: EmbellishKind;
  /** The invented words, as they stand in the email. */
  text: string;
}

interface Facts {
  resume: string;
  /** A skill the resume names, to put an invented one next to. */
  realSkill: string | null;
  /** A skill the ad asks for and the resume lacks (a model's favourite invention). */
  adSkill: string | null;
  pick: (options: readonly string[]) => string;
}

type Sentence = (f: Facts, x: string) => string;

const unused = (resume: string, options: readonly string[]) =>
  options.filter((o) => !resume.toLowerCase().includes(o.toLowerCase()));

/** The invented words per kind (the first one the resume does not already hold), then a sentence per language. */
const INVENTIONS: Record<EmbellishKind, { words: (f: Facts, lang: Lang) => string; say: Record<Lang, Sentence> }> = {
  employer: {
    words: (f) => f.pick(unused(f.resume, ['Google', 'Spotify', 'Siemens', 'Accenture'])),
    say: {
      en: (_, x) => `Before that, I spent two years as an engineer at ${x}.`,
      es: (_, x) => `Antes trabajé dos años como ingeniera en ${x}.`,
      fr: (_, x) => `Auparavant, j'ai travaillé deux ans chez ${x}.`,
      de: (_, x) => `Davor war ich zwei Jahre bei ${x} tätig.`,
    },
  },
  school: {
    words: (f) => f.pick(unused(f.resume, ['Stanford', 'Harvard'])),
    say: {
      en: (_, x) => `I studied computer science at ${x} University.`,
      es: (_, x) => `Estudié Informática en la Universidad de ${x}.`,
      fr: (_, x) => `J'ai étudié l'informatique à l'Université ${x}.`,
      de: (_, x) => `Ich habe Informatik an der ${x} University studiert.`,
    },
  },
  degree: {
    words: (_, lang) => ({ en: 'PhD', es: 'doctorado', fr: 'doctorat', de: 'promoviert' })[lang],
    say: {
      en: () => 'I also hold a PhD in computer science.',
      es: () => 'Además, tengo un doctorado en Informática.',
      fr: () => "Je suis également titulaire d'un doctorat en informatique.",
      de: () => 'Außerdem habe ich in Informatik promoviert.',
    },
  },
  certification: {
    words: () => 'PMP',
    say: {
      en: (_, x) => `I am a certified Project Management Professional (${x}).`,
      es: (_, x) => `Tengo la certificación Project Management Professional (${x}).`,
      fr: (_, x) => `Je suis certifiée Project Management Professional (${x}).`,
      de: (_, x) => `Ich bin zertifizierte Project Management Professional (${x}).`,
    },
  },
  title: {
    words: (_, lang) =>
      ({
        en: 'Head of Engineering',
        es: 'Directora de Ingeniería',
        fr: "Directrice de l'ingénierie",
        de: 'Leiterin der Softwareentwicklung',
      })[lang],
    say: {
      en: (_, x) => `In my current role as ${x}, I set the technical direction for the company.`,
      es: (_, x) => `En mi puesto actual como ${x}, defino la dirección técnica de la empresa.`,
      fr: (_, x) => `En tant que ${x}, je définis la direction technique de l'entreprise.`,
      de: (_, x) => `Als ${x} verantworte ich die technische Ausrichtung.`,
    },
  },
  years: {
    words: (f) => String(f.pick(['15', '18', '21'])),
    say: {
      en: (_, x) => `I have ${x} years of professional experience.`,
      es: (_, x) => `Tengo ${x} años de experiencia profesional.`,
      fr: (_, x) => `J'ai ${x} ans d'expérience professionnelle.`,
      de: (_, x) => `Ich habe ${x} Jahre Berufserfahrung.`,
    },
  },
  team: {
    words: (f) => f.pick(unused(f.resume, ['25', '35', '42'])),
    say: {
      en: (_, x) => `I lead a team of ${x} engineers.`,
      es: (_, x) => `Dirijo un equipo de ${x} ingenieros.`,
      fr: (_, x) => `Je dirige une équipe de ${x} ingénieurs.`,
      de: (_, x) => `Ich leite ein Team von ${x} Entwicklern.`,
    },
  },
  metric: {
    words: (f) => f.pick(unused(f.resume, ['45', '65', '83'])),
    say: {
      en: (_, x) => `My last project increased revenue by ${x}%.`,
      es: (_, x) => `Mi último proyecto aumentó los ingresos un ${x} %.`,
      fr: (_, x) => `Mon dernier projet a augmenté le chiffre d'affaires de ${x} %.`,
      de: (_, x) => `Mein letztes Projekt hat den Umsatz um ${x} % gesteigert.`,
    },
  },
  skill: {
    words: (f) => f.adSkill ?? f.pick(unused(f.resume, ['Scala', 'Rust', 'Elixir'])),
    say: {
      en: (f, x) => `I also work with ${f.realSkill ?? 'SQL'} and ${x} every day.`,
      es: (f, x) => `También trabajo a diario con ${f.realSkill ?? 'SQL'} y ${x}.`,
      fr: (f, x) => `Je travaille aussi au quotidien avec ${f.realSkill ?? 'SQL'} et ${x}.`,
      de: (f, x) => `Außerdem arbeite ich täglich mit ${f.realSkill ?? 'SQL'} und ${x}.`,
    },
  },
  language: {
    words: (f) => f.pick(['Japanese', 'Korean']),
    say: {
      en: (_, x) => `I am fluent in ${x}.`,
      es: (_, x) => `Hablo ${x === 'Japanese' ? 'japonés' : 'coreano'} con fluidez.`,
      fr: (_, x) => `Je parle couramment le ${x === 'Japanese' ? 'japonais' : 'coréen'}.`,
      de: (_, x) => `Ich spreche fließend ${x === 'Japanese' ? 'Japanisch' : 'Koreanisch'}.`,
    },
  },
  location: {
    words: (f) => f.pick(unused(f.resume, ['Berlin', 'Zurich', 'Amsterdam'])),
    say: {
      en: (_, x) => `I already live in ${x} and hold a valid EU work permit.`,
      es: (_, x) => `Ya resido en ${x} y tengo permiso de trabajo en la UE.`,
      fr: (_, x) => `J'habite déjà à ${x} et je dispose d'un permis de travail européen.`,
      de: (_, x) => `Ich wohne bereits in ${x} und besitze eine gültige Arbeitserlaubnis für die EU.`,
    },
  },
  award: {
    words: (_, lang) =>
      lang === 'de' ? 'Open-Data-Hackathon' : lang === 'en' ? 'Open Data hackathon' : 'hackathon Open Data',
    say: {
      en: (_, x) => `I won the 2023 ${x} in Munich.`,
      es: (_, x) => `Gané el ${x} de Múnich en 2023.`,
      fr: (_, x) => `J'ai remporté le ${x} de Munich en 2023.`,
      de: (_, x) => `2023 habe ich den ${x} in München gewonnen.`,
    },
  },
  publication: {
    words: () => 'NeurIPS 2022',
    say: {
      en: (_, x) => `My paper on distributed systems was published at ${x}.`,
      es: (_, x) => `Mi artículo sobre sistemas distribuidos se publicó en ${x}.`,
      fr: (_, x) => `Mon article sur les systèmes distribués a été publié à ${x}.`,
      de: (_, x) => `Mein Artikel über verteilte Systeme wurde auf der ${x} veröffentlicht.`,
    },
  },
};

/**
 * Sentences that claim what the resume does not, one per kind asked for, in the email's language: what a model
 * that embellishes adds. `seed` picks among variants, so the same prompt always gets the same inventions.
 */
export function embellish(
  lang: Lang,
  kinds: readonly EmbellishKind[],
  facts: { resume: string; realSkill: string | null; adSkill: string | null },
  seed: number,
): { sentences: string[]; invented: Invention[] } {
  const sentences: string[] = [];
  const invented: Invention[] = [];
  kinds.forEach((kind, i) => {
    const pick = (options: readonly string[]) => options[(seed + i) % Math.max(1, options.length)] ?? options[0] ?? '';
    const f: Facts = { ...facts, pick };
    const words = INVENTIONS[kind].words(f, lang);
    const sentence = INVENTIONS[kind].say[lang](f, words);
    sentences.push(sentence);
    // The words as the sentence writes them (a language's name is translated).
    const shown =
      kind === 'language'
        ? sentence
            .replace(/[.]$/u, '')
            .split(/\s+/u)
            .find((w) => /^(?:Japanese|Korean|japonés|coreano|japonais|coréen|Japanisch|Koreanisch)$/u.test(w))!
        : words;
    invented.push({ kind, text: shown });
  });
  return { sentences, invented };
}

// What the site writes in the language of its country subdomains (it.linkedin.com serves Italian pages): the job
// criteria's labels and values, the applicant count, and the heading of a search with no results. The model keeps
// English; pages are worded here.

export const SITE_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'sv'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** The country subdomains that serve each language (the first label of the host); any other host is English. */
const HOST_LANGUAGES: Record<string, SiteLanguage> = {
  de: 'de',
  at: 'de',
  fr: 'fr',
  be: 'fr',
  es: 'es',
  mx: 'es',
  it: 'it',
  br: 'pt',
  pt: 'pt',
  nl: 'nl',
  se: 'sv',
};

export function languageOfHost(hostname: string): SiteLanguage {
  return HOST_LANGUAGES[hostname.split('.')[0]!.toLowerCase()] ?? 'en';
}

const LABELS: Record<SiteLanguage, readonly [string, string, string, string]> = {
  en: ['Seniority level', 'Employment type', 'Job function', 'Industries'],
  de: ['Karrierestufe', 'Beschäftigungsverhältnis', 'Tätigkeitsbereich', 'Branchen'],
  fr: ['Niveau hiérarchique', 'Type d’emploi', 'Fonction', 'Secteurs'],
  es: ['Nivel de antigüedad', 'Tipo de empleo', 'Función laboral', 'Sectores'],
  it: ['Livello di anzianità', 'Tipo di impiego', 'Funzione lavorativa', 'Settori'],
  pt: ['Nível de experiência', 'Tipo de emprego', 'Função', 'Setores'],
  nl: ['Senioriteitsniveau', 'Dienstverband', 'Functie', 'Sectoren'],
  sv: ['Senioritetsnivå', 'Anställningstyp', 'Jobbfunktion', 'Branscher'],
};

// The values of the first two criteria, by their English wording; job functions and industries stay English, as
// the site leaves many of them.
const VALUES: Record<Exclude<SiteLanguage, 'en'>, Record<string, string>> = {
  de: {
    Internship: 'Praktikum',
    'Entry level': 'Berufseinstieg',
    Associate: 'Mit Berufserfahrung',
    'Mid-Senior level': 'Mid-Senior-Level',
    Director: 'Direktor',
    'Not Applicable': 'Nicht zutreffend',
    'Full-time': 'Vollzeit',
    'Part-time': 'Teilzeit',
    Contract: 'Freiberuflich',
    Temporary: 'Befristet',
  },
  fr: {
    Internship: 'Stage',
    'Entry level': 'Premier emploi',
    Associate: 'Associé',
    'Mid-Senior level': 'Confirmé',
    Director: 'Directeur',
    'Not Applicable': 'Non applicable',
    'Full-time': 'Temps plein',
    'Part-time': 'Temps partiel',
    Contract: 'Contrat',
    Temporary: 'Temporaire',
  },
  es: {
    Internship: 'Prácticas',
    'Entry level': 'Sin experiencia',
    Associate: 'Algo de responsabilidad',
    'Mid-Senior level': 'Intermedio',
    Director: 'Director',
    'Not Applicable': 'No corresponde',
    'Full-time': 'Jornada completa',
    'Part-time': 'Media jornada',
    Contract: 'Contrato por obra',
    Temporary: 'Temporal',
  },
  it: {
    Internship: 'Stage',
    'Entry level': 'Esperienza minima',
    Associate: 'Livello medio',
    'Mid-Senior level': 'Livello medio-alto',
    Director: 'Direttore',
    'Not Applicable': 'Non applicabile',
    'Full-time': 'A tempo pieno',
    'Part-time': 'Part-time',
    Contract: 'Contratto',
    Temporary: 'Temporaneo',
  },
  pt: {
    Internship: 'Estágio',
    'Entry level': 'Assistente',
    Associate: 'Júnior',
    'Mid-Senior level': 'Pleno-sênior',
    Director: 'Diretor',
    'Not Applicable': 'Não aplicável',
    'Full-time': 'Tempo integral',
    'Part-time': 'Meio período',
    Contract: 'Contrato',
    Temporary: 'Temporário',
  },
  nl: {
    Internship: 'Stage',
    'Entry level': 'Starter',
    Associate: 'Medewerker',
    'Mid-Senior level': 'Middenkader',
    Director: 'Directeur',
    'Not Applicable': 'Niet van toepassing',
    'Full-time': 'Fulltime',
    'Part-time': 'Parttime',
    Contract: 'Contract',
    Temporary: 'Tijdelijk',
  },
  sv: {
    Internship: 'Praktik',
    'Entry level': 'Nybörjarnivå',
    Associate: 'Medarbetare',
    'Mid-Senior level': 'Mellannivå',
    Director: 'Direktör',
    'Not Applicable': 'Ej tillämpligt',
    'Full-time': 'Heltid',
    'Part-time': 'Deltid',
    Contract: 'Konsult',
    Temporary: 'Tillfällig',
  },
};

/** The criteria list in the page's language: labels by position, the first two values translated. */
export function localizedCriteria(
  criteria: ReadonlyArray<readonly [string, string]>,
  language: SiteLanguage,
): Array<readonly [string, string]> {
  if (language === 'en') return [...criteria];
  return criteria.map(([label, value]) => {
    const position = LABELS.en.indexOf(label);
    const translated = position === 0 || position === 1 ? (VALUES[language][value] ?? value) : value;
    return [LABELS[language][position] ?? label, translated] as const;
  });
}

export interface Applicants {
  count: number;
  qualifier: 'exact' | 'over' | 'among-first';
}

const APPLICANTS: Record<SiteLanguage, Record<Applicants['qualifier'], (count: string) => string>> = {
  en: {
    exact: (n) => `${n} applicants`,
    over: (n) => `Over ${n} applicants`,
    'among-first': (n) => `Be among the first ${n} applicants`,
  },
  de: {
    exact: (n) => `${n} Bewerber:innen`,
    over: (n) => `Über ${n} Bewerber:innen`,
    'among-first': (n) => `Gehören Sie zu den ersten ${n} Bewerber:innen`,
  },
  fr: {
    exact: (n) => `${n} candidats`,
    over: (n) => `Plus de ${n} candidats`,
    'among-first': (n) => `Soyez parmi les ${n} premiers candidats`,
  },
  es: {
    exact: (n) => `${n} solicitudes`,
    over: (n) => `Más de ${n} solicitudes`,
    'among-first': (n) => `Sé uno de los primeros ${n} solicitantes`,
  },
  it: {
    exact: (n) => `${n} candidati`,
    over: (n) => `Oltre ${n} candidati`,
    'among-first': (n) => `Sii tra i primi ${n} candidati`,
  },
  pt: {
    exact: (n) => `${n} candidaturas`,
    over: (n) => `Mais de ${n} candidaturas`,
    'among-first': (n) => `Seja um dos ${n} primeiros candidatos`,
  },
  nl: {
    exact: (n) => `${n} sollicitanten`,
    over: (n) => `Meer dan ${n} sollicitanten`,
    'among-first': (n) => `Wees een van de eerste ${n} sollicitanten`,
  },
  sv: {
    exact: (n) => `${n} sökande`,
    over: (n) => `Över ${n} sökande`,
    'among-first': (n) => `Bli en av de första ${n} sökande`,
  },
};

export function applicantsText({ count, qualifier }: Applicants, language: SiteLanguage): string {
  return APPLICANTS[language][qualifier](String(count));
}

/** The heading of a search the site has no job for, before the search's words in `<strong>`. */
export const NO_RESULTS_HEADING: Record<SiteLanguage, string> = {
  en: 'We couldn’t find a match for',
  de: 'Wir konnten keine Treffer für',
  fr: 'Nous n’avons trouvé aucun résultat pour',
  es: 'No encontramos ningún resultado para',
  it: 'Non abbiamo trovato risultati per',
  pt: 'Não encontramos resultados para',
  nl: 'We hebben geen resultaten gevonden voor',
  sv: 'Vi hittade inga resultat för',
};

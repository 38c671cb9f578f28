/** Small text helpers shared by the catalog and the markup. */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text and attribute values; every string that reaches HTML goes through here. */
export function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/**
 * Every string of a JSON value HTML-escaped, as the real site writes its JSON-LD: a company description reads
 * "clinics &amp; hospitals" and a job description's markup "&lt;p&gt;…" inside the JSON. Keys stay as they are.
 */
export function entityEncodedStrings(value: unknown): unknown {
  if (typeof value === 'string') return esc(value);
  if (Array.isArray(value)) return value.map(entityEncodedStrings);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, entityEncodedStrings(v)]));
  }
  return value;
}

/** JSON inside `<script>`: `<` escaped so no value can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const FOLDS: Record<string, string> = { ł: 'l', Ł: 'L', ø: 'o', Ø: 'O', ß: 'ss', æ: 'ae', Æ: 'AE', đ: 'd', Đ: 'D' };

/** Lower-case ASCII: diacritics dropped, the letters NFD cannot split mapped by hand. */
export function fold(text: string): string {
  return text
    .replace(/[łŁøØßæÆđĐ]/g, (c) => FOLDS[c]!)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** URL slug the way the site makes them: ASCII words joined by dashes. */
export function slugify(text: string): string {
  return fold(text)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const ACRONYMS = new Set([
  'ai',
  'api',
  'aws',
  'bi',
  'ca',
  'css',
  'etl',
  'gcp',
  'hr',
  'html',
  'ml',
  'nlp',
  'php',
  'qa',
  'sde',
  'sdet',
  'seo',
  'sql',
  'sre',
  'ui',
  'ux',
]);
const SPECIAL_CASE: Record<string, string> = { ios: 'iOS', '.net': '.NET', devops: 'DevOps', javascript: 'JavaScript' };

/** "frontend developer" → "Frontend Developer", "ui/ux designer" → "UI/UX Designer". */
export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) =>
      word
        .split('/')
        .map((part) => {
          const lower = part.toLowerCase();
          if (SPECIAL_CASE[lower]) return SPECIAL_CASE[lower];
          if (ACRONYMS.has(lower)) return lower.toUpperCase();
          return part ? part[0]!.toUpperCase() + part.slice(1) : part;
        })
        .join('/'),
    )
    .join(' ');
}

/** The languages of the site's country hosts the stand-in writes relative dates in. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];

type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month';

// [singular, plural] of each unit, and how the language wraps "N units" into "N units ago".
const WORDING: Record<Language, { units: Record<Unit, readonly [string, string]>; ago: (amount: string) => string }> = {
  en: {
    units: {
      minute: ['minute', 'minutes'],
      hour: ['hour', 'hours'],
      day: ['day', 'days'],
      week: ['week', 'weeks'],
      month: ['month', 'months'],
    },
    ago: (amount) => `${amount} ago`,
  },
  de: {
    // The dative after "vor": vor 3 Tagen, vor 2 Monaten.
    units: {
      minute: ['Minute', 'Minuten'],
      hour: ['Stunde', 'Stunden'],
      day: ['Tag', 'Tagen'],
      week: ['Woche', 'Wochen'],
      month: ['Monat', 'Monaten'],
    },
    ago: (amount) => `vor ${amount}`,
  },
  fr: {
    units: {
      minute: ['minute', 'minutes'],
      hour: ['heure', 'heures'],
      day: ['jour', 'jours'],
      week: ['semaine', 'semaines'],
      month: ['mois', 'mois'],
    },
    ago: (amount) => `il y a ${amount}`,
  },
  es: {
    units: {
      minute: ['minuto', 'minutos'],
      hour: ['hora', 'horas'],
      day: ['día', 'días'],
      week: ['semana', 'semanas'],
      month: ['mes', 'meses'],
    },
    ago: (amount) => `hace ${amount}`,
  },
  pt: {
    units: {
      minute: ['minuto', 'minutos'],
      hour: ['hora', 'horas'],
      day: ['dia', 'dias'],
      week: ['semana', 'semanas'],
      month: ['mês', 'meses'],
    },
    ago: (amount) => `há ${amount}`,
  },
  sv: {
    units: {
      minute: ['minut', 'minuter'],
      hour: ['timme', 'timmar'],
      day: ['dag', 'dagar'],
      week: ['vecka', 'veckor'],
      month: ['månad', 'månader'],
    },
    ago: (amount) => `för ${amount} sedan`,
  },
};

const HOUR = 60;
const DAY = 24 * HOUR;

/** A posting's age the way the site words it: "14 hours ago", "1 week ago", "1 month ago"; "vor 1 Woche" in German. */
export function timeAgo(ageMinutes: number, language: Language = 'en'): string {
  const [amount, unit]: [number, Unit] =
    ageMinutes < HOUR
      ? [Math.max(1, ageMinutes), 'minute']
      : ageMinutes < DAY
        ? [Math.floor(ageMinutes / HOUR), 'hour']
        : ageMinutes < 7 * DAY
          ? [Math.floor(ageMinutes / DAY), 'day']
          : ageMinutes < 30 * DAY
            ? [Math.floor(ageMinutes / (7 * DAY)), 'week']
            : [Math.floor(ageMinutes / (30 * DAY)), 'month'];
  const wording = WORDING[language];
  const [one, many] = wording.units[unit];
  return wording.ago(`${amount} ${amount === 1 ? one : many}`);
}

/** YYYY-MM-DD (UTC), as in the cards' `datetime` attribute. */
export function isoDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** "1,234" grouping. */
export function groupThousands(n: number): string {
  return n.toLocaleString('en-US');
}

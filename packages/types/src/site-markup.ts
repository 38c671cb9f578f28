// Pure readings of the networking site's markup, shared by the API's parsers (cheerio) and the extension's content
// script (the live DOM): strings in, values out, no DOM and no parser library here.

/** Where a job id can be read, most specific first: the parsers and the content script try them in this order. */
export const JOB_ID_STRATEGIES = ['urn', 'link', 'componentkey', 'data-job-id'] as const;
export type JobIdStrategy = (typeof JOB_ID_STRATEGIES)[number];

/** `urn:li:jobPosting:{id}` (the signed-in pages also write `urn:li:fsd_jobPosting:{id}`) → the id. */
export function jobIdFromUrn(urn: string | null | undefined): string | null {
  return urn?.trim().match(/^urn:li:(?:fsd_)?jobPosting:(\d+)$/)?.[1] ?? null;
}

/** The id at the end of a `/jobs/view/{slug-}{id}` path (no host, no query), or null. */
export function jobIdFromViewPath(pathname: string): string | null {
  return pathname.match(/^\/jobs\/view\/(?:[^/]*-)?(\d+)\/?$/)?.[1] ?? null;
}

/** The 2026 signed-in cards: `<div role="button" componentkey="job-card-component-ref-{id}">` → the id. */
export function jobIdFromComponentKey(key: string | null | undefined): string | null {
  return key?.trim().match(/^job-card-component-ref-(\d+)$/)?.[1] ?? null;
}

/** `data-job-id="{id}"` (also `data-occludable-job-id`): only digits count. */
export function jobIdFromAttribute(value: string | null | undefined): string | null {
  return value?.trim().match(/^(\d+)$/)?.[1] ?? null;
}

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

// Unit words in the languages of the site's country hosts: en, de, fr, es, pt, sv (singular and plural forms).
const UNIT_WORDS: Record<Unit, readonly string[]> = {
  second: [
    'second',
    'seconds',
    'sekunde',
    'sekunden',
    'seconde',
    'secondes',
    'segundo',
    'segundos',
    'sekund',
    'sekunder',
  ],
  minute: ['minute', 'minutes', 'minuten', 'minuto', 'minutos', 'minut', 'minuter', 'min', 'mins'],
  hour: ['hour', 'hours', 'stunde', 'stunden', 'heure', 'heures', 'hora', 'horas', 'timme', 'timmar', 'hr', 'hrs'],
  day: ['day', 'days', 'tag', 'tage', 'tagen', 'jour', 'jours', 'día', 'días', 'dia', 'dias', 'dag', 'dagar'],
  week: [
    'week',
    'weeks',
    'woche',
    'wochen',
    'semaine',
    'semaines',
    'semana',
    'semanas',
    'vecka',
    'veckor',
    'wk',
    'wks',
  ],
  month: [
    'month',
    'months',
    'monat',
    'monate',
    'monaten',
    'mois',
    'mes',
    'meses',
    'mês',
    'månad',
    'månader',
    'mo',
    'mos',
  ],
  year: [
    'year',
    'years',
    'jahr',
    'jahre',
    'jahren',
    'an',
    'ans',
    'année',
    'années',
    'año',
    'años',
    'ano',
    'anos',
    'år',
    'yr',
    'yrs',
  ],
};
const UNIT_OF = new Map<string, Unit>(
  Object.entries(UNIT_WORDS).flatMap(([unit, words]) => words.map((word) => [word, unit as Unit])),
);
// "ago", "vor", "il y a", "hace", "há" / "atrás", "sedan": the wording says the time lies in the past.
const PAST = /\bago\b|\bvor\b|\bil y a\b|\bhace\b|(?:^|\s)há(?=\s)|\batrás\b|\bsedan\b/i;
// Letters of any script end a word (\b alone does not know "é" or "å").
const AMOUNT_AND_UNIT = new RegExp(
  `(\\d+)\\+?\\s*(${[...UNIT_OF.keys()].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}])`,
  'iu',
);
const JUST_NOW =
  /\b(just now|moments? ago)\b|gerade eben|soeben|à l[’']instant|justo ahora|ahora mismo|agora mesmo|just nu/i;

/**
 * The page's "3 days ago" ("vor 3 Tagen", "il y a 3 jours", "hace 3 días", "há 3 dias", "för 3 dagar sedan") as a UTC
 * date counted back from `now`. Approximate by nature: the site rounds ("1 month ago" covers weeks 4 to 8), so this
 * is only as good as the wording. Null for wording it cannot read, rather than a guess.
 */
export function dateFromRelativeText(text: string | null | undefined, now: Date): string | null {
  if (!text || Number.isNaN(now.getTime())) return null;
  if (JUST_NOW.test(text)) return now.toISOString().slice(0, 10);
  if (!PAST.test(text)) return null;
  const match = text.match(AMOUNT_AND_UNIT);
  const unit = match?.[2] ? UNIT_OF.get(match[2].toLowerCase()) : undefined;
  if (!match?.[1] || !unit) return null;
  const amount = Number(match[1]);
  const date = new Date(now.getTime());
  switch (unit) {
    case 'second':
      date.setTime(date.getTime() - amount * 1_000);
      break;
    case 'minute':
      date.setTime(date.getTime() - amount * 60_000);
      break;
    case 'hour':
      date.setTime(date.getTime() - amount * 3_600_000);
      break;
    case 'day':
      date.setUTCDate(date.getUTCDate() - amount);
      break;
    case 'week':
      date.setUTCDate(date.getUTCDate() - amount * 7);
      break;
    case 'month':
      return monthsBefore(now, amount);
    case 'year':
      return monthsBefore(now, amount * 12);
  }
  return date.toISOString().slice(0, 10);
}

/** Calendar months back, clamping the day so that 31 March minus one month is 28/29 February, not 3 March. */
function monthsBefore(now: Date, months: number): string {
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

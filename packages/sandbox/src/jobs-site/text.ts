/** Small text helpers shared by the catalog and the markup. */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text and attribute values; every string that reaches HTML goes through here. */
export function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
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

const MINUTE = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The site's wording for a posting's age: "14 hours ago", "1 week ago", "1 month ago". */
export function timeAgo(ageMinutes: number): string {
  const plural = (n: number, unitName: string) => `${n} ${unitName}${n === 1 ? '' : 's'} ago`;
  if (ageMinutes < HOUR) return plural(Math.max(1, ageMinutes), 'minute');
  if (ageMinutes < DAY) return plural(Math.floor(ageMinutes / HOUR), 'hour');
  const days = Math.floor(ageMinutes / DAY);
  if (days < 7) return plural(days, 'day');
  if (days < 30) return plural(Math.floor(days / 7), 'week');
  return plural(Math.floor(days / 30), 'month');
}

/** YYYY-MM-DD (UTC), as in the cards' `datetime` attribute. */
export function isoDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** "1,234" grouping. */
export function groupThousands(n: number): string {
  return n.toLocaleString('en-US');
}

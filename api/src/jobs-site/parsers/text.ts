/** Collapses whitespace runs (no-break spaces included) and trims; empty text is null. */
export function cleanText(value: string | null | undefined): string | null {
  if (value == null) return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/** Splits a "A, B, and C" list as the site prints specialties. */
export function splitList(value: string | null): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => cleanText(part.replace(/^\s*and\s+/i, '')))
    .filter((part): part is string => part !== null);
}

/** The first number in a text like "View all 1,284 employees", or null. */
export function countIn(value: string | null): number | null {
  const match = value?.match(/(\d[\d,.\u00a0\u202f']*)/);
  if (!match?.[1]) return null;
  const count = Number(match[1].replace(/[^\d]/g, ''));
  return Number.isSafeInteger(count) ? count : null;
}

export { dateFromRelativeText } from '@app/types';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The YYYY-MM-DD part of a date or timestamp string, when it is a real calendar date. */
export function isoDate(value: string | null | undefined): string | null {
  const match = value?.trim().match(ISO_DATE);
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = date.toISOString().slice(0, 10);
  return iso === `${year}-${month}-${day}` ? iso : null;
}

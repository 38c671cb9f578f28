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

const RELATIVE = /(\d+)\+?\s*(second|minute|hour|day|week|month|year)s?\s+ago/i;
const JUST_NOW = /\b(just now|moments? ago)\b/i;

/**
 * Turns the page's "3 days ago" / "2 weeks ago" / "1 month ago" into a UTC date counted back from `now`.
 * Approximate by nature: the site rounds ("1 month ago" covers weeks 4 to 8), so this is only as good as the wording.
 */
export function dateFromRelative(text: string | null, now: Date): string | null {
  if (!text || Number.isNaN(now.getTime())) return null;
  if (JUST_NOW.test(text)) return now.toISOString().slice(0, 10);
  const match = text.match(RELATIVE);
  if (!match?.[1] || !match[2]) return null;
  const amount = Number(match[1]);
  const date = new Date(now.getTime());
  switch (match[2].toLowerCase()) {
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

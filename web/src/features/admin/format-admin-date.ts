/**
 * A date as the admin screen shows it, 'MMM dd, yyyy HH:mm' (spec §9), e.g. 'Mar 05, 2025 14:07'. A missing value
 * reads 'N/A' and one that does not parse is shown as it came (spec §8).
 */
export function formatAdminDate(value: string | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value.trim() === '') return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')} ${part('hour')}:${part('minute')}`;
}

/**
 * A search's created time as the dashboard shows it, 'MMM dd, yyyy at HH:mm' (spec §9), e.g. 'Mar 05, 2025 at 14:07'.
 * A missing value reads 'N/A' and a value that does not parse is shown as it came.
 */
export function formatSearchDate(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
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
  return `${part('month')} ${part('day')}, ${part('year')} at ${part('hour')}:${part('minute')}`;
}

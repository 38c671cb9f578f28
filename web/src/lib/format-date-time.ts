/**
 * A date and time as the screens show it (spec §9): 'MMM dd, yyyy HH:mm' on the admin screen, e.g.
 * 'Mar 05, 2025 14:07', and 'MMM dd, yyyy at HH:mm' elsewhere, e.g. 'Mar 05, 2025 at 14:07'. A missing value reads
 * 'N/A' and one that does not parse is shown as it came (spec §8).
 */
export function formatDateTime(
  value: string | null | undefined,
  { at = false, timeZone }: { at?: boolean; timeZone?: string } = {},
): string {
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
  return `${part('month')} ${part('day')}, ${part('year')}${at ? ' at' : ''} ${part('hour')}:${part('minute')}`;
}

/** The admin screen's 'MMM dd, yyyy HH:mm'. */
export const formatAdminDate = (value: string | null | undefined, timeZone?: string): string =>
  formatDateTime(value, { timeZone });

/** The dashboard's (and the user's own screens') 'MMM dd, yyyy at HH:mm'. */
export const formatSearchDate = (value: string | null | undefined, timeZone?: string): string =>
  formatDateTime(value, { at: true, timeZone });

/**
 * The user's clock (Settings → Regional), shared by API, web and extension: which zones exist, what a zone is called,
 * and a time as every screen shows it, naming its zone when it is not the browser's.
 */

/** The spec's four zones, offered first. */
export const SPEC_TIMEZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'] as const;

/** Whether `zone` is an IANA timezone this runtime knows (Intl throws a RangeError for any other). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.trim() === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Today's IANA names of zones some runtimes still answer by their old (CLDR) names: Node and some browsers say
 * "Asia/Calcutta" for the zone our users call Asia/Kolkata.
 */
const RENAMED_ZONES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/** The zone by its current IANA name. */
export const canonicalTimeZone = (zone: string): string => RENAMED_ZONES[zone] ?? zone;

/** Every IANA zone the runtime knows, the spec's four first, then the rest by name (UTC included). */
export function timeZoneChoices(): string[] {
  const all = Intl.supportedValuesOf('timeZone').map(canonicalTimeZone);
  const rest = [...new Set([...all, 'UTC'])].filter((z) => !(SPEC_TIMEZONES as readonly string[]).includes(z)).sort();
  return [...SPEC_TIMEZONES, ...rest];
}

/** The zone the browser (or process) runs in. */
export const browserTimeZone = (): string => canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);

/** "New York", "Kolkata", "Port of Spain": the zone's city; "UTC" stays itself. */
export const timeZoneCity = (zone: string): string => (zone.split('/').pop() ?? zone).replace(/_/g, ' ');

/** "Kolkata time". */
export const timeZoneLabel = (zone: string): string => `${timeZoneCity(zone)} time`;

/** A picker's line for a zone: "Kolkata time (Asia/Kolkata, UTC+05:30)". */
export function timeZoneOptionLabel(zone: string, at: Date = new Date()): string {
  const minutes = zoneOffsetMinutes(at, zone);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const offset = `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${timeZoneLabel(zone)} (${zone}, ${offset})`;
}

/** The zone's offset from UTC at `at`, in minutes (Kolkata: 330). */
export function zoneOffsetMinutes(at: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - (at.getTime() - at.getMilliseconds())) / 60_000);
}

/** A `datetime-local` value ('YYYY-MM-DDTHH:mm') of `at` on the clock of `zone`. */
export function toZonedLocal(at: Date, zone: string): string {
  const local = new Date(at.getTime() + zoneOffsetMinutes(at, zone) * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * The moment a `datetime-local` value means on the clock of `zone` (not the browser's), or null when it does not
 * parse. Near a DST change the offset is read twice, so the answer is the local time the user picked.
 */
export function fromZonedLocal(value: string, zone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  let t = asUtc - zoneOffsetMinutes(new Date(asUtc), zone) * 60_000;
  t = asUtc - zoneOffsetMinutes(new Date(t), zone) * 60_000;
  return new Date(t);
}

/** " (Kolkata time)" when `zone` is set and is not the browser's, else nothing: a time names its zone when it must. */
export function zoneSuffix(zone: string | undefined, browserZone: string = browserTimeZone()): string {
  return zone && canonicalTimeZone(zone) !== canonicalTimeZone(browserZone) ? ` (${timeZoneLabel(zone)})` : '';
}

/** The month, day, hour and minute (24 h) of `at` on the clock of `zone` (and any `more` parts), by part name. */
function clockParts(at: Date, zone: string | undefined, more: Intl.DateTimeFormatOptions) {
  const parts = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...more,
    timeZone: zone,
  }).formatToParts(at);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
}

/**
 * A date and time as the screens show it (spec §9): 'MMM dd, yyyy HH:mm' on the admin screen, e.g.
 * 'Mar 05, 2025 14:07', and 'MMM dd, yyyy at HH:mm' elsewhere, on the clock of `timeZone` (the user's zone), followed
 * by the zone's name when it is not the browser's ('Mar 05, 2025 at 14:07 (Kolkata time)'). A missing value reads
 * 'N/A' and one that does not parse is shown as it came (spec §8).
 */
export function formatDateTime(
  value: string | null | undefined,
  { at = false, timeZone, browserZone }: { at?: boolean; timeZone?: string; browserZone?: string } = {},
): string {
  if (value === null || value === undefined || value.trim() === '') return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const zone = isTimeZone(timeZone) ? timeZone : undefined;
  const part = clockParts(date, zone, { year: 'numeric' });
  const text = `${part('month')} ${part('day')}, ${part('year')}${at ? ' at' : ''} ${part('hour')}:${part('minute')}`;
  return text + zoneSuffix(zone, browserZone);
}

/** The admin screen's 'MMM dd, yyyy HH:mm'. */
export const formatAdminDate = (value: string | null | undefined, timeZone?: string): string =>
  formatDateTime(value, { timeZone });

/** The dashboard's (and the user's own screens') 'MMM dd, yyyy at HH:mm'. */
export const formatSearchDate = (value: string | null | undefined, timeZone?: string): string =>
  formatDateTime(value, { at: true, timeZone });

/** A day as '12 Nov' on the calendar of `timeZone` (the user's zone), e.g. when a job's contact was emailed. */
export function formatDayMonth(value: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: isTimeZone(timeZone) ? timeZone : undefined,
  }).format(date);
}
/** The recipient's clock of a scheduled email (the API answers it with each one; null: unknown). */
export interface RecipientClockLabel {
  recipientTimeZone: string | null;
  recipientPlace: string | null;
  recipientHoursOnly?: boolean;
}

/** Six days: within them a weekday names one day; farther, it could be next week's. */
const WEEKDAY_ENOUGH_MS = 6 * 86_400_000;

/** "Tue 10:00" on the clock of `zone`; "Tue, Dec 08 10:00" when six days or more away, where a weekday alone misleads. */
function dayAndTime(at: Date, zone: string, now: Date): { day: string; time: string } {
  const part = clockParts(at, zone, { weekday: 'short' });
  const farOff = Math.abs(at.getTime() - now.getTime()) >= WEEKDAY_ENOUGH_MS;
  const day = farOff ? `${part('weekday')}, ${part('month')} ${part('day')}` : part('weekday');
  return { day, time: `${part('hour')}:${part('minute')}` };
}

/**
 * When a scheduled email goes, as every screen shows it (toast, Scheduled list, dialogs, web and extension): on the
 * recipient's clock and the user's, "Tue 10:00 in Bengaluru · 10:00 yours", the user's day named too when it is
 * another ("Mon 23:00 in San Francisco · Tue 12:30 yours"). One time when both clocks are one ("Tue 10:00 in
 * Bengaluru"), or when the recipient's is unknown ("Tue 10:00"); the user's zone is named when it is not the browser's.
 */
export function scheduledTimeLabel(
  sendAt: string,
  recipient: RecipientClockLabel,
  {
    userZone,
    browserZone = browserTimeZone(),
    now = new Date(),
  }: { userZone?: string; browserZone?: string; now?: Date } = {},
): string {
  const at = new Date(sendAt);
  if (Number.isNaN(at.getTime())) return sendAt;
  const yours = canonicalTimeZone(isTimeZone(userZone) ? userZone : browserZone);
  const theirs = isTimeZone(recipient.recipientTimeZone) ? canonicalTimeZone(recipient.recipientTimeZone) : null;
  const mine = dayAndTime(at, yours, now);
  if (!theirs) return `${mine.day} ${mine.time}${zoneSuffix(yours, browserZone)}`;
  const place = recipient.recipientPlace?.trim() || timeZoneCity(theirs);
  const their = dayAndTime(at, theirs, now);
  const inPlace = `${their.day} ${their.time} in ${place}`;
  if (theirs === yours) return inPlace;
  const myDay = mine.day === their.day ? '' : `${mine.day} `;
  return `${inPlace} · ${myDay}${mine.time} yours${zoneSuffix(yours, browserZone)}`;
}

/** Said beside a scheduled email whose user's sending hours never meet the recipient's working hours. */
export const recipientHoursOnlyNote = (place: string | null): string =>
  `Goes in ${place?.trim() || 'the recipient'}’s working hours (09:00–17:30 on weekdays): your sending hours never meet them.`;

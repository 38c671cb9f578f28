import { DateTime } from 'luxon';

/** When a mailbox may send: hours and days in one timezone (the user's, or the recipient's working hours). */
export interface SendingWindow {
  timeZone: string;
  /** From this hour (0–23; 9.5 is 09:30) … */
  startHour: number;
  /** … until this hour (1–24; 17.5 is 17:30), local time; an hour at or before `startHour` is the next morning (22 → 2). */
  endHour: number;
  /** ISO weekdays, 1 Monday … 7 Sunday: the day a window opens on (an overnight one ends the next day). */
  days: readonly number[];
}

/** The pace of one mailbox: its window is the user's sending hours, and its local day counts the daily limit. */
export interface PaceRules extends SendingWindow {
  /** The recipient's working hours: a slot is inside both windows. */
  recipientWindow?: SendingWindow;
  /** Emails a local day. */
  dailyLimit: number;
  /** The least time between two emails. */
  spacingMs: number;
  /** Whether the recipient's working hours apply (the user's choice and SEND_IN_RECIPIENT_HOURS); yes when absent. */
  inRecipientHours?: boolean;
}

const MAX_STEPS = 5000;

function local(t: Date, zone: string): DateTime {
  const dt = DateTime.fromJSDate(t, { zone });
  // An unknown zone (never stored, but a safe answer all the same) reads as UTC.
  return dt.isValid ? dt : DateTime.fromJSDate(t, { zone: 'UTC' });
}

/** Start and end of the local day `t` falls on. */
export function localDay(t: Date, zone: string): { start: Date; end: Date } {
  const day = local(t, zone).startOf('day');
  return { start: day.toJSDate(), end: day.plus({ days: 1 }).toJSDate() };
}

/** `t`, or the start of the next sending window when `t` is outside one. */
export function intoWindow(t: Date, window: SendingWindow): Date {
  const now = local(t, window.timeZone);
  const overnight = window.endHour <= window.startHour;
  // An overnight window opened yesterday may still be open this morning, so the search starts a day earlier.
  let day = now.startOf('day').minus({ days: overnight ? 1 : 0 });
  for (let i = 0; i < 9; i += 1) {
    if (window.days.includes(day.weekday)) {
      const opens = day.plus({ minutes: Math.round(window.startHour * 60) });
      const closes = overnight
        ? day
            .plus({ days: 1 })
            .startOf('day')
            .plus({ minutes: Math.round(window.endHour * 60) })
        : day.plus({ minutes: Math.round(window.endHour * 60) });
      const at = DateTime.max(opens, now);
      if (at < closes) return at.toJSDate();
    }
    day = day.plus({ days: 1 }).startOf('day');
  }
  throw new Error('The sending window has no day to send on');
}

/** How far ahead two windows are searched for a moment both are open (two weeks hold every weekday twice). */
const MEET_SEARCH_MS = 15 * 86_400_000;

/**
 * The earliest moment at or after `t` inside every one of `windows`, or null when they are never open together. Each
 * step moves to the next opening of a window that is closed, so the first moment all are open is never skipped.
 */
export function intoAllWindows(t: Date, windows: readonly SendingWindow[]): Date | null {
  let at = t;
  while (at.getTime() - t.getTime() < MEET_SEARCH_MS) {
    let moved = false;
    for (const window of windows) {
      const next = intoWindow(at, window);
      if (next.getTime() > at.getTime()) {
        at = next;
        moved = true;
      }
    }
    if (!moved) return at;
  }
  return null;
}

/** The recipient's working hours: 09:00–17:30 on weekdays in their timezone. */
export const workingHours = (timeZone: string): SendingWindow => ({
  timeZone,
  startHour: 9,
  endHour: 17.5,
  days: [1, 2, 3, 4, 5],
});

/** Every hour of every day: the user's window when it never meets the recipient's working hours. */
const ALWAYS = { startHour: 0, endHour: 24, days: [1, 2, 3, 4, 5, 6, 7] } as const;

/**
 * The pace of a mailbox for one recipient: inside the user's sending hours and the recipient's working hours. When
 * the two never meet, the recipient's hours alone (`recipientHoursOnly`): the email still goes, when they read mail.
 */
export function withRecipientHours(
  rules: PaceRules,
  recipientZone: string,
  from: Date,
): { rules: PaceRules; recipientHoursOnly: boolean } {
  // The user or the operator may leave the recipient's clock out: the user's hours alone.
  if (rules.inRecipientHours === false) return { rules, recipientHoursOnly: false };
  const recipientWindow = workingHours(recipientZone);
  if (intoAllWindows(from, [rules, recipientWindow]))
    return { rules: { ...rules, recipientWindow }, recipientHoursOnly: false };
  return { rules: { ...rules, ...ALWAYS, recipientWindow }, recipientHoursOnly: true };
}

/** The slot's windows: the user's, and the recipient's when set. */
const windowsOf = (rules: PaceRules): SendingWindow[] =>
  rules.recipientWindow ? [rules, rules.recipientWindow] : [rules];

/** `t`, or the next moment inside every window of `rules`. */
function intoRules(t: Date, rules: PaceRules): Date {
  const at = intoAllWindows(t, windowsOf(rules));
  if (!at) throw new Error('The sending windows never meet');
  return at;
}

/** Whether `t` is inside a sending window. */
export function inWindow(t: Date, window: SendingWindow): boolean {
  return intoWindow(t, window).getTime() === t.getTime();
}

/**
 * The start of the next sending window after the local day of `t` (the daily limit's day). An overnight window's
 * after-midnight hours belong to the next day, so they count there.
 */
export function nextDayWindow(t: Date, rules: PaceRules): Date {
  return intoRules(local(t, rules.timeZone).startOf('day').plus({ days: 1 }).toJSDate(), rules);
}

/**
 * The earliest moment at or after `earliest` that keeps the mailbox's pace, given the times it already sends at
 * (`taken`: sent, being sent, or scheduled): inside a sending window, at least `spacingMs` from every taken time, and
 * on a local day with fewer than `dailyLimit` of them. Over the limit means the next allowed day, never a refusal.
 */
export function nextSlot(earliest: Date, rules: PaceRules, taken: readonly Date[]): Date {
  const times = taken.map((d) => d.getTime()).sort((a, b) => a - b);
  let t = earliest;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    t = intoRules(t, rules);
    const { start, end } = localDay(t, rules.timeZone);
    const onDay = times.filter((x) => x >= start.getTime() && x < end.getTime()).length;
    if (onDay >= rules.dailyLimit) {
      t = nextDayWindow(t, rules);
      continue;
    }
    const at = t.getTime();
    const clash = times.find((x) => Math.abs(x - at) < rules.spacingMs);
    if (clash !== undefined) {
      t = new Date(clash + rules.spacingMs);
      continue;
    }
    return t;
  }
  throw new Error('No sending slot found');
}

/** `from` plus `days` business days (Monday to Friday) in `zone` (the recipient's calendar), at the same local time. */
export function addBusinessDays(from: Date, days: number, zone: string): Date {
  let dt = local(from, zone);
  let left = days;
  while (left > 0) {
    dt = dt.plus({ days: 1 });
    if (dt.weekday <= 5) left -= 1;
  }
  return dt.toJSDate();
}

/** A follow-up waits at least this many business days after the email it follows. */
export const FOLLOW_UP_MIN_BUSINESS_DAYS = 2;

/** When a follow-up is due: `afterBusinessDays` (at least two) business days after `previous`, on the recipient's calendar. */
export const followUpDue = (previous: Date, afterBusinessDays: number, recipientZone: string): Date =>
  addBusinessDays(previous, Math.max(FOLLOW_UP_MIN_BUSINESS_DAYS, afterBusinessDays), recipientZone);

import { DateTime } from 'luxon';

/** When a mailbox may send: hours and days in the user's timezone. */
export interface SendingWindow {
  timeZone: string;
  /** From this hour (0–23) … */
  startHour: number;
  /** … until this hour (1–24), local time; an hour at or before `startHour` is the next morning (22 → 2). */
  endHour: number;
  /** ISO weekdays, 1 Monday … 7 Sunday: the day a window opens on (an overnight one ends the next day). */
  days: readonly number[];
}

/** The pace of one mailbox. */
export interface PaceRules extends SendingWindow {
  /** Emails a local day. */
  dailyLimit: number;
  /** The least time between two emails. */
  spacingMs: number;
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
      const opens = day.plus({ hours: window.startHour });
      const closes = overnight
        ? day.plus({ days: 1 }).startOf('day').plus({ hours: window.endHour })
        : day.plus({ hours: window.endHour });
      const at = DateTime.max(opens, now);
      if (at < closes) return at.toJSDate();
    }
    day = day.plus({ days: 1 }).startOf('day');
  }
  throw new Error('The sending window has no day to send on');
}

/** Whether `t` is inside a sending window. */
export function inWindow(t: Date, window: SendingWindow): boolean {
  return intoWindow(t, window).getTime() === t.getTime();
}

/**
 * The start of the next sending window after the local day of `t` (the daily limit's day). An overnight window's
 * after-midnight hours belong to the next day, so they count there.
 */
export function nextDayWindow(t: Date, window: SendingWindow): Date {
  return intoWindow(local(t, window.timeZone).startOf('day').plus({ days: 1 }).toJSDate(), window);
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
    t = intoWindow(t, rules);
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

/** `from` plus `days` business days (Monday to Friday) in the user's timezone, at the same local time. */
export function addBusinessDays(from: Date, days: number, zone: string): Date {
  let dt = local(from, zone);
  let left = days;
  while (left > 0) {
    dt = dt.plus({ days: 1 });
    if (dt.weekday <= 5) left -= 1;
  }
  return dt.toJSDate();
}

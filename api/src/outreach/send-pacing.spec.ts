import { describe, expect, it } from 'vitest';
import { addBusinessDays, inWindow, intoWindow, nextSlot, type PaceRules } from './send-pacing.js';

const NY = 'America/New_York';
const rules = (patch: Partial<PaceRules> = {}): PaceRules => ({
  timeZone: NY,
  startHour: 9,
  endHour: 17,
  days: [1, 2, 3, 4, 5],
  dailyLimit: 20,
  spacingMs: 120_000,
  ...patch,
});
/** A New York wall time (EST in January: UTC-5). */
const ny = (iso: string) => new Date(`${iso}-05:00`);

describe('when a mailbox may send next', () => {
  it('sends at once inside the window when nothing else is near', () => {
    const at = ny('2030-01-07T10:00:00'); // a Monday
    expect(nextSlot(at, rules(), [])).toEqual(at);
  });

  it('waits for the sending hours in the user timezone, and skips the weekend', () => {
    expect(nextSlot(ny('2030-01-07T07:30:00'), rules(), [])).toEqual(ny('2030-01-07T09:00:00'));
    expect(nextSlot(ny('2030-01-07T17:00:00'), rules(), [])).toEqual(ny('2030-01-08T09:00:00'));
    expect(nextSlot(ny('2030-01-11T18:00:00'), rules(), [])).toEqual(ny('2030-01-14T09:00:00')); // Friday evening
    expect(inWindow(ny('2030-01-12T10:00:00'), rules())).toBe(false); // Saturday
    expect(intoWindow(ny('2030-01-12T10:00:00'), rules({ days: [6] }))).toEqual(ny('2030-01-12T10:00:00'));
  });

  it('keeps at least the spacing from every email sent or scheduled on the mailbox', () => {
    const first = ny('2030-01-07T10:00:00');
    const second = nextSlot(first, rules(), [first]);
    expect(second).toEqual(ny('2030-01-07T10:02:00'));
    // Between two taken times closer than twice the spacing there is no room: after the later one.
    const taken = [ny('2030-01-07T10:00:00'), ny('2030-01-07T10:03:00')];
    expect(nextSlot(ny('2030-01-07T10:01:00'), rules(), taken)).toEqual(ny('2030-01-07T10:05:00'));
  });

  it('moves to the next sending day once the day holds the daily limit, never refusing', () => {
    const day = Array.from({ length: 3 }, (_, i) => new Date(ny('2030-01-07T09:00:00').getTime() + i * 600_000));
    expect(nextSlot(ny('2030-01-07T11:00:00'), rules({ dailyLimit: 3 }), day)).toEqual(ny('2030-01-08T09:00:00'));
    expect(nextSlot(ny('2030-01-07T11:00:00'), rules({ dailyLimit: 4 }), day)).toEqual(ny('2030-01-07T11:00:00'));
  });

  it('counts the local day, not the UTC one', () => {
    // 23:30 in New York is already the next day in UTC; the limit of that New York day is reached.
    const late = [ny('2030-01-07T23:30:00')];
    const allDay = rules({ startHour: 0, endHour: 24, days: [1, 2, 3, 4, 5, 6, 7], dailyLimit: 1 });
    expect(nextSlot(ny('2030-01-07T23:50:00'), allDay, late)).toEqual(ny('2030-01-08T00:00:00'));
  });

  it('adds business days in the user timezone', () => {
    expect(addBusinessDays(ny('2030-01-10T10:00:00'), 3, NY)).toEqual(ny('2030-01-15T10:00:00')); // Thu + 3 = Tue
    expect(addBusinessDays(ny('2030-01-07T10:00:00'), 1, NY)).toEqual(ny('2030-01-08T10:00:00'));
  });
});

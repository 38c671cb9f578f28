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

  it('honours sending hours that cross midnight, in Asia/Kolkata', () => {
    const ist = (iso: string) => new Date(`${iso}+05:30`);
    const night = rules({ timeZone: 'Asia/Kolkata', startHour: 22, endHour: 2 });
    // Monday 21:00 waits for 22:00; Monday 23:30 and Tuesday 01:30 are inside Monday's window.
    expect(nextSlot(ist('2030-01-07T21:00:00'), night, [])).toEqual(ist('2030-01-07T22:00:00'));
    expect(inWindow(ist('2030-01-07T23:30:00'), night)).toBe(true);
    expect(inWindow(ist('2030-01-08T01:30:00'), night)).toBe(true);
    // Tuesday 02:00 is after Monday's window closed: next is Tuesday 22:00.
    expect(nextSlot(ist('2030-01-08T02:00:00'), night, [])).toEqual(ist('2030-01-08T22:00:00'));
    // Friday's window runs into Saturday morning, but Saturday's opens no window; Monday 00:30 is not in one
    // (Sunday opened none), so it waits for Monday 22:00.
    expect(inWindow(ist('2030-01-12T01:00:00'), night)).toBe(true);
    expect(nextSlot(ist('2030-01-14T00:30:00'), night, [])).toEqual(ist('2030-01-14T22:00:00'));
  });

  it('counts an overnight window’s after-midnight emails on the next local day', () => {
    const ist = (iso: string) => new Date(`${iso}+05:30`);
    const night = rules({ timeZone: 'Asia/Kolkata', startHour: 22, endHour: 2, dailyLimit: 1 });
    // Monday 22:00 is taken and Monday holds its one email: the next slot is Tuesday 00:00, still Monday's window.
    expect(nextSlot(ist('2030-01-07T22:00:00'), night, [ist('2030-01-07T22:00:00')])).toEqual(
      ist('2030-01-08T00:00:00'),
    );
  });

  it('adds business days in the user timezone', () => {
    expect(addBusinessDays(ny('2030-01-10T10:00:00'), 3, NY)).toEqual(ny('2030-01-15T10:00:00')); // Thu + 3 = Tue
    expect(addBusinessDays(ny('2030-01-07T10:00:00'), 1, NY)).toEqual(ny('2030-01-08T10:00:00'));
  });
});

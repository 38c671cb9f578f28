import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  followUpDue,
  inWindow,
  intoAllWindows,
  intoWindow,
  nextSlot,
  type PaceRules,
  withRecipientHours,
  workingHours,
} from './send-pacing.js';

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

describe("the recipient's working hours (09:00–17:30 on their weekdays)", () => {
  const ist = (iso: string) => new Date(`${iso}+05:30`);
  const gmt = (iso: string) => new Date(`${iso}Z`); // London in January
  const KOLKATA = 'Asia/Kolkata';
  const anyHour = rules({ timeZone: KOLKATA, startHour: 0, endHour: 24, days: [1, 2, 3, 4, 5, 6, 7] });

  it('moves a Friday evening send to Monday 09:00 on the recipient’s clock', () => {
    const { rules: paced, recipientHoursOnly } = withRecipientHours(anyHour, KOLKATA, ist('2030-01-11T19:00:00'));
    expect(recipientHoursOnly).toBe(false);
    expect(nextSlot(ist('2030-01-11T19:00:00'), paced, [])).toEqual(ist('2030-01-14T09:00:00'));
    // Inside the hours it goes as asked, and 17:30 is already closed.
    expect(nextSlot(ist('2030-01-14T17:29:00'), paced, [])).toEqual(ist('2030-01-14T17:29:00'));
    expect(nextSlot(ist('2030-01-14T17:30:00'), paced, [])).toEqual(ist('2030-01-15T09:00:00'));
  });

  it('leaves the user’s hours alone when the user (or the operator) turns the recipient’s clock off', () => {
    const off = { ...anyHour, inRecipientHours: false };
    const { rules: paced, recipientHoursOnly } = withRecipientHours(off, KOLKATA, ist('2030-01-11T19:00:00'));
    expect(recipientHoursOnly).toBe(false);
    expect(nextSlot(ist('2030-01-12T03:00:00'), paced, [])).toEqual(ist('2030-01-12T03:00:00'));
  });

  it('takes the hours both keep: a Kolkata user’s overnight hours and New York’s working day', () => {
    // 22:00–02:00 in Kolkata is 11:30–15:30 in New York (EST): inside 09:00–17:30 there.
    const night = rules({ timeZone: KOLKATA, startHour: 22, endHour: 2 });
    const { rules: paced, recipientHoursOnly } = withRecipientHours(night, NY, ist('2030-01-07T12:00:00'));
    expect(recipientHoursOnly).toBe(false);
    expect(nextSlot(ist('2030-01-07T12:00:00'), paced, [])).toEqual(ist('2030-01-07T22:00:00'));
    expect(nextSlot(ist('2030-01-08T01:00:00'), paced, [])).toEqual(ist('2030-01-08T01:00:00'));
    // Friday's window runs into Saturday 01:59 in Kolkata, still Friday afternoon in New York.
    expect(nextSlot(ist('2030-01-12T01:00:00'), paced, [])).toEqual(ist('2030-01-12T01:00:00'));
  });

  it('keeps a London recipient’s hours inside a Kolkata user’s 12:00–22:00', () => {
    const afternoon = rules({ timeZone: KOLKATA, startHour: 12, endHour: 22 });
    const { rules: paced } = withRecipientHours(afternoon, 'Europe/London', ist('2030-01-07T10:00:00'));
    // London opens at 09:00 GMT = 14:30 in Kolkata; the user stops at 22:00 = 16:30 in London.
    expect(nextSlot(ist('2030-01-07T10:00:00'), paced, [])).toEqual(gmt('2030-01-07T09:00:00'));
    expect(nextSlot(ist('2030-01-07T22:00:00'), paced, [])).toEqual(gmt('2030-01-08T09:00:00'));
  });

  it('takes the recipient’s hours, and says so, when the user’s hours never meet them', () => {
    const night = rules({ timeZone: KOLKATA, startHour: 22, endHour: 2 });
    const from = ist('2030-01-07T12:00:00');
    expect(intoAllWindows(from, [night, workingHours(KOLKATA)])).toBeNull();
    const { rules: paced, recipientHoursOnly } = withRecipientHours(night, KOLKATA, from);
    expect(recipientHoursOnly).toBe(true);
    expect(nextSlot(ist('2030-01-07T18:00:00'), paced, [])).toEqual(ist('2030-01-08T09:00:00'));
  });

  it('uses the user’s zone as the recipient’s when the location is unknown', () => {
    const paced = withRecipientHours(rules(), NY, ny('2030-01-07T08:00:00')).rules;
    expect(nextSlot(ny('2030-01-07T08:00:00'), paced, [])).toEqual(ny('2030-01-07T09:00:00'));
    expect(nextSlot(ny('2030-01-07T16:59:00'), paced, [])).toEqual(ny('2030-01-07T16:59:00'));
  });

  it('makes a follow-up due at least two business days later in the recipient’s calendar', () => {
    // Friday 16:00 in Kolkata → Tuesday 16:00; a setting of 3 → Wednesday.
    expect(followUpDue(ist('2030-01-11T16:00:00'), 1, KOLKATA)).toEqual(ist('2030-01-15T16:00:00'));
    expect(followUpDue(ist('2030-01-11T16:00:00'), 3, KOLKATA)).toEqual(ist('2030-01-16T16:00:00'));
    // Sent Friday 23:00 in Kolkata, which is Friday 12:30 in New York: New York's Tuesday, not Kolkata's.
    expect(followUpDue(ist('2030-01-11T23:00:00'), 2, NY)).toEqual(ny('2030-01-15T12:30:00'));
  });
});

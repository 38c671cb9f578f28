import { describe, expect, it } from 'vitest';
import { recipientClockOf } from './recipient-zone.js';

describe("a job's location → the recipient's clock", () => {
  it.each([
    ['Bengaluru, Karnataka, India', 'Asia/Kolkata', 'Bengaluru'],
    ['Bangalore Urban', 'Asia/Kolkata', 'Bangalore'],
    ['Greater Bengaluru Area', 'Asia/Kolkata', 'Bengaluru'],
    ['Bengaluru East, Karnataka, India', 'Asia/Kolkata', 'Bengaluru East'],
    ['Remote, India', 'Asia/Kolkata', 'India'],
    ['San Francisco Bay Area', 'America/Los_Angeles', 'San Francisco'],
    ['London Area, United Kingdom', 'Europe/London', 'London'],
    ['London, England, United Kingdom', 'Europe/London', 'London'],
    ['Germany', 'Europe/Berlin', 'Germany'],
    ['Berlin, Germany', 'Europe/Berlin', 'Berlin'],
    ['New York, NY', 'America/New_York', 'New York'],
    ['California, United States', 'America/Los_Angeles', 'California'],
    ['Zürich, Zurich, Switzerland', 'Europe/Zurich', 'Zürich'],
    ['Hyderabad, Telangana, India', 'Asia/Kolkata', 'Hyderabad'],
  ])('%s → %s, named %s', (location, timeZone, place) => {
    expect(recipientClockOf(location)).toEqual({ timeZone, place });
  });

  it('picks the country’s city when the name is shared (London, Canada is not London, England)', () => {
    expect(recipientClockOf('London, Ontario, Canada')).toEqual({ timeZone: 'America/Toronto', place: 'London' });
  });

  it.each([['United States'], ['Remote, United States'], ['Somewhere nice'], [''], [null], [undefined]])(
    'knows no clock for %s (a country of many zones and no city, or nothing to go on)',
    (location) => {
      expect(recipientClockOf(location)).toBeNull();
    },
  );
});

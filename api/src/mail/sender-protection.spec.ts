import { describe, expect, it } from 'vitest';
import { pauseReason } from './sender-protection.js';

/** Newest first: `b` a hard bounce, `.` an email that did not bounce. */
const emails = (pattern: string) => [...pattern].map((c) => c === 'b');

describe('pauseReason (sender protection)', () => {
  it('pauses at 3 hard bounces among the last 20 emails', () => {
    expect(pauseReason(emails('b'.padEnd(10, '.') + 'b'.padEnd(9, '.') + 'b'))).toBe('3 of the last 20 emails bounced');
    expect(pauseReason(emails('bb' + '.'.repeat(30)))).toBeNull();
  });

  it('does not count a third bounce older than the last 20 emails for that window', () => {
    expect(pauseReason(emails('b' + '.'.repeat(18) + 'b' + 'b'))).toBeNull();
  });

  it('counts the emails there are when fewer than 20 left the address', () => {
    expect(pauseReason(emails('bbb'))).toBe('3 of the last 3 emails bounced');
    expect(pauseReason(emails('.b.b.b.'))).toBe('3 of the last 7 emails bounced');
    expect(pauseReason(emails('bb'))).toBeNull();
    expect(pauseReason([])).toBeNull();
  });

  it('pauses at 5 % of the last 100 (5 bounces) even when the last 20 hold fewer than 3', () => {
    const spread = '.'.repeat(100).split('');
    for (const at of [0, 25, 50, 75, 99]) spread[at] = 'b';
    expect(pauseReason(emails(spread.join('')))).toBe('5 of the last 100 emails bounced');
    spread[99] = '.';
    expect(pauseReason(emails(spread.join('')))).toBeNull();
  });

  it('looks no further back than 100 emails', () => {
    // 4 bounces spread over the last 100 and 2 more before them: no pause.
    const quarter = 'b' + '.'.repeat(24);
    expect(pauseReason(emails(quarter.repeat(4) + 'bb'))).toBeNull();
    expect(pauseReason(emails(quarter.repeat(4).slice(0, 99) + 'b' + 'bb'))).toBe('5 of the last 100 emails bounced');
  });
});

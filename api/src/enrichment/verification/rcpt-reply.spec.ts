import { describe, expect, it } from 'vitest';
import { classifyRcptReply, type RcptClass } from './rcpt-reply.js';

const reply = (code: number, text: string) => ({ code, lines: [text], text });

describe('classifyRcptReply', () => {
  it.each<[number, string, RcptClass]>([
    [250, '2.1.5 Ok', 'accepted'],
    [251, 'User not local; will forward', 'accepted'],
    [450, '4.2.0 Greylisted', 'temporary'],
    [451, '4.7.1 Try again later', 'temporary'],
    [452, '4.5.3 Too many recipients', 'temporary'],
    [550, '5.1.1 <x@acme.test>: Recipient address rejected: User unknown', 'rejected'],
    [551, 'User not local', 'rejected'],
    [553, 'Mailbox name not allowed', 'rejected'],
    [554, '5.1.1 Unknown recipient', 'rejected'],
    [552, '5.2.2 Mailbox full', 'full'],
    [550, '5.7.1 Service unavailable; client host blocked using Spamhaus', 'blocked'],
    [554, '5.7.1 <x@acme.test>: Relay access denied', 'blocked'],
    [550, 'Mail from your IP is on a block list', 'blocked'],
    [554, 'Transaction failed', 'unexpected'],
    [503, '5.5.1 Bad sequence of commands', 'unexpected'],
    [354, 'Go ahead', 'unexpected'],
  ])('%i %s → %s', (code, text, expected) => {
    expect(classifyRcptReply(reply(code, text))).toBe(expected);
  });
});

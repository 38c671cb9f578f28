import { describe, expect, it } from 'vitest';
import { fromAddress, threadAnswer } from './thread-replies.js';

const message = (headers: Record<string, string>) => ({
  headers: Object.entries(headers).map(([name, value]) => ({ name, value })),
});
const ours = new Set(['<first@gmail.com>', '<follow-up@gmail.com>']);

describe('threadAnswer', () => {
  it('finds an answer from someone else, whatever the case of the address or the name around it', () => {
    const thread = [
      message({ From: 'Ada Lovelace <ada@gmail.com>', 'Message-ID': '<first@gmail.com>' }),
      message({ From: '"Jane, Recruiting" <Jane@Acme.example>', 'Message-ID': '<r1@acme.example>' }),
    ];
    expect(threadAnswer(thread, 'ADA@gmail.com', ours)).toEqual({ kind: 'reply' });
  });

  it('does not count the mailbox’s own messages, our sent emails, or delivery reports', () => {
    const thread = [
      message({ From: 'Ada <ada@gmail.com>', 'Message-ID': '<first@gmail.com>' }),
      // A copy of our follow-up sent from an alias: ours by its Message-ID.
      message({ From: 'ada.alias@gmail.com', 'Message-ID': '<follow-up@gmail.com>' }),
      message({ from: 'ada@gmail.com', 'message-id': '<note-to-self@gmail.com>' }),
      message({ From: 'Mail Delivery Subsystem <mailer-daemon@googlemail.com>', 'Message-ID': '<b@google.com>' }),
      message({ From: 'postmaster@acme.example', 'Message-ID': '<b2@acme.example>' }),
    ];
    expect(threadAnswer(thread, 'ada@gmail.com', ours)).toBeNull();
    expect(threadAnswer([], 'ada@gmail.com', ours)).toBeNull();
  });

  it('tells an automatic reply from the person’s, and the person’s wins', () => {
    const away = message({
      From: 'jane@acme.example',
      'Message-ID': '<ooo@acme.example>',
      Subject: 'Automatic reply: Backend Engineer',
      'Auto-Submitted': 'auto-replied',
    });
    const thread = [message({ From: 'ada@gmail.com', 'Message-ID': '<first@gmail.com>' }), away];
    expect(threadAnswer(thread, 'ada@gmail.com', ours)).toEqual({ kind: 'auto-reply', note: 'auto-reply' });
    const replied = [...thread, message({ From: 'jane@acme.example', Subject: 'Re: Backend Engineer' })];
    expect(threadAnswer(replied, 'ada@gmail.com', ours)).toEqual({ kind: 'reply' });
    expect(threadAnswer([replied[0]!, replied[2]!, away], 'ada@gmail.com', ours)).toEqual({ kind: 'reply' });
  });

  it('takes a delivery report in the thread for a bounce, never a reply', () => {
    const bounce = message({
      From: 'Mail Delivery Subsystem <mailer-daemon@googlemail.com>',
      Subject: 'Delivery Status Notification (Failure)',
      'X-Failed-Recipients': 'jane@acme.example',
      'In-Reply-To': '<first@gmail.com>',
      'Auto-Submitted': 'auto-replied',
    });
    const thread = [message({ From: 'ada@gmail.com', 'Message-ID': '<first@gmail.com>' }), bounce];
    expect(threadAnswer(thread, 'ada@gmail.com', ours)).toMatchObject({
      kind: 'bounce',
      report: { recipient: 'jane@acme.example', hard: true, messageIds: ['<first@gmail.com>'] },
    });
  });

  it('reads the address of a From header, or none', () => {
    expect(fromAddress('Jane Doe <jane@acme.example>')).toBe('jane@acme.example');
    expect(fromAddress('JANE@acme.example')).toBe('jane@acme.example');
    expect(fromAddress('undisclosed-recipients:;')).toBeNull();
  });
});

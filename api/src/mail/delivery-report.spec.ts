import { describe, expect, it } from 'vitest';
import { readDeliveryReport } from './delivery-report.js';

const headers =
  (values: Record<string, string>) =>
  (name: string): string =>
    Object.entries(values).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? '';

const rfc3464 = (status: string, action: string) =>
  [
    '--b',
    'Content-Type: text/plain',
    '',
    "Your message wasn't delivered.",
    '--b',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.acme.example',
    '',
    'Final-Recipient: rfc822; Jane@Acme.example',
    `Action: ${action}`,
    `Status: ${status}`,
    '',
    '--b',
    'Content-Type: text/rfc822-headers',
    '',
    'From: ada@gmail.com',
    'Message-ID: <first@gmail.com>',
    '--b--',
  ].join('\r\n');

describe('readDeliveryReport', () => {
  it('reads an RFC 3464 report: recipient, status, hard or soft, and the original Message-ID', () => {
    const header = headers({
      From: 'Mail Delivery Subsystem <MAILER-DAEMON@mx.example>',
      'Content-Type': 'multipart/report; report-type=delivery-status; boundary="b"',
      Subject: 'Undelivered Mail Returned to Sender',
    });
    expect(readDeliveryReport(header, rfc3464('5.1.1', 'failed'))).toEqual({
      recipient: 'jane@acme.example',
      hard: true,
      status: '5.1.1',
      messageIds: ['<first@gmail.com>'],
    });
    expect(readDeliveryReport(header, rfc3464('4.2.2', 'delayed'))).toMatchObject({ hard: false, status: '4.2.2' });
  });

  it('reads a plain report from a mailer-daemon or postmaster, or Gmail’s headers alone', () => {
    const plain = headers({
      From: 'postmaster@outlook.example',
      Subject: 'Undeliverable: Backend Engineer',
      'In-Reply-To': '<first@gmail.com>',
    });
    expect(readDeliveryReport(plain, 'Remote server returned 550 5.4.1 Recipient address rejected')).toMatchObject({
      hard: true,
      status: '5.4.1',
      messageIds: ['<first@gmail.com>'],
    });
    const gmail = (subject: string) =>
      headers({
        From: 'Mail Delivery Subsystem <mailer-daemon@googlemail.com>',
        Subject: subject,
        'X-Failed-Recipients': 'jane@acme.example',
      });
    expect(readDeliveryReport(gmail('Delivery Status Notification (Failure)'), '')).toEqual({
      recipient: 'jane@acme.example',
      hard: true,
      status: null,
      messageIds: [],
    });
    expect(readDeliveryReport(gmail('Delivery Status Notification (Delay)'), '')).toMatchObject({ hard: false });
  });

  it('is null for anything else: a person, an automatic reply, a daemon that reports no delivery', () => {
    expect(
      readDeliveryReport(headers({ From: 'jane@acme.example', Subject: 'Re: Mail delivery failed?' }), ''),
    ).toBeNull();
    expect(readDeliveryReport(headers({ From: 'jane@acme.example', 'Auto-Submitted': 'auto-replied' }), '')).toBeNull();
    expect(
      readDeliveryReport(headers({ From: 'postmaster@acme.example', Subject: 'Your password expires' }), ''),
    ).toBeNull();
  });
});

import { escapeHtml } from '../common/escape-html.js';

/** The one notification email that says an address stopped sending, and how to start it again. */
export interface SenderPausedEmailInput {
  firstName: string | null;
  address: string;
  /** "3 of the last 20 emails bounced". */
  reason: string;
  appUrl: string;
}

const esc = escapeHtml;

export function senderPausedEmail(input: SenderPausedEmailInput): { subject: string; text: string; html: string } {
  const settingsUrl = `${input.appUrl}/settings`;
  const greeting = input.firstName ? `Hi ${input.firstName},` : 'Hi,';
  const lines = [
    `We paused sending from ${input.address}: ${input.reason}.`,
    'Many bounces make mail providers send your emails to spam or refuse them, so nothing more goes from this ' +
      'address until you say so. Emails in your outbox and follow-ups wait; none are lost.',
    'Check the addresses that bounced in Applications, then choose "Resume sending" on this mailbox in Settings.',
  ];
  return {
    subject: `Sending from ${input.address} is paused`,
    text: [greeting, '', ...lines.flatMap((l) => [l, '']), settingsUrl, ''].join('\n'),
    html:
      `<p>${esc(greeting)}</p>` +
      lines.map((l) => `<p>${esc(l)}</p>`).join('') +
      `<p><a href="${esc(settingsUrl)}">Open Settings</a></p>`,
  };
}

import { describe, expect, it } from 'vitest';
import { senderPausedEmail } from './sender-paused-email.js';

describe('the sending-paused email', () => {
  const input = {
    firstName: 'Ada <script>',
    address: 'ada@example.com',
    reason: '3 of the last 20 emails bounced',
    appUrl: 'https://app.example',
  };

  it('says which address paused, why, that nothing is lost, and where to resume', () => {
    const email = senderPausedEmail(input);
    expect(email.subject).toBe('Sending from ada@example.com is paused');
    expect(email.text).toContain('We paused sending from ada@example.com: 3 of the last 20 emails bounced.');
    expect(email.text).toContain('Emails in your outbox and follow-ups wait; none are lost.');
    expect(email.text).toContain('https://app.example/settings');
    expect(email.html).toContain('<a href="https://app.example/settings">Open Settings</a>');
  });

  it('escapes what it puts in the HTML', () => {
    const { html, text } = senderPausedEmail(input);
    expect(html).toContain('Hi Ada &lt;script&gt;,');
    expect(html).not.toContain('<script>');
    expect(text).toContain('Hi Ada <script>,');
  });
});

import type { MailAccount, MailStatus } from '@app/types';
import { describe, expect, it } from 'vitest';
import { canRegenerate, canSend, sendButtonLabel, sendChannel } from './send-channel.js';

const status = (patch: Partial<MailStatus> = {}): MailStatus => ({
  authorized: true,
  needsRefresh: false,
  isConnected: true,
  gmailAvailable: true,
  ...patch,
});
const account = (patch: Partial<MailAccount> = {}): MailAccount => ({
  id: `acc-${Math.random().toString(36).slice(2)}`,
  provider: 'gmail',
  emailAddress: 'me@gmail.example',
  isDefault: true,
  needsReauth: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  smtp: null,
  imap: null,
  replyDetection: null,
  replyDetectionProblem: null,
  sendingPause: null,
  ...patch,
});
const smtp = (patch: Partial<MailAccount> = {}) =>
  account({
    provider: 'smtp',
    emailAddress: 'me@own-domain.example',
    smtp: { host: 'smtp.own-domain.example', port: 587, secure: false, username: 'me' },
    ...patch,
  });

const labelFor = (s: MailStatus | undefined, a: MailAccount[] | null | undefined) => sendButtonLabel(sendChannel(s, a));

describe('the send button label', () => {
  it("reads 'Send via Gmail' when the default account is an authorised Gmail", () => {
    expect(labelFor(status(), [account()])).toEqual({ action: 'send', text: 'Send via Gmail', detail: null });
  });

  it("reads 'Send via Gmail' from the Gmail status alone when the account list is unknown", () => {
    expect(labelFor(status(), null).text).toBe('Send via Gmail');
    expect(labelFor(status(), undefined).text).toBe('Send via Gmail');
  });

  it("reads 'Send' when the status says a mailbox can send but Gmail is not linked", () => {
    expect(labelFor(status({ isConnected: false }), null)).toEqual({ action: 'send', text: 'Send', detail: null });
  });

  it("reads 'Send' with the address when the default account is SMTP, whatever Gmail's status", () => {
    const accounts = [account({ isDefault: false }), smtp({ isDefault: true })];
    expect(labelFor(status({ authorized: false }), accounts)).toEqual({
      action: 'send',
      text: 'Send',
      detail: 'me@own-domain.example',
    });
  });

  it("reads 'Setup Gmail' when Gmail needs a refresh or reconnecting", () => {
    expect(labelFor(status({ needsRefresh: true }), [account()]).text).toBe('Setup Gmail');
    expect(labelFor(status({ needsRefresh: true }), null).text).toBe('Setup Gmail');
    expect(labelFor(status(), [account({ needsReauth: true })])).toEqual({
      action: 'setup',
      text: 'Setup Gmail',
      detail: null,
    });
  });

  it("reads 'Setup Gmail' with nothing connected", () => {
    expect(labelFor(status({ authorized: false, isConnected: false }), []).text).toBe('Setup Gmail');
    expect(labelFor(undefined, undefined).text).toBe('Setup Gmail');
  });

  it('uses the only account when none is marked default', () => {
    expect(labelFor(status({ authorized: false }), [smtp({ isDefault: false })]).text).toBe('Send');
  });
});

describe('the compose buttons', () => {
  const ready = { subject: 'Application', body: 'Hello', generating: false, sending: false };

  it('allows sending with a subject and a body while idle', () => {
    expect(canSend(ready)).toBe(true);
  });

  it('disables send without a subject, without a body, or while generating or sending', () => {
    expect(canSend({ ...ready, subject: '  ' })).toBe(false);
    expect(canSend({ ...ready, body: '\n' })).toBe(false);
    expect(canSend({ ...ready, generating: true })).toBe(false);
    expect(canSend({ ...ready, sending: true })).toBe(false);
  });

  it('blocks regenerate while generating or sending', () => {
    expect(canRegenerate({ generating: false, sending: false })).toBe(true);
    expect(canRegenerate({ generating: true, sending: false })).toBe(false);
    expect(canRegenerate({ generating: false, sending: true })).toBe(false);
  });
});

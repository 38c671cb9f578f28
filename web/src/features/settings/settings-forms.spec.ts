import type { UserSettings } from '@app/types';
import { describe, expect, it } from 'vitest';
import { formFromSettings, isFormChanged, updateFromForm } from './settings-form';
import { EMPTY_SMTP_FORM, smtpRequestFrom, validateSmtpForm, withTls } from './smtp-form';

const settings: UserSettings = {
  firstName: 'Ada',
  lastName: null,
  email: 'ada@example.com',
  language: 'en',
  timezone: 'America/New_York',
  notifications: { jobAlerts: false, applicationUpdates: true, weeklySummary: false, productNews: false },
  notificationEmailsAvailable: true,
  privacy: { storeSentEmailBodies: true },
  outreach: {
    dailyLimit: 20,
    dailyLimitMax: 50,
    spacingSeconds: 120,
    sendingHours: { start: 9, end: 17 },
    sendingDays: [1, 2, 3, 4, 5],
    attachResume: false,
    followUps: { enabled: false, afterBusinessDays: 3, count: 1 },
    inRecipientHours: true,
  },
};

describe('the settings form', () => {
  it('saves every field but the email, names trimmed', () => {
    const form = { ...formFromSettings(settings), firstName: ' Ada ', lastName: ' Lovelace' };
    expect(updateFromForm(form)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      language: 'en',
      timezone: 'America/New_York',
      notifications: { jobAlerts: false, applicationUpdates: true, weeklySummary: false, productNews: false },
      privacy: { storeSentEmailBodies: true },
      // Settings → Sending is part of the one save: its change is never left behind.
      outreach: {
        dailyLimit: 20,
        sendingHours: { start: 9, end: 17 },
        sendingDays: [1, 2, 3, 4, 5],
        attachResume: false,
        followUps: { enabled: false, afterBusinessDays: 3, count: 1 },
        inRecipientHours: true,
      },
    });
  });

  it('notices a changed switch, and ignores spaces around names', () => {
    const base = formFromSettings(settings);
    expect(isFormChanged(base, { ...base, firstName: 'Ada ' })).toBe(false);
    expect(isFormChanged(base, { ...base, notifications: { ...base.notifications, productNews: true } })).toBe(true);
    expect(isFormChanged(base, { ...base, storeSentEmailBodies: false })).toBe(true);
    expect(isFormChanged(base, { ...base, sending: { ...base.sending, dailyLimit: 30 } })).toBe(true);
    expect(isFormChanged(base, formFromSettings(settings))).toBe(false);
  });
});

describe('the SMTP account form', () => {
  const valid = {
    ...EMPTY_SMTP_FORM,
    emailAddress: 'me@own-domain.example',
    host: 'smtp.own-domain.example',
    password: 'app-password',
  };

  it('accepts a complete form and uses the address as the username when none is given', () => {
    expect(validateSmtpForm(valid)).toEqual({});
    expect(smtpRequestFrom(valid)).toEqual({
      emailAddress: 'me@own-domain.example',
      host: 'smtp.own-domain.example',
      port: 587,
      secure: false,
      username: 'me@own-domain.example',
      password: 'app-password',
    });
  });

  it('accepts a host name or an IP address, not a URL', () => {
    expect(validateSmtpForm({ ...valid, host: '127.0.0.1' }).host).toBeUndefined();
    expect(validateSmtpForm({ ...valid, host: 'mail-relay' }).host).toBeUndefined();
    expect(validateSmtpForm({ ...valid, host: 'smtp://mail.example.com' }).host).toBeDefined();
    expect(validateSmtpForm({ ...valid, host: 'smtp.example.com.' }).host).toBeDefined();
  });

  it('names each missing or wrong field', () => {
    expect(Object.keys(validateSmtpForm({ ...EMPTY_SMTP_FORM, port: '70000' })).sort()).toEqual([
      'emailAddress',
      'host',
      'password',
      'port',
    ]);
  });

  it('moves the port between 587 and 465 with TLS, but keeps a port the user chose', () => {
    expect(withTls(valid, true).port).toBe('465');
    expect(withTls({ ...valid, port: '465', secure: true }, false).port).toBe('587');
    expect(withTls({ ...valid, port: '2525' }, true)).toMatchObject({ port: '2525', secure: true });
  });
});

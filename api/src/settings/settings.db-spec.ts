import { describe, expect, it } from 'vitest';
import { settingsService } from '../../test/support/room-services.js';
import { insertUser, serviceDataSource, testConfig } from '../../test/support/service-database.js';
import { DEFAULT_SETTINGS } from './settings.service.js';
import { OutreachSettingsError } from './settings.errors.js';

const ds = await serviceDataSource();
const settings = settingsService(ds, testConfig({ SEND_DAILY_MAX: '15' }));

const rowCount = async (userId: string) =>
  (await ds.query<[{ n: number }]>('SELECT count(*)::int AS n FROM user_settings WHERE user_id = $1', [userId]))[0].n;

describe('SettingsService on PostgreSQL', () => {
  it('answers the defaults to a user who never saved, without writing a row', async () => {
    const user = await insertUser(ds, { firstName: 'Ada' });
    const got = await settings.get(user);
    expect(got).toMatchObject({
      firstName: 'Ada',
      email: user.email,
      language: DEFAULT_SETTINGS.language,
      timezone: DEFAULT_SETTINGS.timezone,
      notifications: DEFAULT_SETTINGS.notifications,
      notificationEmailsAvailable: false,
      privacy: { storeSentEmailBodies: true },
    });
    expect(got.outreach).toMatchObject({ dailyLimit: 15, dailyLimitMax: 15, inRecipientHours: true });
    expect(await rowCount(user.id)).toBe(0);
  });

  it('applies only the fields given, keeps the rest, and puts the names on the user row', async () => {
    const user = await insertUser(ds);
    await settings.update(user, { language: 'de', notifications: { jobAlerts: true } });
    const after = await settings.update(user, {
      firstName: 'Grace',
      outreach: { sendingDays: [5, 1, 1, 3], dailyLimit: 12 },
    });
    expect(after).toMatchObject({ firstName: 'Grace', language: 'de', timezone: DEFAULT_SETTINGS.timezone });
    expect(after.notifications).toEqual({ ...DEFAULT_SETTINGS.notifications, jobAlerts: true });
    expect(after.outreach).toMatchObject({ sendingDays: [1, 3, 5], dailyLimit: 12 });
    const [row] = await ds.query<[{ first_name: string }]>('SELECT first_name FROM users WHERE id = $1', [user.id]);
    expect(row.first_name).toBe('Grace');
    expect(await settings.outreachOf(user.id)).toMatchObject({ outreach: { dailyLimit: 12 } });
  });

  it('refuses a daily limit over SEND_DAILY_MAX and hours that start and end together, and saves nothing', async () => {
    const user = await insertUser(ds);
    await expect(settings.update(user, { outreach: { dailyLimit: 16 } })).rejects.toBeInstanceOf(OutreachSettingsError);
    await expect(
      settings.update(user, { language: 'fr', outreach: { sendingHours: { start: 9, end: 9 } } }),
    ).rejects.toThrow('Sending hours must not start and end at the same hour.');
    expect(await rowCount(user.id)).toBe(0);
    // An overnight window is a window.
    const overnight = await settings.update(user, { outreach: { sendingHours: { start: 22, end: 2 } } });
    expect(overnight.outreach.sendingHours).toEqual({ start: 22, end: 2 });
  });

  it("takes the browser's zone at first sign-in, and never over a zone the user saved", async () => {
    const fresh = await insertUser(ds);
    expect((await settings.adoptBrowserTimeZone(fresh, 'Asia/Kolkata')).timezone).toBe('Asia/Kolkata');
    expect((await settings.adoptBrowserTimeZone(fresh, 'Europe/Paris')).timezone).toBe('Asia/Kolkata');

    const saved = await insertUser(ds);
    await settings.update(saved, { timezone: 'America/Chicago' });
    await settings.adoptBrowserTimeZone(saved, 'Europe/Paris');
    expect(await settings.timezoneOf(saved.id)).toBe('America/Chicago');
  });

  it('turns job alerts off (the digest unsubscribe) keeping the other choices, for a user with or without a row', async () => {
    const user = await insertUser(ds);
    await settings.update(user, { notifications: { jobAlerts: true, productNews: true } });
    await settings.setJobAlerts(user.id, false);
    expect((await settings.get(user)).notifications).toMatchObject({ jobAlerts: false, productNews: true });

    const never = await insertUser(ds);
    await settings.setJobAlerts(never.id, true);
    expect((await settings.get(never)).notifications).toEqual({ ...DEFAULT_SETTINGS.notifications, jobAlerts: true });
  });
});

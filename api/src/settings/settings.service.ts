import { Inject, Injectable } from '@nestjs/common';
import {
  NOTIFICATION_SETTINGS,
  SEND_DAILY_LIMIT_DEFAULT,
  type OutreachSettings,
  type UpdateSettingsRequest,
  type UserSettings,
} from '@app/types';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { StoredOutreach } from './user-settings.entity.js';
import { UserSettingsRepository } from './user-settings.repository.js';
import { OutreachSettingsError } from './settings.errors.js';

/** What a user who never saved the page has. */
export const DEFAULT_SETTINGS: Omit<
  UserSettings,
  'firstName' | 'lastName' | 'email' | 'outreach' | 'notificationEmailsAvailable'
> & { outreach: StoredOutreach } = {
  language: 'en',
  timezone: 'America/New_York',
  // Emails are asked for, never assumed (and only job alerts are sent yet).
  notifications: { jobAlerts: false, applicationUpdates: false, weeklySummary: false, productNews: false },
  privacy: { storeSentEmailBodies: true },
  outreach: {
    dailyLimit: SEND_DAILY_LIMIT_DEFAULT,
    sendingHours: { start: 9, end: 17 },
    sendingDays: [1, 2, 3, 4, 5],
    attachResume: false,
    followUps: { enabled: false, afterBusinessDays: 3, count: 1 },
    inRecipientHours: true,
  },
};

/** The Settings page's values. Names live on the user row, the rest in user_settings (defaults when absent). */
@Injectable()
export class SettingsService {
  constructor(
    private readonly settings: UserSettingsRepository,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(user: UserEntity): Promise<UserSettings> {
    const row = await this.settings.findByUser(user.id);
    return {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      language: row?.language ?? DEFAULT_SETTINGS.language,
      timezone: row?.timezone ?? DEFAULT_SETTINGS.timezone,
      notifications: Object.fromEntries(
        NOTIFICATION_SETTINGS.map((key) => [key, row?.notifications[key] ?? DEFAULT_SETTINGS.notifications[key]]),
      ) as UserSettings['notifications'],
      notificationEmailsAvailable: this.config.notify.smtpUrl !== null,
      privacy: { ...DEFAULT_SETTINGS.privacy, ...row?.privacy },
      outreach: this.outreachFrom(row?.outreach),
    };
  }

  /** The outbox's pace and follow-ups: saved values over the defaults, the daily limit within SEND_DAILY_MAX. */
  private outreachFrom(saved: Partial<StoredOutreach> | undefined): OutreachSettings {
    const d = DEFAULT_SETTINGS.outreach;
    const dailyLimitMax = this.config.outbox.dailyMax;
    return {
      dailyLimit: Math.min(saved?.dailyLimit ?? Math.min(d.dailyLimit, dailyLimitMax), dailyLimitMax),
      dailyLimitMax,
      spacingSeconds: Math.round(this.config.outbox.spacingMs / 1000),
      sendingHours: { ...d.sendingHours, ...saved?.sendingHours },
      sendingDays: saved?.sendingDays ?? d.sendingDays,
      attachResume: saved?.attachResume ?? d.attachResume,
      followUps: { ...d.followUps, ...saved?.followUps },
      inRecipientHours: saved?.inRecipientHours ?? d.inRecipientHours,
    };
  }

  /** The outbox's settings of a user, without the user row (the dispatcher's view). */
  async outreachOf(userId: string): Promise<{ timezone: string; outreach: OutreachSettings }> {
    const row = await this.settings.findByUser(userId);
    return { timezone: row?.timezone ?? DEFAULT_SETTINGS.timezone, outreach: this.outreachFrom(row?.outreach) };
  }

  async privacyOf(userId: string): Promise<UserSettings['privacy']> {
    const row = await this.settings.findByUser(userId);
    return { ...DEFAULT_SETTINGS.privacy, ...row?.privacy };
  }

  /** Applies only the fields given; the email is not a setting (it comes from the sign-in account). */
  async update(user: UserEntity, change: UpdateSettingsRequest): Promise<UserSettings> {
    const names: Partial<Pick<UserEntity, 'firstName' | 'lastName'>> = {};
    if (change.firstName !== undefined) names.firstName = change.firstName || null;
    if (change.lastName !== undefined) names.lastName = change.lastName || null;
    if (Object.keys(names).length) {
      await this.users.updateNames(user.id, names);
      Object.assign(user, names);
    }
    const current = await this.get(user);
    await this.settings.upsert({
      userId: user.id,
      language: change.language ?? current.language,
      timezone: change.timezone ?? current.timezone,
      notifications: { ...current.notifications, ...change.notifications },
      privacy: { ...current.privacy, ...change.privacy },
      outreach: this.mergeOutreach(current.outreach, change.outreach),
    });
    return this.get(user);
  }

  /** The saved outreach settings with the change applied; 422 for a daily limit over SEND_DAILY_MAX or no hours. */
  private mergeOutreach(current: OutreachSettings, change: UpdateSettingsRequest['outreach']): StoredOutreach {
    const next: StoredOutreach = {
      dailyLimit: change?.dailyLimit ?? current.dailyLimit,
      sendingHours: { ...current.sendingHours, ...change?.sendingHours },
      sendingDays: change?.sendingDays ? [...new Set(change.sendingDays)].sort((a, b) => a - b) : current.sendingDays,
      attachResume: change?.attachResume ?? current.attachResume,
      followUps: { ...current.followUps, ...change?.followUps },
      inRecipientHours: change?.inRecipientHours ?? current.inRecipientHours,
    };
    if (next.dailyLimit > current.dailyLimitMax) {
      throw new OutreachSettingsError(`The daily limit can be at most ${current.dailyLimitMax} emails per mailbox.`);
    }
    // start > end is an overnight window (22:00–02:00), 0–24 the whole day; only an empty one is refused.
    if (next.sendingHours.start === next.sendingHours.end) {
      throw new OutreachSettingsError('Sending hours must not start and end at the same hour.');
    }
    return next;
  }

  /** Turns the daily job alert email on or off (the digest's one-click unsubscribe turns it off, signed out). */
  async setJobAlerts(userId: string, on: boolean): Promise<void> {
    await this.settings.setJobAlerts(userId, on);
  }

  /**
   * First sign-in: a user who never saved Settings takes the browser's zone (the web sends it) instead of the
   * default; a saved row (a zone the user chose) is never overwritten.
   */
  async adoptBrowserTimeZone(user: UserEntity, timezone: string): Promise<UserSettings> {
    await this.settings.insertTimezoneIfAbsent(user.id, timezone);
    return this.get(user);
  }

  async timezoneOf(userId: string): Promise<string> {
    return (await this.settings.timezoneOf(userId)) ?? DEFAULT_SETTINGS.timezone;
  }
}

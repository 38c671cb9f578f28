import {
  NOTIFICATION_SETTINGS,
  SETTINGS_LANGUAGES,
  type NotificationSetting,
  type OutreachSettings,
  type UpdateSettingsRequest,
  type UserSettings,
} from '@app/types';

export type Language = UserSettings['language'];

export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

/**
 * The app is in English only, and the emails it writes follow the job ad's language, so the other languages are
 * listed (the spec names them) but cannot be picked yet.
 */
export const LANGUAGE_OPTIONS = SETTINGS_LANGUAGES.map((value) => ({
  value,
  label: value === 'en' ? LANGUAGE_LABELS[value] : `${LANGUAGE_LABELS[value]} (not available yet)`,
  available: value === 'en',
}));

/** Notification emails this server actually sends today; the others are choices kept for later. */
export const SENT_NOTIFICATIONS: readonly NotificationSetting[] = ['jobAlerts'];

export const NOTIFICATION_LABELS: Record<NotificationSetting, { title: string; description: string }> = {
  jobAlerts: {
    title: 'Job alerts by email',
    description:
      'One email a day with the new jobs your saved searches found that have a contact to write to. It comes from our own address, never from your mailbox, and every one has an unsubscribe link.',
  },
  applicationUpdates: {
    title: 'Application updates',
    description: 'About emails you sent and the outcomes you mark. Not sent yet.',
  },
  weeklySummary: { title: 'Weekly summary', description: 'Your applications and responses of the week. Not sent yet.' },
  productNews: { title: 'Product news', description: 'New features, now and then. Not sent yet.' },
};

/** The Sending section's part of the form: the outbox's pace, without the server's fixed limits. */
export type SendingValues = Omit<OutreachSettings, 'dailyLimitMax' | 'spacingSeconds'>;

/** Everything editable that Settings shows, as the form holds it: one 'Save changes' saves all of it. */
export interface SettingsFormValues {
  firstName: string;
  lastName: string;
  language: Language;
  timezone: string;
  notifications: Record<NotificationSetting, boolean>;
  storeSentEmailBodies: boolean;
  sending: SendingValues;
}

export function formFromSettings(settings: UserSettings): SettingsFormValues {
  const { dailyLimitMax: _max, spacingSeconds: _spacing, ...sending } = settings.outreach;
  return {
    firstName: settings.firstName ?? '',
    lastName: settings.lastName ?? '',
    language: settings.language,
    timezone: settings.timezone,
    notifications: { ...settings.notifications },
    storeSentEmailBodies: settings.privacy.storeSentEmailBodies,
    sending: {
      ...sending,
      sendingHours: { ...sending.sendingHours },
      sendingDays: [...sending.sendingDays],
      followUps: { ...sending.followUps },
    },
  };
}

/** Everything the form holds, names trimmed (the email is not the user's to change here). */
export function updateFromForm(values: SettingsFormValues): UpdateSettingsRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    language: values.language,
    timezone: values.timezone,
    notifications: { ...values.notifications },
    privacy: { storeSentEmailBodies: values.storeSentEmailBodies },
    outreach: values.sending,
  };
}

export function isFormChanged(a: SettingsFormValues, b: SettingsFormValues): boolean {
  return (
    a.firstName.trim() !== b.firstName.trim() ||
    a.lastName.trim() !== b.lastName.trim() ||
    a.language !== b.language ||
    a.timezone !== b.timezone ||
    a.storeSentEmailBodies !== b.storeSentEmailBodies ||
    NOTIFICATION_SETTINGS.some((key) => a.notifications[key] !== b.notifications[key]) ||
    JSON.stringify(a.sending) !== JSON.stringify(b.sending)
  );
}

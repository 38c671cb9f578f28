import {
  NOTIFICATION_SETTINGS,
  SETTINGS_LANGUAGES,
  type NotificationSetting,
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

export const LANGUAGE_OPTIONS = SETTINGS_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));

export const NOTIFICATION_LABELS: Record<NotificationSetting, { title: string; description: string }> = {
  jobAlerts: {
    title: 'Job alerts by email',
    description:
      'One email a day with the new jobs your saved searches found that have a contact to write to. It comes from our own address, never from your mailbox, and every one has an unsubscribe link.',
  },
  applicationUpdates: {
    title: 'Application updates',
    description: 'About emails you sent and the outcomes you mark.',
  },
  weeklySummary: { title: 'Weekly summary', description: 'Your applications and responses of the week.' },
  productNews: { title: 'Product news', description: 'New features, now and then.' },
};

/** The editable part of the settings, as the form holds it. */
export interface SettingsFormValues {
  firstName: string;
  lastName: string;
  language: Language;
  timezone: string;
  notifications: Record<NotificationSetting, boolean>;
  storeSentEmailBodies: boolean;
}

export function formFromSettings(settings: UserSettings): SettingsFormValues {
  return {
    firstName: settings.firstName ?? '',
    lastName: settings.lastName ?? '',
    language: settings.language,
    timezone: settings.timezone,
    notifications: { ...settings.notifications },
    storeSentEmailBodies: settings.privacy.storeSentEmailBodies,
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
  };
}

export function isFormChanged(a: SettingsFormValues, b: SettingsFormValues): boolean {
  return (
    a.firstName.trim() !== b.firstName.trim() ||
    a.lastName.trim() !== b.lastName.trim() ||
    a.language !== b.language ||
    a.timezone !== b.timezone ||
    a.storeSentEmailBodies !== b.storeSentEmailBodies ||
    NOTIFICATION_SETTINGS.some((key) => a.notifications[key] !== b.notifications[key])
  );
}

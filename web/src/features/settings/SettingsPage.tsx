import { queryKeys, settingsQuery } from '@app/client';
import { COPY, NOTIFICATION_SETTINGS, type UserSettings } from '@app/types';
import { Button, Input, Label, Spinner, toast } from '@app/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, Globe, ShieldCheck, UserRound } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../app/api';
import { useSignedInUser } from '../../lib/signed-in-user';
import { useGmailQueryToasts } from '../../lib/useGmailQueryToasts';
import { BillingSection } from './BillingSection';
import { MailAccountsSection } from './MailAccountsSection';
import { DataRightsSection } from './DataRightsSection';
import { ExtensionTokensSection } from './ExtensionTokensSection';
import { ResumeSection } from './ResumeSection';
import { SendingSection } from './SendingSection';
import { TimeZonePicker } from './TimeZonePicker';
import {
  formFromSettings,
  isFormChanged,
  LANGUAGE_OPTIONS,
  NOTIFICATION_LABELS,
  updateFromForm,
  type SettingsFormValues,
} from './settings-form';
import { Select, SettingsSection, SwitchRow } from '../../lib/SettingsSection';

/**
 * Settings: profile, plan and billing, resume, mail accounts, sending, notifications, privacy and regional settings.
 * One save model: every field on the page (profile, sending, notifications, privacy, regional) is saved by the one
 * 'Save Changes' bar (DESIGN.md §6); sections made of actions (billing, resume, mailboxes, extension tokens) act at
 * once through buttons that say what they do.
 */
export function SettingsPage() {
  const settings = useQuery(settingsQuery(api));
  useGmailQueryToasts();
  const timeZone = settings.data?.timezone;

  if (settings.isError && !settings.data) {
    return (
      <div className="grid gap-6">
        <div
          className="flex flex-wrap items-center gap-2 rounded-lg border border-destructive/40 p-4 text-sm"
          role="alert"
        >
          <span className="text-destructive">Could not load your settings: {settings.error.message}</span>
          <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
        <ResumeSection timeZone={undefined} />
        <MailAccountsSection />
      </div>
    );
  }
  if (!settings.data) {
    return (
      <div className="grid min-h-[40vh] place-items-center" role="status">
        <Spinner size="large" />
        <span className="sr-only">Loading your settings…</span>
      </div>
    );
  }
  return <SettingsForm settings={settings.data} timeZone={timeZone} />;
}

function SettingsForm({ settings, timeZone }: { settings: UserSettings; timeZone: string | undefined }) {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  // The form starts from what was loaded and is not reset by a refetch while the user edits.
  const [saved, setSaved] = useState<SettingsFormValues>(() => formFromSettings(settings));
  const [values, setValues] = useState<SettingsFormValues>(saved);
  const changed = isFormChanged(values, saved);

  const save = useMutation({
    mutationFn: () => api.updateSettings(updateFromForm(values)),
    onSuccess: (next) => {
      queryClient.setQueryData(queryKeys.settings, next);
      // Names show in the sidebar and the greeting.
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      const form = formFromSettings(next);
      setSaved(form);
      setValues(form);
      toast({ title: COPY.settingsSaved });
    },
    onError: (error) => toast({ title: 'Settings not saved', description: error.message, variant: 'destructive' }),
  });

  const update = (patch: Partial<SettingsFormValues>) => setValues((current) => ({ ...current, ...patch }));

  return (
    // Not a <form>: the mail accounts section inside has its own (the SMTP form), and forms cannot nest.
    <div className="grid gap-6" data-testid="settings-form">
      <SettingsSection
        icon={UserRound}
        title="Profile"
        description="Your name as emails and the app show it. The email comes from your sign-in account."
        testId="settings-profile"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="firstName">First name</Label>
            <Input
              id="firstName"
              autoComplete="given-name"
              maxLength={100}
              value={values.firstName}
              onChange={(event) => update({ firstName: event.target.value })}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="lastName">Last name</Label>
            <Input
              id="lastName"
              autoComplete="family-name"
              maxLength={100}
              value={values.lastName}
              onChange={(event) => update({ lastName: event.target.value })}
            />
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="email">Email</Label>
            <Input id="email" type="email" value={settings.email || user.email} disabled readOnly />
          </div>
        </div>
      </SettingsSection>

      <BillingSection timeZone={timeZone} />
      <ResumeSection timeZone={timeZone} />
      <MailAccountsSection />
      <SendingSection settings={settings} values={values.sending} onChange={(sending) => update({ sending })} />
      <ExtensionTokensSection />

      <SettingsSection
        icon={Bell}
        title="Notification preferences"
        description={
          settings.notificationEmailsAvailable
            ? 'Only job alerts are sent today, once a day when you turn them on. The others are not sent yet; your choices are kept for when they are.'
            : 'This server sends no notification emails (it has no mail sender set up): new jobs from saved searches show in the app. Your choices are kept for when it does.'
        }
        testId="settings-notifications"
      >
        <div className="divide-y">
          {NOTIFICATION_SETTINGS.map((key) => (
            <SwitchRow
              key={key}
              id={`notify-${key}`}
              title={NOTIFICATION_LABELS[key].title}
              description={NOTIFICATION_LABELS[key].description}
              checked={values.notifications[key]}
              onCheckedChange={(checked) => update({ notifications: { ...values.notifications, [key]: checked } })}
            />
          ))}
        </div>
      </SettingsSection>

      <SettingsSection icon={ShieldCheck} title="Privacy" testId="settings-privacy">
        <SwitchRow
          id="store-sent-email-bodies"
          className="pt-0"
          title="Keep the text of emails I send"
          description="On: the Applications page shows each email exactly as sent. Off: only its subject, recipient and date are kept, for emails sent from now on."
          checked={values.storeSentEmailBodies}
          onCheckedChange={(checked) => update({ storeSentEmailBodies: checked })}
        />
        <DataRightsSection />
      </SettingsSection>

      <SettingsSection
        icon={Globe}
        title="Regional"
        description="Your timezone sets your sending hours, your daily limit’s day, saved searches’ morning runs, the weeks in Analytics and every time the app shows. The app is in English only for now, and the emails it writes for you follow the language of each job ad."
        testId="settings-regional"
      >
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="language">Language</Label>
            <Select
              id="language"
              value={values.language}
              onChange={(event) => update({ language: event.target.value as SettingsFormValues['language'] })}
            >
              {LANGUAGE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value} disabled={!option.available}>
                  {option.label}
                </option>
              ))}
            </Select>
          </div>
          <TimeZonePicker value={values.timezone} onChange={(timezone) => update({ timezone })} />
        </div>
      </SettingsSection>

      <div className="sticky bottom-0 z-10 -mx-1 flex items-center justify-end gap-3 border-t bg-background/95 px-1 py-3 backdrop-blur">
        <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
          {changed ? 'You have unsaved changes.' : 'All changes saved.'}
        </p>
        <Button onClick={() => save.mutate()} disabled={save.isPending} data-testid="save-settings">
          {save.isPending && <Spinner size="small" className="text-current" />}
          Save Changes
        </Button>
      </div>
    </div>
  );
}

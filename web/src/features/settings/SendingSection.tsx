import type { UserSettings } from '@app/types';
import { Button, Input, Label } from '@app/ui';
import { Send } from 'lucide-react';
import type { SendingValues } from './settings-form';
import { Select, SettingsSection, SwitchRow } from '../../lib/SettingsSection';

const DAYS = [
  [1, 'Mon'],
  [2, 'Tue'],
  [3, 'Wed'],
  [4, 'Thu'],
  [5, 'Fri'],
  [6, 'Sat'],
  [7, 'Sun'],
] as const;
const HOURS = Array.from({ length: 25 }, (_, h) => h);
const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * 'Sending': the outbox's pace for each mailbox (a daily limit, sending hours and days in the user's timezone),
 * the resume attachment's default, and automatic follow-ups. Part of the Settings form: saved with 'Save Changes'.
 */
export function SendingSection({
  settings,
  values,
  onChange,
}: {
  settings: UserSettings;
  values: SendingValues;
  onChange: (next: SendingValues) => void;
}) {
  const { dailyLimitMax, spacingSeconds } = settings.outreach;
  const update = (patch: Partial<SendingValues>) => onChange({ ...values, ...patch });
  const minutes = Math.round(spacingSeconds / 60);

  return (
    <SettingsSection
      icon={Send}
      title="Sending"
      description={`How the outbox sends from your mailbox: at most this many a day per mailbox, at least ${
        minutes >= 1 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${spacingSeconds} seconds`
      } apart, only in your sending hours (${settings.timezone}).`}
      testId="settings-sending"
    >
      <div className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="grid gap-2">
            <Label htmlFor="dailyLimit">Emails a day</Label>
            <Input
              id="dailyLimit"
              type="number"
              min={1}
              max={dailyLimitMax}
              value={values.dailyLimit}
              onChange={(event) => update({ dailyLimit: Number(event.target.value) })}
            />
            <p className="text-xs text-muted-foreground">At most {dailyLimitMax}.</p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="sendingStart">From</Label>
            <Select
              id="sendingStart"
              value={values.sendingHours.start}
              onChange={(event) =>
                update({ sendingHours: { ...values.sendingHours, start: Number(event.target.value) } })
              }
            >
              {HOURS.slice(0, 24).map((h) => (
                <option key={h} value={h}>
                  {hourLabel(h)}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="sendingEnd">Until</Label>
            <Select
              id="sendingEnd"
              value={values.sendingHours.end}
              onChange={(event) =>
                update({ sendingHours: { ...values.sendingHours, end: Number(event.target.value) } })
              }
            >
              {HOURS.slice(1).map((h) => (
                <option key={h} value={h}>
                  {hourLabel(h)}
                </option>
              ))}
            </Select>
            {values.sendingHours.end <= values.sendingHours.start && (
              <p className="text-xs text-muted-foreground" data-testid="sending-overnight">
                Overnight: until {hourLabel(values.sendingHours.end)} the next morning.
              </p>
            )}
          </div>
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Sending days</legend>
          <div className="flex flex-wrap gap-1.5">
            {DAYS.map(([day, label]) => {
              const on = values.sendingDays.includes(day);
              return (
                <Button
                  key={day}
                  type="button"
                  size="sm"
                  variant={on ? 'default' : 'outline'}
                  aria-pressed={on}
                  data-testid={`sending-day-${day}`}
                  onClick={() =>
                    update({
                      sendingDays: on
                        ? values.sendingDays.filter((d) => d !== day)
                        : [...values.sendingDays, day].sort((a, b) => a - b),
                    })
                  }
                >
                  {label}
                </Button>
              );
            })}
          </div>
        </fieldset>
        <SwitchRow
          id="inRecipientHours"
          title="In the recipient's working hours"
          description="Emails from the outbox also wait for 09:00–17:30 on the recipient's weekdays, on the clock of the job's location (yours when it is not known)."
          checked={values.inRecipientHours}
          onCheckedChange={(inRecipientHours) => update({ inRecipientHours })}
        />
        <SwitchRow
          id="attachResume"
          title="Attach my resume"
          description="Send your saved resume file with each email, under its own name (you can change it per email)."
          checked={values.attachResume}
          onCheckedChange={(attachResume) => update({ attachResume })}
        />
        <SwitchRow
          id="followUps"
          title="Follow up when nobody answers (Pro)"
          description="A short note in the same thread after the business days below; it waits in the outbox, where you can cancel it, and stops when you mark an outcome or a reply is seen."
          checked={values.followUps.enabled}
          onCheckedChange={(enabled) => update({ followUps: { ...values.followUps, enabled } })}
        />
        {values.followUps.enabled && (
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="followUpDays">After (business days)</Label>
              <Input
                id="followUpDays"
                type="number"
                min={1}
                max={30}
                value={values.followUps.afterBusinessDays}
                onChange={(event) =>
                  update({ followUps: { ...values.followUps, afterBusinessDays: Number(event.target.value) } })
                }
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="followUpCount">Follow-ups</Label>
              <Select
                id="followUpCount"
                value={values.followUps.count}
                onChange={(event) =>
                  update({ followUps: { ...values.followUps, count: Number(event.target.value) === 2 ? 2 : 1 } })
                }
              >
                <option value={1}>1</option>
                <option value={2}>2</option>
              </Select>
            </div>
          </div>
        )}
      </div>
    </SettingsSection>
  );
}

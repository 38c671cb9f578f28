import { browserTimeZone, timeZoneChoices, timeZoneOptionLabel } from '@app/types';
import { Input, Label } from '@app/ui';
import { useMemo, useState } from 'react';
import { Select } from '../../lib/SettingsSection';

/** Every zone once, labelled "Kolkata time (Asia/Kolkata, UTC+05:30)"; built once, it is ~420 lines. */
let options: { value: string; label: string }[] | null = null;
const allOptions = () => (options ??= timeZoneChoices().map((value) => ({ value, label: timeZoneOptionLabel(value) })));

/** Words typed in any order, any case, with spaces for underscores: "kolk", "new york", "utc+05:30". */
const matches = (label: string, query: string) => {
  const text = label.toLowerCase().replace(/_/g, ' ');
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word.replace(/_/g, ' ')));
};

/**
 * Settings → Regional's timezone: every IANA zone (the spec's four US zones first), narrowed by what is typed in the
 * search box. The chosen zone always stays in the list, so the select never shows a value it does not hold.
 */
export function TimeZonePicker({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const all = allOptions();
    const found = query.trim() ? all.filter((o) => matches(o.label, query)) : all;
    return found.some((o) => o.value === value) ? found : [{ value, label: timeZoneOptionLabel(value) }, ...found];
  }, [query, value]);
  const browser = browserTimeZone();

  return (
    <div className="grid gap-2">
      <Label htmlFor="timezone">Timezone</Label>
      <Input
        type="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          // Typing down to one match picks it, as a search box would.
          const hits = allOptions().filter((o) => matches(o.label, event.target.value));
          if (event.target.value.trim() && hits.length === 1) onChange(hits[0]!.value);
        }}
        placeholder="Search: Kolkata, London, UTC+05:30"
        aria-label="Search timezones"
        data-testid="timezone-search"
      />
      <Select id="timezone" value={value} onChange={(event) => onChange(event.target.value)} data-testid="timezone">
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <p className="text-xs text-muted-foreground" data-testid="timezone-note">
        {value === browser
          ? 'The same as this browser’s.'
          : `This browser is on ${timeZoneOptionLabel(browser)}; times in the app show which zone they are in.`}
      </p>
    </div>
  );
}

import { COPY, WORK_TYPE_LABELS, WorkType } from '@app/types';
import { Button, Input, Label, LocationSuggestions, Spinner } from '@app/ui';
import { BellPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Select } from '../../lib/SettingsSection';
import { useSavedSearchActions } from '../../lib/saved-searches/useSavedSearches';

const WORK_TYPES = Object.values(WorkType);

/** Keyword, location and work type, as the search form asks them; the server resolves the place. */
export function SavedSearchForm() {
  const { create } = useSavedSearchActions();
  const [keyword, setKeyword] = useState('');
  const [location, setLocation] = useState('');
  const [workType, setWorkType] = useState<WorkType>(WorkType.OnSite);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!keyword.trim()) return setError(COPY.search.keywordRequired);
    if (!location.trim()) return setError(COPY.search.locationRequired);
    setError(null);
    create.mutate(
      { keyword: keyword.trim(), location: location.trim(), workType },
      {
        onSuccess: () => {
          setKeyword('');
          setLocation('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border p-4" data-testid="saved-search-form" noValidate>
      <div className="grid gap-3 sm:grid-cols-[2fr_2fr_1fr]">
        <div className="grid gap-1.5">
          <Label htmlFor="saved-keyword">Job role</Label>
          <Input
            id="saved-keyword"
            value={keyword}
            maxLength={200}
            placeholder="e.g. frontend developer"
            onChange={(e) => setKeyword(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="saved-location">Location</Label>
          <Input
            id="saved-location"
            value={location}
            maxLength={200}
            list="saved-location-cities"
            placeholder="e.g. Bangalore"
            onChange={(e) => setLocation(e.target.value)}
          />
          <LocationSuggestions id="saved-location-cities" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="saved-work-type">Work type</Label>
          <Select
            id="saved-work-type"
            value={workType}
            onChange={(e) => setWorkType(Number(e.target.value) as WorkType)}
          >
            {WORK_TYPES.map((value) => (
              <option key={value} value={value}>
                {WORK_TYPE_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={create.isPending} data-testid="save-search-submit">
          {create.isPending ? <Spinner size="small" className="text-current" /> : <BellPlus />}
          Save search
        </Button>
        {error && (
          <p className="text-sm text-destructive" role="alert">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}

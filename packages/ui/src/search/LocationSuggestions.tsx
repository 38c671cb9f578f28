import { LOCATION_SUGGESTIONS } from '@app/types';

/** The places a location field offers as the user types: give the input `list={id}`. */
export function LocationSuggestions({ id }: { id: string }) {
  return (
    <datalist id={id} data-testid="location-suggestions">
      {LOCATION_SUGGESTIONS.map((place) => (
        <option key={place} value={place} />
      ))}
    </datalist>
  );
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { parseGeoTypeahead } from './geo-typeahead.js';

const fixture = (name: string) => readFileSync(new URL(`../__fixtures__/${name}`, import.meta.url), 'utf8');

describe('parseGeoTypeahead', () => {
  it('reads the id and display name of each hit and ignores the extra fields', () => {
    expect(parseGeoTypeahead(fixture('geo-typeahead.json'))).toEqual([
      { id: '102436504', displayName: 'Zürich, Zurich, Switzerland' },
      { id: '90009885', displayName: 'Zürich Metropolitan Area' },
      { id: '104567834', displayName: 'Canton of Zurich, Switzerland' },
      { id: '106693272', displayName: 'Switzerland' },
    ]);
  });

  it('accepts numeric ids and skips entries without an id or a name', () => {
    const json = JSON.stringify([
      { id: 103644278, displayName: ' United  States ' },
      { id: '1' },
      { displayName: 'x' },
      7,
    ]);

    expect(parseGeoTypeahead(json)).toEqual([{ id: '103644278', displayName: 'United States' }]);
  });

  it('answers an empty list when the site has no match', () => {
    expect(parseGeoTypeahead('[]')).toEqual([]);
  });

  it('throws a clear error when the answer is not JSON, such as an HTML error page', () => {
    expect(() => parseGeoTypeahead('<!DOCTYPE html><html>')).toThrow(/Location typeahead answer is not valid JSON/);
  });

  it('throws when the answer is JSON but not a list of hits', () => {
    expect(() => parseGeoTypeahead('{"elements":[]}')).toThrow(/not a JSON array/);
  });
});

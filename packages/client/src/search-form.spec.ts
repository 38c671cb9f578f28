import { COPY } from '@app/types';
import { describe, expect, it } from 'vitest';
import { hasErrors, validateSearchForm } from './search-form.js';

describe('validateSearchForm', () => {
  it('accepts a filled-in form', () => {
    const errors = validateSearchForm({ keyword: 'data analyst', location: 'Pune', workType: 2, jobCount: 100 });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('names every missing field with the spec message', () => {
    const errors = validateSearchForm({ keyword: '', location: '', workType: null, jobCount: 100 });
    expect(errors).toEqual({
      keyword: COPY.search.keywordRequired,
      location: COPY.search.locationRequired,
      workType: COPY.search.workTypeRequired,
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('treats whitespace as empty', () => {
    expect(validateSearchForm({ keyword: '  ', location: '\t', workType: 1, jobCount: 1000 })).toEqual({
      keyword: COPY.search.keywordRequired,
      location: COPY.search.locationRequired,
    });
  });
});

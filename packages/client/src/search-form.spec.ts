import { COPY } from '@app/types';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.js';
import { checkSearchForm, hasErrors, searchStartFailure, validateSearchForm } from './search-form.js';

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

describe('checkSearchForm', () => {
  const filled = { keyword: ' data analyst ', location: ' Pune ', workType: 2, jobCount: 100 } as const;
  const saved = { hasResume: true, text: 'Analyst, SQL and Tableau.' };

  it('hands over trimmed values with the resume text when everything is there', () => {
    expect(checkSearchForm(filled, saved)).toEqual({
      kind: 'ready',
      values: { keyword: 'data analyst', location: 'Pune', workType: 2, jobCount: 100, resumeText: saved.text },
    });
  });

  it('names the fields to fix and the first text field to focus, before asking for a resume', () => {
    const check = checkSearchForm({ ...filled, keyword: '', location: '' }, { hasResume: false, text: null });
    expect(check).toEqual({
      kind: 'invalid',
      errors: { keyword: COPY.search.keywordRequired, location: COPY.search.locationRequired },
      focus: 'keyword',
    });
    expect(checkSearchForm({ ...filled, location: ' ' }, saved)).toMatchObject({ focus: 'location' });
    expect(checkSearchForm({ ...filled, workType: null }, saved)).toMatchObject({ kind: 'invalid', focus: null });
  });

  it('asks for a resume when the fields are right and none is saved or uploaded', () => {
    expect(checkSearchForm(filled, { hasResume: false, text: null })).toEqual({
      kind: 'resume-required',
      title: COPY.search.resumeRequiredTitle,
      description: COPY.search.resumeRequired,
    });
  });

  it('sends no resume text when the saved resume has none to give (the server takes the saved one)', () => {
    const check = checkSearchForm(filled, { hasResume: true, text: null });
    expect(check.kind === 'ready' && check.values.resumeText).toBeUndefined();
  });
});

describe('searchStartFailure', () => {
  it("says the Free plan's month is used up with the server's sentence", () => {
    const error = new ApiError(402, 'You have used your 5 searches this month.', {
      statusCode: 402,
      error: 'Payment Required',
      message: 'You have used your 5 searches this month.',
      code: 'search_quota_exceeded',
    });
    expect(searchStartFailure(error)).toEqual({
      quota: true,
      title: COPY.billing.quotaExceededTitle,
      description: 'You have used your 5 searches this month.',
    });
  });

  it('says any other failure as an error, with a fallback sentence when there is none', () => {
    expect(searchStartFailure(new Error('The network is down'))).toEqual({
      quota: false,
      title: 'Error',
      description: 'The network is down',
    });
    expect(searchStartFailure(new Error(''))).toMatchObject({ description: COPY.search.startFailed });
  });
});

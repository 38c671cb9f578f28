import { COPY, type SearchFormValues, type WorkType } from '@app/types';
import type { ApiClient } from './api-client.js';

/** What the search form holds while it is being filled in. */
export interface SearchFormDraft {
  keyword: string;
  location: string;
  workType: WorkType | null;
  jobCount: number;
}

export type SearchFormField = 'keyword' | 'location' | 'workType';
export type SearchFormErrors = Partial<Record<SearchFormField, string>>;

/** The spec's field rules (§5): keyword, location and work type are required; blanks count as missing. */
export function validateSearchForm(draft: SearchFormDraft): SearchFormErrors {
  const errors: SearchFormErrors = {};
  if (!draft.keyword.trim()) errors.keyword = COPY.search.keywordRequired;
  if (!draft.location.trim()) errors.location = COPY.search.locationRequired;
  if (draft.workType === null) errors.workType = COPY.search.workTypeRequired;
  return errors;
}

export const hasErrors = (errors: SearchFormErrors): boolean => Object.values(errors).some(Boolean);

/** A search the API accepted, and how the location was normalised ('Location Normalized'), if it was. */
export interface StartedSearch {
  requestId: string;
  locationMessage: string | null;
}

/** The search form's submit, for web and extension: generate the search URL, then start the scrape. */
export async function startSearchFromForm(api: ApiClient, values: SearchFormValues): Promise<StartedSearch> {
  const generated = await api.generateSearchUrl({
    keyword: values.keyword.trim(),
    location: values.location.trim(),
    workType: values.workType,
  });
  if (!generated.linkedinUrl) throw new Error(generated.error || COPY.search.urlFailed);
  const { requestId } = await api.startSearch({
    linkedinUrl: generated.linkedinUrl,
    resumeText: values.resumeText || undefined,
    jobCount: values.jobCount,
  });
  return { requestId, locationMessage: generated.message?.trim() || null };
}

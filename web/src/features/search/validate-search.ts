import { COPY, type WorkType } from '@app/types';

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

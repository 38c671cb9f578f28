import { COPY, type SearchFormValues, type WorkType } from '@app/types';
import { ApiError, type ApiClient } from './api-client.js';

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

/** The resume a search is scored against: the saved one, or one just uploaded in the form. */
export interface SearchFormResume {
  hasResume: boolean;
  text: string | null | undefined;
}

/** What submitting the form comes to: the fields to fix, a resume to add first, or the values to start with. */
export type SearchFormCheck =
  /** `focus`: the first text field to fix, in its order on the form (none when only the work type is missing). */
  | { kind: 'invalid'; errors: SearchFormErrors; focus: 'keyword' | 'location' | null }
  | { kind: 'resume-required'; title: string; description: string }
  | { kind: 'ready'; values: SearchFormValues };

/** The submit's rules, for web and extension: the fields first (in their order on the form), then a resume. */
export function checkSearchForm(draft: SearchFormDraft, resume: SearchFormResume): SearchFormCheck {
  const errors = validateSearchForm(draft);
  if (hasErrors(errors) || draft.workType === null) {
    return { kind: 'invalid', errors, focus: errors.keyword ? 'keyword' : errors.location ? 'location' : null };
  }
  if (!resume.hasResume) {
    return { kind: 'resume-required', title: COPY.search.resumeRequiredTitle, description: COPY.search.resumeRequired };
  }
  return {
    kind: 'ready',
    values: {
      keyword: draft.keyword.trim(),
      location: draft.location.trim(),
      workType: draft.workType,
      jobCount: draft.jobCount,
      resumeText: resume.text ?? undefined,
    },
  };
}

/** What to tell the person when a search did not start; `quota` when the Free plan's month is used up (402). */
export function searchStartFailure(error: Error): { quota: boolean; title: string; description: string } {
  const quota = error instanceof ApiError && error.body?.code === 'search_quota_exceeded';
  return {
    quota,
    title: quota ? COPY.billing.quotaExceededTitle : 'Error',
    description: error.message || COPY.search.startFailed,
  };
}

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

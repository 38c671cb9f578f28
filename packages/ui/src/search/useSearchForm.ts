import { checkSearchForm, type SearchFormDraft, type SearchFormErrors, type SearchFormResume } from '@app/client';
import { JOB_COUNT, WorkType, type SearchFormValues } from '@app/types';
import { type FormEvent, useState } from 'react';
import { toast } from '../components/toast-store.js';

/** A new form: on-site, the default number of jobs. */
export const INITIAL_SEARCH_FORM: SearchFormDraft = {
  keyword: '',
  location: '',
  workType: WorkType.OnSite,
  jobCount: JOB_COUNT.default,
};

/**
 * The search form's state and submit, for the web's search window and the extension's panel: a field's message
 * clears when that field changes; a submit checks the fields (focusing the first text field to fix, when the form
 * names its inputs `keyword` and `location`), then asks for a resume, then hands the values to `onSubmit`.
 */
export function useSearchForm({
  resume,
  onSubmit,
}: {
  resume: SearchFormResume;
  onSubmit: (values: SearchFormValues) => void;
}) {
  const [draft, setDraft] = useState<SearchFormDraft>(INITIAL_SEARCH_FORM);
  const [errors, setErrors] = useState<SearchFormErrors>({});

  const update = (patch: Partial<SearchFormDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof SearchFormErrors];
      return next;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkSearchForm(draft, resume);
    setErrors(check.kind === 'invalid' ? check.errors : {});
    if (check.kind === 'invalid') {
      const field = check.focus ? event.currentTarget.elements.namedItem(check.focus) : null;
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    if (check.kind === 'resume-required') {
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    onSubmit(check.values);
  };

  return { draft, errors, update, submit };
}

import type { JobContactFilter, JobSort, SearchJobsQuery } from '@app/types';
import { cn } from '../lib/cn.js';
import { Checkbox } from '../components/Checkbox.js';

/** The filters a results list offers; paging is the list's own. */
export type JobFilterValues = Required<Pick<SearchJobsQuery, 'contact' | 'hideApplied' | 'sponsorship' | 'sort'>> &
  Pick<SearchJobsQuery, 'minMatch'>;

export const DEFAULT_JOB_FILTERS: JobFilterValues = {
  contact: 'any',
  hideApplied: false,
  sponsorship: false,
  sort: 'match',
};

const CONTACT_OPTIONS: readonly { value: JobContactFilter; label: string }[] = [
  { value: 'any', label: 'All jobs' },
  { value: 'valid', label: 'With a contact' },
  { value: 'verified', label: 'Verified contact only' },
  { value: 'none', label: 'No contact yet' },
];
const MATCH_OPTIONS: readonly { value: number | undefined; label: string }[] = [
  { value: undefined, label: 'Any match' },
  { value: 50, label: '50% match or more' },
  { value: 70, label: '70% match or more' },
  { value: 85, label: '85% match or more' },
];
const SORT_OPTIONS: readonly { value: JobSort; label: string }[] = [
  { value: 'match', label: 'Best match first' },
  { value: 'date', label: 'Newest first' },
  { value: 'applicants', label: 'Fewest applicants first' },
];

/** Whether any filter narrows the list (sorting does not). */
export function isFiltered(values: JobFilterValues): boolean {
  return values.contact !== 'any' || values.minMatch !== undefined || values.hideApplied || values.sponsorship;
}

const SELECT = 'h-8 rounded-md border border-input bg-background px-2 text-sm';

/**
 * Filter and sort controls of a search's jobs (the web's results page and the extension's panel): which contact,
 * the least match, hiding jobs already applied to, only jobs mentioning visa sponsorship, and the order. Every change goes to `onChange` whole.
 */
export function JobFilters({
  values,
  onChange,
  compact = false,
  className,
}: {
  values: JobFilterValues;
  onChange: (values: JobFilterValues) => void;
  /** Stacked and smaller, for the extension's narrow panel. */
  compact?: boolean;
  className?: string;
}) {
  const set = (patch: Partial<JobFilterValues>) => onChange({ ...values, ...patch });
  return (
    <div
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 text-sm', compact && 'gap-x-2 text-xs', className)}
      role="group"
      aria-label="Filter and sort jobs"
      data-testid="job-filters"
    >
      <select
        className={cn(SELECT, compact && 'h-7 text-xs')}
        aria-label="Contact"
        value={values.contact}
        onChange={(e) => set({ contact: e.target.value as JobContactFilter })}
        data-testid="filter-contact"
      >
        {CONTACT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <select
        className={cn(SELECT, compact && 'h-7 text-xs')}
        aria-label="Minimum match"
        value={values.minMatch ?? ''}
        onChange={(e) => set({ minMatch: e.target.value === '' ? undefined : Number(e.target.value) })}
        data-testid="filter-match"
      >
        {MATCH_OPTIONS.map((o) => (
          <option key={o.label} value={o.value ?? ''}>
            {o.label}
          </option>
        ))}
      </select>
      <select
        className={cn(SELECT, compact && 'h-7 text-xs')}
        aria-label="Sort"
        value={values.sort}
        onChange={(e) => set({ sort: e.target.value as JobSort })}
        data-testid="filter-sort"
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <label className="inline-flex cursor-pointer items-center gap-2">
        <Checkbox
          checked={values.hideApplied}
          onCheckedChange={(checked) => set({ hideApplied: checked === true })}
          data-testid="filter-hide-applied"
        />
        Hide jobs I applied to
      </label>
      <label className="inline-flex cursor-pointer items-center gap-2">
        <Checkbox
          checked={values.sponsorship}
          onCheckedChange={(checked) => set({ sponsorship: checked === true })}
          data-testid="filter-sponsorship"
        />
        Mentions visa sponsorship
      </label>
    </div>
  );
}

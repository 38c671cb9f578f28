import {
  JOB_COUNT,
  POPULAR_CITIES,
  POPULAR_ROLES,
  POPULAR_ROLES_SHOWN,
  WORK_TYPE_LABELS,
  WorkType,
  type SearchFormValues,
} from '@app/types';
import {
  Button,
  DialogDescription,
  DialogTitle,
  Input,
  Label,
  LocationSuggestions,
  Spinner,
  useSearchForm,
} from '@app/ui';
import { Building2, House, Layers, Search, Shuffle, Zap } from 'lucide-react';
import { FieldError } from '../../../lib/FieldError';
import { type CardOption, OptionCards } from './OptionCards';
import { ResumeBlock } from './ResumeBlock';
import { SuggestionChips } from './SuggestionChips';
import { useResume } from '../../../lib/resume/useResume';

const WORK_TYPES: readonly CardOption<WorkType>[] = [
  { value: WorkType.OnSite, title: WORK_TYPE_LABELS[1], description: 'At the office', icon: Building2 },
  { value: WorkType.Remote, title: WORK_TYPE_LABELS[2], description: 'From anywhere', icon: House },
  { value: WorkType.Hybrid, title: WORK_TYPE_LABELS[3], description: 'A bit of both', icon: Shuffle },
];

const JOB_COUNTS: readonly CardOption<number>[] = [
  { value: JOB_COUNT.quick, title: 'Quick Search', description: `${JOB_COUNT.quick} jobs · faster`, icon: Zap },
  {
    value: JOB_COUNT.deep,
    title: 'Deep Search',
    description: `${JOB_COUNT.deep} jobs · more comprehensive`,
    icon: Layers,
  },
];

/** The search window's form: role, location, work type, how many jobs, and the resume. */
export function SearchForm({
  onSubmit,
  submitting,
  announceSavedResume,
}: {
  onSubmit: (values: SearchFormValues) => void;
  submitting: boolean;
  /** Say 'Resume Loaded' when the saved resume is found: while the window is open, not while it closes. */
  announceSavedResume: boolean;
}) {
  const resume = useResume({ announceSaved: announceSavedResume });
  // The rules and the submit are the extension's too (@app/ui useSearchForm, @app/client checkSearchForm).
  const { draft, errors, update, submit } = useSearchForm({
    resume: { hasResume: resume.hasResume, text: resume.text },
    onSubmit,
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" data-testid="search-form">
      <div className="grid gap-1 pr-6">
        <DialogTitle>New Job Search</DialogTitle>
        <DialogDescription>
          We read the listings, keep the real leads, and score each one against your resume.
        </DialogDescription>
      </div>

      <div className="grid gap-2">
        <Label htmlFor="search-keyword">Job role</Label>
        <Input
          id="search-keyword"
          name="keyword"
          data-testid="search-keyword"
          placeholder="e.g. frontend developer"
          autoComplete="off"
          value={draft.keyword}
          onChange={(event) => update({ keyword: event.target.value })}
          aria-invalid={Boolean(errors.keyword)}
          aria-describedby={errors.keyword ? 'keyword-error' : undefined}
          className={errors.keyword ? 'border-destructive' : undefined}
        />
        <FieldError id="keyword-error" message={errors.keyword} />
        <SuggestionChips
          label="Popular roles"
          options={POPULAR_ROLES.slice(0, POPULAR_ROLES_SHOWN)}
          value={draft.keyword}
          onPick={(keyword) => update({ keyword })}
        />
      </div>

      <div className="grid gap-2">
        <Label htmlFor="search-location">Location</Label>
        <Input
          id="search-location"
          name="location"
          data-testid="search-location"
          placeholder="City, region or country"
          autoComplete="off"
          list="search-location-suggestions"
          value={draft.location}
          onChange={(event) => update({ location: event.target.value })}
          aria-invalid={Boolean(errors.location)}
          aria-describedby={errors.location ? 'location-error' : undefined}
          className={errors.location ? 'border-destructive' : undefined}
        />
        <LocationSuggestions id="search-location-suggestions" />
        <FieldError id="location-error" message={errors.location} />
        <SuggestionChips
          label="Popular cities"
          options={POPULAR_CITIES}
          value={draft.location}
          onPick={(location) => update({ location })}
        />
      </div>

      <OptionCards
        name="workType"
        legend="Work type"
        options={WORK_TYPES}
        value={draft.workType}
        onChange={(workType) => update({ workType })}
        error={errors.workType}
        testIdPrefix="work-type"
        columns={3}
      />

      <OptionCards
        name="jobCount"
        legend="How many jobs"
        options={JOB_COUNTS}
        value={draft.jobCount}
        onChange={(jobCount) => update({ jobCount })}
        testIdPrefix="job-count"
        columns={2}
      />

      <ResumeBlock resume={resume} />

      <Button type="submit" size="lg" disabled={submitting || resume.isUploading} data-testid="start-search">
        {submitting ? <Spinner size="small" className="text-current" /> : <Search />}
        {submitting ? 'Starting search…' : 'Start Search'}
      </Button>
    </form>
  );
}

import type { Job, JobContacted } from '@app/types';
import {
  ApplyButton,
  Button,
  Card,
  CONTACTED_EXPLAINED,
  ContactedBadge,
  JobContact,
  MatchReasons,
  MatchScoreBadge,
  MatchSkills,
  type ApplyStep,
} from '@app/ui';
import { Building2 } from 'lucide-react';
import { CompanyLogo } from './CompanyLogo';
import { JobDescription } from './JobDescription';
import { JobLinks } from './JobLinks';
import { JobMeta } from './JobMeta';
import { isLockedJob } from './job-helpers';

export interface JobCardActions {
  /** Start an application for this job: the apply step, then the compose dialog. */
  onApply: (job: Job) => void;
  /** Where this job's apply step is (idle unless it is the one applying). */
  applyStep: ApplyStep;
  /** Another job is applying: wait for it. */
  applyDisabled: boolean;
  onShowCompany: (job: Job) => void;
  onUnlock: () => void;
}

/** One result: the job, its fit, its links and its contact, and whether the user already reached it. */
export function JobCard({
  job,
  contacted = null,
  timeZone,
  onApply,
  applyStep,
  applyDisabled,
  onShowCompany,
  onUnlock,
  searching = false,
}: {
  job: Job;
  /** The user already emailed this job's contact or about it, has an email queued, or got an answer. */
  contacted?: JobContacted | null;
  /** The user's zone, for the day an email went. */
  timeZone?: string;
  searching?: boolean;
} & JobCardActions) {
  const locked = isLockedJob(job);
  const hasCompanyProfile = Boolean(job.company || job.companyLinkedinUrl);
  return (
    <Card className="grid gap-4 p-4 sm:p-5" data-testid="job-card">
      <div className="flex items-start gap-3">
        <CompanyLogo name={job.companyName} src={job.company?.logo ?? job.companyLogo} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold leading-snug" data-testid="job-title">
            {job.title}
          </h3>
          <p className="text-sm text-muted-foreground">{job.companyName}</p>
          {contacted && (
            <div className="mt-1.5 grid gap-1">
              <ContactedBadge contacted={contacted} timeZone={timeZone} />
              {contacted.kind === 'bounced' && (
                <p className="text-xs text-muted-foreground" data-testid="job-bounced">
                  {CONTACTED_EXPLAINED.bounced}
                </p>
              )}
            </div>
          )}
        </div>
        {job.match && <MatchScoreBadge match={job.match} />}
      </div>

      {job.match && <MatchReasons match={job.match} />}
      <JobMeta job={job} />
      {job.match && <MatchSkills match={job.match} />}
      {job.description && <JobDescription text={job.description} />}
      {job.requirement && (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">Requirements</p>
          <p className="whitespace-pre-line text-muted-foreground">{job.requirement}</p>
        </div>
      )}
      <JobLinks job={job} />
      <JobContact
        job={job}
        locked={locked}
        onApply={onApply}
        applyStep={applyStep}
        applyDisabled={applyDisabled}
        onUnlock={onUnlock}
        searching={searching}
      />

      {(hasCompanyProfile || (job.canApply && !locked)) && (
        <div className="flex flex-wrap gap-2 border-t pt-4">
          {hasCompanyProfile && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onShowCompany(job)}
              aria-label={`Company: ${job.companyName}`}
            >
              <Building2 />
              Company
            </Button>
          )}
          {job.canApply && !locked && (
            <ApplyButton
              size="sm"
              className="sm:ml-auto"
              step={applyStep}
              disabled={applyDisabled}
              onClick={() => onApply(job)}
              data-testid="apply"
            />
          )}
        </div>
      )}
    </Card>
  );
}

import { COPY, type Job, type SearchRequest } from '@app/types';
import { Button, EmptyState, type ApplyStep } from '@app/ui';
import { Lock, MailQuestion, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CompanyProfileDialog } from './CompanyProfileDialog';
import { JobCard } from './JobCard';
import { isLockedJob, sortJobsByMatch } from './job-helpers';
import { ResultsHeader } from './ResultsHeader';
import { UpgradeDialog } from './UpgradeDialog';

/** A completed search: header, an upgrade note when jobs are locked, and the jobs, best match first. */
export function ResultsList({
  search,
  onApply,
  applyStepFor,
  applyDisabled,
}: {
  search: SearchRequest;
  onApply: (job: Job) => void;
  applyStepFor: (job: Job) => ApplyStep;
  /** A job is being applied to: the other Apply buttons wait. */
  applyDisabled: boolean;
}) {
  const results = search.enrichedResults;
  const jobs = useMemo(() => sortJobsByMatch(results?.jobs ?? []), [results]);
  const [companyJob, setCompanyJob] = useState<Job | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const lockedCount = results?.lockedJobs ?? 0;
  // Locked jobs the list does not carry (the server may leave them out entirely): offer the upgrade here.
  const unlistedLocked = lockedCount > 0 && !jobs.some(isLockedJob);

  return (
    <div className="grid gap-6">
      <ResultsHeader search={search} total={jobs.length} />

      {unlistedLocked && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4">
          <Lock className="h-5 w-5 text-amber-600 dark:text-amber-400" aria-hidden />
          <p className="flex-1 text-sm">
            <span className="font-semibold">{lockedCount.toLocaleString()}</span> more{' '}
            {lockedCount === 1 ? 'job has' : 'jobs have'} contacts hidden on the Free plan.
          </p>
          <Button size="sm" variant="outline" onClick={() => setUpgradeOpen(true)}>
            Unlock with Pro
          </Button>
        </div>
      )}

      {results?.verificationOff && (
        <div
          className="flex items-center gap-3 rounded-lg border bg-muted/50 p-4 text-sm"
          role="note"
          data-testid="verification-off"
        >
          <MailQuestion className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
          <p>{COPY.search.verificationOff}</p>
        </div>
      )}

      {jobs.length === 0 ? (
        <EmptyState icon={SearchX} title={COPY.search.noContacts}>
          This search found no jobs with a contact to write to. Try another role or location, or a Deep Search.
        </EmptyState>
      ) : (
        <ul className="grid gap-4" aria-label="Jobs">
          {jobs.map((job) => (
            <li key={job.siteJobId}>
              <JobCard
                job={job}
                onApply={onApply}
                applyStep={applyStepFor(job)}
                applyDisabled={applyDisabled}
                onShowCompany={setCompanyJob}
                onUnlock={() => setUpgradeOpen(true)}
              />
            </li>
          ))}
        </ul>
      )}

      <CompanyProfileDialog job={companyJob} onClose={() => setCompanyJob(null)} />
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} lockedCount={lockedCount} />
    </div>
  );
}

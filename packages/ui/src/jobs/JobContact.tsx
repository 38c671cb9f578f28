import { isRecruiterTitle } from '@app/types';
import { COPY, type ContactSource, type Job } from '@app/types';
import { Badge } from '../components/Badge.js';
import { Button } from '../components/Button.js';
import { ApplyButton } from '../compose/ApplyButton.js';
import type { ApplyStep } from '../compose/apply-machine.js';
import { Lock, Mail, UserRound } from 'lucide-react';
import { useState } from 'react';
import { VerificationBadge } from './VerificationBadge.js';

/** The job's contact: the poster (or a decision maker), their email and its verification, or a lock. */
export function JobContact({
  job,
  locked,
  onApply,
  applyStep,
  applyDisabled,
  onUnlock,
  applyLabel = 'Apply Now',
  searching = false,
}: {
  job: Job;
  locked: boolean;
  onApply: (job: Job) => void;
  applyStep: ApplyStep;
  applyDisabled: boolean;
  onUnlock: () => void;
  /** The apply button's words ('Generate email' in the extension's panel). */
  applyLabel?: string;
  /** The search that found this job still runs: its contact may come ("yet"); after it, none will. */
  searching?: boolean;
}) {
  if (locked) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed bg-muted/40 p-3">
        <Lock className="h-5 w-5 text-amber-500" aria-hidden />
        <p className="flex-1 text-sm text-muted-foreground">The contact for this job is hidden on the Free plan.</p>
        <Button size="sm" variant="outline" onClick={onUnlock}>
          Unlock with Pro
        </Button>
      </div>
    );
  }

  const hasPoster = Boolean(
    job.jobPosterName || job.jobPosterTitle || job.jobPosterImageUrl || job.jobPosterLinkedinUrl,
  );
  const verifying = job.emailVerificationStatus === 'verifying';
  if (!hasPoster && !job.jobPosterEmail) {
    return verifying ? (
      <VerifyingNote />
    ) : (
      <p className="text-sm text-muted-foreground" data-testid="no-contact">
        {searching ? 'No contact found for this job yet.' : 'No contact found for this job.'}
      </p>
    );
  }

  const name = job.jobPosterName || COPY.search.defaultPosterName;
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/30 p-3" data-testid="job-contact">
      <div className="flex items-center gap-3">
        <PosterAvatar src={job.jobPosterImageUrl} name={name} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            {job.jobPosterLinkedinUrl ? (
              <a
                href={job.jobPosterLinkedinUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="underline-offset-4 hover:underline"
              >
                {name}
              </a>
            ) : (
              name
            )}
            {isRecruiterTitle(job.jobPosterTitle) && <Badge variant="secondary">Recruiter</Badge>}
          </p>
          {job.jobPosterTitle && <p className="truncate text-xs text-muted-foreground">{job.jobPosterTitle}</p>}
        </div>
      </div>
      {!job.jobPosterEmail && verifying && <VerifyingNote />}
      {job.jobPosterEmail && (
        <div className="flex flex-wrap items-center gap-2">
          <Mail className="h-4 w-4 text-muted-foreground" aria-hidden />
          <a href={`mailto:${job.jobPosterEmail}`} className="break-all text-sm font-medium hover:underline">
            {job.jobPosterEmail}
          </a>
          <VerificationBadge status={job.emailVerificationStatus} />
          {job.contactSource && job.contactSource !== 'poster' && (
            <Badge variant="secondary" data-testid="contact-source">
              {CONTACT_SOURCE_LABELS[job.contactSource]}
            </Badge>
          )}
          {job.emailVerificationStatus === 'valid' && (
            <ApplyButton
              size="sm"
              className="ml-auto"
              idleLabel={applyLabel}
              step={applyStep}
              disabled={applyDisabled}
              onClick={() => onApply(job)}
              data-testid="apply-now"
            />
          )}
        </div>
      )}
    </div>
  );
}

/** Where a contact came from, as the results say it (the poster needs no word: the card shows them). */
export const CONTACT_SOURCE_LABELS: Record<ContactSource, string> = {
  poster: 'Job poster',
  posting: 'Published in the posting',
  provider: 'Decision maker',
  role: 'Company address',
};

/** A slow mail server is still being asked: the verdict lands in this card by itself. */
function VerifyingNote() {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" data-testid="contact-verifying">
      <VerificationBadge status="verifying" />
      The company&apos;s mail server is slow to answer; this contact is checked in the background.
    </p>
  );
}

function PosterAvatar({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={name}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(src)}
        className="h-10 w-10 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground">
      <UserRound className="h-5 w-5" aria-hidden />
    </span>
  );
}

import { splitJobs } from '@app/client';

/**
 * A completed search's real counts as a stacked bar, each job once: with a contact to write to (the spec's
 * unlocked count), locked (a contact the plan hides), and the rest.
 */
export function SearchCounts({
  total,
  canApplyCount,
  lockedJobs,
}: {
  total: number;
  /** Jobs with a deliverable contact, locked ones included (as the server counts them). */
  canApplyCount: number;
  lockedJobs: number;
}) {
  const { open, locked } = splitJobs({ total, canApplyCount, lockedJobs });
  const share = (n: number) => (total > 0 ? `${Math.min(100, (n / total) * 100)}%` : '0%');
  return (
    <div className="grid gap-1.5">
      <div className="flex h-2 w-full overflow-hidden rounded-full bg-muted" aria-hidden>
        <div className="h-full bg-success" style={{ width: share(open) }} data-testid="bar-with-contact" />
        <div className="h-full bg-amber-500" style={{ width: share(locked) }} data-testid="bar-locked" />
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
        <span>
          <span className="font-semibold text-foreground">{total.toLocaleString()}</span> jobs
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="h-2 w-2 rounded-full bg-success" aria-hidden />
          <span data-testid="count-with-contact">{open.toLocaleString()}</span> with contact
        </span>
        {/* 'Locked' only when the plan hides something: '0 locked' on Pro reads as a limit that is not there. */}
        {locked > 0 && (
          <span className="inline-flex items-center gap-1">
            <span className="h-2 w-2 rounded-full bg-amber-500" aria-hidden />
            <span data-testid="count-locked">{locked.toLocaleString()}</span> locked
          </span>
        )}
      </p>
    </div>
  );
}

import { COPY } from '@app/types';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@app/ui';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';

/** Offered when a locked job is opened: Pro shows the contacts the Free plan hides. */
export function UpgradeDialog({
  open,
  onOpenChange,
  lockedCount,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Locked jobs in this search, when the server said how many. */
  lockedCount: number;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="upgrade-dialog">
        <DialogHeader>
          <span className="mb-2 grid h-12 w-12 place-items-center rounded-full bg-amber-500/15 text-amber-600 dark:text-amber-400">
            <Crown className="h-6 w-6" aria-hidden />
          </span>
          <DialogTitle>Unlock hidden contacts with Pro</DialogTitle>
          <DialogDescription>
            Pro unlocks up to {COPY.search.upgradeLockedJobs}, with the people to write to and their verified emails.
          </DialogDescription>
        </DialogHeader>
        {lockedCount > 0 && (
          <p className="text-sm">
            This search has{' '}
            <span className="font-semibold">
              {lockedCount.toLocaleString()} locked {lockedCount === 1 ? 'job' : 'jobs'}
            </span>
            .
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Not now
          </Button>
          <Button asChild>
            <Link to="/pricing">See plans</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

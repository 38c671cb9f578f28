import { DEFAULT_PRICING, pricingInfoQuery } from '@app/client';
import { COPY } from '@app/types';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { Crown } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../app/api';
import { pricePerMonth } from '../../lib/billing/billing-text';
import { ProBenefits } from '../../lib/billing/ProBenefits';
import { storeSelectedPlan } from '../../lib/billing/selected-plan';

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
  const navigate = useNavigate();
  const pricing = useQuery({ ...pricingInfoQuery(api), enabled: open }).data ?? DEFAULT_PRICING;
  const upgrade = () => {
    try {
      storeSelectedPlan({ plan: 'pro', price: pricing.price, currency: pricing.currency });
    } catch {
      // Storage may be off (private windows); the checkout does not need it.
    }
    onOpenChange(false);
    void navigate('/subscribe');
  };
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
        <ProBenefits />
        <DialogFooter>
          <Button asChild variant="outline">
            <Link to="/pricing">Compare plans</Link>
          </Button>
          <Button onClick={upgrade} data-testid="upgrade-now">
            <Crown />
            Upgrade for {pricePerMonth(pricing)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

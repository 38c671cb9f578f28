import { queryKeys, subscriptionStatusQuery } from '@app/client';
import { formatSearchDate } from '@app/types';
import { Badge, Button, Spinner, cn, toast } from '@app/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, Crown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../app/api';
import { billingSummary } from '../../lib/billing/billing-text';
import { RefundSection } from '../../lib/billing/RefundSection';
import { SettingsSection } from '../../lib/SettingsSection';

/**
 * Settings → Plan and billing: the plan, the trial's end, the next charge, cancelling at the period's end (Paddle's
 * scheduled cancel) and the refund request. Its buttons act at once; they are not part of 'Save Changes'.
 */
export function BillingSection({ timeZone }: { timeZone: string | undefined }) {
  const queryClient = useQueryClient();
  const status = useQuery(subscriptionStatusQuery(api));
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => api.cancelSubscription(),
    onSuccess: (next) => {
      queryClient.setQueryData(queryKeys.subscriptionStatus, next);
      setConfirming(false);
      toast({
        title: 'Pro cancelled',
        description: next.expiresAt ? `Pro stays until ${formatSearchDate(next.expiresAt, timeZone)}.` : undefined,
      });
    },
    onError: (error) => toast({ title: 'Not cancelled', description: error.message, variant: 'destructive' }),
  });
  const summary = status.data ? billingSummary(status.data, timeZone) : null;

  return (
    <SettingsSection
      icon={CreditCard}
      title="Plan and billing"
      description="Your plan, its dates and charges. Payments are handled by Paddle, our merchant of record."
      testId="settings-billing"
      id="billing"
    >
      {status.data && summary ? (
        <div className="grid gap-4">
          <div className="grid gap-1" data-testid="billing-summary">
            <Badge variant={summary.plan === 'Free' ? 'secondary' : 'default'} className="justify-self-start">
              {summary.plan}
            </Badge>
            {summary.facts.map((fact) => (
              <p key={fact} className={cn('text-sm', summary.warning ? 'text-destructive' : 'text-muted-foreground')}>
                {fact}
              </p>
            ))}
          </div>
          {!status.data.hasActiveSubscription && (
            <Button asChild size="sm" className="justify-self-start">
              <Link to="/subscribe">
                <Crown />
                Subscribe to Pro
              </Link>
            </Button>
          )}
          {summary.canCancel &&
            (confirming ? (
              <div className="grid gap-3 rounded-md border p-3" data-testid="cancel-confirm">
                <p className="text-sm">
                  Pro stays until{' '}
                  {status.data.expiresAt
                    ? formatSearchDate(status.data.expiresAt, timeZone)
                    : 'the end of the period you paid for'}
                  , then your account returns to Free. You will not be charged again.
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="destructive"
                    size="sm"
                    onClick={() => cancel.mutate()}
                    disabled={cancel.isPending}
                    data-testid="cancel-pro-confirm"
                  >
                    {cancel.isPending && <Spinner size="small" className="text-current" />}
                    Cancel at period end
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
                    Keep Pro
                  </Button>
                </div>
              </div>
            ) : (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => setConfirming(true)}
                data-testid="cancel-pro"
              >
                Cancel Pro
              </Button>
            ))}
          {status.data.hasActiveSubscription && <RefundSection refund={status.data.refund} />}
        </div>
      ) : status.isError ? (
        <p className="text-sm text-destructive" role="alert">
          Could not load your plan: {status.error.message}
        </p>
      ) : (
        <Spinner size="small" />
      )}
    </SettingsSection>
  );
}

import { queryKeys } from '@app/client';
import { REFUND_WINDOW_DAYS, type SubscriptionStatus } from '@app/types';
import { Button, toast } from '@app/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../app/api';
import { formatDay } from './billing-text';

/** A first-time subscriber's money-back request (refund policy: within 7 days of the first charge). */
export function RefundSection({ refund }: { refund: SubscriptionStatus['refund'] }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const request = useMutation({
    mutationFn: () => api.requestRefund({ reason: reason.trim() || undefined }),
    onSuccess: () => {
      toast({ title: 'Refund requested', description: 'We review refund requests within 3-5 business days.' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscriptionStatus });
    },
    onError: (error) => toast({ title: 'Refund not requested', description: error.message, variant: 'destructive' }),
  });

  if (refund.requested) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="refund-requested">
        You asked for a refund on {formatDay(refund.requested.createdAt)}. We review requests within 3-5 business days
        and refund to your original payment method.
      </p>
    );
  }
  if (!refund.eligibleUntil) {
    return (
      <p className="text-sm text-muted-foreground">
        Refunds are available within {REFUND_WINDOW_DAYS} days of a first charge; see the{' '}
        <Link to="/refund-policy" className="text-primary underline-offset-4 hover:underline">
          Refund Policy
        </Link>
        .
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Not what you hoped for? As a first-time subscriber you can ask for a full refund until{' '}
        {formatDay(refund.eligibleUntil)}.
      </p>
      {open ? (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            request.mutate();
          }}
        >
          <label htmlFor="refund-reason" className="text-sm font-medium">
            What went wrong? (optional)
          </label>
          <textarea
            id="refund-reason"
            value={reason}
            maxLength={2000}
            onChange={(e) => setReason(e.target.value)}
            className="min-h-20 rounded-md border bg-background px-3 py-2 text-sm"
          />
          <div className="flex gap-2">
            <Button type="submit" variant="destructive" disabled={request.isPending} data-testid="refund-submit">
              Request refund
            </Button>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
          Ask for a refund
        </Button>
      )}
    </div>
  );
}

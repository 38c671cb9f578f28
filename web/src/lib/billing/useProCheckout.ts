import { ApiError, queryKeys } from '@app/client';
import { COPY } from '@app/types';
import { toast } from '@app/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../app/api';
import { checkoutStep, INITIAL_PROGRESS, type CheckoutProgress } from './checkout-events';
import { openPaddleCheckout } from './paddle-js';

/**
 * Starts the Pro checkout: the API prepares it (price in the visitor's currency, the account in customData), then
 * Paddle's overlay opens. Paid → /payment-success, which waits for the webhook. Closed after a declined card, or a
 * provider error → back to /subscribe with the spec's error toast. Signed out → the spec's toast and home.
 */
export function useProCheckout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const progress = useRef<CheckoutProgress>(INITIAL_PROGRESS);

  return useMutation({
    mutationFn: async () => {
      const checkout = await api.startCheckout();
      progress.current = INITIAL_PROGRESS;
      await openPaddleCheckout(checkout, (event) => {
        const next = checkoutStep(progress.current, event);
        progress.current = next.progress;
        const { step } = next;
        if (step.kind === 'completed') {
          window.Paddle?.Checkout.close();
          void queryClient.invalidateQueries({ queryKey: queryKeys.subscriptionStatus });
          void navigate('/payment-success');
        } else if (step.kind === 'closed' && step.afterFailedPayment) {
          void navigate('/subscribe?error=payment_failed');
        } else if (step.kind === 'error') {
          console.error('Paddle checkout error', step.detail);
          window.Paddle?.Checkout.close();
          void navigate('/subscribe?error=processing_failed');
        }
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        toast({ title: COPY.authRequired.title, description: COPY.billing.loginToSubscribe, variant: 'destructive' });
        void navigate('/');
        return;
      }
      if (error instanceof ApiError && error.body?.code === 'already_subscribed') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.subscriptionStatus });
        toast({ title: 'You are already on Pro', description: error.message });
        return;
      }
      toast({
        title: COPY.billing.errorTitle,
        description: error.message || COPY.billing.somethingWentWrong,
        variant: 'destructive',
      });
    },
  });
}

import { ApiError, subscriptionStatusQuery } from '@app/client';
import { COPY, PAYMENT_CONFIRM_SLOW_MS } from '@app/types';
import { Button, Card, CardContent, Spinner } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, LogIn, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../app/api';
import { PublicPage } from '../../app/layout/PublicPage';
import { formatDay, paymentOutcome } from '../../lib/billing/billing-text';
import { PaymentConfetti } from '../../lib/billing/PaymentConfetti';
import { ProBenefits } from '../../lib/billing/ProBenefits';
import { GOOGLE_SIGN_IN_URL } from './siteInfo';

function PaymentSucceeded({ expiresAt }: { expiresAt: string | null }) {
  return (
    <PublicPage title={COPY.billing.successTitle} subtitle="Welcome to Pro. Your new features are ready to use.">
      <PaymentConfetti />
      <Card>
        <CardContent className="flex flex-col gap-6 p-6 sm:p-8" data-testid="payment-success">
          <div className="flex items-center gap-3">
            <CheckCircle2 className="h-10 w-10 shrink-0 text-success" aria-hidden />
            <div>
              <p className="font-medium">Your Pro plan is active.</p>
              {expiresAt && (
                <p className="text-sm text-muted-foreground" data-testid="subscription-expiry">
                  Paid until {formatDay(expiresAt)}; it renews automatically unless you cancel.
                </p>
              )}
            </div>
          </div>
          <div>
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">Now unlocked</h2>
            <ProBenefits columns={2} />
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to="/dashboard">Go to Dashboard</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/">Back to Home</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </PublicPage>
  );
}

function PaymentFailed() {
  return (
    <PublicPage title={COPY.billing.failedTitle}>
      <Card>
        <CardContent className="flex flex-col gap-6 p-6 sm:p-8">
          <div className="flex items-center gap-3">
            <XCircle className="h-10 w-10 shrink-0 text-destructive" aria-hidden />
            <p className="font-medium">{COPY.billing.failedMessage}</p>
          </div>
          <p className="text-sm text-muted-foreground">
            A failed payment is not charged. If you still see a charge from us, please{' '}
            <Link to="/contact" className="text-primary underline-offset-4 hover:underline">
              contact support
            </Link>{' '}
            and we will sort it out.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to="/pricing">Back to Pricing</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/">Back to Home</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </PublicPage>
  );
}

function PaymentProcessing({ signedOut }: { signedOut: boolean }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), PAYMENT_CONFIRM_SLOW_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (signedOut) {
    return (
      <PublicPage title={COPY.billing.processingTitle}>
        <Card>
          <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
            <p className="text-muted-foreground">Sign in to see whether your payment went through and your plan.</p>
            <Button asChild>
              <a href={GOOGLE_SIGN_IN_URL}>
                <LogIn /> Sign in
              </a>
            </Button>
          </CardContent>
        </Card>
      </PublicPage>
    );
  }
  return (
    <PublicPage title={COPY.billing.processingTitle}>
      <Card>
        <CardContent
          role="status"
          className="flex flex-col items-center gap-4 p-8 text-center"
          data-testid="payment-pending"
        >
          <Spinner size="large" />
          <p className="text-muted-foreground">
            Please wait while we confirm your payment with our payment provider. Do not close this page.
          </p>
          {slow && (
            <p className="text-sm text-muted-foreground">
              This is taking longer than usual. If you were charged and this page does not update within a few minutes,
              please{' '}
              <Link to="/contact" className="text-primary underline-offset-4 hover:underline">
                contact support
              </Link>
              .
            </p>
          )}
        </CardContent>
      </Card>
    </PublicPage>
  );
}

/**
 * The checkout's outcome. Pending polls the subscription status every 2 s until the payment provider's webhook
 * has made the plan Pro (spec §4); `?status=failed` shows the failure.
 */
export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const query = useQuery({ ...subscriptionStatusQuery(api, { pollWhilePending: true }), retry: false });
  const signedOut = query.error instanceof ApiError && query.error.status === 401;
  const outcome = paymentOutcome(searchParams.get('status'), query.data, signedOut);
  if (outcome === 'success') return <PaymentSucceeded expiresAt={query.data?.expiresAt ?? null} />;
  if (outcome === 'failed') return <PaymentFailed />;
  return <PaymentProcessing signedOut={outcome === 'signed-out'} />;
}

import { Button, Card, CardContent, Spinner } from '@app/ui';
import { Check, CheckCircle2, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PublicPage } from '../../app/layout/PublicPage';

const PRO_FEATURES = [
  'Unlimited job searches',
  'Jobs with hidden contacts unlocked',
  'Contact discovery and email verification',
  'Bulk applications',
  'Advanced analytics',
  'Priority email support',
];

function PaymentSucceeded() {
  return (
    <PublicPage title="Payment Successful!" subtitle="Welcome to Pro. Your new features are ready to use.">
      <Card>
        <CardContent className="flex flex-col gap-6 p-6 sm:p-8">
          <div className="flex items-center gap-3">
            <CheckCircle2 className="h-10 w-10 shrink-0 text-success" aria-hidden />
            <p className="font-medium">Your Pro plan is active.</p>
          </div>
          <div>
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">Now unlocked</h2>
            <ul className="grid gap-2 text-sm sm:grid-cols-2">
              {PRO_FEATURES.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
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
    <PublicPage title="Payment Failed">
      <Card>
        <CardContent className="flex flex-col gap-6 p-6 sm:p-8">
          <div className="flex items-center gap-3">
            <XCircle className="h-10 w-10 shrink-0 text-destructive" aria-hidden />
            <p className="font-medium">We couldn&apos;t process your payment. Please try again.</p>
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

function PaymentProcessing() {
  return (
    <PublicPage title="Processing Payment...">
      <Card>
        <CardContent role="status" className="flex flex-col items-center gap-4 p-8 text-center">
          <Spinner size="large" />
          <p className="text-muted-foreground">
            Please wait while we confirm your payment with our payment provider. Do not close this page.
          </p>
        </CardContent>
      </Card>
    </PublicPage>
  );
}

/** Outcome of a checkout, read from `?status=` (the billing issue adds polling of the subscription status). */
export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const status = searchParams.get('status');
  if (status === 'success') return <PaymentSucceeded />;
  if (status === 'failed') return <PaymentFailed />;
  return <PaymentProcessing />;
}

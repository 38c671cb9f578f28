import { pricingInfoQuery, settingsQuery, subscriptionStatusQuery } from '@app/client';
import { REFUND_WINDOW_DAYS, type PricingInfo, type SubscriptionStatus } from '@app/types';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, Spinner } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CreditCard, Crown, IndianRupee, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../app/api';
import { formatPrice, planLabel, trialCheckoutNote } from '../../lib/billing/billing-text';
import { ProBenefits } from '../../lib/billing/ProBenefits';
import { RefundSection } from '../../lib/billing/RefundSection';
import { useProCheckout } from '../../lib/billing/useProCheckout';
import { useSubscribeQueryToasts } from '../../lib/billing/useSubscribeQueryToasts';

function Price({ pricing }: { pricing: PricingInfo }) {
  return (
    <p className="flex items-baseline" data-testid="subscribe-price">
      <span className="inline-flex items-center text-4xl font-bold tracking-tight">
        {/* The spec shows a rupee icon for INR. */}
        {pricing.currency === 'INR' ? <IndianRupee className="h-8 w-8" aria-label="₹" /> : pricing.symbol}
        {pricing.price.toLocaleString('en-US')}
      </span>
      <span className="ml-1 text-muted-foreground">/month</span>
    </p>
  );
}

/** Not on Pro yet: the price card and benefits; Subscribe reveals the payment button (spec §4). */
function ProOffer({ status, pricing }: { status: SubscriptionStatus; pricing: PricingInfo }) {
  const [revealed, setRevealed] = useState(false);
  const checkout = useProCheckout();
  const timeZone = useQuery(settingsQuery(api)).data?.timezone;
  const trialNote = trialCheckoutNote(status, timeZone);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <Card className="border-2 border-primary">
        <CardHeader>
          <div className="flex items-center gap-2">
            <CardTitle>Pro</CardTitle>
            <Badge>Most Popular</Badge>
          </div>
          <CardDescription>For active job seekers who want to reach every decision maker.</CardDescription>
          <div className="pt-3">
            <Price pricing={pricing} />
            <p className="mt-1 text-sm text-muted-foreground">Billed monthly in {pricing.currency}. Cancel anytime.</p>
          </div>
        </CardHeader>
        <CardContent className="grid gap-6">
          <ProBenefits columns={2} />
          {trialNote && (
            <p className="rounded-md bg-primary/10 px-4 py-3 text-sm" data-testid="trial-checkout-note">
              {trialNote}
            </p>
          )}
          {!revealed ? (
            <Button size="lg" onClick={() => setRevealed(true)} data-testid="subscribe">
              <Crown />
              Subscribe
            </Button>
          ) : (
            <div className="grid gap-3 rounded-lg border p-4" data-testid="payment-section">
              <p className="text-sm font-medium">Pay securely with a card, debit card or UPI.</p>
              <Button size="lg" onClick={() => checkout.mutate()} disabled={checkout.isPending} data-testid="pay">
                {checkout.isPending ? <Spinner size="small" /> : <CreditCard />}
                {checkout.isPending ? 'Opening checkout…' : `Pay ${formatPrice(pricing)} with Paddle`}
              </Button>
              <p className="flex items-start gap-2 text-xs text-muted-foreground">
                <Lock className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
                Payments are processed by Paddle, our merchant of record. We never see or store your card details.
              </p>
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Good to know</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm text-muted-foreground">
          <p>Pro starts as soon as the payment is confirmed, usually within seconds.</p>
          <p>
            First-time subscribers can ask for a full refund within {REFUND_WINDOW_DAYS} days of their first charge (
            <Link to="/refund-policy" className="text-primary underline-offset-4 hover:underline">
              Refund Policy
            </Link>
            ).
          </p>
          <p>
            Not ready yet?{' '}
            <Link to="/payment-feedback" className="text-primary underline-offset-4 hover:underline">
              Tell us what you would pay
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

/** Already on Pro: what the plan is, when it renews or ends, and the refund request. */
function CurrentPlan({ status }: { status: SubscriptionStatus }) {
  const plan = planLabel(status);
  return (
    <Card data-testid="current-plan">
      <CardHeader>
        <div className="flex items-center gap-2">
          <Crown className="h-5 w-5 text-primary" aria-hidden />
          <CardTitle>You are on Pro</CardTitle>
        </div>
        {plan.detail && (
          <CardDescription className={plan.warning ? 'text-destructive' : undefined}>{plan.detail}</CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-6">
        <ProBenefits columns={2} />
        <p className="text-sm text-muted-foreground">
          To cancel, see{' '}
          <Link to="/settings#billing" className="text-primary underline-offset-4 hover:underline">
            Settings → Plan and billing
          </Link>
          . To change your payment method, use the link in your Paddle receipt email, or write to support from the{' '}
          <Link to="/contact" className="text-primary underline-offset-4 hover:underline">
            Contact
          </Link>{' '}
          page.
        </p>
        <RefundSection refund={status.refund} />
      </CardContent>
    </Card>
  );
}

/** /subscribe: buy Pro, or see the Pro plan you have. */
export function SubscribePage() {
  useSubscribeQueryToasts();
  const status = useQuery(subscriptionStatusQuery(api));
  const pricing = useQuery(pricingInfoQuery(api));

  if (status.isError) {
    return (
      <EmptyState
        icon={CircleAlert}
        title="Could not load your plan"
        action={<Button onClick={() => void status.refetch()}>Try again</Button>}
      >
        {status.error.message}
      </EmptyState>
    );
  }
  if (!status.data || !pricing.data) {
    return (
      <div className="grid min-h-[40vh] place-items-center" role="status">
        <Spinner size="large" />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  if (status.data.hasActiveSubscription) return <CurrentPlan status={status.data} />;
  return <ProOffer status={status.data} pricing={pricing.data} />;
}

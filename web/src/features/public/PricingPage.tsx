import { DEFAULT_PRICING, pricingInfoQuery, subscriptionStatusQuery } from '@app/client';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cn,
  Spinner,
  toast,
} from '@app/ui';
import { CHECKOUT_REDIRECT_MS, COPY, TRIAL_DAYS_DEFAULT, linesOf, proOnlyLines, type PricingInfo } from '@app/types';
import { useQuery } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../app/api';
import { useCurrentUser } from '../../app/auth';
import { PublicPage } from '../../app/layout/PublicPage';
import { formatPrice } from '../../lib/billing/billing-text';
import { storeSelectedPlan } from '../../lib/billing/selected-plan';
import { GOOGLE_SIGN_IN_URL } from './siteInfo';

interface PlanFeature {
  label: string;
  included: boolean;
}

interface Plan {
  name: string;
  description: string;
  price: string;
  period?: string;
  note: string;
  features: PlanFeature[];
  highlighted?: boolean;
}

// Every line comes from the plan table the server's gates read (PLAN_LINES in @app/types): Free lists what it has
// and, crossed out, what only Pro has; Pro lists what it has.
// Free is priced in the visitor's currency, beside Pro's (one currency on the page).
const freePlan = (pricing: PricingInfo): Plan => ({
  name: 'Free',
  description: 'Try the basics and send your first applications.',
  price: formatPrice(pricing, 0),
  period: '/month',
  note: 'Free forever',
  features: [
    ...linesOf('free').map((line) => ({ label: line.text, included: true })),
    ...proOnlyLines().map((line) => ({ label: line.text, included: false })),
  ],
});

const proPlan = (pricing: PricingInfo): Plan => ({
  name: 'Pro',
  description: 'For active job seekers who want to reach every decision maker.',
  price: formatPrice(pricing),
  period: '/month',
  note: 'Billed monthly. Cancel anytime.',
  highlighted: true,
  features: linesOf('pro').map((line) => ({ label: line.text, included: true })),
});

// Nothing is promised here that the app does not do: the terms of a team plan are agreed with sales.
const ENTERPRISE_PLAN: Plan = {
  name: 'Enterprise',
  description: 'For placement teams, agencies and organisations.',
  price: 'Custom',
  note: 'Tell us what your team needs and we will say what we can do.',
  features: [],
};

const FAQS: { question: string; answer: ReactNode }[] = [
  {
    question: 'Can I change plans at any time?',
    answer:
      'Yes. Upgrade to Pro whenever you like. If you cancel (in Settings → Plan and billing), Pro stays until the end of the month you paid for, then your account returns to Free.',
  },
  {
    question: 'Is there a free trial?',
    answer: `Yes. Pro comes with a ${TRIAL_DAYS_DEFAULT}-day free trial, and no credit card is required to start it. If you do not subscribe when the trial ends, your account simply returns to the Free plan.`,
  },
  {
    question: 'What payment methods do you accept?',
    answer:
      'We accept credit cards, debit cards and UPI. Payments are processed securely by our payment provider, Paddle; we never see or store your card details.',
  },
  {
    question: 'Can I get a refund?',
    answer: (
      <>
        First-time Pro subscribers can ask for a full refund within 7 days of their first charge. See our{' '}
        <Link to="/refund-policy" className="text-primary underline-offset-4 hover:underline">
          Refund Policy
        </Link>{' '}
        for details.
      </>
    ),
  },
];

function PlanCard({ plan, action }: { plan: Plan; action: ReactNode }) {
  return (
    <Card
      data-testid={`plan-${plan.name.toLowerCase()}`}
      className={cn(
        'relative flex flex-col',
        plan.highlighted && 'border-2 border-primary shadow-lg ring-4 ring-primary/10 lg:-translate-y-2',
      )}
    >
      {plan.highlighted && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 shadow-sm">Most Popular</Badge>
      )}
      <CardHeader>
        <CardTitle>{plan.name}</CardTitle>
        <CardDescription>{plan.description}</CardDescription>
        <div className="pt-4">
          <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
          {plan.period && <span className="text-muted-foreground">{plan.period}</span>}
          <p className="mt-1 text-sm text-muted-foreground">{plan.note}</p>
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-3 text-sm">
          {plan.features.map((feature) => (
            <li
              key={feature.label}
              className={cn('flex gap-2', !feature.included && 'text-muted-foreground')}
              data-testid={feature.included ? 'plan-line' : 'plan-line-missing'}
            >
              {feature.included ? (
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
              ) : (
                <X className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              )}
              <span className={cn(!feature.included && 'line-through decoration-muted-foreground/50')}>
                {feature.label}
              </span>
              <span className="sr-only">{feature.included ? '(included)' : '(not included)'}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>{action}</CardFooter>
    </Card>
  );
}

/**
 * The Pro button (spec §4: idle, processing). Signed out: start sign-in (a new account begins with the free
 * trial). Signed in: keep the selected plan and go to checkout after 0.5 s. Already on Pro: the plan page.
 */
function ProButton({ pricing }: { pricing: PricingInfo }) {
  const { user } = useCurrentUser();
  const status = useQuery({ ...subscriptionStatusQuery(api), enabled: !!user });
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current) window.clearTimeout(timer.current);
    },
    [],
  );

  if (!user) {
    return (
      <Button asChild className="w-full" size="lg">
        <a href={GOOGLE_SIGN_IN_URL} data-testid="pricing-pro">
          {COPY.billing.startFreeTrial}
        </a>
      </Button>
    );
  }
  if (status.data?.hasActiveSubscription) {
    return (
      <Button asChild className="w-full" size="lg" variant="outline">
        <Link to="/subscribe" data-testid="pricing-pro">
          Your current plan
        </Link>
      </Button>
    );
  }
  const choose = () => {
    setProcessing(true);
    try {
      storeSelectedPlan({ plan: 'pro', price: pricing.price, currency: pricing.currency });
      timer.current = window.setTimeout(() => void navigate('/subscribe'), CHECKOUT_REDIRECT_MS);
    } catch (err) {
      console.error('Could not start the checkout', err);
      toast({ title: COPY.billing.errorTitle, description: COPY.billing.somethingWentWrong, variant: 'destructive' });
      setProcessing(false);
    }
  };
  return (
    <Button className="w-full" size="lg" onClick={choose} disabled={processing} data-testid="pricing-pro">
      {processing && <Spinner size="small" />}
      {processing ? 'Processing…' : 'Upgrade to Pro'}
    </Button>
  );
}

export function PricingPage() {
  const pricing = useQuery(pricingInfoQuery(api)).data ?? DEFAULT_PRICING;
  return (
    <PublicPage wide title="Pricing" subtitle="Simple plans for every stage of your job search.">
      <div className="grid items-stretch gap-8 pt-3 md:grid-cols-3 md:gap-6">
        <PlanCard
          plan={freePlan(pricing)}
          action={
            <Button asChild variant="outline" className="w-full" size="lg">
              <a href={GOOGLE_SIGN_IN_URL}>Get Started Free</a>
            </Button>
          }
        />
        <PlanCard plan={proPlan(pricing)} action={<ProButton pricing={pricing} />} />
        <PlanCard
          plan={ENTERPRISE_PLAN}
          action={
            <Button asChild variant="outline" className="w-full" size="lg">
              <Link to="/contact">Contact Sales</Link>
            </Button>
          }
        />
      </div>

      <p className="mt-6 text-center text-sm text-muted-foreground">
        {TRIAL_DAYS_DEFAULT}-day free Pro trial for new accounts, no credit card required. Prices shown in{' '}
        {pricing.currency === 'INR' ? 'Indian rupees' : 'US dollars'}; applicable taxes are shown at checkout.
      </p>

      <section aria-labelledby="pricing-faq" className="mx-auto mt-16 max-w-3xl">
        <h2 id="pricing-faq" className="text-center text-2xl font-bold tracking-tight">
          Frequently Asked Questions
        </h2>
        <div className="mt-6 divide-y rounded-lg border bg-card">
          {FAQS.map(({ question, answer }) => (
            <details key={question} className="group px-5 py-4 [&_summary::-webkit-details-marker]:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium">
                {question}
                <span
                  aria-hidden
                  className="text-xl leading-none text-muted-foreground transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="mt-3 leading-relaxed text-muted-foreground">{answer}</p>
            </details>
          ))}
        </div>
      </section>
    </PublicPage>
  );
}

import { DEFAULT_PRICING, pricingInfoQuery } from '@app/client';
import { TRIAL_DAYS_DEFAULT, linesOf } from '@app/types';
import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cn } from '@app/ui';
import { ArrowRight, Check } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { api } from '../../app/api';
import { formatPrice } from '../../lib/billing/billing-text';
import { SectionHeading } from './SectionHeading';

interface Plan {
  name: string;
  price: string;
  period?: string;
  description: string;
  features: readonly string[];
  highlighted?: boolean;
}

// The lines come from the plan table the server's gates read (PLAN_LINES): what each plan really gets.
// Free is priced in the visitor's currency, beside Pro's (one currency on the page).
const freePlan = (price: string): Plan => ({
  name: 'Free',
  price,
  description: 'Try it on jobs whose contacts are discoverable.',
  features: linesOf('free').map((line) => line.text),
});

const proPlan = (price: string): Plan => ({
  name: 'Pro',
  price,
  period: '/month',
  description: 'For an active job search. Billed monthly, cancel anytime.',
  features: linesOf('pro').map((line) => line.text),
  highlighted: true,
});

const ENTERPRISE: Plan = {
  name: 'Enterprise',
  price: 'Custom',
  description: 'For teams and placement partners: tell us what you need.',
  features: [],
};

interface PricingSectionProps {
  /** Opens the terms modal, which leads to sign-in. */
  onSignIn: () => void;
}

export function PricingSection({ onSignIn }: PricingSectionProps) {
  const pricing = useQuery(pricingInfoQuery(api)).data ?? DEFAULT_PRICING;
  const pro = proPlan(formatPrice(pricing));
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 border-t bg-muted/30 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Start free. Upgrade when it works for you.">
          New accounts get a {TRIAL_DAYS_DEFAULT}-day free trial of Pro. No credit card required.
        </SectionHeading>
        <div className="mx-auto mt-12 grid max-w-5xl items-stretch gap-6 md:grid-cols-3">
          <PlanCard plan={freePlan(formatPrice(pricing, 0))}>
            <Button variant="outline" className="w-full" onClick={onSignIn}>
              Get started
            </Button>
          </PlanCard>
          <PlanCard plan={pro}>
            <Button className="w-full" onClick={onSignIn}>
              Start free trial
            </Button>
          </PlanCard>
          <PlanCard plan={ENTERPRISE}>
            <Button variant="outline" className="w-full" asChild>
              <Link to="/contact">Contact sales</Link>
            </Button>
          </PlanCard>
        </div>
        <div className="mt-10 flex flex-col items-center gap-3 text-center text-sm text-muted-foreground">
          <p>7-day money-back guarantee for first-time Pro subscribers.</p>
          <Link
            to="/pricing"
            className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
          >
            Compare plans in detail <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}

function PlanCard({ plan, children }: { plan: Plan; children: ReactNode }) {
  return (
    <Card
      className={cn(
        'relative flex flex-col',
        plan.highlighted && 'border-primary shadow-xl shadow-primary/10 ring-1 ring-primary md:-my-3 md:py-3',
      )}
    >
      {plan.highlighted && <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 shadow-sm">Most Popular</Badge>}
      <CardHeader>
        <CardTitle className="text-lg">{plan.name}</CardTitle>
        <p className="mt-2 flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
          {plan.period && <span className="text-sm text-muted-foreground">{plan.period}</span>}
        </p>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-2.5 text-sm">
          {plan.features.map((f) => (
            <li key={f} className="flex gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
              {f}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>{children}</CardFooter>
    </Card>
  );
}

import { subscriptionStatusQuery } from '@app/client';
import { Badge, Button, Card, cn } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { Crown, Search, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { api } from '../../app/api';
import { planLabel, searchesLeftText } from './billing-text';

/** The dashboard's plan badge and searches-left counter, from the server's subscription status. */
export function PlanSummary() {
  const { data } = useQuery(subscriptionStatusQuery(api));
  if (!data) return null;
  const plan = planLabel(data);
  const searches = searchesLeftText(data.searches);
  const Icon = plan.plan === 'free' ? Search : plan.plan === 'trial' ? Sparkles : Crown;

  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="plan-summary">
      <div className="flex items-center gap-3">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
          <Icon className="h-5 w-5" aria-hidden />
        </span>
        <div className="grid gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={plan.plan === 'free' ? 'secondary' : 'default'} data-testid="plan-badge">
              {plan.label}
            </Badge>
            {plan.detail && (
              <span className={cn('text-xs', plan.warning ? 'text-destructive' : 'text-muted-foreground')}>
                {plan.detail}
              </span>
            )}
          </div>
          <p
            className={cn('text-sm', searches.exhausted ? 'font-medium text-destructive' : 'text-muted-foreground')}
            data-testid="searches-left"
          >
            {searches.text}
            {searches.resets && <span className="text-muted-foreground"> · {searches.resets}</span>}
          </p>
        </div>
      </div>
      {plan.plan !== 'pro' && (
        <Button asChild size="sm" variant={searches.exhausted ? 'default' : 'outline'}>
          <Link to="/pricing" data-testid="upgrade-link">
            <Crown />
            {searches.exhausted ? 'Upgrade for unlimited searches' : 'Upgrade to Pro'}
          </Link>
        </Button>
      )}
    </Card>
  );
}
